import type { MockLink } from '@apollo/client/testing';
import { act, screen, waitFor } from '@testing-library/react';
import { type UserEvent } from '@testing-library/user-event';

import { SUCCESS_MESSAGE_MS } from '../../../client/src/content/messages';
import { AddEventsPage } from '../../../client/src/features/event-admin/AddEventsPage';
import { ManageEventsPage } from '../../../client/src/features/event-admin/ManageEventsPage';
import { EventCreateDocument, type EventCreateMutationVariables } from '../../../client/src/gql/graphql';
import { renderApp } from '../../helpers/render-app';
import { setupUser } from '../../helpers/user-events';

import { type AdminEvent, careerFair, eventsMock, field, png } from './fixtures';

const newEvent = {
  'Event Name': '  Spring Hiring Day ',
  'Event Time': '10:15',
  'Event Date': '2031-04-02',
  Description: 'Interviews on the spot.',
};

const created: AdminEvent = {
  __typename: 'Event',
  id: 'ev-9',
  name: 'Spring Hiring Day',
  date: '2031-04-02',
  time: '10:15',
  description: 'Interviews on the spot.',
  imageUrl: '/api/events/ev-9/image?v=1',
  timeZone: 'UTC',
  venue: null,
  onlineUrl: null,
  capacity: null,
  registrationClosesLocal: null,
  isPast: false,
  registrationCount: 0,
  registrationCounts: { confirmed: 0, waiting: 0, cancelled: 0, checkedIn: 0 },
};

/** A createEvent answer that records every request it gets. */
function createMock(
  answer: Pick<MockLink.MockedResponse, 'result' | 'error' | 'delay'>,
  sent: EventCreateMutationVariables[] = [],
): MockLink.MockedResponse {
  return {
    request: {
      query: EventCreateDocument,
      variables: (variables: Record<string, unknown>) => {
        sent.push(variables as EventCreateMutationVariables);
        return true;
      },
    },
    ...answer,
  };
}

const createdAnswer = { result: { data: { createEvent: created } } };

function renderAdd(mocks: MockLink.MockedResponse[]) {
  return renderApp(<AddEventsPage />, { route: '/admin/add-events', mocks });
}

const form = () => screen.getByRole('button', { name: 'Add Event' }).closest('form')!;

async function fill(user: UserEvent, values: Record<string, string>, image: File | null = png()) {
  for (const [label, value] of Object.entries(values)) {
    if (value) await user.type(field(form(), label), value);
  }
  if (image) await user.upload(field(form(), 'Event Image'), image);
}

describe('add events page', () => {
  let alertSpy: jest.SpyInstance;

  beforeEach(() => {
    alertSpy = jest.spyOn(window, 'alert').mockImplementation(() => {});
  });

  afterEach(() => {
    alertSpy.mockRestore();
    jest.useRealTimers();
  });

  it('offers the labelled, required fields with their types when the page opens', () => {
    renderAdd([]);
    expect(screen.getByRole('heading', { level: 1, name: 'Add Events' })).toBeInTheDocument();
    expect(document.title).toMatch(/^Add Events/);
    expect(field(form(), 'Event Name')).toHaveAttribute('type', 'text');
    expect(field(form(), 'Event Time')).toHaveAttribute('type', 'time');
    expect(field(form(), 'Event Date')).toHaveAttribute('type', 'date');
    expect(field(form(), 'Description').tagName).toBe('TEXTAREA');
    expect(field(form(), 'Description')).toHaveAttribute('rows', '4');
    expect(field(form(), 'Event Image')).toHaveAttribute('type', 'file');
    expect(field(form(), 'Event Image')).toHaveAttribute('accept', 'image/*');
    for (const label of ['Event Name', 'Event Time', 'Event Date', 'Description', 'Event Image']) {
      expect(field(form(), label)).toBeRequired();
    }
  });

  it.each([['Event Name'], ['Event Time'], ['Event Date'], ['Description']])(
    'names the missing field and sends nothing when %s is empty',
    async (missing) => {
      const user = setupUser();
      const sent: EventCreateMutationVariables[] = [];
      renderAdd([createMock(createdAnswer, sent)]);
      await fill(user, { ...newEvent, [missing]: '' });

      await user.click(screen.getByRole('button', { name: 'Add Event' }));

      expect(field(form(), missing)).toHaveAccessibleDescription(`Please enter the ${missing}.`);
      expect(field(form(), missing)).toHaveAttribute('aria-invalid', 'true');
      expect(field(form(), missing)).toHaveFocus();
      expect(sent).toHaveLength(0);
    },
  );

  it('marks every missing field at once, focuses the first, and clears each mark once its field is filled', async () => {
    const user = setupUser();
    const sent: EventCreateMutationVariables[] = [];
    renderAdd([createMock(createdAnswer, sent)]);

    await user.click(screen.getByRole('button', { name: 'Add Event' }));

    for (const label of ['Event Name', 'Event Time', 'Event Date', 'Description']) {
      expect(field(form(), label)).toHaveAccessibleDescription(`Please enter the ${label}.`);
    }
    expect(field(form(), 'Event Image')).toHaveAccessibleDescription(
      expect.stringContaining('Please choose the Event Image.'),
    );
    expect(field(form(), 'Event Name')).toHaveFocus();
    expect(field(form(), 'Venue')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByText('Fields marked * are required.')).toBeInTheDocument();

    await user.type(field(form(), 'Event Name'), 'Career fair');
    expect(field(form(), 'Event Name')).not.toHaveAttribute('aria-invalid');
    expect(field(form(), 'Event Time')).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toHaveLength(0);
  });

  it('names the image as missing when no picture is chosen', async () => {
    const user = setupUser();
    const sent: EventCreateMutationVariables[] = [];
    renderAdd([createMock(createdAnswer, sent)]);
    await fill(user, newEvent, null);

    await user.click(screen.getByRole('button', { name: 'Add Event' }));

    expect(field(form(), 'Event Image')).toHaveAccessibleDescription(
      expect.stringContaining('Please choose the Event Image.'),
    );
    expect(sent).toHaveLength(0);
  });

  it('sends the trimmed event with the picture and shows upload progress while it is sent', async () => {
    // Fake timers hold the mocked answer until time is let pass (see setupUser).
    jest.useFakeTimers();
    const user = setupUser();
    const sent: EventCreateMutationVariables[] = [];
    const image = png();
    renderAdd([createMock({ ...createdAnswer, delay: 200 }, sent)]);
    await fill(user, newEvent, image);

    await user.click(screen.getByRole('button', { name: 'Add Event' }));

    expect(screen.getByRole('button', { name: 'Add Event' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('progressbar', { name: 'Uploading image' })).toBeInTheDocument();
    expect(sent).toEqual([
      {
        input: { name: 'Spring Hiring Day', time: '10:15', date: '2031-04-02', description: 'Interviews on the spot.' },
        image,
      },
    ]);
    expect(await screen.findByText('Event added successfully!')).toHaveAttribute('role', 'status');
  });

  it('confirms, empties the form (file picker too) and clears the message after 3 seconds when the event is added', async () => {
    jest.useFakeTimers();
    const user = setupUser({ advanceTimers: jest.advanceTimersByTime });
    renderAdd([createMock({ ...createdAnswer, delay: 0 })]);
    await fill(user, newEvent);
    expect(field(form(), 'Event Image').files).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Add Event' }));
    await act(() => jest.advanceTimersByTimeAsync(0));

    expect(screen.getByRole('status')).toHaveTextContent('Event added successfully!');
    for (const label of ['Event Name', 'Event Time', 'Event Date', 'Description']) {
      expect(field(form(), label)).toHaveValue('');
    }
    expect(field(form(), 'Event Image').files).toHaveLength(0);
    expect(alertSpy).not.toHaveBeenCalled();

    await act(() => jest.advanceTimersByTimeAsync(SUCCESS_MESSAGE_MS - 1));
    expect(screen.getByText('Event added successfully!')).toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(1));
    expect(screen.queryByText('Event added successfully!')).not.toBeInTheDocument();
  });

  it('alerts and shows the server’s reason, keeping what was typed, when the server refuses the picture', async () => {
    const user = setupUser();
    const refusal = {
      result: {
        errors: [
          {
            message: 'The image must be a PNG, JPEG, GIF, WebP, AVIF or BMP picture.',
            extensions: { code: 'BAD_USER_INPUT', field: 'image' },
          },
        ],
      },
    };
    renderAdd([createMock(refusal)]);
    await fill(user, newEvent, png('not-really.png'));

    await user.click(screen.getByRole('button', { name: 'Add Event' }));

    await waitFor(() => expect(alertSpy).toHaveBeenCalledWith('Failed to add event. Please try again.'));
    // The alert comes first; the page's line renders after it.
    expect(
      await screen.findByText(
        'The event was not added: The image must be a PNG, JPEG, GIF, WebP, AVIF or BMP picture.',
      ),
    ).toHaveAttribute('role', 'alert');
    expect(field(form(), 'Event Name')).toHaveValue(newEvent['Event Name']);
    expect(screen.queryByText('Event added successfully!')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Event' })).not.toHaveAttribute('aria-disabled');
  });

  it('alerts and repeats the failure on the page when no answer comes back', async () => {
    const user = setupUser();
    renderAdd([createMock({ error: new TypeError('Failed to fetch') })]);
    await fill(user, newEvent);

    await user.click(screen.getByRole('button', { name: 'Add Event' }));

    await waitFor(() => expect(alertSpy).toHaveBeenCalledTimes(1));
    expect(alertSpy).toHaveBeenCalledWith('Failed to add event. Please try again.');
    expect(await screen.findByText('Failed to add event. Please try again.')).toHaveAttribute('role', 'alert');
  });

  it('sends one event for a double click', async () => {
    const user = setupUser();
    const sent: EventCreateMutationVariables[] = [];
    renderAdd([{ ...createMock({ ...createdAnswer, delay: 50 }, sent), maxUsageCount: 2 }]);
    await fill(user, newEvent);

    await user.dblClick(screen.getByRole('button', { name: 'Add Event' }));

    expect(await screen.findByText('Event added successfully!')).toBeInTheDocument();
    expect(sent).toHaveLength(1);
  });

  it('shows the new event in the manage list when it is added', async () => {
    const user = setupUser();
    renderApp(
      <>
        <AddEventsPage />
        <ManageEventsPage />
      </>,
      {
        route: '/admin/add-events',
        mocks: [eventsMock([careerFair]), createMock(createdAnswer), eventsMock([created, careerFair])],
      },
    );
    expect(await screen.findByRole('heading', { name: careerFair.name })).toBeInTheDocument();
    await fill(user, newEvent);

    await user.click(screen.getByRole('button', { name: 'Add Event' }));

    expect(await screen.findByRole('heading', { name: created.name })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: careerFair.name })).toBeInTheDocument();
  });
});
