import { PagedList } from '../../../components/ui/PagedList';
import { messages } from '../../../content/messages';
import type { PublicJobCardFieldsFragment } from '../../../gql/graphql';
import type { PagedListLoaded } from '../../../lib/paging';
import { FILTER_LABELS, filterValueLabel, type JobFilterName, type JobFilterValues } from '../job-board';

import type { JobFacetCounts } from './JobFilters';
import { JobGrid } from './JobGrid';
import { JobsLoading } from './JobsLoading';

/** What the list shows: drawn from the page the server wrote, then from the API client's answers. */
export type JobListState =
  | { status: 'loading' }
  | { status: 'failed' }
  | (PagedListLoaded<PublicJobCardFieldsFragment> & {
      /** False while a search's matches are uncounted: the total is then only "more available". */
      totalIsExact: boolean;
      /** The facets of this search and filters (with the first page; kept while more pages load). */
      facets: JobFacetCounts | null;
    });

/** "1 open position", "12 open positions". */
export function openPositions(count: number): string {
  return count === 1 ? '1 open position' : `${count} open positions`;
}

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
  const active = (Object.keys(filters) as JobFilterName[]).filter((name) => filters[name] !== null);
  const empty =
    active.length > 0 ? (
      <div className="jobs-page__notice">
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
    ) : (
      <p className="jobs-page__notice">
        {query
          ? `No open positions match “${query}”. Try another word.`
          : 'There are no open positions right now. Please check back soon.'}
      </p>
    );
  const totalIsExact = state.status !== 'loaded' || state.totalIsExact;

  return (
    <PagedList
      state={state}
      loading={<JobsLoading />}
      failed={messages.jobs.failure}
      empty={empty}
      // A search that found a next page without counting its matches has no exact total.
      count={(shown, total) =>
        totalIsExact
          ? `Showing ${shown} of ${openPositions(total ?? shown)}`
          : `Showing ${openPositions(shown)}, more available`
      }
      loadMoreFailed={messages.jobs.failure}
    >
      {(jobs) => <JobGrid jobs={jobs} onView={onView} />}
    </PagedList>
  );
}
