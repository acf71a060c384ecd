import { ServerError } from '@apollo/client/errors';
import type { MockLink } from '@apollo/client/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import { type UserEvent } from '@testing-library/user-event';

import { SUCCESS_MESSAGE_MS } from '../../../client/src/content/messages';
import { ManageEventsPage } from '../../../client/src/features/event-admin/ManageEventsPage';
import { EventDeleteDocument, EventUpdateDocument } from '../../../client/src/gql/graphql';
import { renderApp } from '../../helpers/render-app';
import { setupUser } from '../../helpers/user-events';

import { type AdminEvent, careerFair, eventsErrorMock, eventsMock, field, leadershipTalk, png } from './fixtures';

function renderManage(mocks: MockLink.MockedResponse[]) {
  return renderApp(<ManageEventsPage />, { route: '/admin/manage-events', mocks });
}

const editedInput = {
  name: 'Career Fair 2031 (new venue)',
  time: '17:30',
  date: '2031-05-20',
  description: 'Meet our recruiters.',
};

const edited: AdminEvent = { ...careerFair, name: editedInput.name, imageUrl: '/api/events/ev-1/image?v=2' };

function updateMock(variables: Record<string, unknown>, answer: Partial<MockLink.MockedResponse>) {
  return { request: { query: EventUpdateDocument, variables }, ...answer } as MockLink.MockedResponse;
}

const updated = { result: { data: { updateEvent: edited } } };

async function openEdit(user: UserEvent, mocks: MockLink.MockedResponse[]) {
  const view = renderManage([eventsMock([careerFair, leadershipTalk]), ...mocks]);
  await user.click(await screen.findByRole('button', { name: `Edit ${careerFair.name}` }));
  return { ...view, dialog: screen.getByRole('dialog', { name: 'Edit Event' }) };
}

async function rename(user: UserEvent, dialog: HTMLElement) {
  await user.clear(field(dialog, 'Event Name'));
  await user.type(field(dialog, 'Event Name'), editedInput.name);
}

describe('manage events page', () => {
  let alertSpy: jest.SpyInstance;

  beforeEach(() => {
    alertSpy = jest.spyOn(window, 'alert').mockImplementation(() => {});
  });

  afterEach(() => {
    alertSpy.mockRestore();
    jest.useRealTimers();
  });

  describe('the list', () => {
    it('shows a loading note, then each event with its picture or a placeholder when the events arrive', async () => {
      renderManage([eventsMock([careerFair, leadershipTalk], { delay: 100 })]);
      expect(screen.getByRole('heading', { level: 1, name: 'Manage Events' })).toBeInTheDocument();
      expect(document.title).toMatch(/^Manage Events/);
      expect(screen.getByText('Loading events...')).toHaveAttribute('role', 'status');

      const fair = (await screen.findByRole('heading', { name: careerFair.name })).closest('article')!;
      expect(screen.queryByText('Loading events...')).not.toBeInTheDocument();
      expect(fair.querySelector('img')).toHaveAttribute('src', careerFair.imageUrl);
      expect(within(fair).getByText('Tuesday 20 May 2031')).toBeInTheDocument();
      expect(within(fair).getByText('5:30 PM')).toBeInTheDocument();
      expect(within(fair).getByText('Meet our recruiters.')).toBeInTheDocument();
      expect(within(fair).getByRole('link', { name: '3 registered' })).toHaveAttribute(
        'href',
        `/admin/registered-candidates?event=${careerFair.id}`,
      );

      const talk = screen.getByRole('heading', { name: leadershipTalk.name }).closest('article')!;
      expect(talk.querySelector('img')).toBeNull();
      expect(within(talk).getByRole('img', { name: 'No image' })).toBeInTheDocument();
      expect(within(talk).getByRole('button', { name: 'Edit Leadership Talk' })).toBeInTheDocument();
      expect(within(talk).getByRole('button', { name: 'Delete Leadership Talk' })).toBeInTheDocument();
    });

    it('says there are no events, linking to Add Events, when the list is empty', async () => {
      renderManage([eventsMock([])]);
      expect(await screen.findByText('No events yet.')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Add an event' })).toHaveAttribute('href', '/admin/add-events');
    });

    it('says the events could not be fetched when the query fails', async () => {
      renderManage([eventsErrorMock()]);
      expect(await screen.findByText('Failed to fetch events.')).toHaveAttribute('role', 'alert');
      expect(screen.queryByText('Loading events...')).not.toBeInTheDocument();
    });
  });

  describe('the edit modal', () => {
    it('offers the spec’s fields, pre-filled with the event, when Edit is clicked', async () => {
      const { dialog } = await openEdit(setupUser(), []);

      expect(field(dialog, 'Event Name')).toHaveAttribute('type', 'text');
      expect(field(dialog, 'Event Name')).toHaveValue(careerFair.name);
      expect(field(dialog, 'Event Name')).toHaveFocus();
      expect(field(dialog, 'Event Time')).toHaveAttribute('type', 'time');
      expect(field(dialog, 'Event Time')).toHaveValue(careerFair.time);
      expect(field(dialog, 'Event Date')).toHaveAttribute('type', 'date');
      expect(field(dialog, 'Event Date')).toHaveValue(careerFair.date);
      expect(field(dialog, 'Description').tagName).toBe('TEXTAREA');
      expect(field(dialog, 'Description')).toHaveAttribute('rows', '4');
      expect(field(dialog, 'Description')).toHaveValue(careerFair.description);
      expect(field(dialog, 'Event Image')).toHaveAttribute('type', 'file');
      expect(field(dialog, 'Event Image')).toHaveAttribute('accept', 'image/*');
      expect(field(dialog, 'Event Image')).not.toBeRequired();
      expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
      expect(within(dialog).getByRole('button', { name: 'Save Changes' })).toBeInTheDocument();
    });

    it('sends no image, reloads the list and closes when saved without a new picture', async () => {
      jest.useFakeTimers();
      const user = setupUser({ advanceTimers: jest.advanceTimersByTime });
      const { dialog } = await openEdit(user, [
        updateMock({ id: careerFair.id, input: editedInput }, updated),
        eventsMock([leadershipTalk, edited]),
      ]);
      await rename(user, dialog);

      await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      // The reloaded list's order (the refetch answered it) proves the list was asked again.
      await waitFor(() =>
        expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
          leadershipTalk.name,
          edited.name,
        ]),
      );
      expect(screen.getByRole('status')).toHaveTextContent(`“${edited.name}” updated successfully!`);
      expect(alertSpy).not.toHaveBeenCalled();

      await act(() => jest.advanceTimersByTimeAsync(SUCCESS_MESSAGE_MS));
      expect(screen.queryByText(`“${edited.name}” updated successfully!`)).not.toBeInTheDocument();
    });

    it('sends the new picture when one is chosen', async () => {
      const user = setupUser();
      const image = png('new-banner.png');
      const { dialog } = await openEdit(user, [
        updateMock({ id: careerFair.id, input: editedInput, image }, updated),
        eventsMock([edited, leadershipTalk]),
      ]);
      await rename(user, dialog);
      await user.upload(field(dialog, 'Event Image'), image);

      await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(await screen.findByRole('heading', { name: edited.name })).toBeInTheDocument();
      expect(alertSpy).not.toHaveBeenCalled();
    });

    it.each([
      [
        'the server’s message when it refuses the change',
        { result: { errors: [{ message: 'Name must not be blank.', extensions: { code: 'BAD_USER_INPUT' } }] } },
        'Failed to update event: Name must not be blank.',
      ],
      [
        'the HTTP status when another error answer comes back',
        {
          error: new ServerError('Response not successful: Received status code 502', {
            response: { status: 502 } as Response,
            bodyText: '<html>Bad Gateway</html>',
          }),
        },
        'Failed to update event: 502',
      ],
      [
        'no detail when the request fails without an answer',
        { error: new TypeError('Failed to fetch') },
        'Failed to update event',
      ],
    ])('alerts with %s, keeping the modal open', async (_what, answer, alertText) => {
      const user = setupUser();
      const { dialog } = await openEdit(user, [updateMock({ id: careerFair.id, input: editedInput }, answer)]);
      await rename(user, dialog);

      await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

      await waitFor(() => expect(alertSpy).toHaveBeenCalledWith(alertText));
      expect(alertSpy).toHaveBeenCalledTimes(1);
      expect(screen.getByRole('dialog', { name: 'Edit Event' })).toBeInTheDocument();
      await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Save Changes' })).toBeEnabled());
      expect(screen.getByRole('heading', { name: careerFair.name })).toBeInTheDocument();
    });

    it('closes without saving when Cancel is clicked', async () => {
      const user = setupUser();
      const { dialog } = await openEdit(user, []);
      await rename(user, dialog);

      await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(screen.getByRole('heading', { name: careerFair.name })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: `Edit ${careerFair.name}` })).toHaveFocus();

      // Opening it again starts from the event, not from the cancelled edit.
      await user.click(screen.getByRole('button', { name: `Edit ${careerFair.name}` }));
      expect(field(screen.getByRole('dialog'), 'Event Name')).toHaveValue(careerFair.name);
      expect(alertSpy).not.toHaveBeenCalled();
    });

    it('names the field and sends nothing when a field is emptied', async () => {
      const user = setupUser();
      const { dialog } = await openEdit(user, []);
      await user.clear(field(dialog, 'Description'));

      await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

      expect(field(dialog, 'Description')).toHaveAccessibleDescription('Please enter the Description.');
      expect(field(dialog, 'Description')).toHaveFocus();
      expect(alertSpy).not.toHaveBeenCalled();
    });
  });

  describe('deleting', () => {
    function deleteMock(answer: Partial<MockLink.MockedResponse>): MockLink.MockedResponse {
      return { request: { query: EventDeleteDocument, variables: { id: careerFair.id } }, ...answer };
    }

    async function askToDelete(user: UserEvent, mocks: MockLink.MockedResponse[]) {
      renderManage([eventsMock([careerFair, leadershipTalk]), ...mocks]);
      await user.click(await screen.findByRole('button', { name: `Delete ${careerFair.name}` }));
      return screen.getByRole('dialog', { name: 'Delete Event' });
    }

    it('asks first, saying the registrations and image go too, when Delete is clicked', async () => {
      const dialog = await askToDelete(setupUser(), []);
      expect(dialog).toHaveTextContent(
        `Delete ${careerFair.name}? Its 3 registrations and its image are deleted too. This cannot be undone.`,
      );
    });

    it('keeps the event when the confirmation is cancelled', async () => {
      const user = setupUser();
      const dialog = await askToDelete(user, []);

      await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(screen.getByRole('heading', { name: careerFair.name })).toBeInTheDocument();
    });

    it('removes the event from the list when the delete succeeds', async () => {
      const user = setupUser();
      const dialog = await askToDelete(user, [deleteMock({ result: { data: { deleteEvent: careerFair.id } } })]);

      await user.click(within(dialog).getByRole('button', { name: 'Delete Event' }));

      await waitFor(() => expect(screen.queryByRole('heading', { name: careerFair.name })).not.toBeInTheDocument());
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(screen.getByRole('heading', { name: leadershipTalk.name })).toBeInTheDocument();
      expect(screen.getByRole('status')).toHaveTextContent(`“${careerFair.name}” deleted successfully!`);
      expect(alertSpy).not.toHaveBeenCalled();
    });

    it('alerts and keeps the event when the delete fails', async () => {
      const user = setupUser();
      const dialog = await askToDelete(user, [
        deleteMock({ result: { errors: [{ message: 'Event not found.', extensions: { code: 'NOT_FOUND' } }] } }),
      ]);

      await user.click(within(dialog).getByRole('button', { name: 'Delete Event' }));

      await waitFor(() => expect(alertSpy).toHaveBeenCalledWith('Failed to delete event'));
      // The alert comes first; the dialog closes in the render after it.
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(screen.getByRole('heading', { name: careerFair.name })).toBeInTheDocument();
    });
  });
});
