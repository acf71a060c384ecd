import { EMPLOYMENT_TYPE_LABELS, WORKPLACE_LABELS } from '../../content/job-facts';
import type { EmploymentType, Workplace } from '../../gql/graphql';

/** Jobs per request: three rows of the four-column grid. */
export const JOBS_PAGE_SIZE = 12;
/** How long typing must pause before the search runs. */
export const SEARCH_DEBOUNCE_MS = 300;

export const PAGE_TITLE = 'Browse Our Open Positions';

/** While a job's details load, and when they could not. */
export const DETAILS_LOADING = 'Loading job details...';
export const DETAILS_FAILED = 'Failed to load this position. Please try again.';

/** Phones: a job opens as a page of its own instead of a dialog over the list (the breakpoint of jobs.css). */
export const PHONE_QUERY = '(max-width: 35.99rem)';
export const LIST_PATH = '/browse-positions';

/** Set on the history entry when a card opens the details, so closing can simply go back. */
export interface OpenedFromList {
  fromList: true;
}

export function openedFromList(state: unknown): boolean {
  return (state as Partial<OpenedFromList> | null)?.fromList === true;
}

/** The list's filters, as the URL and the API hold them; null is no filter. */
export interface JobFilterValues {
  location: string | null;
  department: string | null;
  employmentType: EmploymentType | null;
  workplace: Workplace | null;
}
export type JobFilterName = keyof JobFilterValues;

export const NO_FILTERS: JobFilterValues = { location: null, department: null, employmentType: null, workplace: null };

/** Each filter's query-string parameter on /browse-positions (the server's first page reads the same). */
export const FILTER_PARAMS: Record<JobFilterName, string> = {
  location: 'location',
  department: 'department',
  employmentType: 'type',
  workplace: 'workplace',
};

/** How a filter is named on screen. */
export const FILTER_LABELS: Record<JobFilterName, string> = {
  location: 'Location',
  department: 'Department',
  employmentType: 'Employment type',
  workplace: 'Workplace',
};

function known<T extends string>(labels: Record<T, string>, value: string | null): T | null {
  return value !== null && Object.hasOwn(labels, value) ? (value as T) : null;
}

/** The filters in a URL's query string; a value the site does not know is no filter. */
export function filtersFromParams(params: URLSearchParams): JobFilterValues {
  const text = (name: JobFilterName) => params.get(FILTER_PARAMS[name])?.trim() || null;
  return {
    location: text('location'),
    department: text('department'),
    employmentType: known(EMPLOYMENT_TYPE_LABELS, text('employmentType')),
    workplace: known(WORKPLACE_LABELS, text('workplace')),
  };
}

/**
 * The list's page in the URL (`?page=2`), as the server's static list links its pages: the server
 * draws that page alone (for crawlers and visitors without JavaScript), the app the pages up to it.
 */
export const PAGE_PARAM = 'page';

/** The page of the list a URL asks for: a whole number from 1; anything else is the first (as on the server). */
export function pageFromParams(params: URLSearchParams): number {
  const value = params.get(PAGE_PARAM)?.trim() ?? '';
  return /^\d{1,6}$/.test(value) && Number(value) >= 1 ? Number(value) : 1;
}

export function sameFilters(a: JobFilterValues, b: Partial<JobFilterValues>): boolean {
  return (Object.keys(NO_FILTERS) as JobFilterName[]).every((name) => a[name] === (b[name] ?? null));
}

/** A filter's value in words: an enum's label, or the text itself. */
export function filterValueLabel(name: JobFilterName, value: string): string {
  if (name === 'employmentType') return EMPLOYMENT_TYPE_LABELS[value as EmploymentType] ?? value;
  if (name === 'workplace') return WORKPLACE_LABELS[value as Workplace] ?? value;
  return value;
}
