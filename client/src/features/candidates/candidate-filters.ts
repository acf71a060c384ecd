import type { ApplicationsSearchQueryVariables, CandidateDecision, CandidateSort } from '../../gql/graphql';

import { AWAITING_DECISION } from './candidates-messages';

/**
 * The all-candidates list's view as its URL holds it (`?q=&job=&stage=&decision=&from=&to=&sort=`), so a
 * reload, Back and a link sent to a colleague show the same list. The URL speaks words (`awaiting`,
 * `name-asc`), the API its enums; a value the page does not know is read as no filter.
 */
export type DecisionChoice = '' | 'awaiting' | 'shortlisted' | 'rejected';
export type SortChoice = 'newest' | 'oldest' | 'name-asc' | 'name-desc';

export interface CandidateFilters {
  /** The search text (name, e-mail, phone or job title); empty for none. */
  q: string;
  /** A job's id; empty for every job. */
  job: string;
  /** A pipeline stage's id (in it, neither rejected nor withdrawn); empty for every stage. */
  stage: string;
  decision: DecisionChoice;
  /** The first day applied (YYYY-MM-DD, the viewer's own calendar); empty for no bound. */
  from: string;
  /** The last day applied, included; empty for no bound. */
  to: string;
  sort: SortChoice;
}

/** The order the parameters are written in. */
const PARAM_ORDER = ['q', 'job', 'stage', 'decision', 'from', 'to', 'sort'] as const;

export const NO_FILTERS: CandidateFilters = {
  q: '',
  job: '',
  stage: '',
  decision: '',
  from: '',
  to: '',
  sort: 'newest',
};

/** Rows a page of the all-candidates list holds (the candidate page's Next reads the same pages). */
export const CANDIDATES_PAGE_SIZE = 25;

/** The API's longest search (ApplicationSearchArgs.search). */
export const SEARCH_MAX_LENGTH = 200;

export const DECISION_CHOICES: readonly { value: DecisionChoice; label: string; api?: CandidateDecision }[] = [
  { value: '', label: 'Any' },
  { value: 'awaiting', label: AWAITING_DECISION, api: 'NONE' },
  { value: 'shortlisted', label: 'Shortlisted', api: 'SHORTLISTED' },
  { value: 'rejected', label: 'Rejected', api: 'REJECTED' },
];

export const SORT_CHOICES: readonly { value: SortChoice; label: string; caption: string; api: CandidateSort }[] = [
  { value: 'newest', label: 'Newest first', caption: 'newest first', api: 'APPLIED_DESC' },
  { value: 'oldest', label: 'Oldest first', caption: 'oldest first', api: 'APPLIED_ASC' },
  { value: 'name-asc', label: 'Name A–Z', caption: 'by name, A to Z', api: 'NAME_ASC' },
  { value: 'name-desc', label: 'Name Z–A', caption: 'by name, Z to A', api: 'NAME_DESC' },
];

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
// The API refuses a jobId or stageId that is not a UUID: such a value in a URL is read as none.
const ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function isDay(value: string): boolean {
  const match = DAY_PATTERN.exec(value);
  if (!match) return false;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const date = new Date(year, month - 1, day);
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day;
}

/** The filters a URL's query holds; anything unknown or malformed is left out. */
export function filtersFromParams(params: URLSearchParams): CandidateFilters {
  const read = (name: string) => (params.get(name) ?? '').trim();
  const decision = read('decision');
  const sort = read('sort');
  const job = read('job');
  const stage = read('stage');
  const from = read('from');
  const to = read('to');
  return {
    q: read('q').slice(0, SEARCH_MAX_LENGTH),
    job: ID_PATTERN.test(job) ? job : '',
    stage: ID_PATTERN.test(stage) ? stage : '',
    decision: DECISION_CHOICES.some((choice) => choice.value === decision) ? (decision as DecisionChoice) : '',
    from: isDay(from) ? from : '',
    to: isDay(to) ? to : '',
    sort: SORT_CHOICES.some((choice) => choice.value === sort) ? (sort as SortChoice) : NO_FILTERS.sort,
  };
}

/** The URL query for these filters, in a fixed order, leaving out what is empty or the default. */
export function paramsOf(filters: CandidateFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const name of PARAM_ORDER) {
    const value = filters[name];
    if (value && value !== NO_FILTERS[name]) params.set(name, value);
  }
  return params;
}

/** Whether anything narrows the list (the order does not). */
export function narrows(filters: CandidateFilters): boolean {
  return Boolean(filters.q || filters.job || filters.stage || filters.decision || filters.from || filters.to);
}

/** The start of a day on the viewer's own clock, as an instant, `plusDays` later. */
function dayStart(day: string, plusDays = 0): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, date + plusDays).toISOString();
}

export type CandidateListVariables = Omit<ApplicationsSearchQueryVariables, 'first' | 'after'>;

/**
 * What the list asks the API for: only the filters that are set (appliedTo is exclusive, so the
 * To day is included by asking for applications before the start of the day after it).
 */
export function listVariables(filters: CandidateFilters): CandidateListVariables {
  const decision = DECISION_CHOICES.find((choice) => choice.value === filters.decision)?.api;
  const sort = SORT_CHOICES.find((choice) => choice.value === filters.sort)!.api;
  return {
    ...(filters.q ? { search: filters.q } : {}),
    ...(filters.job ? { jobId: filters.job } : {}),
    ...(filters.stage ? { stageId: filters.stage } : {}),
    ...(decision ? { decision } : {}),
    ...(filters.from ? { appliedFrom: dayStart(filters.from) } : {}),
    ...(filters.to ? { appliedTo: dayStart(filters.to, 1) } : {}),
    sort,
  };
}

/** What decides which candidates match (not their order): a selection belongs to one such set. */
export function matchKey(filters: CandidateFilters): string {
  return JSON.stringify([filters.q, filters.job, filters.stage, filters.decision, filters.from, filters.to]);
}
