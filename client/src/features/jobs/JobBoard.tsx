import { skipToken, useApolloClient, useQuery } from '@apollo/client/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';

import { useDocumentTitle } from '../../components/ui/use-document-title';
import { JobDetailsDocument, JobsListDocument } from '../../gql/graphql';
import { hasErrorCode } from '../../lib/graphql-errors';
import { usePagedList } from '../../lib/use-paged-list';

import { ApplyForJob } from './ApplyForJob';
import { closedPositionInPage } from './closed-position';
import { detailsTitle, JobDetailsDialog, type JobDetailsState } from './components/JobDetailsDialog';
import { JobDetailsPage } from './components/JobDetailsPage';
import type { JobListState } from './components/JobList';
import { type FirstPage, forgetWrittenFirstPage } from './first-page';
import { type JobFilterValues, JOBS_PAGE_SIZE, LIST_PATH, openedFromList, PAGE_TITLE } from './job-board';
import { dropServerJobPostingsExcept } from './job-posting';

export interface JobBoardProps {
  query: string;
  filters: JobFilterValues;
  /** The first page the server wrote into the document, already on screen. */
  seed?: FirstPage;
  /**
   * Pages to add to the first at the start: 1 when "Load more" was pressed before the API client
   * arrived, N - 1 for a URL's `?page=N`.
   */
  morePagesAtStart: number;
  /** Told what the list shows each time it changes; the page draws the list. */
  onList: (state: JobListState) => void;
  /** The job in the URL shows as a page of its own (phones) rather than a dialog over the list. */
  asPage: boolean;
}

/**
 * The part of /browse-positions that talks to the API: the list for a search, "Load more", and the
 * job in the URL (its details, the Apply dialog and its JobPosting data). It loads with the Apollo
 * client, after the page's heading, search box and (when the server wrote it) first page are on
 * screen. The page draws the list from what `onList` tells it, so the list's elements (and the
 * focus on one of them) stay as they are when this arrives.
 */
export function JobBoard({ query, filters, seed, morePagesAtStart, onList, asPage }: JobBoardProps) {
  const { jobId } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const client = useApolloClient();

  // The page the server wrote goes into the cache first, so the list query answers from it.
  useState(() => {
    if (!seed) return;
    client.writeQuery({ query: JobsListDocument, variables: seed.variables, data: seed.data });
    forgetWrittenFirstPage();
  });

  // ---- the list, one page at a time; "Load more" appends the next page to the cached first one
  const list = usePagedList(JobsListDocument, {
    variables: { search: query || null, ...filters, limit: JOBS_PAGE_SIZE, offset: 0, withFacets: true },
    page: (data) => data.jobs,
    // The next pages leave the facets out: they are the same for every page of one search.
    nextPageVariables: { withFacets: false },
    // While a new search runs, the previous results stay on screen rather than flashing away.
    keepPreviousData: true,
  });
  const { state, loadMore } = list;
  const totalIsExact = list.data?.jobs.totalIsExact ?? true;
  const facets = list.data?.jobFacets ?? null;

  // One page at a time, each once the one before is shown; a failure, the end of the list or
  // another search or filter ends it.
  const pagesToAdd = useRef(morePagesAtStart);
  const askedAt = useRef<number | null>(null);
  const startList = useRef(JSON.stringify([query, filters]));
  useEffect(() => {
    if (pagesToAdd.current <= 0 || state.status !== 'loaded' || state.loadingMore) return;
    if (!state.hasMore || state.loadMoreFailed || startList.current !== JSON.stringify([query, filters])) {
      pagesToAdd.current = 0;
      return;
    }
    // Between a page's answer and the render that shows it, the same page would be asked again.
    if (askedAt.current === state.items.length) return;
    askedAt.current = state.items.length;
    pagesToAdd.current -= 1;
    void loadMore();
  }, [state, loadMore, query, filters]);

  const listState = useMemo<JobListState>(
    () => (state.status === 'loaded' ? { ...state, totalIsExact, facets } : state),
    [state, totalIsExact, facets],
  );
  useEffect(() => onList(listState), [listState, onList]);

  // ---- the job in the URL
  const details = useQuery(JobDetailsDocument, jobId ? { variables: { id: jobId } } : skipToken);
  const job = jobId ? details.data?.job : undefined;
  const notFound = hasErrorCode(details.error, 'NOT_FOUND');
  const closed = jobId && notFound ? closedPositionInPage(jobId) : undefined;
  const detailsState: JobDetailsState = job
    ? { status: 'loaded', job }
    : closed
      ? { status: 'closed', title: closed.title, location: closed.location, similar: closed.similar }
      : notFound
        ? { status: 'not-found' }
        : details.error
          ? { status: 'failed' }
          : { status: 'loading' };
  // Which job's Apply dialog is open; another job in the URL means it is not open.
  const [applyingFor, setApplyingFor] = useState<string | null>(null);

  // While the job loads (or failed to) the tab keeps the list's title.
  const settled =
    jobId &&
    (detailsState.status === 'loaded' || detailsState.status === 'not-found' || detailsState.status === 'closed');
  useDocumentTitle(settled ? detailsTitle(detailsState) : PAGE_TITLE);

  useEffect(() => dropServerJobPostingsExcept(jobId), [jobId]);

  function closeJob() {
    setApplyingFor(null);
    if (openedFromList(location.state)) navigate(-1);
    else navigate({ pathname: LIST_PATH, search: location.search });
  }

  const applying = job && applyingFor === jobId ? job : undefined;
  return (
    <>
      {jobId && asPage && (
        <>
          <JobDetailsPage state={detailsState} onClose={closeJob} onApply={() => setApplyingFor(jobId)} />
          {applying && <ApplyForJob job={applying} onClose={() => setApplyingFor(null)} onSubmitted={closeJob} />}
        </>
      )}
      {jobId &&
        !asPage &&
        (job && applyingFor === jobId ? (
          <ApplyForJob job={job} onClose={() => setApplyingFor(null)} onSubmitted={closeJob} />
        ) : (
          <JobDetailsDialog state={detailsState} onClose={closeJob} onApply={() => setApplyingFor(jobId)} />
        ))}
    </>
  );
}
