import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { skipToken, useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';

import { useDocumentTitle } from '../../components/ui/use-document-title';
import { messages } from '../../content/messages';
import { JobDetailsDocument, JobsListDocument } from '../../gql/graphql';
import { appendPage, useLoadMore } from '../../lib/paging';

import { ApplyForJob } from './ApplyForJob';
import { closedPositionInPage } from './closed-position';
import { detailsTitle, JobDetailsDialog, type JobDetailsState } from './components/JobDetailsDialog';
import { JobGrid } from './components/JobGrid';
import { dropServerJobPostingsExcept, JobPostingJsonLd } from './components/JobPostingJsonLd';
import { JobsLoading } from './components/JobsLoading';
import { JOBS_PAGE_SIZE, LIST_PATH, PAGE_TITLE } from './job-board';

/** Set on the history entry when a card opens the details, so closing can simply go back. */
interface OpenedFromList {
  fromList: true;
}

function openedFromList(state: unknown): boolean {
  return (state as Partial<OpenedFromList> | null)?.fromList === true;
}

/**
 * The part of /browse-positions that talks to the API: the list for a search, "Load more", and the
 * job in the URL (its details, the Apply dialog and its JobPosting data). It loads with the Apollo
 * client, after the page's heading and search box are already on screen.
 */
export function JobBoard({ query }: { query: string }) {
  const { jobId } = useParams();
  const location = useLocation();
  const navigate = useNavigate();

  // ---- the list, one page at a time; "Load more" appends the next page to the cached first one
  const list = useQuery(JobsListDocument, {
    variables: { search: query || null, limit: JOBS_PAGE_SIZE, offset: 0 },
    notifyOnNetworkStatusChange: true,
  });
  // While a new search runs, the previous results stay on screen rather than flashing away.
  const jobs = list.data?.jobs ?? (list.loading ? list.previousData?.jobs : undefined);

  const { loadingMore, loadMoreFailed, loadMore } = useLoadMore(
    jobs
      ? () =>
          list.fetchMore({
            variables: { offset: jobs.items.length },
            updateQuery: (previous, { fetchMoreResult }) => ({ jobs: appendPage(previous.jobs, fetchMoreResult.jobs) }),
          })
      : null,
  );

  // ---- the job in the URL
  const details = useQuery(JobDetailsDocument, jobId ? { variables: { id: jobId } } : skipToken);
  const job = jobId ? details.data?.job : undefined;
  const notFound =
    CombinedGraphQLErrors.is(details.error) &&
    details.error.errors.some((error) => error.extensions?.code === 'NOT_FOUND');
  const closed = jobId && notFound ? closedPositionInPage(jobId) : undefined;
  const detailsState: JobDetailsState = job
    ? { status: 'loaded', job }
    : closed
      ? { status: 'closed', similar: closed.similar }
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

  function openJob(id: string) {
    const state: OpenedFromList = { fromList: true };
    navigate({ pathname: `${LIST_PATH}/${encodeURIComponent(id)}`, search: location.search }, { state });
  }

  function closeJob() {
    setApplyingFor(null);
    if (openedFromList(location.state)) navigate(-1);
    else navigate({ pathname: LIST_PATH, search: location.search });
  }

  return (
    <>
      {list.error && !list.data ? (
        <p role="alert" className="jobs-page__notice jobs-page__notice--error">
          {messages.jobs.failure}
        </p>
      ) : !jobs ? (
        <JobsLoading />
      ) : jobs.items.length === 0 ? (
        <p className="jobs-page__notice">
          {query
            ? `No open positions match “${query}”. Try another word.`
            : 'There are no open positions right now. Please check back soon.'}
        </p>
      ) : (
        <div aria-busy={list.loading}>
          <p role="status" className="jobs-page__count">
            Showing {jobs.items.length} of {jobs.total}
            {jobs.totalIsExact ? '' : '+'} open positions
          </p>
          <JobGrid jobs={jobs.items} onView={openJob} />
          {/* A capped search total (1000+) means more pages may follow the counted ones. */}
          {(jobs.items.length < jobs.total || !jobs.totalIsExact) && (
            <div className="jobs-page__more">
              <button type="button" className="button" onClick={loadMore} disabled={loadingMore}>
                {loadingMore ? 'Loading more...' : 'Load more'}
              </button>
            </div>
          )}
          {loadMoreFailed && (
            <p role="alert" className="jobs-page__notice jobs-page__notice--error">
              {messages.jobs.failure}
            </p>
          )}
        </div>
      )}

      {job && <JobPostingJsonLd job={job} />}
      {jobId &&
        (job && applyingFor === jobId ? (
          <ApplyForJob job={job} onClose={() => setApplyingFor(null)} onSubmitted={closeJob} />
        ) : (
          <JobDetailsDialog state={detailsState} onClose={closeJob} onApply={() => setApplyingFor(jobId)} />
        ))}
    </>
  );
}
