import { messages } from '../../../content/messages';
import type { JobsListQuery } from '../../../gql/graphql';

import { FILTER_LABELS, filterValueLabel, type JobFilterName, type JobFilterValues } from '../job-board';

import type { JobFacetCounts } from './JobFilters';
import { JobGrid } from './JobGrid';
import { JobsLoading } from './JobsLoading';

/** What the list shows: drawn from the page the server wrote, then from the API client's answers. */
export type JobListState =
  | { status: 'loading' }
  | { status: 'failed' }
  | {
      status: 'loaded';
      jobs: JobsListQuery['jobs'];
      /** The facets of this search and filters (with the first page; kept while more pages load). */
      facets: JobFacetCounts | null;
      /** A new search is under way; the previous results stay until it answers. */
      busy: boolean;
      loadingMore: boolean;
      loadMoreFailed: boolean;
      loadMore: () => void;
    };

/** The list of open positions for a search: count, cards, "Load more", or why there are none. */
export function JobList({
  query,
  filters,
  state,
  onView,
  onRemoveFilter,
}: {
  query: string;
  filters: JobFilterValues;
  state: JobListState;
  onView: (id: string) => void;
  onRemoveFilter: (name: JobFilterName) => void;
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
  const active = (Object.keys(filters) as JobFilterName[]).filter((name) => filters[name] !== null);
  if (jobs.items.length === 0 && active.length > 0) {
    return (
      <div className="jobs-page__notice" aria-busy={state.busy}>
        <p>
          {query ? `No open positions match “${query}” with these filters.` : 'No open positions match these filters.'}{' '}
          Try removing one:
        </p>
        <ul className="jobs-page__remove-filters">
          {active.map((name) => (
            <li key={name}>
              <button type="button" className="button" onClick={() => onRemoveFilter(name)}>
                Remove {FILTER_LABELS[name].toLowerCase()}: {filterValueLabel(name, filters[name]!)}
              </button>
            </li>
          ))}
        </ul>
      </div>
    );
  }
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
        {jobs.totalIsExact
          ? `Showing ${jobs.items.length} of ${jobs.total} open positions`
          : `Showing ${jobs.items.length} open positions, more available`}
      </p>
      <JobGrid jobs={jobs.items} onView={onView} />
      {/* A search that found a next page without counting its matches has no exact total. */}
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
