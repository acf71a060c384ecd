import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';

import { RegisteredCandidatesPage } from '../../../client/src/features/event-admin/RegisteredCandidatesPage';
import {
  RegistrationCheckInDocument,
  RegistrationPromoteDocument,
  RegistrationRemoveDocument,
} from '../../../client/src/gql/graphql';
import { saveCsv } from '../../../client/src/lib/download';
import { renderApp } from '../../helpers/render-app';
import { setupUser } from '../../helpers/user-events';

import { careerFair, eventsMock, leadershipTalk, registration, registrationsMock } from './fixtures';

jest.mock('../../../client/src/lib/download', () => ({
  ...jest.requireActual('../../../client/src/lib/download'),
  saveCsv: jest.fn(),
}));
const saveCsvMock = jest.mocked(saveCsv);

const people = [
  registration(1),
  registration(2, { status: 'WAITING' }),
  registration(3, { status: 'WAITING' }),
  registration(4, { status: 'CANCELLED' }),
];

/** The page on Career Fair's registrations; `after` is the list the server answers when asked again. */
function renderPage(mocks: MockLink.MockedResponse[], after = people) {
  return renderApp(<RegisteredCandidatesPage />, {
    route: `/admin/registered-candidates?event=${careerFair.id}`,
    mocks: [
      eventsMock([careerFair, leadershipTalk], { maxUsageCount: 5 }),
      registrationsMock(careerFair.id, people),
      registrationsMock(careerFair.id, after, { maxUsageCount: 5 }),
      ...mocks,
    ],
  });
}

afterEach(() => saveCsvMock.mockReset());

describe('registered candidates by list', () => {
  it('shows each list with its count, and exports the list shown', async () => {
    const user = setupUser();
    const { router } = renderPage([]);
    await screen.findByRole('table', { name: 'Registrations for Career Fair 2031' });
    const lists = screen.getByRole('group', { name: 'Show' });
    expect(
      within(lists)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['All (4)', 'Confirmed (1)', 'Waiting (2)', 'Cancelled (1)']);
    await user.click(within(lists).getByRole('button', { name: 'Waiting (2)' }));
    expect(router.state.location.search).toBe(`?event=${careerFair.id}&list=WAITING`);
    const table = await screen.findByRole('table', { name: 'Waiting registrations for Career Fair 2031' });
    expect(within(table).getAllByRole('row').slice(1)).toHaveLength(2);
    expect(within(lists).getByRole('button', { name: 'Waiting (2)' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    const [csv, fileName] = saveCsvMock.mock.calls[0]!;
    expect(fileName).toMatch(/^registrations-career-fair-2031-waiting-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(
      csv
        .split('\r\n')
        .slice(1, -1)
        .map((line) => line.split(',')[0]),
    ).toEqual(['Person 2', 'Person 3']);
  });

  it('offers the actions each status allows', async () => {
    renderPage([]);
    const table = await screen.findByRole('table', { name: 'Registrations for Career Fair 2031' });
    const row = (name: string) => within(table).getByRole('cell', { name }).closest('tr')!;
    expect(
      within(row('Person 1'))
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Check in', 'Remove']);
    expect(
      within(row('Person 2'))
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Promote', 'Remove']);
    expect(within(row('Person 4')).queryAllByRole('button')).toHaveLength(0);
  });

  it('checks someone in, and shows the server’s reason when promoting is refused', async () => {
    const user = setupUser();
    renderPage([
      {
        request: { query: RegistrationCheckInDocument, variables: { id: 'reg-1', checkedIn: true } },
        result: {
          data: { setRegistrationCheckIn: { ...registration(1), checkedInAt: '2031-05-20T17:40:00.000Z' } },
        },
      },
      {
        request: { query: RegistrationPromoteDocument, variables: { id: 'reg-2' } },
        result: {
          errors: [
            {
              message: 'The event is full: remove someone or raise its capacity first.',
              extensions: { code: 'CONFLICT' },
            },
          ],
        },
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Check in Person 1' }));
    expect(await screen.findByRole('button', { name: 'Undo check-in of Person 1' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Promote Person 2' }));
    expect(await screen.findByText('The event is full: remove someone or raise its capacity first.')).toHaveAttribute(
      'role',
      'alert',
    );
  });

  it('removes someone only after staff confirm', async () => {
    const user = setupUser();
    const confirm = jest.spyOn(window, 'confirm');
    let removed = 0;
    // Removing Person 1 promotes Person 2: the list read again says so.
    const after = [registration(1, { status: 'CANCELLED' }), registration(2), people[2]!, people[3]!];
    renderPage(
      [
        {
          request: { query: RegistrationRemoveDocument, variables: { id: 'reg-1' } },
          result: () => {
            removed += 1;
            return { data: { removeRegistration: { ...registration(1), status: 'CANCELLED' } } };
          },
        },
      ],
      after,
    );
    confirm.mockReturnValueOnce(false);
    await user.click(await screen.findByRole('button', { name: 'Remove Person 1' }));
    expect(removed).toBe(0);
    confirm.mockReturnValueOnce(true);
    await user.click(screen.getByRole('button', { name: 'Remove Person 1' }));
    expect(await screen.findByRole('button', { name: 'Cancelled (2)' })).toBeInTheDocument();
    // The counts and the rows come from the list read again: wait for each, not only the first.
    expect(await screen.findByRole('button', { name: 'Waiting (1)' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Remove Person 1' })).not.toBeInTheDocument());
    expect(removed).toBe(1);
    confirm.mockRestore();
  });
});

describe('the waiting list', () => {
  // As the server answers: newest first.
  const newestFirst = [
    registration(5, { status: 'WAITING' }),
    registration(4, { status: 'WAITING' }),
    registration(3, { status: 'CANCELLED' }),
    registration(2, { status: 'WAITING' }),
    registration(1),
  ];

  function statuses(table: HTMLElement) {
    return within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => {
        const cells = within(row).getAllByRole('cell');
        return `${cells[0]!.textContent} ${cells[4]!.textContent}`;
      });
  }

  it('reads in arrival order, each person waiting with their place, and Promote on the first row promotes the earliest', async () => {
    const user = setupUser();
    const promoted: string[] = [];
    renderApp(<RegisteredCandidatesPage />, {
      route: `/admin/registered-candidates?event=${careerFair.id}&list=WAITING`,
      mocks: [
        eventsMock([careerFair], { maxUsageCount: 5 }),
        registrationsMock(careerFair.id, newestFirst),
        {
          request: { query: RegistrationPromoteDocument, variables: { id: 'reg-2' } },
          result: () => {
            promoted.push('reg-2');
            return { data: { promoteRegistration: registration(2) } };
          },
        },
      ],
    });

    const table = await screen.findByRole('table', { name: 'Waiting registrations for Career Fair 2031' });
    expect(statuses(table)).toEqual(['Person 2 Waiting #1', 'Person 4 Waiting #2', 'Person 5 Waiting #3']);

    await user.click(within(within(table).getAllByRole('row')[1]!).getByRole('button', { name: /^Promote / }));

    await waitFor(() => expect(statuses(table)).toEqual(['Person 4 Waiting #1', 'Person 5 Waiting #2']));
    expect(promoted).toEqual(['reg-2']);
  });

  it('numbers the people waiting among everyone in the All list, oldest first', async () => {
    renderApp(<RegisteredCandidatesPage />, {
      route: `/admin/registered-candidates?event=${careerFair.id}`,
      mocks: [eventsMock([careerFair], { maxUsageCount: 5 }), registrationsMock(careerFair.id, newestFirst)],
    });

    const table = await screen.findByRole('table', { name: 'Registrations for Career Fair 2031' });
    expect(statuses(table)).toEqual([
      'Person 1 Confirmed',
      'Person 2 Waiting #1',
      'Person 3 Cancelled',
      'Person 4 Waiting #2',
      'Person 5 Waiting #3',
    ]);
  });
});
