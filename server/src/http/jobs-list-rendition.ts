import type { MikroORM } from '@mikro-orm/postgresql';
import type { Request } from 'express';
import type { GraphQLSchema } from 'graphql';

import type { JobsListQuery } from '../gql/jobs-list';
import { EMPLOYMENT_TYPE_LABELS, WORKPLACE_LABELS } from '../modules/jobs/job-facts';
import type { ServerDeps } from '../services';

import { type Html, html } from './html';
import { JOBS_PAGE_PARAM, jobsFirstPageBlock, type JobsListAnswer, jobsListAnswer } from './jobs-first-page';
import { jobPagePath } from './public-pages';
import { PAGE_HEADS, pageHead } from './site-head';

type ListJob = JobsListQuery['jobs']['items'][number];
type Facets = NonNullable<JobsListQuery['jobFacets']>;
type FacetValue = Facets['location'][number];
type FacetName = 'location' | 'department' | 'employmentType' | 'workplace';

const LIST_PATH = '/browse-positions';
const PAGE_TITLE = PAGE_HEADS[LIST_PATH].page!;
const FACETS: readonly FacetName[] = ['location', 'department', 'employmentType', 'workplace'];

/*
 * The client's words and URL form (client/src/features/jobs: job-board.ts, JobList.tsx,
 * JobFilters.tsx, JobCard.tsx, job-facts.ts; client/src/content), repeated here because the server
 * never imports the client: the rendition reads as the app's list does, so nothing changes when the
 * app takes over. tests/e2e/jobs-list-without-javascript.test.ts compares the two on screen.
 */

/** Each filter's query-string parameter (the client's FILTER_PARAMS). */
const FILTER_PARAMS: Record<FacetName, string> = {
  location: 'location',
  department: 'department',
  employmentType: 'type',
  workplace: 'workplace',
};
const FILTER_LABELS: Record<FacetName, string> = {
  location: 'Location',
  department: 'Department',
  employmentType: 'Employment type',
  workplace: 'Workplace',
};
const ANY: Record<FacetName, string> = {
  location: 'All locations',
  department: 'All departments',
  employmentType: 'All employment types',
  workplace: 'All workplaces',
};
/** The client writes "On-site" where the feeds write "On site". */
const CLIENT_WORKPLACE_LABELS: Record<string, string> = { ...WORKPLACE_LABELS, ON_SITE: 'On-site' };
const SALARY_PERIODS: Record<string, string> = {
  HOUR: 'an hour',
  DAY: 'a day',
  WEEK: 'a week',
  MONTH: 'a month',
  YEAR: 'a year',
};
const SEARCH = { label: 'Search positions', placeholder: 'Job title, skill or keyword', maxLength: 200 };
const JOB_ALERTS_OPEN = 'Get job alerts';
const SEND_CV = { lead: 'No role that fits?', title: 'Send us your CV', path: '/send-cv' };

/** The search, filters and page of the list a URL shows. */
interface ListState {
  search: string | null;
  filters: Record<FacetName, string | null>;
  page: number;
}

/** The list's URL for `state`, in the client's form: `/browse-positions?q=…&location=…&type=…&page=2`. */
function listHref(state: ListState): string {
  const params = new URLSearchParams();
  if (state.search) params.set('q', state.search);
  for (const name of FACETS) {
    const value = state.filters[name];
    if (value) params.set(FILTER_PARAMS[name], value);
  }
  if (state.page > 1) params.set(JOBS_PAGE_PARAM, String(state.page));
  const query = params.toString();
  return query ? `${LIST_PATH}?${query}` : LIST_PATH;
}

function filterValueLabel(name: FacetName, value: string): string {
  if (name === 'employmentType') return EMPLOYMENT_TYPE_LABELS[value as keyof typeof EMPLOYMENT_TYPE_LABELS] ?? value;
  if (name === 'workplace') return CLIENT_WORKPLACE_LABELS[value] ?? value;
  return value;
}

/** "(12)", "(312+)" for a sample's lower bound, nothing for a sample that has none. */
function facetCountLabel({ count, countIsExact }: FacetValue): string {
  if (countIsExact) return ` (${count})`;
  return count > 0 ? ` (${count}+)` : '';
}

function openPositions(count: number): string {
  return count === 1 ? '1 open position' : `${count} open positions`;
}

// ---- a card

const DAY_MS = 24 * 60 * 60 * 1000;

function postedAgo(iso: string, now: Date): string {
  const format = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
  const days = Math.max(0, Math.floor((now.getTime() - new Date(iso).getTime()) / DAY_MS));
  if (days < 7) return format.format(-days, 'day');
  if (days < 30) return format.format(-Math.floor(days / 7), 'week');
  if (days < 365) return format.format(-Math.floor(days / 30), 'month');
  return format.format(-Math.floor(days / 365), 'year');
}

// Made on first use, not when the module loads: a server that has not drawn a page yet keeps ICU's
// date data out of memory (see lib/date-words.ts).
let shortDay: Intl.DateTimeFormat | undefined;
let shortDayYear: Intl.DateTimeFormat | undefined;

/** "31 Jan" this year, "31 Jan 2030" another, on the server's clock (the app then uses the visitor's). */
function closingDay(iso: string, now: Date): string {
  const when = new Date(iso);
  const format =
    when.getFullYear() === now.getFullYear()
      ? (shortDay ??= new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short' }))
      : (shortDayYear ??= new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' }));
  return format.format(when).replace('Sept', 'Sep');
}

function money(value: number, currency: string): string {
  try {
    const digits = Number.isInteger(value) ? 0 : 2;
    return new Intl.NumberFormat('en', { style: 'currency', currency, maximumFractionDigits: digits }).format(value);
  } catch {
    return `${currency} ${value.toLocaleString('en')}`;
  }
}

function salaryText(job: ListJob): string | null {
  const { salaryMin: min, salaryMax: max, salaryCurrency: currency, salaryPeriod: period } = job;
  if ((min === null && max === null) || !currency || !period) return null;
  const per = ` ${SALARY_PERIODS[period]}`;
  if (min !== null && max !== null)
    return `${min === max ? money(min, currency) : `${money(min, currency)}–${money(max, currency)}`}${per}`;
  return min !== null ? `From ${money(min, currency)}${per}` : `Up to ${money(max!, currency)}${per}`;
}

/** A job's card as the client's JobCard draws it, its title a link to the job's own page. */
function jobCard(job: ListJob, index: number, now: Date): Html {
  const factsId = `job-card-facts-${index}`;
  const facts = [
    job.employmentType && EMPLOYMENT_TYPE_LABELS[job.employmentType],
    job.workplace && CLIENT_WORKPLACE_LABELS[job.workplace],
    job.department,
  ].filter(Boolean);
  const salary = salaryText(job);
  const closes =
    job.closesAt && html` · <time datetime="${job.closesAt}">Closes ${closingDay(job.closesAt, now)}</time>`;
  return html`<li class="job-card"><h2 class="job-card__title"><a href="${jobPagePath(job.id)}" class="job-card__link" aria-describedby="${factsId}">${job.title}</a></h2><div id="${factsId}" class="job-card__body"><p class="job-card__location">${job.location || 'Location not specified'}</p>${
    facts.length > 0 && html`<p class="job-card__facts">${facts.join(' · ')}</p>`
  }${salary && html`<p class="job-card__salary">${salary}</p>`}<p class="job-card__dates"><time datetime="${job.createdAt}">Posted ${postedAgo(job.createdAt, now)}</time>${closes}</p></div><span class="job-card__action" aria-hidden="true">View Details</span></li>`;
}

// ---- the filters

/**
 * One facet as a disclosure of links in the place of the client's select: its summary is the
 * label over the select itself (`inert`: a picture of the client's, as wide and as tall, that
 * neither takes focus nor is read out; the value is read from hidden text), and opens
 * on the values, each a link to the list filtered by it (the search and the other filters kept,
 * back to the first page). A value that would show no job is text, as the client disables it.
 */
function facetLinks(name: FacetName, values: readonly FacetValue[], state: ListState): Html {
  const chosen = state.filters[name];
  const exact = values.every((item) => item.countIsExact);
  const shown =
    chosen && !values.some((item) => item.value === chosen)
      ? [...values, { __typename: 'FacetValue' as const, value: chosen, count: 0, countIsExact: exact }]
      : values;
  const options = [
    { label: ANY[name], value: null as string | null, enabled: true },
    ...shown.map((item) => ({
      label: `${filterValueLabel(name, item.value)}${facetCountLabel(item)}`,
      value: item.value as string | null,
      enabled: item.count > 0 || item.value === chosen,
    })),
  ];
  const current = options.find((option) => option.value === chosen) ?? options[0]!;
  const items = options.map((option) => {
    if (option === current) return html`<li><span aria-current="true">${option.label}</span></li>`;
    if (!option.enabled) return html`<li><span class="job-facet__empty">${option.label}</span></li>`;
    const href = listHref({ ...state, filters: { ...state.filters, [name]: option.value }, page: 1 });
    return html`<li><a href="${href}">${option.label}</a></li>`;
  });
  const picture = options.map(
    (option) => html`<option${option === current ? html` selected` : ''}>${option.label}</option>`,
  );
  return html`<div class="field job-facet"><details><summary class="job-facet__summary"><span class="job-facet__label">${FILTER_LABELS[name]}</span><span class="visually-hidden">: ${current.label}</span><select class="job-facet__select" inert>${picture}</select></summary><ul class="job-facet__values">${items}</ul></details></div>`;
}

/**
 * The client's filters (JobFilters) with links for selects. On phones the client folds them behind
 * "Filters (N)"; here that button is a link to the block itself, which `:target` unfolds (jobs.css).
 */
function filtersBlock(facets: Facets, state: ListState): Html {
  const active = FACETS.filter((name) => state.filters[name] !== null).length;
  const noFilters = { location: null, department: null, employmentType: null, workplace: null };
  const clear =
    active > 0 &&
    html`<a class="button job-filters__clear" href="${listHref({ ...state, filters: noFilters, page: 1 })}">Clear all</a>`;
  const groups = FACETS.map((name) => facetLinks(name, facets[name], state));
  return html`<div class="job-filters" id="job-filters"><div class="job-filters__bar"><a class="button job-filters__toggle" href="#job-filters">${
    active > 0 ? `Filters (${active})` : 'Filters'
  }</a>${clear}</div><div class="job-filters__group" role="group" aria-label="Filter positions">${groups}</div></div>`;
}

// ---- the list and its pages

function emptyList(state: ListState, total: number): Html {
  if (state.page > 1 && total > 0) {
    return html`<p class="jobs-page__notice">There are no open positions on page ${state.page}. <a href="${listHref({ ...state, page: 1 })}">See the first page</a></p>`;
  }
  const active = FACETS.filter((name) => state.filters[name] !== null);
  const query = state.search;
  if (active.length === 0) {
    return html`<p class="jobs-page__notice">${
      query
        ? `No open positions match “${query}”. Try another word.`
        : 'There are no open positions right now. Please check back soon.'
    }</p>`;
  }
  const removers = active.map((name) => {
    const href = listHref({ ...state, filters: { ...state.filters, [name]: null }, page: 1 });
    const value = filterValueLabel(name, state.filters[name]!);
    return html`<li><a class="button" href="${href}">Remove ${FILTER_LABELS[name].toLowerCase()}: ${value}</a></li>`;
  });
  return html`<div class="jobs-page__notice"><p>${
    query ? `No open positions match “${query}” with these filters.` : 'No open positions match these filters.'
  } Try removing one:</p><ul class="jobs-page__remove-filters">${removers}</ul></div>`;
}

/** The count line: the client's for the first page ("Showing 12 of 40 open positions"), a range for later ones. */
function countLine(page: JobsListQuery['jobs'], offset: number): string {
  const shown = page.items.length;
  if (offset === 0) {
    return page.totalIsExact
      ? `Showing ${shown} of ${openPositions(page.total)}`
      : `Showing ${openPositions(shown)}, more available`;
  }
  const range = `${offset + 1}–${offset + shown}`;
  return page.totalIsExact
    ? `Showing ${range} of ${openPositions(page.total)}`
    : `Showing open positions ${range}, more available`;
}

/**
 * The links to the previous and next pages, in the place of the client's "Load more" (on the first
 * page, "Next page" is where the button will be, in its look).
 */
function pageLinks(state: ListState, hasMore: boolean): Html | undefined {
  const previous =
    state.page > 1 &&
    html`<a class="button" rel="prev" href="${listHref({ ...state, page: state.page - 1 })}">Previous page</a>`;
  const next =
    hasMore && html`<a class="button" rel="next" href="${listHref({ ...state, page: state.page + 1 })}">Next page</a>`;
  if (!previous && !next) return undefined;
  return html`<nav class="paged-list__more job-pages" aria-label="Pages of open positions">${previous}${next}</nav>`;
}

/**
 * /browse-positions as static HTML inside `#root`, for crawlers and visitors that run no script: the
 * page's frame (`<main>`, so it sits where the app's does under the fixed header), the heading, a
 * search form, the filters as links, the page's jobs as cards linking each job's page, and links to
 * the previous and next pages, in the client's classes and words. The React app replaces it on
 * start (main.tsx waits for the screen's chunk first, so the page goes straight from this to the
 * app's list, which reads the same and stands in the same place: no layout shift).
 */
export function jobsListRendition(answer: JobsListAnswer, now: Date = new Date()): Html {
  const { variables, data, page } = answer;
  const state: ListState = {
    search: variables.search ?? null,
    filters: {
      location: variables.location ?? null,
      department: variables.department ?? null,
      employmentType: variables.employmentType ?? null,
      workplace: variables.workplace ?? null,
    },
    page,
  };
  const offset = variables.offset;
  const jobs = data.jobs;
  const hasMore = offset + jobs.items.length < jobs.total;
  // A search keeps the filters, as the client's search box does.
  const kept = FACETS.flatMap((name) => {
    const value = state.filters[name];
    return value ? [html`<input type="hidden" name="${FILTER_PARAMS[name]}" value="${value}">`] : [];
  });
  const search = html`<form role="search" class="job-search" action="${LIST_PATH}" method="get"><label for="job-search" class="job-search__label">${SEARCH.label}</label><input id="job-search" type="search" name="q" class="job-search__input" value="${state.search ?? ''}" maxlength="${SEARCH.maxLength}" placeholder="${SEARCH.placeholder}" autocomplete="off">${kept}</form>`;
  // The job-alert button needs the app: its place is kept, so nothing below moves when it comes.
  const alerts = html`<div class="job-alerts"><span class="job-alerts__toggle job-alerts__toggle--reserved" aria-hidden="true">${JOB_ALERTS_OPEN}</span></div>`;
  const list =
    jobs.items.length === 0
      ? emptyList(state, jobs.total)
      : html`<p class="paged-list__count" role="status">${countLine(jobs, offset)}</p><ul class="job-grid" aria-label="Open positions">${jobs.items.map(
          (job, index) => jobCard(job, index, now),
        )}</ul>`;
  const sendCv = html`<p class="jobs-page__send-cv">${SEND_CV.lead} <a href="${SEND_CV.path}">${SEND_CV.title}</a></p>`;
  return html`<main id="main" class="site-main" tabindex="-1" data-server-rendition><section class="page jobs-page"><h1>${PAGE_TITLE}</h1>${search}${alerts}${
    data.jobFacets && filtersBlock(data.jobFacets, state)
  }<div class="paged-list">${list}${pageLinks(state, hasMore)}</div>${sendCv}</section></main>`;
}

/**
 * The canonical path of the list in a URL: a later page of the whole list is a page of its own
 * (`?page=2`); a search or filters are views of the list (canonical: the list, as before).
 */
function canonicalPath(answer: JobsListAnswer | undefined): string {
  if (!answer || answer.page === 1) return LIST_PATH;
  const { search, location, department, employmentType, workplace } = answer.variables;
  const filtered = Boolean(search || location || department || employmentType || workplace);
  return filtered ? LIST_PATH : `${LIST_PATH}?${JOBS_PAGE_PARAM}=${answer.page}`;
}

/**
 * /browse-positions' head and `#root`: one run of the client's `JobsList` query for the URL's
 * search, filters and page gives the first page's JSON block (jobs-first-page.ts) and the static
 * list. Without an answer (a search the API refuses, or the database did not answer) the page goes
 * out with neither, and the client asks the API itself, showing its own message if that fails too.
 */
export function jobsListPage(orm: MikroORM, deps: ServerDeps, schema: () => Promise<GraphQLSchema>) {
  const origin = deps.config.publicUrl;
  const ask = jobsListAnswer(orm, deps, schema);
  return async (req: Request): Promise<{ head: Html; root?: Html }> => {
    let answer: JobsListAnswer | undefined;
    try {
      answer = await ask(req);
    } catch (error) {
      deps.logger.error('The job list could not be written into the page', { requestId: req.id, error });
    }
    const head = pageHead(origin, LIST_PATH, canonicalPath(answer));
    if (!answer) return { head };
    return { head: html`${head}${jobsFirstPageBlock(answer)}`, root: jobsListRendition(answer) };
  };
}
