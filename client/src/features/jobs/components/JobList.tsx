import { messages } from '../../../content/messages';
import type { JobsListQuery } from '../../../gql/graphql';

import { JobGrid } from './JobGrid';
import { JobsLoading } from './JobsLoading';

/** What the list shows: drawn from the page the server wrote, then from the API client's answers. */
export type JobListState =
  | { status: 'loading' }
  | { status: 'failed' }
  | {
      status: 'loaded';
      jobs: JobsListQuery['jobs'];
      /** A new search is under way; the previous results stay until it answers. */
      busy: boolean;
      loadingMore: boolean;
      loadMoreFailed: boolean;
      loadMore: () => void;
    };

/** The list of open positions for a search: count, cards, "Load more", or why there are none. */
export function JobList({
  query,
  state,
  onView,
}: {
  query: string;
  state: JobListState;
  onView: (id: string) => void;
}) {
  if (state.status === 'failed') {
    return (
      <p role="alert" className="jobs-page__notice jobs-page__notice--error">
        {messages.jobs.failure}
      </p>
    );
  }
  if (state.status === 'loading') return <JobsLoading />;
  const { jobs } = state;
  if (jobs.items.length === 0) {
    return (
      <p className="jobs-page__notice">
        {query
          ? `No open positions match “${query}”. Try another word.`
          : 'There are no open positions right now. Please check back soon.'}
      </p>
    );
  }
  return (
    <div aria-busy={state.busy}>
      <p role="status" className="jobs-page__count">
        Showing {jobs.items.length} of {jobs.total}
        {jobs.totalIsExact ? '' : '+'} open positions
      </p>
      <JobGrid jobs={jobs.items} onView={onView} />
      {/* A capped search total (1000+) means more pages may follow the counted ones. */}
      {(jobs.items.length < jobs.total || !jobs.totalIsExact) && (
        <div className="jobs-page__more">
          <button type="button" className="button" onClick={state.loadMore} disabled={state.loadingMore}>
            {state.loadingMore ? 'Loading more...' : 'Load more'}
          </button>
        </div>
      )}
      {state.loadMoreFailed && (
        <p role="alert" className="jobs-page__notice jobs-page__notice--error">
          {messages.jobs.failure}
        </p>
      )}
    </div>
  );
}
