// This file passes 400 lines: the bulk actions share one list arrangement (each file loads the app afresh).
import { screen, waitFor, within } from '@testing-library/react';

import { ApplicationsRejectDocument, ApplicationsShortlistDocument } from '../../../client/src/gql/graphql';
import { formatTimeOfDay } from '../../../client/src/lib/format-when';
import { setupUser } from '../../helpers/user-events';

import {
  ada,
  alan,
  type Calls,
  cursorOf,
  decisionOf,
  grace,
  many,
  namesShown,
  pageMock,
  PREVIEW,
  previewMock,
  refusedMock,
  rejectMock,
  renderAllCandidates,
  rowOf,
  selectAllPageMock,
  selectionBar,
  shortlistedLine,
  shortlistMock,
  stageOf,
  undoMock,
} from './all-candidates-fixtures';
import { cachedHistory, cacheWithHistory, historyCached } from './cached-history';
import { REASON } from './stage-fixtures';

const checkbox = (name: string) => screen.getByRole('checkbox', { name: `Select ${name}` });
const headerCheckbox = () => screen.getByRole('checkbox', { name: /^Select all \d+ shown$/ });
const selectedStatus = () => selectionBar().getAllByRole('status')[0]!;
const outcome = () => document.querySelector('.all-candidates__outcome')!;
const DUE_AT = '2025-03-03T14:05:00.000Z';

async function listShown(count: number) {
  await waitFor(() => expect(namesShown()).toHaveLength(count));
}

/** Chooses the reason in the open reject dialog, then confirms it. */
async function rejectWithReason(user: ReturnType<typeof setupUser>, dialog: HTMLElement) {
  await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Reason' }), REASON);
  await user.click(within(dialog).getByRole('button', { name: 'Reject and send e-mail' }));
}

describe('all candidates: selecting', () => {
  it('names each row’s checkbox, and the header checkbox selects every row shown and says how many', async () => {
    const user = setupUser();
    renderAllCandidates('', [pageMock([grace, alan, ada])]);
    await listShown(3);
    expect(selectedStatus()).toHaveTextContent('No candidates selected');

    await user.click(checkbox('Grace Hopper'));
    expect(selectedStatus()).toHaveTextContent('1 selected');
    expect(headerCheckbox()).toBePartiallyChecked();

    await user.click(headerCheckbox());
    expect(selectedStatus()).toHaveTextContent('3 selected');
    expect(headerCheckbox()).toBeChecked();
    for (const name of ['Grace Hopper', 'Alan Turing', 'Ada Lovelace']) expect(checkbox(name)).toBeChecked();

    // Unticked, the header checkbox clears the selection.
    await user.click(headerCheckbox());
    expect(selectedStatus()).toHaveTextContent('No candidates selected');
    expect(checkbox('Grace Hopper')).not.toBeChecked();
  });

  it('keeps the selection through Load more', async () => {
    const user = setupUser();
    const first = many(1, 25);
    renderAllCandidates('', [
      pageMock(first, { total: 26, hasNextPage: true }),
      pageMock(many(26, 1), { total: 26, after: cursorOf(first.at(-1)!) }),
    ]);
    await listShown(25);
    await user.click(checkbox('Candidate 3'));
    await user.click(checkbox('Candidate 7'));

    await user.click(screen.getByRole('button', { name: 'Load more' }));

    await listShown(26);
    expect(selectedStatus()).toHaveTextContent('2 selected');
    expect(checkbox('Candidate 3')).toBeChecked();
    expect(checkbox('Candidate 7')).toBeChecked();
    expect(checkbox('Candidate 26')).not.toBeChecked();
  });

  it('selects all matching, reading the rest 100 at a time, once every row shown is selected', async () => {
    const user = setupUser();
    const first = many(1, 25);
    const second = many(26, 100);
    renderAllCandidates('', [
      pageMock(first, { total: 130, hasNextPage: true }),
      selectAllPageMock(second, cursorOf(first.at(-1)!), { total: 130, hasNextPage: true }),
      selectAllPageMock(many(126, 5), cursorOf(second.at(-1)!), { total: 130 }),
    ]);
    await listShown(25);
    // Not offered while some of the rows shown are not selected.
    expect(selectionBar().queryByRole('button', { name: /^Select all/ })).not.toBeInTheDocument();

    await user.click(headerCheckbox());
    expect(selectedStatus()).toHaveTextContent('25 selected');
    await user.click(selectionBar().getByRole('button', { name: 'Select all 130 matching' }));

    await waitFor(() => expect(selectedStatus()).toHaveTextContent('130 selected: all matching candidates.'));
    expect(selectionBar().queryByRole('button', { name: /^Select all/ })).not.toBeInTheDocument();
    // The rows read for the selection are not added to the list shown.
    expect(namesShown()).toHaveLength(25);
    expect(screen.getByText('Showing 25 of 130 candidates')).toBeInTheDocument();
  });

  it('selects only the first 500 when more match, and says a bulk action takes at most 500', async () => {
    const user = setupUser();
    const first = many(1, 25);
    const pages = [many(26, 100), many(126, 100), many(226, 100), many(326, 100), many(426, 100)];
    let after = cursorOf(first.at(-1)!);
    const mocks = [pageMock(first, { total: 1000, exact: false, hasNextPage: true })];
    for (const page of pages) {
      mocks.push(selectAllPageMock(page, after, { total: 1000, exact: false, hasNextPage: true }));
      after = cursorOf(page.at(-1)!);
    }
    renderAllCandidates('', mocks);
    await listShown(25);

    await user.click(headerCheckbox());
    expect(
      selectionBar().getByText('1,000+ candidates match; a bulk action takes at most 500 at a time.'),
    ).toBeVisible();
    await user.click(selectionBar().getByRole('button', { name: 'Select the first 500 matching' }));

    await waitFor(() =>
      expect(selectedStatus()).toHaveTextContent(
        '500 selected: the first 500 of 1,000+ matching candidates, in the list’s order (at most 500 can be changed at once).',
      ),
    );
    expect(selectionBar().getByRole('button', { name: 'Shortlist selected' })).not.toHaveAttribute('aria-disabled');
  });

  it('says so and keeps the rows shown selected when selecting all matching fails', async () => {
    const user = setupUser();
    const first = many(1, 25);
    renderAllCandidates('', [
      pageMock(first, { total: 40, hasNextPage: true }),
      {
        request: selectAllPageMock([], cursorOf(first.at(-1)!)).request,
        error: new TypeError('Failed to fetch'),
      },
    ]);
    await listShown(25);
    await user.click(headerCheckbox());

    await user.click(selectionBar().getByRole('button', { name: 'Select all 40 matching' }));

    expect(await screen.findByText('Could not select every matching candidate. Please try again.')).toHaveAttribute(
      'role',
      'alert',
    );
    expect(selectedStatus()).toHaveTextContent('25 selected');
  });

  it('drops the selection when a filter changes what matches', async () => {
    const user = setupUser();
    renderAllCandidates('', [
      pageMock([grace, alan]),
      pageMock([alan], { variables: { decision: 'SHORTLISTED', sort: 'APPLIED_DESC' } }),
    ]);
    await listShown(2);
    await user.click(checkbox('Alan Turing'));
    expect(selectedStatus()).toHaveTextContent('1 selected');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Decision' }), 'Shortlisted');

    await waitFor(() => expect(namesShown()).toEqual(['Alan Turing']));
    expect(selectedStatus()).toHaveTextContent('No candidates selected');
    expect(checkbox('Alan Turing')).not.toBeChecked();
  });

  it('clears the selection and gives the focus to the header checkbox on Clear selection', async () => {
    const user = setupUser();
    renderAllCandidates('', [pageMock([grace, alan])]);
    await listShown(2);
    await user.click(headerCheckbox());

    await user.click(selectionBar().getByRole('button', { name: 'Clear selection' }));

    expect(selectedStatus()).toHaveTextContent('No candidates selected');
    expect(headerCheckbox()).toHaveFocus();
  });
});

describe('all candidates: bulk decisions', () => {
  it('shortlists the selected at once, updates their rows in place and says so', async () => {
    const user = setupUser();
    const calls: Calls = { variables: [] };
    renderAllCandidates('', [pageMock([grace, alan, someoneElse()]), shortlistMock([grace, someoneElse()], calls)]);
    await listShown(3);
    await user.click(checkbox('Grace Hopper'));
    await user.click(checkbox('Lin Wei'));

    await user.click(selectionBar().getByRole('button', { name: 'Shortlist selected' }));

    await waitFor(() => expect(decisionOf('Grace Hopper')).toHaveTextContent('Shortlisted'));
    expect(decisionOf('Lin Wei')).toHaveTextContent('Shortlisted');
    expect(calls.variables).toEqual([{ ids: [grace.id, someoneElse().id] }]);
    await waitFor(() => expect(outcome()).toHaveTextContent('Shortlisted 2 candidates.'));
    expect(outcome()).toHaveAttribute('role', 'status');
    await waitFor(() => expect(outcome()).toHaveFocus());
    expect(selectedStatus()).toHaveTextContent('No candidates selected');
    // A shortlisted row now offers Reject and Undo.
    expect(within(rowOf('Grace Hopper')).queryByRole('button', { name: 'Shortlist Grace Hopper' })).toBeNull();
  });

  it('keeps the history the shortlist wrote in the cache, so their page shows it without asking again', async () => {
    const user = setupUser();
    const cache = cacheWithHistory([grace.id, alan.id, someoneElse().id]);
    renderAllCandidates(
      '',
      [pageMock([grace, alan, someoneElse()]), shortlistMock([grace, someoneElse()])],
      undefined,
      cache,
    );
    await listShown(3);
    expect(historyCached(cache, grace.id)).toBe(true);
    await user.click(checkbox('Grace Hopper'));
    await user.click(checkbox('Lin Wei'));

    await user.click(selectionBar().getByRole('button', { name: 'Shortlist selected' }));

    await waitFor(() => expect(outcome()).toHaveTextContent('Shortlisted 2 candidates.'));
    // The answer carries each one's history (one document with the candidate page's shortlist).
    expect(cachedHistory(cache, grace.id)).toEqual([shortlistedLine(grace).id]);
    expect(cachedHistory(cache, someoneElse().id)).toEqual([shortlistedLine(someoneElse()).id]);
    // Alan was not decided: his history stays as it was.
    expect(cachedHistory(cache, alan.id)).toEqual([`applied-${alan.id}`]);
  });

  it('changes nothing and shows the server’s refusal, naming whom it means, when the server refuses', async () => {
    const user = setupUser();
    const message = `These applications were rejected: undo the rejection before shortlisting them: ${grace.id}.`;
    renderAllCandidates('', [
      pageMock([grace, alan]),
      refusedMock(ApplicationsShortlistDocument, [grace, alan], 'CONFLICT', message),
    ]);
    await listShown(2);
    await user.click(headerCheckbox());

    await user.click(selectionBar().getByRole('button', { name: 'Shortlist selected' }));

    expect(await screen.findByText(`${message} (Grace Hopper)`)).toHaveAttribute('role', 'alert');
    expect(selectedStatus()).toHaveTextContent('2 selected');
    expect(decisionOf('Grace Hopper')).toHaveTextContent('Awaiting decision');
    expect(decisionOf('Alan Turing')).toHaveTextContent('Shortlisted');
    expect(outcome()).toBeEmptyDOMElement();
  });

  it('will not shortlist or reject a selection holding a rejected candidate, and says why', async () => {
    const user = setupUser();
    const calls: Calls = { variables: [] };
    renderAllCandidates('', [pageMock([grace, ada]), shortlistMock([grace, ada], calls)]);
    await listShown(2);
    await user.click(checkbox('Grace Hopper'));
    await user.click(checkbox('Ada Lovelace'));

    const shortlist = selectionBar().getByRole('button', { name: 'Shortlist selected' });
    expect(shortlist).toHaveAttribute('aria-disabled', 'true');
    expect(shortlist).toHaveAccessibleDescription(
      'Shortlist is unavailable: 1 selected candidate is rejected (undo the rejection first, or unselect that candidate).',
    );
    const reject = selectionBar().getByRole('button', { name: 'Reject selected' });
    expect(reject).toHaveAttribute('aria-disabled', 'true');
    expect(reject).toHaveAccessibleDescription(
      'Reject is unavailable: 1 selected candidate is already rejected (unselect that candidate).',
    );

    await user.click(shortlist);
    expect(calls.variables).toEqual([]);

    await user.click(checkbox('Ada Lovelace'));
    expect(selectionBar().getByRole('button', { name: 'Shortlist selected' })).not.toHaveAttribute('aria-disabled');
  });

  it('rejects the selected through the dialog with the e-mail and its delay, and says when the e-mails go out', async () => {
    const user = setupUser();
    const calls: Calls = { variables: [] };
    const cache = cacheWithHistory([grace.id, alan.id, ada.id]);
    renderAllCandidates(
      '',
      [pageMock([grace, alan, ada]), previewMock(grace), rejectMock([grace, alan], DUE_AT, calls)],
      undefined,
      cache,
    );
    await listShown(3);
    await user.click(checkbox('Grace Hopper'));
    await user.click(checkbox('Alan Turing'));

    await user.click(selectionBar().getByRole('button', { name: 'Reject selected' }));

    const dialog = await screen.findByRole('dialog', { name: 'Reject 2 candidates?' });
    expect(
      within(dialog).getByText(
        'These 2 candidates will be marked Rejected, and each sent this e-mail with their own name and job filled in, in 10 minutes.',
        { exact: false },
      ),
    ).toBeInTheDocument();
    const mail = within(dialog).getByRole('figure', { name: 'The e-mail to Grace Hopper (1 of 2)' });
    expect(within(mail).getByText(PREVIEW.subject)).toBeInTheDocument();
    expect(calls.variables).toEqual([]);

    await rejectWithReason(user, dialog);

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.variables).toEqual([{ ids: [grace.id, alan.id], reason: REASON }]);
    expect(decisionOf('Grace Hopper')).toHaveTextContent('Rejected');
    expect(decisionOf('Alan Turing')).toHaveTextContent('Rejected');
    expect(stageOf('Alan Turing')).toHaveTextContent('Rejected');
    await waitFor(() =>
      expect(outcome()).toHaveTextContent(
        `Rejected 2 candidates. The e-mails go out at ${formatTimeOfDay(DUE_AT)}; Undo on a candidate’s row or page cancels theirs.`,
      ),
    );
    await waitFor(() => expect(outcome()).toHaveFocus());
    expect(selectedStatus()).toHaveTextContent('No candidates selected');
    // Rejected rows offer Undo alone.
    expect(
      within(rowOf('Grace Hopper'))
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Undo']);
    // The rejection and its queued e-mail are history their pages must read again; Ada's stays.
    expect(historyCached(cache, grace.id)).toBe(false);
    expect(historyCached(cache, alan.id)).toBe(false);
    expect(historyCached(cache, ada.id)).toBe(true);
  });

  it('keeps the dialog open with the server’s refusal and changes nothing when the rejection is refused', async () => {
    const user = setupUser();
    const message = `These applications are already rejected: ${alan.id}.`;
    renderAllCandidates('', [
      pageMock([grace, alan]),
      previewMock(grace),
      refusedMock(ApplicationsRejectDocument, [grace, alan], 'CONFLICT', message, undefined, { reason: REASON }),
    ]);
    await listShown(2);
    await user.click(headerCheckbox());
    await user.click(selectionBar().getByRole('button', { name: 'Reject selected' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject 2 candidates?' });

    await rejectWithReason(user, dialog);

    expect(await within(dialog).findByText(`${message} (Alan Turing)`)).toHaveAttribute('role', 'alert');
    expect(decisionOf('Grace Hopper')).toHaveTextContent('Awaiting decision');
    expect(decisionOf('Alan Turing')).toHaveTextContent('Shortlisted');

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(selectedStatus()).toHaveTextContent('2 selected');
  });
});

describe('all candidates: one row’s decisions', () => {
  it('shortlists one candidate from their row and gives the focus to the row’s checkbox', async () => {
    const user = setupUser();
    renderAllCandidates('', [pageMock([grace, alan]), shortlistMock([grace])]);
    await listShown(2);

    await user.click(screen.getByRole('button', { name: 'Shortlist Grace Hopper' }));

    await waitFor(() => expect(decisionOf('Grace Hopper')).toHaveTextContent('Shortlisted'));
    await waitFor(() => expect(outcome()).toHaveTextContent('Shortlisted Grace Hopper.'));
    // Its Shortlist button is gone: the focus stays in the row.
    await waitFor(() => expect(checkbox('Grace Hopper')).toHaveFocus());
  });

  it('rejects one candidate from their row through the dialog', async () => {
    const user = setupUser();
    renderAllCandidates('', [pageMock([grace]), previewMock(grace), rejectMock([grace], DUE_AT)]);
    await listShown(1);

    await user.click(screen.getByRole('button', { name: 'Reject Grace Hopper' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject Grace Hopper?' });
    await rejectWithReason(user, dialog);

    await waitFor(() => expect(decisionOf('Grace Hopper')).toHaveTextContent('Rejected'));
    await waitFor(() =>
      expect(outcome()).toHaveTextContent(
        `Rejected Grace Hopper. The e-mail goes out at ${formatTimeOfDay(DUE_AT)}; until then Undo cancels it.`,
      ),
    );
    await waitFor(() => expect(checkbox('Grace Hopper')).toHaveFocus());
  });

  it('undoes a rejection from the row, which then offers Shortlist again', async () => {
    const user = setupUser();
    renderAllCandidates('', [pageMock([ada]), undoMock(ada)]);
    await listShown(1);
    expect(screen.queryByRole('button', { name: 'Shortlist Ada Lovelace' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Undo the decision on Ada Lovelace' }));

    await waitFor(() => expect(decisionOf('Ada Lovelace')).toHaveTextContent('Awaiting decision'));
    expect(screen.getByRole('button', { name: 'Shortlist Ada Lovelace' })).toBeInTheDocument();
    await waitFor(() => expect(outcome()).toHaveTextContent('The decision on Ada Lovelace is undone.'));
  });
});

/** A third undecided candidate, so a bulk decision is not "every row". */
function someoneElse() {
  return { ...grace, id: '5f0c3c0e-0000-4000-8000-000000000009', fullName: 'Lin Wei', email: 'lin.wei@example.com' };
}
