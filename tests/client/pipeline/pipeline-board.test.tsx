import { act, screen, waitFor, within } from '@testing-library/react';

import { meMock } from '../../helpers/me-mock';
import { renderApp } from '../../helpers/render-app';
import { setupUser } from '../../helpers/user-events';
import type { Calls } from '../candidates/recorded-mock';

import {
  ADA,
  APPLIED,
  BOARD_PATH,
  boardErrorMock,
  boardMock,
  boardMocks,
  boardOpenMock,
  card,
  CARDS,
  cardsMock,
  COLUMNS,
  conflict,
  fakeLayout,
  INTERVIEW,
  moveMock,
  reasonsMock,
  rejectMock,
  SCREENING,
  withNoShortlists,
} from './fixtures';

fakeLayout();

function column(name: string | RegExp) {
  return within(screen.getByRole('region', { name }));
}

/** Waits until the board shows its columns (the first card of Applied, when it has one). */
async function boardShown(first = 'Ada Lovelace') {
  await screen.findByRole('region', { name: 'Applied' });
  return column('Applied').findByRole('article', { name: first });
}

function cardOf(name: string | RegExp, fullName: string) {
  return column(name).getByRole('article', { name: fullName });
}

/** The board's live region: every move is said there. */
function said() {
  return screen.getAllByRole('status').find((element) => element.classList.contains('pipeline__said'))!;
}

/** The counts after Ada's move from Applied to `to`. */
function countsAfterMove(to: string) {
  return COLUMNS.map((one) => {
    if (one.key === APPLIED.id) return { ...one, count: one.count - 1 };
    if (one.key === to) return { ...one, count: one.count + 1 };
    return one;
  });
}

describe('a job’s pipeline board', () => {
  it('says it is loading, then shows the job, its columns in order with their counts, a retired stage marked, and the cards', async () => {
    // The board's answer is held on fake timers until its loading line has been read: on real
    // timers a loaded run could answer before the test looked. (findByText advances fake timers
    // 50 ms a look, far less than the answer's delay.)
    jest.useFakeTimers();
    try {
      renderApp(BOARD_PATH, {
        role: 'INTERNAL_RECRUITER',
        mocks: withNoShortlists([meMock('INTERNAL_RECRUITER'), { ...boardOpenMock(), delay: 1000 }]),
      });
      expect(await screen.findByText('Loading the board...')).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(1000));
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Pipeline: Payroll Specialist' }),
      ).toBeInTheDocument();
      expect(screen.queryByText('Loading the board...')).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
    expect(screen.getByRole('link', { name: 'Manage Jobs' })).toHaveAttribute('href', '/admin/manage-jobs');

    const names = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(names).toEqual([
      'Applied',
      'Screening',
      'Phone call retired',
      'Interview',
      'Rejected',
      'Withdrawn',
      'Sent to clients',
    ]);
    expect(column('Applied').getByText('2 candidates')).toBeInTheDocument();
    expect(column('Phone call retired').getByText('1 candidate')).toBeInTheDocument();

    const ada = await boardShown();
    expect(within(ada).getByRole('link', { name: 'Ada Lovelace' })).toHaveAttribute(
      'href',
      '/admin/candidates/app-ada',
    );
    expect(ada).toHaveTextContent('3 days in stage');
    expect(ada).toHaveTextContent('Careers site');
    expect(cardOf('Applied', 'Grace Hopper')).toHaveTextContent('Referred by Joan Clarke');
    expect(screen.getByText(/Keyboard:/).closest('p')).toHaveTextContent('moves the focused card to the next stage');
  });

  it('says "No candidates." in an empty column', async () => {
    renderApp(BOARD_PATH, {
      role: 'INTERNAL_RECRUITER',
      mocks: withNoShortlists([meMock('INTERNAL_RECRUITER'), ...boardMocks()]),
    });
    await boardShown();
    expect(await column('Screening').findByText('No candidates.')).toBeInTheDocument();
    expect(column('Screening').getByText('0 candidates')).toBeInTheDocument();
    expect(column('Screening').queryByRole('article')).not.toBeInTheDocument();
  });

  it('says when the board could not be loaded, with Try again', async () => {
    const user = setupUser();
    renderApp(BOARD_PATH, {
      role: 'INTERNAL_RECRUITER',
      mocks: withNoShortlists([meMock('INTERNAL_RECRUITER'), boardErrorMock(), ...boardMocks()]),
    });

    expect(await screen.findByText('The board could not be loaded.')).toHaveAttribute('role', 'alert');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Pipeline: Payroll Specialist' })).toBeInTheDocument();
  });

  it('moves the focused card to the next stage with ], announces it, keeps the focus on it in its new column, and counts again', async () => {
    const user = setupUser();
    const calls: Calls = { variables: [] };
    const moved = card(ADA.id, ADA.fullName, SCREENING, { stageEnteredAt: new Date().toISOString() });
    renderApp(BOARD_PATH, {
      role: 'INTERNAL_RECRUITER',
      mocks: withNoShortlists([
        meMock('INTERNAL_RECRUITER'),
        ...boardMocks(),
        moveMock(calls, ADA.id, SCREENING.id, moved),
        boardMock(countsAfterMove(SCREENING.id)),
      ]),
    });
    const ada = await boardShown();
    act(() => ada.focus());

    await user.keyboard(']');

    await waitFor(() => expect(said()).toHaveTextContent('Ada Lovelace moved to Screening.'));
    expect(calls.variables).toEqual([{ id: ADA.id, stageId: SCREENING.id }]);
    const there = await column('Screening').findByRole('article', { name: 'Ada Lovelace' });
    await waitFor(() => expect(there).toHaveFocus());
    expect(column('Applied').queryByRole('article', { name: 'Ada Lovelace' })).not.toBeInTheDocument();
    expect(column('Applied').getByText('1 candidate')).toBeInTheDocument();
    expect(column('Screening').getByText('1 candidate')).toBeInTheDocument();
  });

  it('moves between cards with the arrows and skips the retired stage with ] from Screening', async () => {
    const user = setupUser();
    const calls: Calls = { variables: [] };
    const inScreening = card('app-joan', 'Joan Clarke', SCREENING);
    const columns = COLUMNS.map((one) => (one.key === SCREENING.id ? { ...one, count: 1 } : one));
    renderApp(BOARD_PATH, {
      role: 'INTERNAL_RECRUITER',
      mocks: withNoShortlists([
        meMock('INTERNAL_RECRUITER'),
        ...boardMocks(columns, { ...CARDS, [SCREENING.id]: [inScreening] }),
        moveMock(calls, inScreening.id, INTERVIEW.id, card(inScreening.id, 'Joan Clarke', INTERVIEW)),
        boardMock(columns),
      ]),
    });
    const ada = await boardShown();
    act(() => ada.focus());
    await user.keyboard('{ArrowDown}');
    expect(cardOf('Applied', 'Grace Hopper')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(cardOf('Screening', 'Joan Clarke')).toHaveFocus();

    await user.keyboard(']');

    await waitFor(() => expect(said()).toHaveTextContent('Joan Clarke moved to Interview.'));
    expect(calls.variables).toEqual([{ id: inScreening.id, stageId: INTERVIEW.id }]);
  });

  it('asks for a reason before rejecting from the Move to… menu, requires one, then rejects with it and offers Undo', async () => {
    const user = setupUser();
    const calls: Calls = { variables: [] };
    const dueAt = new Date(Date.now() + 30 * 60_000).toISOString();
    const rejected = card(ADA.id, ADA.fullName, APPLIED, {
      stageEnteredAt: ADA.stageEnteredAt,
      outcome: 'REJECTED',
      status: 'Rejected',
      rejectionReason: 'Salary expectations',
      rejectionEmailDueAt: dueAt,
    });
    renderApp(BOARD_PATH, {
      role: 'INTERNAL_RECRUITER',
      mocks: withNoShortlists([
        meMock('INTERNAL_RECRUITER'),
        ...boardMocks(),
        reasonsMock(),
        rejectMock(calls, ADA.id, 'Salary expectations', rejected),
        boardMock(countsAfterMove('REJECTED')),
      ]),
    });
    const ada = await boardShown();
    act(() => ada.focus());
    await user.tab(); // the name's link
    await user.tab(); // Move to…
    const menuButton = within(ada).getByRole('button', { name: 'Move to… (Ada Lovelace)' });
    expect(menuButton).toHaveFocus();
    await user.keyboard('{Enter}');
    const menu = within(ada).getByRole('menu', { name: 'Move Ada Lovelace to' });
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Applied (current)', 'Screening', 'Interview', 'Rejected', 'Withdrawn']);
    expect(within(menu).getByRole('menuitem', { name: 'Screening' })).toHaveFocus();
    await user.keyboard('{End}{ArrowUp}');
    expect(within(menu).getByRole('menuitem', { name: 'Rejected' })).toHaveFocus();
    await user.keyboard('{Enter}');

    const dialog = within(await screen.findByRole('dialog', { name: 'Reject Ada Lovelace?' }));
    await dialog.findByRole('radio', { name: 'Salary expectations' });
    await user.click(dialog.getByRole('button', { name: 'Reject' }));
    expect(dialog.getByText('Please choose a reason.')).toBeInTheDocument();
    expect(dialog.getByRole('radio', { name: 'Not enough experience' })).toHaveFocus();
    expect(calls.variables).toEqual([]);

    await user.click(dialog.getByRole('radio', { name: 'Salary expectations' }));
    await user.click(dialog.getByRole('button', { name: 'Reject' }));

    await waitFor(() =>
      expect(said()).toHaveTextContent(/^Ada Lovelace moved to Rejected\. The rejection e-mail goes out at /),
    );
    expect(calls.variables).toEqual([{ id: ADA.id, reason: 'Salary expectations' }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const there = await column('Rejected').findByRole('article', { name: 'Ada Lovelace' });
    await waitFor(() => expect(there).toHaveFocus());
    expect(there).toHaveTextContent('Salary expectations');
    expect(within(there).getByRole('button', { name: 'Undo rejection (Ada Lovelace)' })).toBeInTheDocument();
    expect(within(there).queryByRole('button', { name: /^Move to/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Undo the rejection of Ada Lovelace' })).toBeInTheDocument();
    expect(column('Rejected').getByText('1 candidate')).toBeInTheDocument();
  });

  it('shows the server’s refusal in an alert and leaves the card where it was, focused', async () => {
    const user = setupUser();
    const calls: Calls = { variables: [] };
    const refusal = 'These applications are held for review: release them (or delete them) first: app-ada.';
    renderApp(BOARD_PATH, {
      role: 'INTERNAL_RECRUITER',
      mocks: withNoShortlists([
        meMock('INTERNAL_RECRUITER'),
        ...boardMocks(),
        moveMock(calls, ADA.id, SCREENING.id, conflict(refusal)),
      ]),
    });
    const ada = await boardShown();
    act(() => ada.focus());

    await user.keyboard(']');

    expect(await screen.findByText(refusal)).toHaveAttribute('role', 'alert');
    expect(calls.variables).toHaveLength(1);
    expect(cardOf('Applied', 'Ada Lovelace')).toHaveFocus();
    expect(column('Screening').queryByRole('article')).not.toBeInTheDocument();
    expect(column('Applied').getByText('2 candidates')).toBeInTheDocument();
    expect(said().textContent).toBe('');
  });

  it('moves no rejected card, and says how to undo the rejection', async () => {
    const user = setupUser();
    const rejected = card('app-rej', 'Rosalind Franklin', APPLIED, { outcome: 'REJECTED', status: 'Rejected' });
    const columns = COLUMNS.map((one) => (one.key === 'REJECTED' ? { ...one, count: 1 } : one));
    renderApp(BOARD_PATH, {
      role: 'INTERNAL_RECRUITER',
      mocks: withNoShortlists([
        meMock('INTERNAL_RECRUITER'),
        ...boardMocks(columns, { ...CARDS, REJECTED: [rejected] }),
      ]),
    });
    await boardShown();
    const rosalind = await column('Rejected').findByRole('article', { name: 'Rosalind Franklin' });
    expect(rosalind).toHaveTextContent('Undo the rejection on the candidate page.');
    act(() => rosalind.focus());
    await user.keyboard('[[');
    expect(said()).toHaveTextContent('Rosalind Franklin is rejected: undo the rejection before moving the card.');
  });

  it('draws only the cards near view in a long column, and asks for the next page as its end comes near', async () => {
    const user = setupUser();
    const many = Array.from({ length: 50 }, (_, index) =>
      card(`app-${index}`, `Candidate ${index}`, APPLIED, {
        stageEnteredAt: new Date(Date.now() - 86_400_000 - index * 60_000).toISOString(),
      }),
    );
    const next = Array.from({ length: 3 }, (_, index) => card(`app-${50 + index}`, `Candidate ${50 + index}`, APPLIED));
    const columns = COLUMNS.map((one) => (one.key === APPLIED.id ? { ...one, count: 53 } : one));
    renderApp(BOARD_PATH, {
      role: 'INTERNAL_RECRUITER',
      mocks: withNoShortlists([
        meMock('INTERNAL_RECRUITER'),
        boardOpenMock(columns, { ...CARDS, [APPLIED.id]: many }, { [APPLIED.id]: true }),
        cardsMock(APPLIED.id, next, { after: 'cursor-app-49' }),
      ]),
    });
    const first = await boardShown('Candidate 0');
    const drawn = column('Applied').getAllByRole('article').length;
    expect(drawn).toBeGreaterThan(5);
    expect(drawn).toBeLessThan(20);

    act(() => first.focus());
    await user.keyboard('{End}');

    await waitFor(() => expect(cardOf('Applied', 'Candidate 49')).toHaveFocus());
    expect(column('Applied').queryByRole('article', { name: 'Candidate 0' })).not.toBeInTheDocument();
    // Near the end: the next page comes, and ↓ goes on into it.
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(cardOf('Applied', 'Candidate 50')).toHaveFocus());
    expect(cardOf('Applied', 'Candidate 50').closest('li')).toHaveAttribute('aria-setsize', '53');
  });
});
