/** Jobs per request: three rows of the four-column grid. */
export const JOBS_PAGE_SIZE = 12;
/** How long typing must pause before the search runs. */
export const SEARCH_DEBOUNCE_MS = 300;

export const PAGE_TITLE = 'Browse Our Open Positions';
export const LIST_PATH = '/browse-positions';
