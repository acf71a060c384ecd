import './candidates.css';
import './all-candidates.css';

import { useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

import { clientShortlistWords } from '../../components/client-shortlists/client-shortlist-words';
import { SendToClientDialog } from '../../components/client-shortlists/SendToClientDialog';
import { useSendToClient } from '../../components/client-shortlists/use-send-to-client';
import { FormMessage } from '../../components/ui/FormMessage';
import { PagedList } from '../../components/ui/PagedList';
import { useDebouncedCallback } from '../../components/ui/use-debounced-callback';
import { useDocumentTitle } from '../../components/ui/use-document-title';
import {
  ApplicationClientShortlistSendDocument,
  ApplicationFilterJobsListDocument,
  type ApplicationRowFieldsFragment,
  ApplicationSendToClientOptionsDocument,
  ApplicationsSearchDocument,
  ApplicationStageOptionsDocument,
} from '../../gql/graphql';
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
  rejectBlockedByRejected,
  selectAllLabel,
  selectedLine,
  selectingLine,
  shortlistBlockedByRejected,
  tooManyLine,
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
import { shortlistJob } from './client-shortlist-selection';
import { CandidateListFilters, jobLabel } from './components/CandidateListFilters';
import { CandidateListTable } from './components/CandidateListTable';
import { MoveToStageDialog } from './components/MoveToStageDialog';
import { RejectDialog } from './components/RejectDialog';
import { SelectionBar } from './components/SelectionBar';
import { WithdrawDialog } from './components/WithdrawDialog';
import { HeldApplications } from './HeldApplications';
import { useApplicationDecisions } from './hooks/use-application-decisions';
import { type Picked, useApplicationSelection } from './hooks/use-application-selection';
import { stageBlockedByRejected, stageMessages } from './stage-messages';

export { CANDIDATES_PAGE_SIZE } from './candidate-filters';
/** Rows each request of "Select all matching" reads (the API's largest page). */
export const SELECT_ALL_PAGE_SIZE = 100;
/** The most candidates one bulk decision may take (the server's BULK_DECISION_MAX). */
export const BULK_DECISION_LIMIT = 500;
/** The pause in typing after which the search goes to the URL and the server. */
export const CANDIDATE_SEARCH_DEBOUNCE_MS = 300;

/** The header checkbox's part of its id (a row's is the application's id). */
const SHOWN = 'shown';

/**
 * /admin/candidates: every application across jobs in one table, searched on the server and
 * filtered by job (archived ones too), pipeline stage, decision and applied dates, in the chosen
 * order, a page at a time. The URL holds the view. Rows are selected for a bulk Shortlist, Reject
 * (with a reason), Move to stage or Withdraw (the server applies all or none); each row also has its
 * own decisions.
 */
export function AllCandidatesPage() {
  useDocumentTitle(allCandidatesMessages.title);
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
  const jobs = useQuery(ApplicationFilterJobsListDocument, {
    variables: { limit: JOB_FILTER_LIMIT },
    fetchPolicy: 'cache-and-network',
  });
  const jobPage = jobs.data?.jobs;

  // ---- the stages: the Stage filter's options (retired ones too) and where a move may go (in use)
  const stageOptions = useQuery(ApplicationStageOptionsDocument);
  const stages = stageOptions.data?.pipelineStages;
  const stagesInUse = useMemo(() => stages?.filter((stage) => !stage.retiredAt), [stages]);

  // ---- the list
  const listQuery = useMemo(() => ({ ...variables, first: CANDIDATES_PAGE_SIZE }), [variables]);
  const list = usePagedList(ApplicationsSearchDocument, {
    variables: listQuery,
    page: (data) => data.candidates,
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
    keepPreviousData: true,
  });
  const rows: readonly ApplicationRowFieldsFragment[] = list.items;
  const connection = list.data?.candidates;
  const snippets = useMemo(
    () =>
      new Map(
        (connection?.edges ?? []).flatMap((edge) =>
          edge.resumeSnippet ? [[edge.node.id, edge.resumeSnippet] as const] : [],
        ),
      ),
    [connection],
  );
  const total = connection?.totalCount ?? 0;
  const exact = connection?.totalCountIsExact ?? true;
  const replacing = list.state.status === 'loaded' && list.state.busy;

  // ---- the selection
  const selection = useApplicationSelection(key);
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
  const moveBlocked = tooMany ?? (rejectedCount > 0 ? stageBlockedByRejected('Move', rejectedCount) : null);
  const withdrawBlocked = tooMany ?? (rejectedCount > 0 ? stageBlockedByRejected('Withdraw', rejectedCount) : null);

  // ---- send to a client: candidates of one job
  const sendTarget = shortlistJob(selected, rows, filters.job);
  const sendToClient = useSendToClient({
    optionsDocument: ApplicationSendToClientOptionsDocument,
    sendDocument: ApplicationClientShortlistSendDocument,
    onSent: () => selection.clear(),
  });

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

  // ---- decisions: a row's gives the focus back to its checkbox; the selection's is cleared once decided
  const checkboxId = useCallback((rowId: string) => `${idPrefix}-select-${rowId}`, [idPrefix]);
  const { outcomeRef, ...decisions } = useApplicationDecisions({
    screen: 'all-candidates',
    view: key,
    rowAnchorId: checkboxId,
    onDecided: (answers, bulk) => {
      // The answer carries each application's id and status: the rows change in place.
      selection.updateStatuses(answers);
      if (bulk) selection.clear();
    },
  });
  const { working } = decisions;

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
        stages={stages}
        stagesHint={stageOptions.error && !stages ? stageMessages.stagesFailed : undefined}
      />
      <p ref={outcomeRef} tabIndex={-1} className="all-candidates__outcome" role="status">
        {decisions.outcome}
      </p>
      <p className="client-shortlists__said" role="status">
        <span key={sendToClient.said.seq}>{sendToClient.said.text}</span>
      </p>
      <FormMessage tone="error" message={decisions.problem} />
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
              actions={[
                {
                  label: allCandidatesMessages.shortlistSelected,
                  blocked: shortlistBlocked,
                  onClick: () => void decisions.shortlist(selected, { bulk: true }),
                },
                {
                  label: allCandidatesMessages.rejectSelected,
                  blocked: rejectBlocked,
                  danger: true,
                  onClick: () => void decisions.askReject(selected, { bulk: true }),
                },
                {
                  label: stageMessages.moveSelected,
                  blocked: moveBlocked,
                  onClick: () => decisions.askMove(selected, { bulk: true }),
                },
                {
                  label: stageMessages.withdrawSelected,
                  blocked: withdrawBlocked,
                  onClick: () => decisions.askWithdraw(selected, { bulk: true }),
                },
                {
                  label: clientShortlistWords.sendToClient,
                  blocked: sendTarget.blocked,
                  onClick: () =>
                    sendTarget.jobId &&
                    sendToClient.start(
                      sendTarget.jobId,
                      selected.map((row) => row.id),
                    ),
                },
              ]}
              working={working || selection.progress !== null}
              onClear={() => {
                selection.clear();
                // The button pressed goes away with the selection.
                decisions.focusRow(SHOWN);
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
              onShortlist={(row) => void decisions.shortlist([row])}
              onReject={(row) => void decisions.askReject([row])}
              onUndo={(row) => void decisions.undo(row)}
              linkState={{ list: paramsKey }}
              snippets={snippets}
            />
          </>
        )}
      </PagedList>
      {decisions.rejectDialog && (
        <RejectDialog
          {...decisions.rejectDialog}
          onConfirm={() => void decisions.confirmReject()}
          onCancel={decisions.cancelReject}
        />
      )}
      {decisions.moveDialog && <MoveToStageDialog {...decisions.moveDialog} stages={stagesInUse} />}
      {decisions.withdrawDialog && <WithdrawDialog {...decisions.withdrawDialog} />}
      {sendToClient.dialog && <SendToClientDialog {...sendToClient.dialog} />}
    </section>
  );
}
