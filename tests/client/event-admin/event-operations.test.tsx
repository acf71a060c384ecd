import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';

import { capacityWords } from '../../../client/src/features/event-admin/capacity';
import { ManageEventsPage } from '../../../client/src/features/event-admin/ManageEventsPage';
import { RegisteredCandidatesPage } from '../../../client/src/features/event-admin/RegisteredCandidatesPage';
import { RegistrationCheckInDocument } from '../../../client/src/gql/graphql';
import { renderApp } from '../../helpers/render-app';
import { setupUser } from '../../helpers/user-events';

import { type AdminEvent, careerFair, eventsMock, leadershipTalk, registration, registrationsMock } from './fixtures';

const fullFair: AdminEvent = {
  ...careerFair,
  timeZone: 'Europe/London',
  capacity: 50,
  registrationCount: 51,
  registrationCounts: { confirmed: 48, waiting: 3, cancelled: 1, checkedIn: 0 },
};
const openTalk: AdminEvent = {
  ...leadershipTalk,
  timeZone: 'America/New_York',
  registrationCount: 12,
  registrationCounts: { confirmed: 12, waiting: 0, cancelled: 0, checkedIn: 0 },
};

describe('capacity in words', () => {
  it.each([
    [50, { confirmed: 48, waiting: 3 }, '48/50 · 3 waiting'],
    [50, { confirmed: 12, waiting: 0 }, '12/50'],
    [null, { confirmed: 12, waiting: 0 }, '12 registered'],
    [null, { confirmed: 1, waiting: 2 }, '1 registered · 2 waiting'],
  ])('with capacity %p and %p reads %p', (capacity, counts, words) => {
    expect(capacityWords({ capacity, registrationCounts: { ...counts, cancelled: 0, checkedIn: 0 } })).toBe(words);
  });
});

/** The text of a card's fact: "Time" -> "5:30 PM London time". */
function fact(card: HTMLElement, name: string): string | null | undefined {
  return within(card).getByText(name, { selector: 'dt' }).nextElementSibling?.textContent;
}

describe('manage events: seats and time zones', () => {
  it('shows each event’s seats as a bar and in words linking to its registrations, and its time zone in words', async () => {
    const user = setupUser();
    const { router } = renderApp(<ManageEventsPage />, {
      route: '/admin/manage-events',
      mocks: [eventsMock([fullFair, openTalk])],
    });
    const fair = (await screen.findByRole('heading', { name: fullFair.name })).closest('article')!;
    expect(within(fair).getByRole('meter', { name: `Seats taken for ${fullFair.name}` })).toHaveAttribute(
      'value',
      '48',
    );
    expect(fact(fair, 'Time')).toBe('5:30 PM London time');

    const talk = screen.getByRole('heading', { name: openTalk.name }).closest('article')!;
    // No capacity, no bar: only the count.
    expect(within(talk).queryByRole('meter')).not.toBeInTheDocument();
    expect(within(talk).getByRole('link', { name: '12 registered' })).toBeInTheDocument();
    expect(fact(talk, 'Time')).toBe('9:05 AM New York time');

    await user.click(within(fair).getByRole('link', { name: '48/50 · 3 waiting' }));
    expect(router.state.location.pathname).toBe('/admin/registered-candidates');
    expect(router.state.location.search).toBe(`?event=${fullFair.id}`);
  });
});

describe('the check-in mode', () => {
  const people = [
    registration(1, { name: 'Amara Nwosu', email: 'amara@example.com', phone: '+44 20 7946 0101' }),
    registration(2, { name: 'Bilal Ahmed', email: 'bilal@example.com', phone: '+44 20 7946 0202' }),
    registration(3, { name: 'Chloe Martin', status: 'WAITING' }),
    registration(4, { name: 'Dara Byrne', status: 'CANCELLED' }),
  ];

  function renderCheckIn(mocks: MockLink.MockedResponse[] = []) {
    return renderApp(<RegisteredCandidatesPage />, {
      route: `/admin/registered-candidates?event=${careerFair.id}`,
      mocks: [
        eventsMock([careerFair], { maxUsageCount: 5 }),
        registrationsMock(careerFair.id, people, { maxUsageCount: 5 }),
        ...mocks,
      ],
    });
  }

  it('lists only the confirmed people, finds them by name, e-mail or phone, and keeps the mode in the URL', async () => {
    const user = setupUser();
    const { router } = renderCheckIn();
    await screen.findByRole('table');
    const toggle = screen.getByRole('button', { name: 'Check-in mode' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(router.state.location.search).toBe(`?event=${careerFair.id}&mode=check-in`);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Export CSV' })).not.toBeInTheDocument();

    const list = screen.getByRole('list', { name: 'Confirmed people' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.firstElementChild?.firstElementChild?.textContent),
    ).toEqual(['Amara Nwosu', 'Bilal Ahmed']);
    expect(screen.getByRole('status')).toHaveTextContent('0 of 2 checked in');

    const search = screen.getByRole('searchbox', { name: 'Search by name, e-mail or phone' });
    await user.type(search, 'BILAL');
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    await user.clear(search);
    await user.type(search, '0101');
    expect(within(screen.getByRole('list', { name: 'Confirmed people' })).getByText('Amara Nwosu')).toBeInTheDocument();
    expect(screen.queryByText('Bilal Ahmed')).not.toBeInTheDocument();
    await user.clear(search);
    await user.type(search, 'nobody');
    expect(screen.getByText('Nobody matches that search.')).toBeInTheDocument();

    await user.click(toggle);
    expect(router.state.location.search).toBe(`?event=${careerFair.id}`);
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });

  it('checks a person in with their large button, and Undo takes it back', async () => {
    const user = setupUser();
    const arrived = { ...people[0]!, checkedInAt: '2031-05-20T17:40:00.000Z' };
    renderApp(<RegisteredCandidatesPage />, {
      route: `/admin/registered-candidates?event=${careerFair.id}&mode=check-in`,
      mocks: [
        eventsMock([careerFair], { maxUsageCount: 5 }),
        registrationsMock(careerFair.id, people, { maxUsageCount: 5 }),
        {
          request: { query: RegistrationCheckInDocument, variables: { id: 'reg-1', checkedIn: true } },
          result: { data: { setRegistrationCheckIn: arrived } },
        },
        {
          request: { query: RegistrationCheckInDocument, variables: { id: 'reg-1', checkedIn: false } },
          result: { data: { setRegistrationCheckIn: { ...people[0]!, checkedInAt: null } } },
        },
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Check in Amara Nwosu' }));
    const undo = await screen.findByRole('button', { name: 'Undo check-in of Amara Nwosu' });
    expect(undo).toHaveTextContent('Undo');
    expect(screen.getByRole('status')).toHaveTextContent('1 of 2 checked in');
    expect(screen.getByText(/^Checked in at/)).toBeInTheDocument();
    // The answer is drawn before the row stops being busy: a click on the still disabled button is lost.
    await waitFor(() => expect(undo).toBeEnabled());
    await user.click(undo);
    expect(await screen.findByRole('button', { name: 'Check in Amara Nwosu' })).toHaveTextContent('Check in');
  });
});
