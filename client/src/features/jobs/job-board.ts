/** Jobs per request: three rows of the four-column grid. */
export const JOBS_PAGE_SIZE = 12;
/** How long typing must pause before the search runs. */
export const SEARCH_DEBOUNCE_MS = 300;

export const PAGE_TITLE = 'Browse Our Open Positions';
export const LIST_PATH = '/browse-positions';

/** Set on the history entry when a card opens the details, so closing can simply go back. */
export interface OpenedFromList {
  fromList: true;
}

export function openedFromList(state: unknown): boolean {
  return (state as Partial<OpenedFromList> | null)?.fromList === true;
}
