import './jobs.css';

import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';

import { useDebouncedCallback } from '../../components/ui/use-debounced-callback';
import { useDocumentTitle } from '../../components/ui/use-document-title';
import { useMediaQuery } from '../../components/ui/use-media-query';
import { jobAlertCopy } from '../../content/job-alerts';
import { withApolloLoader } from '../../lib/lazy-with-apollo';
import { readPage } from '../../lib/paging';

import { type JobFacetCounts, JobFilters } from './components/JobFilters';
import { JobList, type JobListState } from './components/JobList';
import { JobSearchBox } from './components/JobSearchBox';
import { writtenFirstPage } from './first-page';
import { SEND_CV_PATH, sendCvContent } from './general-application';
import {
  DETAILS_FAILED,
  DETAILS_LOADING,
  FILTER_PARAMS,
  filtersFromParams,
  type JobFilterName,
  LIST_PATH,
  type OpenedFromList,
  PAGE_PARAM,
  PAGE_TITLE,
  pageFromParams,
  PHONE_QUERY,
  sameFilters,
  SEARCH_DEBOUNCE_MS,
} from './job-board';

export { JOBS_PAGE_SIZE, SEARCH_DEBOUNCE_MS } from './job-board';

/** The list and the job details talk to the API: they arrive with the Apollo client. */
const useJobBoard = withApolloLoader(async () => (await import('./JobBoard')).JobBoard);

/** The job-alert form talks to the API: it arrives with the Apollo client when the visitor opens it. */
const useJobAlerts = withApolloLoader(async () => (await import('./JobAlerts')).JobAlerts);

/** The tab's title while the job board (which titles an open job) has not loaded. */
function ListTitle() {
  useDocumentTitle(PAGE_TITLE);
  return null;
}

/**
 * /browse-positions and /browse-positions/:jobId. The search text lives in `?q=`, the filters in
 * `?location=&department=&type=&workplace=` and the open job in the path, so all can be shared and
 * survive a reload (a filter change is a history entry of its own: Back undoes it); the details open over the list. The
 * heading and the search box need no data, so they paint at once, before the API client loads;
 * so does the list's first page when the server wrote it into the page. The API client then loads
 * only when the visitor needs it: another search, "Load more", or a job's details.
 */
/** The filters a key of the filter parameters' values (in FILTER_PARAMS' order) stands for. */
function filtersFromKey(key: string) {
  const values = key.split('\n');
  const params = new URLSearchParams();
  Object.values(FILTER_PARAMS).forEach((name, index) => {
    if (values[index]) params.set(name, values[index]);
  });
  return filtersFromParams(params);
}

export function BrowsePositionsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const query = (searchParams.get('q') ?? '').trim();
  const filterKey = Object.values(FILTER_PARAMS)
    .map((name) => searchParams.get(name) ?? '')
    .join('\n');
  // One object per distinct set of filters (read back from the key), so effects and the board see a
  // change only when there is one, not on every change of the URL's other parameters.
  const filters = useMemo(() => filtersFromKey(filterKey), [filterKey]);
  // A page of the list in the URL (`?page=3`, the server's static list links them): the list opens
  // with the pages up to it, as if "Load more" had been pressed; a new search or filter starts anew.
  const [startPage] = useState(() => pageFromParams(searchParams));
  const { jobId } = useParams();
  // On a phone the job in the URL is a page of its own: the list steps aside until it closes.
  const jobAsPage = useMediaQuery(PHONE_QUERY) && Boolean(jobId);
  const location = useLocation();
  const navigate = useNavigate();

  // ---- search: the box follows the URL, and the URL follows the box after a pause in typing
  const [text, setText] = useState(searchParams.get('q') ?? '');
  const lastWritten = useRef(query);
  useEffect(() => {
    // The URL changed on its own (back, forward, a shared link): show its search in the box.
    if (query !== lastWritten.current) {
      lastWritten.current = query;
      setText(query);
    }
  }, [query]);

  function writeQuery(value: string) {
    const next = value.trim();
    if (next === lastWritten.current) return;
    lastWritten.current = next;
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        if (next) params.set('q', next);
        else params.delete('q');
        params.delete(PAGE_PARAM);
        return params;
      },
      { replace: true },
    );
  }
  const writeQueryLater = useDebouncedCallback(writeQuery, SEARCH_DEBOUNCE_MS);

  function setFilter(name: JobFilterName, value: string | null) {
    setSearchParams((current) => {
      const params = new URLSearchParams(current);
      if (value) params.set(FILTER_PARAMS[name], value);
      else params.delete(FILTER_PARAMS[name]);
      params.delete(PAGE_PARAM);
      return params;
    });
  }

  /** "Clear all": every filter off in one history entry (Back brings them back); the search stays. */
  function clearFilters() {
    setSearchParams((current) => {
      const params = new URLSearchParams(current);
      for (const name of Object.values(FILTER_PARAMS)) params.delete(name);
      params.delete(PAGE_PARAM);
      return params;
    });
  }

  // ---- the list: the server's first page at once, then whatever the job board tells
  const [seed] = useState(() => writtenFirstPage(query, filters));
  const seedQuery = seed?.variables.search ?? '';
  const seedShown = seed !== undefined && query === seedQuery && sameFilters(filters, seed.variables);
  const [loadMoreAsked, setLoadMoreAsked] = useState(false);
  const boardNeeded = !seedShown || Boolean(jobId) || loadMoreAsked;
  // Once needed, the board stays (it holds the list from then on).
  const [boardWanted, setBoardWanted] = useState(boardNeeded);
  if (boardNeeded && !boardWanted) setBoardWanted(true);
  const board = useJobBoard(boardWanted);
  const [boardList, setBoardList] = useState<JobListState | null>(null);
  const boardFailed = board.status === 'failed';
  const seedPage = seed && readPage(seed.data.jobs);
  const list: JobListState =
    boardList ??
    (seed && seedPage
      ? {
          status: 'loaded',
          items: seedPage.items,
          total: seedPage.total,
          hasMore: seedPage.hasMore,
          totalIsExact: seed.data.jobs.totalIsExact,
          facets: seed.data.jobFacets ?? null,
          busy: !seedShown && !boardFailed,
          loadingMore: loadMoreAsked && !boardFailed,
          loadMoreFailed: boardFailed,
          loadMore: () => setLoadMoreAsked(true),
        }
      : boardFailed
        ? { status: 'failed' }
        : { status: 'loading' });

  // The filters stay on screen (with their last counts) while a new search or filter loads.
  const [lastFacets, setLastFacets] = useState<JobFacetCounts | null>(null);
  const facets = list.status === 'loaded' && list.facets ? list.facets : lastFacets;
  if (facets !== lastFacets) setLastFacets(facets);

  // ---- job alerts: a panel under the search that saves the current search and filters
  const [alertsOpen, setAlertsOpen] = useState(false);
  const alertsId = useId();
  const alerts = useJobAlerts(alertsOpen);

  function openJob(id: string) {
    const state: OpenedFromList = { fromList: true };
    navigate({ pathname: `${LIST_PATH}/${encodeURIComponent(id)}`, search: location.search }, { state });
  }

  return (
    <section className="page jobs-page">
      {jobAsPage ? (
        board.status !== 'loaded' && (
          <p role={board.status === 'failed' ? 'alert' : 'status'}>
            {board.status === 'failed' ? DETAILS_FAILED : DETAILS_LOADING}
          </p>
        )
      ) : (
        <>
          <h1>{PAGE_TITLE}</h1>
          <JobSearchBox
            value={text}
            onChange={(value) => {
              setText(value);
              writeQueryLater(value);
            }}
            onSubmit={() => writeQuery(text)}
          />
          <div className="job-alerts">
            <button
              type="button"
              className="job-alerts__toggle"
              aria-expanded={alertsOpen}
              aria-controls={alertsId}
              onClick={() => setAlertsOpen((open) => !open)}
            >
              {jobAlertCopy.open}
            </button>
            <section id={alertsId} className="job-alerts__panel" aria-label={jobAlertCopy.heading} hidden={!alertsOpen}>
              {alertsOpen && (
                <>
                  <h2>{jobAlertCopy.heading}</h2>
                  {alerts.status === 'loaded' ? (
                    <alerts.Component query={query} filters={filters} />
                  ) : alerts.status === 'failed' ? (
                    <p role="alert">{jobAlertCopy.loadFailed}</p>
                  ) : (
                    <p role="status">{jobAlertCopy.loading}</p>
                  )}
                </>
              )}
            </section>
          </div>
          {facets && <JobFilters facets={facets} filters={filters} onChange={setFilter} onClearAll={clearFilters} />}
          <JobList
            query={query}
            filters={filters}
            state={list}
            onView={openJob}
            onRemoveFilter={(name) => setFilter(name, null)}
          />
          <p className="jobs-page__send-cv">
            {sendCvContent.fromJobList} <Link to={SEND_CV_PATH}>{sendCvContent.title}</Link>
          </p>
        </>
      )}
      {board.status === 'loaded' ? (
        <board.Component
          query={query}
          filters={filters}
          seed={seed}
          morePagesAtStart={loadMoreAsked ? 1 : startPage - 1}
          onList={setBoardList}
          asPage={jobAsPage}
        />
      ) : (
        <ListTitle />
      )}
    </section>
  );
}
