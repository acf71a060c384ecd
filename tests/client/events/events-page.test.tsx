import type { MockLink } from '@apollo/client/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

import { messages } from '../../../client/src/content/messages';
import { formPrivacy } from '../../../client/src/content/privacy';
import { EventsPage } from '../../../client/src/features/events/EventsPage';
import { EventsListDocument, RegistrationCreateDocument } from '../../../client/src/gql/graphql';
import { publicFormVariables } from '../../helpers/form-mocks';
import { renderApp } from '../../helpers/render-app';
import { setupUser } from '../../helpers/user-events';

const careerFair = {
  __typename: 'Event' as const,
  id: 'e1',
  name: 'Career Fair 2025',
  date: '2025-06-14',
  time: '14:30',
  description: 'Meet employers hiring across India.',
  imageUrl: 'https://cdn.example.com/events/career-fair.jpg',
  timeZone: 'UTC',
  imageSources: [] as { type: string; srcSet: string }[],
  venue: null as string | null,
  onlineUrl: null as string | null,
  capacity: null as number | null,
  seatsLeft: null as number | null,
  isPast: false,
  registrationOpen: true,
};

const leadershipTalk = {
  __typename: 'Event' as const,
  id: 'e2',
  name: 'Leadership Talk',
  date: '2025-01-01',
  time: '09:05',
  description: 'First-time managers share what they learned.',
  imageUrl: '',
  timeZone: 'UTC',
  imageSources: [] as { type: string; srcSet: string }[],
  venue: null as string | null,
  onlineUrl: null as string | null,
  capacity: null as number | null,
  seatsLeft: null as number | null,
  isPast: false,
  registrationOpen: true,
};

function eventsMock(events: (typeof careerFair)[]): MockLink.MockedResponse {
  return { request: { query: EventsListDocument }, result: { data: { events } } };
}

// The page is mounted on its own at /events: the route table loads it lazily, which needs a Fetch
// API `Request` that jsdom does not provide.
function renderEvents(options: { mocks: MockLink.MockedResponse[] }) {
  return renderApp(<EventsPage />, { route: '/events', ...options });
}

const visitor = { name: 'Asha Rao', email: 'asha@example.com', phone: '+91 98765 43210' };

function registrationMock(overrides: Partial<MockLink.MockedResponse> = {}): MockLink.MockedResponse {
  return {
    request: { query: RegistrationCreateDocument, variables: publicFormVariables({ eventId: 'e1', input: visitor }) },
    result: {
      data: {
        registerForEvent: {
          __typename: 'RegistrationReceipt',
          id: 'r1',
          message: 'You are registered.',
          status: 'CONFIRMED',
        },
      },
    },
    ...overrides,
  };
}

async function openRegisterDialog(mocks: MockLink.MockedResponse[]) {
  const user = setupUser();
  renderEvents({ mocks: [eventsMock([careerFair, leadershipTalk]), ...mocks] });
  await user.click(await screen.findByRole('button', { name: 'Register for Career Fair 2025' }));
  const dialog = screen.getByRole('dialog', { name: 'Register for Career Fair 2025' });
  return { user, dialog };
}

async function fillIn(user: UserEvent, dialog: HTMLElement) {
  await user.type(within(dialog).getByLabelText(/^Name/), visitor.name);
  await user.type(within(dialog).getByLabelText(/^Email/), visitor.email);
  await user.type(within(dialog).getByLabelText(/^Phone/), visitor.phone);
}

describe('events page', () => {
  it('shows a loading note until the events arrive', async () => {
    renderEvents({ mocks: [{ ...eventsMock([careerFair]), delay: 300 }] });
    expect(screen.getByText('Loading events...')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Our Events' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Career Fair 2025' })).toBeInTheDocument();
    expect(screen.queryByText('Loading events...')).not.toBeInTheDocument();
  });

  it('says the events could not be fetched when the query fails', async () => {
    renderEvents({ mocks: [{ request: { query: EventsListDocument }, error: new Error('Network down') }] });
    expect(await screen.findByText(messages.events.fetchFailed)).toBeInTheDocument();
    expect(screen.getByText('Failed to fetch events.')).toHaveAttribute('role', 'alert');
  });

  it('shows the empty state when there are no events', async () => {
    renderEvents({ mocks: [eventsMock([])] });
    expect(await screen.findByRole('heading', { name: 'No Events Available' })).toBeInTheDocument();
    expect(screen.getByText('Stay tuned! We will update this space with new events soon.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Register for/ })).not.toBeInTheDocument();
  });

  it('shows each event with its image, or our placeholder when it has none', async () => {
    renderEvents({ mocks: [eventsMock([careerFair, leadershipTalk])] });

    const fair = await screen.findByRole('article', { name: 'Career Fair 2025' });
    expect(within(fair).getByRole('img', { name: 'Career Fair 2025' })).toHaveAttribute('src', careerFair.imageUrl);
    expect(within(fair).getByText('Saturday 14 June 2025')).toHaveAttribute('datetime', '2025-06-14');
    expect(within(fair).getByText('2:30 PM')).toHaveAttribute('datetime', '14:30');
    expect(within(fair).getByText(careerFair.description)).toBeInTheDocument();
    expect(within(fair).getByRole('button', { name: 'Register for Career Fair 2025' })).toHaveTextContent('Register');

    const talk = screen.getByRole('article', { name: 'Leadership Talk' });
    expect(within(talk).getByRole('img', { name: 'No image available' }).tagName.toLowerCase()).toBe('svg');
    expect(within(talk).queryByRole('img', { name: 'Leadership Talk' })).not.toBeInTheDocument();
    expect(within(talk).getByText('Wednesday 1 January 2025')).toBeInTheDocument();
    expect(within(talk).getByText('9:05 AM')).toBeInTheDocument();
    expect(within(talk).getByRole('button', { name: 'Register for Leadership Talk' })).toBeInTheDocument();
  });
});

describe('register modal', () => {
  it('asks for a required name, e-mail address and phone number', async () => {
    const { user, dialog } = await openRegisterDialog([]);
    const name = within(dialog).getByLabelText(/^Name/);
    const email = within(dialog).getByLabelText(/^Email/);
    const phone = within(dialog).getByLabelText(/^Phone/);
    expect(name).toBeRequired();
    expect(email).toBeRequired();
    expect(email).toHaveAttribute('type', 'email');
    expect(phone).toBeRequired();

    // The browser refuses the empty form: no request is sent, so no outcome is shown.
    await user.click(within(dialog).getByRole('button', { name: 'Submit registration' }));
    expect(name).toBeInvalid();
    // An unmocked request would fail after a moment: still no message proves none was sent.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByText(messages.events.registerFailed)).not.toBeInTheDocument();
    expect(screen.queryByText(messages.events.registerSuccess)).not.toBeInTheDocument();
  });

  it('shows a busy button while sending, then the success message in place of the form', async () => {
    // Fake timers hold the mocked answer until time is let pass (see setupUser).
    jest.useFakeTimers();
    const { user, dialog } = await openRegisterDialog([registrationMock({ delay: 200 })]);
    await fillIn(user, dialog);
    const submit = within(dialog).getByRole('button', { name: 'Submit registration' });
    expect(submit).toBeEnabled();
    await user.click(submit);

    expect(submit).toHaveAttribute('aria-disabled', 'true');
    expect(submit).toHaveAttribute('aria-busy', 'true');

    expect(await within(dialog).findByText('Registration successful!')).toBeInTheDocument();
    expect(within(dialog).queryByLabelText(/^Name/)).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Submit registration' })).not.toBeInTheDocument();
  });

  it('marks every missing field at once, sends nothing, and focuses the first when the form is sent empty', async () => {
    const { user, dialog } = await openRegisterDialog([registrationMock()]);
    await user.type(within(dialog).getByLabelText(/^Email/), 'not-an-address');
    await user.click(within(dialog).getByRole('button', { name: 'Submit registration' }));

    expect(within(dialog).getByLabelText(/^Name/)).toHaveAccessibleDescription('Please enter your Name.');
    expect(within(dialog).getByLabelText(/^Email/)).toHaveAccessibleDescription('Please enter a valid email address.');
    expect(within(dialog).getByLabelText(/^Phone/)).toHaveAccessibleDescription('Please enter your Phone.');
    expect(within(dialog).getByLabelText(/^Name/)).toHaveFocus();
    expect(within(dialog).queryByText(messages.events.registerSuccess)).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Submit registration' })).toHaveAttribute('aria-busy', 'false');
  });

  it('shows the failure message and keeps the form when the request fails', async () => {
    const { user, dialog } = await openRegisterDialog([
      registrationMock({ result: undefined, error: new Error('offline') }),
    ]);
    await fillIn(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Submit registration' }));

    const alert = await within(dialog).findByText('Failed to register. Please try again.');
    expect(alert).toHaveAttribute('role', 'alert');
    expect(alert).toHaveFocus();
    expect(within(dialog).getByLabelText(/^Name/)).toHaveValue(visitor.name);
    expect(within(dialog).getByRole('button', { name: 'Submit registration' })).toBeEnabled();
  });

  it('shows only the server’s reason, one line, when the e-mail address is already registered', async () => {
    const reason = 'This e-mail address is already registered for this event.';
    const { user, dialog } = await openRegisterDialog([
      registrationMock({ result: { errors: [{ message: reason, extensions: { code: 'CONFLICT', field: 'email' } }] } }),
    ]);
    await fillIn(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Submit registration' }));

    const alert = await within(dialog).findByRole('alert');
    await waitFor(() => expect(alert).toHaveTextContent(reason));
    expect(alert.textContent).toBe(reason);
    expect(within(dialog).queryByText(messages.events.registerFailed, { exact: false })).not.toBeInTheDocument();
    // The focus moves to the message and stays in the dialog.
    expect(alert).toHaveFocus();
  });

  it('says what the details are for, with the privacy policy linked, and no box to tick', async () => {
    const { dialog } = await openRegisterDialog([]);
    expect(within(dialog).getByText(new RegExp(`^${formPrivacy.register.notice}`))).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: /^Privacy Policy/ })).toHaveAttribute('href', '/privacy-policy');
    expect(within(dialog).queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('shows the server’s words when it refuses too many registrations (429)', async () => {
    const tooMany = 'Too many forms were sent with this e-mail address. Please try again in 5 minutes.';
    const { user, dialog } = await openRegisterDialog([
      registrationMock({
        result: { errors: [{ message: tooMany, extensions: { code: 'TOO_MANY_REQUESTS', field: 'email' } }] },
      }),
    ]);
    await fillIn(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Submit registration' }));
    const alert = await within(dialog).findByRole('alert');
    await waitFor(() => expect(alert).toHaveTextContent(tooMany));
  });

  it('closes with the close button', async () => {
    const { user, dialog } = await openRegisterDialog([]);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

afterEach(() => {
  jest.useRealTimers();
});
