import { act, screen, waitFor, within } from '@testing-library/react';

import { CANDIDATE_SEARCH_DEBOUNCE_MS } from '../../../client/src/features/candidates/AllCandidatesPage';
import { ApplicationsSearchDocument } from '../../../client/src/gql/graphql';
import { setupUser } from '../../helpers/user-events';

import {
  ada,
  alan,
  analystJob,
  type Calls,
  cursorOf,
  decisionOf,
  DEFAULT_VARIABLES,
  grace,
  jobsMock,
  many,
  namesShown,
  pageData,
  pageErrorMock,
  pageMock,
  partnerJob,
  renderAllCandidates,
  rowOf,
  table,
} from './all-candidates-fixtures';

const searchBox = () => screen.getByRole('searchbox', { name: 'Search candidates' });
const select = (name: string) => screen.getByRole('combobox', { name });
const dateField = (name: string) => screen.getByLabelText(name);

/** The start of a day on the test's own clock, as the page sends it. */
const dayStart = (year: number, month: number, day: number) => new Date(year, month - 1, day).toISOString();

describe('all candidates: the list', () => {
  it('shows every candidate across jobs with the count, each name opening the candidate’s page', async () => {
    renderAllCandidates('', [pageMock([grace, alan], { total: 312, hasNextPage: true })]);

    expect(await screen.findByRole('heading', { level: 1, name: 'All Candidates' })).toBeInTheDocument();
    await waitFor(() => expect(namesShown()).toEqual(['Grace Hopper', 'Alan Turing']));
    expect(document.title).toBe('All Candidates · Talent Consultancy');
    expect(screen.getByText('Showing 2 of 312 candidates')).toBeInTheDocument();
    expect(table()).toHaveAccessibleName('Candidates, newest first');
    expect(within(rowOf('Grace Hopper')).getByRole('link', { name: 'Grace Hopper' })).toHaveAttribute(
      'href',
      `/admin/candidates/${grace.id}`,
    );
    const cells = within(rowOf('Grace Hopper'))
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells.slice(1, 6)).toEqual([
      'Grace Hopper',
      'grace@example.com',
      '+1 555 0100',
      'HR Business Partner',
      'Awaiting decision',
    ]);
    expect(screen.getByRole('button', { name: 'Load more' })).toBeInTheDocument();
  });

  it('marks the job of an application whose job was archived', async () => {
    renderAllCandidates('', [pageMock([grace, alan])]);

    await waitFor(() => expect(namesShown()).toHaveLength(2));
    expect(within(rowOf('Alan Turing')).getAllByRole('cell')[4]).toHaveTextContent('Compensation Analyst (archived)');
    expect(within(rowOf('Grace Hopper')).getAllByRole('cell')[4]).toHaveTextContent(/^HR Business Partner$/);
  });

  it('says 1,000+ when the server stopped counting', async () => {
    renderAllCandidates('', [pageMock(many(1, 25), { total: 1000, exact: false, hasNextPage: true })]);

    expect(await screen.findByText('Showing 25 of 1,000+ candidates')).toBeInTheDocument();
  });

  it('says it is loading until the first page arrives', async () => {
    // Fake timers hold the mocked answer until the test lets time pass (on real ones a loaded run
    // could render the answer before the loading line was read).
    jest.useFakeTimers();
    try {
      renderAllCandidates('', [pageMock([grace], { delay: 30 })]);

      expect(screen.getByText('Loading candidates...')).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(30));
      await waitFor(() => expect(namesShown()).toEqual(['Grace Hopper']));
      expect(screen.queryByText('Loading candidates...')).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('shows the failure when the list cannot be loaded', async () => {
    renderAllCandidates('', [pageErrorMock()]);

    expect(await screen.findByText('Failed to load candidates.')).toHaveAttribute('role', 'alert');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('appends the page after the last cursor when Load more is pressed', async () => {
    const user = setupUser();
    const first = many(1, 25);
    renderAllCandidates('', [
      pageMock(first, { total: 27, hasNextPage: true }),
      pageMock(many(26, 2), { total: 27, after: cursorOf(first.at(-1)!) }),
    ]);
    expect(await screen.findByText('Showing 25 of 27 candidates')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Load more' }));

    expect(await screen.findByText('Showing 27 of 27 candidates')).toBeInTheDocument();
    expect(namesShown().slice(-2)).toEqual(['Candidate 26', 'Candidate 27']);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('says nothing matches and clears the filters (keeping the order) when asked', async () => {
    const user = setupUser();
    const { router } = renderAllCandidates('?q=nobody&decision=rejected&sort=oldest', [
      pageMock([], { variables: { search: 'nobody', decision: 'REJECTED', sort: 'APPLIED_ASC' } }),
      pageMock([grace], { variables: { sort: 'APPLIED_ASC' } }),
    ]);

    expect(await screen.findByText('No candidates match “nobody” with these filters.')).toBeInTheDocument();
    const clear = screen.getAllByRole('button', { name: 'Clear filters' });
    // One beside the filters, one in the empty list.
    expect(clear).toHaveLength(2);
    await user.click(clear[1]!);

    await waitFor(() => expect(namesShown()).toEqual(['Grace Hopper']));
    expect(router.state.location.search).toBe('?sort=oldest');
    expect(searchBox()).toHaveValue('');
    expect(searchBox()).toHaveFocus();
    expect(select('Decision')).toHaveValue('');
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
  });

  it('says there are no candidates yet, with nothing to clear, when nothing narrows the list', async () => {
    renderAllCandidates('', [pageMock([])]);

    expect(await screen.findByText('No candidates yet.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
  });
});

describe('all candidates: the view in the URL', () => {
  it('restores the search, the filters and the order from the URL and sends them to the server', async () => {
    renderAllCandidates(
      `?q=hopper&job=${partnerJob.id}&decision=awaiting&from=2025-03-01&to=2025-03-31&sort=name-asc`,
      [
        pageMock([grace], {
          variables: {
            search: 'hopper',
            jobId: partnerJob.id,
            decision: 'NONE',
            appliedFrom: dayStart(2025, 3, 1),
            // The To day is included: applications before the start of the next day.
            appliedTo: dayStart(2025, 4, 1),
            sort: 'NAME_ASC',
          },
        }),
      ],
    );

    // Only the mock with exactly these variables answers with Grace.
    await waitFor(() => expect(namesShown()).toEqual(['Grace Hopper']));
    expect(searchBox()).toHaveValue('hopper');
    await waitFor(() => expect(select('Job')).toHaveDisplayValue('HR Business Partner (London)'));
    expect(select('Decision')).toHaveDisplayValue('Awaiting decision');
    expect(dateField('Applied from')).toHaveValue('2025-03-01');
    expect(dateField('Applied to')).toHaveValue('2025-03-31');
    expect(select('Sort by')).toHaveDisplayValue('Name A–Z');
    expect(table()).toHaveAccessibleName('Candidates, by name, A to Z');
  });

  it('ignores what it does not understand in the URL', async () => {
    renderAllCandidates('?job=not-a-job&decision=maybe&from=2025-02-30&sort=random', [pageMock([grace])]);

    await waitFor(() => expect(namesShown()).toEqual(['Grace Hopper']));
    expect(select('Decision')).toHaveValue('');
    expect(select('Sort by')).toHaveDisplayValue('Newest first');
  });

  it('writes a changed filter into the URL in place of the current entry and asks the server again', async () => {
    const user = setupUser();
    const { router } = renderAllCandidates('?sort=oldest', [
      pageMock([grace, alan], { variables: { sort: 'APPLIED_ASC' } }),
      pageMock([alan], { variables: { decision: 'SHORTLISTED', sort: 'APPLIED_ASC' } }),
      pageMock([alan], { variables: { jobId: analystJob.id, decision: 'SHORTLISTED', sort: 'APPLIED_ASC' } }),
    ]);
    await waitFor(() => expect(namesShown()).toHaveLength(2));

    await user.selectOptions(select('Decision'), 'Shortlisted');

    await waitFor(() => expect(namesShown()).toEqual(['Alan Turing']));
    expect(router.state.location.search).toBe('?decision=shortlisted&sort=oldest');
    expect(router.state.historyAction).toBe('REPLACE');

    // The job list's options arrive by their own query, in any order with the candidates: wait for the one chosen.
    await user.selectOptions(
      select('Job'),
      await within(select('Job')).findByRole('option', { name: 'Compensation Analyst (Warsaw) (archived)' }),
    );
    await waitFor(() =>
      expect(router.state.location.search).toBe(`?job=${analystJob.id}&decision=shortlisted&sort=oldest`),
    );
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('sends the search once, after a pause in typing, and keeps it in the URL', async () => {
    jest.useFakeTimers();
    try {
      const user = setupUser({ advanceTimers: jest.advanceTimersByTime });
      const calls: Calls = { variables: [] };
      const { router } = renderAllCandidates('', [
        {
          request: { query: ApplicationsSearchDocument, variables: () => true },
          result: (variables: Record<string, unknown>) => {
            calls.variables.push(variables);
            return { data: pageData(variables.search ? [grace] : [grace, alan]) };
          },
          maxUsageCount: Number.POSITIVE_INFINITY,
        },
      ]);
      await waitFor(() => expect(namesShown()).toHaveLength(2));
      expect(calls.variables).toEqual([{ ...DEFAULT_VARIABLES, first: 25 }]);

      await user.type(searchBox(), 'grace');
      act(() => jest.advanceTimersByTime(CANDIDATE_SEARCH_DEBOUNCE_MS - 1));
      expect(calls.variables).toHaveLength(1);
      expect(router.state.location.search).toBe('');

      act(() => jest.advanceTimersByTime(1));
      await waitFor(() => expect(namesShown()).toEqual(['Grace Hopper']));
      expect(calls.variables).toEqual([
        { ...DEFAULT_VARIABLES, first: 25 },
        { ...DEFAULT_VARIABLES, search: 'grace', first: 25 },
      ]);
      expect(router.state.location.search).toBe('?q=grace');
      expect(router.state.historyAction).toBe('REPLACE');
    } finally {
      jest.useRealTimers();
    }
  });

  it('shows the URL’s search in the box when the URL changes by itself (Back, a link)', async () => {
    const { router } = renderAllCandidates('?q=grace', [
      pageMock([grace], { variables: { search: 'grace', sort: 'APPLIED_DESC' } }),
      pageMock([alan], { variables: { search: 'alan', sort: 'APPLIED_DESC' } }),
    ]);
    await waitFor(() => expect(namesShown()).toEqual(['Grace Hopper']));

    await act(() => router.navigate('/admin/candidates?q=alan'));

    await waitFor(() => expect(namesShown()).toEqual(['Alan Turing']));
    expect(searchBox()).toHaveValue('alan');
  });

  it('shows under a row where the search’s words are in the resume, the words marked, and nothing under a row without', async () => {
    renderAllCandidates('?q=hydrology', [
      pageMock([grace, alan], {
        variables: { search: 'hydrology', sort: 'APPLIED_DESC' },
        snippets: {
          [alan.id]: [
            { text: 'Ten years of ', matched: false },
            { text: 'hydrology', matched: true },
            { text: ' in the Alps', matched: false },
          ],
        },
      }),
    ]);
    await waitFor(() => expect(namesShown()).toEqual(['Grace Hopper', 'Alan Turing']));

    const rows = within(table()).getAllByRole('row');
    // Header, Grace, Alan, Alan's snippet: the snippet follows the row it belongs to.
    expect(rows).toHaveLength(4);
    const snippet = rows[3]!;
    expect(snippet).toHaveTextContent('In the resume: …Ten years of hydrology in the Alps…');
    expect(within(snippet).getByText('hydrology').tagName).toBe('MARK');
    expect(rowOf('Grace Hopper').nextElementSibling).toBe(rowOf('Alan Turing'));
  });
});

describe('all candidates: the job filter', () => {
  it('lists open jobs, then archived ones marked (archived)', async () => {
    renderAllCandidates('', [pageMock([grace])]);
    await waitFor(() => expect(namesShown()).toHaveLength(1));

    const job = select('Job');
    await waitFor(() => expect(within(job).getAllByRole('option')).toHaveLength(3));
    expect(
      within(job)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Any job', 'HR Business Partner (London)', 'Compensation Analyst (Warsaw) (archived)']);
    expect(within(job).getByRole('group', { name: 'Open jobs' })).toContainElement(
      within(job).getByRole('option', { name: 'HR Business Partner (London)' }),
    );
    expect(within(job).getByRole('group', { name: 'Archived jobs' })).toContainElement(
      within(job).getByRole('option', { name: 'Compensation Analyst (Warsaw) (archived)' }),
    );
  });

  it('says when there are more jobs than it offers, and still shows a job from the URL beyond them', async () => {
    renderAllCandidates(
      `?job=${analystJob.id}`,
      [pageMock([alan], { variables: { jobId: analystJob.id, sort: 'APPLIED_DESC' } })],
      jobsMock([partnerJob], 140),
    );

    // The job from the URL and the job list arrive by two queries, in either order: wait for each.
    await waitFor(() => expect(select('Job')).toHaveDisplayValue('Compensation Analyst (archived)'));
    expect(await screen.findByText('The job list offers the 1 newest of 140 jobs.')).toBeInTheDocument();
  });
});

describe('all candidates: a row’s decisions', () => {
  it('offers Shortlist and Reject while undecided, Reject and Undo once shortlisted, only Undo once rejected', async () => {
    renderAllCandidates('', [pageMock([grace, alan, ada])]);
    await waitFor(() => expect(namesShown()).toHaveLength(3));

    const actions = (name: string) =>
      within(rowOf(name))
        .getAllByRole('button')
        .map((button) => button.textContent);
    expect(actions('Grace Hopper')).toEqual(['Shortlist', 'Reject']);
    expect(actions('Alan Turing')).toEqual(['Reject', 'Undo']);
    expect(actions('Ada Lovelace')).toEqual(['Undo']);
    expect(decisionOf('Ada Lovelace')).toHaveTextContent('Rejected');
  });
});
