import './candidates.css';
import './all-candidates.css';

import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

import { FormMessage } from '../../components/ui/FormMessage';
import { PagedList } from '../../components/ui/PagedList';
import { useDebouncedCallback } from '../../components/ui/use-debounced-callback';
import { useDocumentTitle } from '../../components/ui/use-document-title';
import {
  ApplicationDecisionUndoDocument,
  CandidateFilterJobsDocument,
  CandidateRejectPreviewDocument,
  type CandidateRowFieldsFragment,
  CandidatesRejectDocument,
  CandidatesSearchDocument,
  CandidatesShortlistDocument,
  type RejectCandidateFieldsFragment,
} from '../../gql/graphql';
import { serverMessage } from '../../lib/graphql-errors';
import { usePagedList } from '../../lib/use-paged-list';

import {
  ALL_SHORTLISTED_LINE,
  allCandidatesMessages,
  allMatchingLine,
  countLine,
  emptyLine,
  JOB_FILTER_LIMIT,
  moreJobsLine,
  overLimitLine,
  refusalLine,
  rejectBlockedByRejected,
  rejectedLine,
  selectAllLabel,
  selectedLine,
  selectingLine,
  shortlistBlockedByRejected,
  shortlistedLine,
  tooManyLine,
  undoneLine,
} from './all-candidates-messages';
import {
  type CandidateFilters,
  CANDIDATES_PAGE_SIZE,
  filtersFromParams,
  listVariables,
  matchKey,
  narrows,
  NO_FILTERS,
  paramsOf,
  SEARCH_MAX_LENGTH,
  SORT_CHOICES,
} from './candidate-filters';
import { CandidateListFilters, jobLabel } from './components/CandidateListFilters';
import { CandidateListTable } from './components/CandidateListTable';
import { RejectDialog } from './components/RejectDialog';
import { SelectionBar } from './components/SelectionBar';
import { forgetActivity } from './forget-activity';
import { HeldApplications } from './HeldApplications';
import { type Picked, useCandidateSelection } from './hooks/use-candidate-selection';

export { CANDIDATES_PAGE_SIZE } from './candidate-filters';
/** Rows each request of "Select all matching" reads (the API's largest page). */
export const SELECT_ALL_PAGE_SIZE = 100;
/** The most candidates one bulk decision may take (the server's BULK_DECISION_MAX). */
export const BULK_DECISION_LIMIT = 500;
/** The pause in typing after which the search goes to the URL and the server. */
export const CANDIDATE_SEARCH_DEBOUNCE_MS = 300;

interface Rejecting {
  targets: readonly Picked[];
  /** From the selection (which is cleared once they are rejected), or one row's Reject. */
  bulk: boolean;
  /** The e-mail the first of them would get, as the dialog shows it. */
  preview: RejectCandidateFieldsFragment;
}

/** Where the focus goes after a decision: the outcome line (bulk), or a checkbox (a row's, or the header's). */
type FocusRequest = { to: 'outcome' } | { to: 'checkbox'; id: string };

/** The header checkbox's part of its id (a row's is the application's id). */
const SHOWN = 'shown';

/**
 * /admin/candidates: every application across jobs in one table, searched on the server and
 * filtered by job (archived ones too), decision and applied dates, in the chosen order, a page at
 * a time. The URL holds the view. Rows are selected for a bulk Shortlist or Reject (the server
 * applies all or none); each row also has its own decisions.
 */
export function AllCandidatesPage() {
  useDocumentTitle(allCandidatesMessages.title);
  const client = useApolloClient();
  const idPrefix = useId();

  // ---- the view, as the URL says
  const [params, setParams] = useSearchParams();
  const paramsKey = params.toString();
  const filters = useMemo(() => filtersFromParams(new URLSearchParams(paramsKey)), [paramsKey]);
  const narrowed = narrows(filters);
  const key = matchKey(filters);
  const variables = useMemo(() => listVariables(filters), [filters]);

  // Each change replaces the URL's state: a view is one history entry however it was reached.
  const write = useCallback(
    (change: Partial<CandidateFilters>) =>
      setParams((current) => paramsOf({ ...filtersFromParams(current), ...change }), { replace: true }),
    [setParams],
  );

  // ---- the search box follows the URL, and the URL follows the box after a pause in typing
  const [searchText, setSearchText] = useState(filters.q);
  const typed = useRef(filters.q);
  const lastWritten = useRef(filters.q);
  const searchRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    // The URL changed by itself (Back, a link, Clear filters): the box shows its search.
    if (filters.q !== lastWritten.current) {
      lastWritten.current = filters.q;
      typed.current = filters.q;
      setSearchText(filters.q);
    }
  }, [filters.q]);

  function writeSearch() {
    const q = typed.current.trim().slice(0, SEARCH_MAX_LENGTH);
    if (q === lastWritten.current) return;
    lastWritten.current = q;
    write({ q });
  }
  // Reads what is typed when it runs, so Enter or Clear filters meanwhile leave it nothing to do.
  const writeSearchLater = useDebouncedCallback(writeSearch, CANDIDATE_SEARCH_DEBOUNCE_MS);

  function clearFilters() {
    typed.current = '';
    lastWritten.current = '';
    setSearchText('');
    write({ ...NO_FILTERS, sort: filters.sort });
    // The button pressed goes away with the filters.
    searchRef.current?.focus();
  }

  // ---- the job filter's options: open jobs and archived ones
  const jobs = useQuery(CandidateFilterJobsDocument, {
    variables: { limit: JOB_FILTER_LIMIT },
    fetchPolicy: 'cache-and-network',
  });
  const jobPage = jobs.data?.jobs;

  // ---- the list
  const listQuery = useMemo(() => ({ ...variables, first: CANDIDATES_PAGE_SIZE }), [variables]);
  const list = usePagedList(CandidatesSearchDocument, {
    variables: listQuery,
    page: (data) => data.candidates,
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
    keepPreviousData: true,
  });
  const rows: readonly CandidateRowFieldsFragment[] = list.items;
  const connection = list.data?.candidates;
  const total = connection?.totalCount ?? 0;
  const exact = connection?.totalCountIsExact ?? true;
  const replacing = list.state.status === 'loaded' && list.state.busy;

  // ---- the selection
  const selection = useCandidateSelection(key);
  const shownIds = new Set(rows.map((row) => row.id));
  // In the table's order, then those selected beyond the rows shown; a row shown has the latest status.
  const selected: Picked[] = [
    ...rows.filter((row) => selection.picked.has(row.id)),
    ...[...selection.picked.values()].filter((picked) => !shownIds.has(picked.id)),
  ];
  const selectedIds = new Set(selected.map((row) => row.id));
  const rejectedCount = selected.filter((row) => row.status === 'Rejected').length;
  const tooMany = selected.length > BULK_DECISION_LIMIT ? tooManyLine(selected.length, BULK_DECISION_LIMIT) : null;
  let shortlistBlocked = tooMany;
  if (!shortlistBlocked && rejectedCount > 0) shortlistBlocked = shortlistBlockedByRejected(rejectedCount);
  if (!shortlistBlocked && selected.length > 0 && selected.every((row) => row.status === 'Shortlisted')) {
    shortlistBlocked = ALL_SHORTLISTED_LINE;
  }
  const rejectBlocked = tooMany ?? (rejectedCount > 0 ? rejectBlockedByRejected(rejectedCount) : null);

  const everyShownSelected = rows.length > 0 && rows.every((row) => selection.picked.has(row.id));
  const offerAll =
    everyShownSelected &&
    Boolean(connection?.pageInfo.hasNextPage) &&
    selection.scope === null &&
    selection.picked.size < BULK_DECISION_LIMIT &&
    !replacing;
  const selectAllTarget = exact ? Math.min(total, BULK_DECISION_LIMIT) : BULK_DECISION_LIMIT;

  let selectionStatus = selectedLine(selected.length);
  if (selection.progress) selectionStatus = selectingLine(selection.progress.done, selection.progress.target);
  else if (selection.scope) {
    selectionStatus = allMatchingLine(selected.length, selection.scope, total, exact, BULK_DECISION_LIMIT);
  }

  // ---- decisions
  const [shortlistMany] = useMutation(CandidatesShortlistDocument, {
    update: (cache, { data }) => forgetActivity(cache, data?.shortlistApplications ?? []),
  });
  const [rejectMany] = useMutation(CandidatesRejectDocument, {
    update: (cache, { data }) => forgetActivity(cache, data?.rejectApplications ?? []),
  });
  // Its answer carries the history, so the cache has it already.
  const [undoOne] = useMutation(ApplicationDecisionUndoDocument);
  const [working, setWorking] = useState(false);
  const [outcome, setOutcome] = useState('');
  const [problem, setProblem] = useState<{ key: string; text: string } | null>(null);
  const [rejecting, setRejecting] = useState<Rejecting | null>(null);
  const [rejectError, setRejectError] = useState<string | null>(null);

  const outcomeRef = useRef<HTMLParagraphElement>(null);
  const [focus, setFocus] = useState<FocusRequest | null>(null);
  const checkboxId = useCallback((rowId: string) => `${idPrefix}-select-${rowId}`, [idPrefix]);
  useEffect(() => {
    // Runs after the dialog (if one closed) has given the focus back to its opener.
    if (!focus) return;
    if (focus.to === 'outcome') outcomeRef.current?.focus();
    else document.getElementById(checkboxId(focus.id))?.focus();
  }, [focus, checkboxId]);

  /** The server's refusal (it names the ids), with the names of those it names. */
  function refusal(error: unknown, targets: readonly Picked[]): string {
    const message = serverMessage(error);
    if (!message) return allCandidatesMessages.decisionFailed;
    return refusalLine(
      message,
      targets.filter((target) => message.includes(target.id)).map((target) => target.fullName),
    );
  }

  function start() {
    setWorking(true);
    setProblem(null);
    setOutcome('');
  }

  /** After a saved decision: the bulk one empties the selection and the focus goes to what happened. */
  function done(line: string, bulk: boolean, targets: readonly Picked[]) {
    setOutcome(line);
    if (bulk) {
      selection.clear();
      setFocus({ to: 'outcome' });
    } else {
      setFocus({ to: 'checkbox', id: targets[0]!.id });
    }
  }

  async function shortlist(targets: readonly Picked[], bulk: boolean) {
    if (working || targets.length === 0) return;
    start();
    try {
      // The answer carries each application's id and status: the rows change in place.
      const { data } = await shortlistMany({ variables: { ids: targets.map((target) => target.id) } });
      selection.updateStatuses(data?.shortlistApplications ?? []);
      done(shortlistedLine(targets.map((target) => target.fullName)), bulk, targets);
    } catch (error) {
      setProblem({ key, text: refusal(error, targets) });
    } finally {
      setWorking(false);
    }
  }

  /** Asks for the e-mail the first of them would get, then opens the dialog that shows it. */
  async function askReject(targets: readonly Picked[], bulk: boolean) {
    if (working || targets.length === 0) return;
    start();
    try {
      const { data } = await client.query({
        query: CandidateRejectPreviewDocument,
        variables: { id: targets[0]!.id },
        fetchPolicy: 'network-only',
      });
      if (!data) throw new Error('The rejection e-mail preview answered no data.');
      setRejectError(null);
      setRejecting({ targets, bulk, preview: data.candidate });
    } catch (error) {
      setProblem({ key, text: serverMessage(error) ?? allCandidatesMessages.previewFailed });
    } finally {
      setWorking(false);
    }
  }

  async function confirmReject() {
    if (!rejecting || working) return;
    const { targets, bulk } = rejecting;
    setWorking(true);
    setRejectError(null);
    let dueAts: (string | null)[];
    try {
      const { data } = await rejectMany({ variables: { ids: targets.map((target) => target.id) } });
      const answered = data?.rejectApplications ?? [];
      selection.updateStatuses(answered);
      dueAts = answered.map((application) => application.rejectionEmailDueAt);
    } catch (error) {
      // All or none: nothing changed. The dialog stays open with the reason; its message takes the focus.
      setRejectError(refusal(error, targets));
      return;
    } finally {
      setWorking(false);
    }
    setRejecting(null);
    done(
      rejectedLine(
        targets.map((target) => target.fullName),
        dueAts,
      ),
      bulk,
      targets,
    );
  }

  async function undo(row: CandidateRowFieldsFragment) {
    if (working) return;
    start();
    try {
      const { data } = await undoOne({ variables: { id: row.id } });
      if (data) selection.updateStatuses([data.undoApplicationDecision]);
      done(undoneLine(row.fullName), false, [row]);
    } catch (error) {
      setProblem({ key, text: refusal(error, [row]) });
    } finally {
      setWorking(false);
    }
  }

  // ---- what the page says
  const chosenJob = jobPage?.items.find((job) => job.id === filters.job);
  const rowJob = rows.find((row) => row.job.id === filters.job)?.job;
  const extraJob =
    filters.job && !chosenJob
      ? { id: filters.job, label: rowJob ? jobLabel({ ...rowJob, location: '' }) : 'The chosen job' }
      : undefined;
  let jobsHint: string | undefined;
  if (jobs.error && !jobPage) jobsHint = allCandidatesMessages.jobsFailed;
  else if (jobPage && jobPage.total > jobPage.items.length)
    jobsHint = moreJobsLine(jobPage.items.length, jobPage.total);

  const sortCaption = SORT_CHOICES.find((choice) => choice.value === filters.sort)!.caption;
  const shownProblem = problem?.key === key ? problem.text : null;

  return (
    <section className="page candidates-page all-candidates">
      <h1>{allCandidatesMessages.title}</h1>
      <HeldApplications />
      <CandidateListFilters
        filters={filters}
        searchText={searchText}
        searchRef={searchRef}
        onSearchText={(text) => {
          typed.current = text;
          setSearchText(text);
          writeSearchLater();
        }}
        onSearchNow={writeSearch}
        onChange={write}
        narrowed={narrowed}
        onClear={clearFilters}
        jobs={jobPage?.items}
        extraJob={extraJob}
        jobsHint={jobsHint}
      />
      <p ref={outcomeRef} tabIndex={-1} className="all-candidates__outcome" role="status">
        {outcome}
      </p>
      <FormMessage tone="error" message={shownProblem} />
      {selection.selectAllFailed && <FormMessage tone="error" message={allCandidatesMessages.selectAllFailed} />}
      <PagedList
        state={list.state}
        loading={allCandidatesMessages.loading}
        failed={allCandidatesMessages.failed}
        empty={
          <div className="all-candidates__empty">
            <p>{emptyLine(filters, narrowed)}</p>
            {narrowed && (
              <button type="button" className="button" onClick={clearFilters}>
                {allCandidatesMessages.clearFilters}
              </button>
            )}
          </div>
        }
        count={(shown) => countLine(shown, total, exact)}
        loadMoreFailed={allCandidatesMessages.loadMoreFailed}
      >
        {(items) => (
          <>
            <SelectionBar
              status={selectionStatus}
              selected={selected.length}
              selectAll={
                offerAll
                  ? {
                      label: selectAllLabel(total, exact, BULK_DECISION_LIMIT),
                      note:
                        !exact || total > BULK_DECISION_LIMIT
                          ? overLimitLine(total, exact, BULK_DECISION_LIMIT)
                          : undefined,
                      busy: selection.progress !== null,
                      onClick: () =>
                        void selection.selectAllMatching(
                          {
                            variables,
                            shown: rows,
                            after: connection?.pageInfo.endCursor,
                            limit: BULK_DECISION_LIMIT,
                            pageSize: SELECT_ALL_PAGE_SIZE,
                          },
                          selectAllTarget,
                        ),
                    }
                  : null
              }
              shortlistBlocked={shortlistBlocked}
              rejectBlocked={rejectBlocked}
              working={working || selection.progress !== null}
              onShortlist={() => void shortlist(selected, true)}
              onReject={() => void askReject(selected, true)}
              onClear={() => {
                selection.clear();
                // The button pressed goes away with the selection.
                setFocus({ to: 'checkbox', id: SHOWN });
              }}
            />
            <CandidateListTable
              caption={`Candidates, ${sortCaption}`}
              rows={items}
              selected={selectedIds}
              selectionLocked={replacing || selection.progress !== null}
              working={working}
              checkboxId={checkboxId}
              shownCheckboxId={checkboxId(SHOWN)}
              onToggle={(row, on) => selection.change([row], on)}
              onToggleShown={(on) => (on ? selection.change(items, true) : selection.clear())}
              onShortlist={(row) => void shortlist([row], false)}
              onReject={(row) => void askReject([row], false)}
              onUndo={(row) => void undo(row)}
              linkState={{ list: paramsKey }}
            />
          </>
        )}
      </PagedList>
      {rejecting && (
        <RejectDialog
          candidates={[rejecting.preview, ...rejecting.targets.slice(1)]}
          busy={working}
          error={rejectError}
          onConfirm={() => void confirmReject()}
          onCancel={() => setRejecting(null)}
        />
      )}
    </section>
  );
}
