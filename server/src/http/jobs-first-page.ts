import type { JobFilters, JobRow, JobSearchService } from '../modules/jobs/job-search.service';
import { EmploymentType, Workplace } from '../modules/jobs/job-facts';
import { JOB_DEPARTMENT_MAX, JOB_LOCATION_MAX, JOB_SEARCH_MAX } from '../modules/jobs/job.inputs';
import { isStorableText } from '../lib/validation';
import { nobody } from '../modules/auth/viewer';

import { type Html, html, scriptJson } from './html';

/**
 * The size of the public list's first page. The client's JOBS_PAGE_SIZE (three rows of the
 * four-column grid) must be the same: tests/server/seo/jobs-first-page.test.ts compares them, and
 * the client ignores a block written for another size.
 */
export const JOBS_FIRST_PAGE_SIZE = 12;

/** The id of the data block that carries /browse-positions' first page (client: jobs/first-page.ts). */
export const JOBS_FIRST_PAGE_DATA_ID = 'jobs-first-page';

const VISITOR = nobody('missing');

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/** An enum filter of the URL: a value the client does not know is no filter at all (as in the client). */
function oneOf<T extends string>(values: Record<string, T>, value: unknown): T | null {
  return (Object.values(values) as string[]).includes(text(value)) ? (text(value) as T) : null;
}

/**
 * The answer the client's `JobsList` query (client/src/features/jobs/api/JobsList.graphql) would
 * get for the list in this URL (`?q=` and the filters `location`, `department`, `type`,
 * `workplace`), facets included, written into the page as JSON. A phone then draws the list and
 * its filters as soon as the page's script runs, without first downloading the API client and
 * asking for it; the API client loads when the visitor does something that needs it (a search, a
 * filter, "Load more", a job).
 */
export async function jobsFirstPageScript(
  jobs: JobSearchService,
  query: Record<string, unknown>,
): Promise<Html | undefined> {
  const search = text(query.q);
  const location = text(query.location);
  const department = text(query.department);
  // What the API would refuse (too long, NUL, a lone surrogate) is left to the client to ask and show.
  if (search.length > JOB_SEARCH_MAX || location.length > JOB_LOCATION_MAX || department.length > JOB_DEPARTMENT_MAX)
    return undefined;
  if (![search, location, department].every(isStorableText)) return undefined;
  const filters = {
    location: location || null,
    department: department || null,
    employmentType: oneOf(EmploymentType, query.type),
    workplace: oneOf(Workplace, query.workplace),
  } satisfies JobFilters;
  const variables = { search: search || null, ...filters, limit: JOBS_FIRST_PAGE_SIZE, offset: 0, withFacets: true };
  const [page, facets] = await Promise.all([
    jobs.list(VISITOR, { ...variables, search: search || undefined, includeArchived: false }),
    jobs.facets({ search, ...filters }),
  ]);
  const facetValues = (values: { value: string; count: number; countIsExact: boolean }[]) =>
    values.map(({ value, count, countIsExact }) => ({ __typename: 'FacetValue', value, count, countIsExact }));
  const data = {
    jobs: {
      __typename: 'JobPage',
      total: page.total,
      totalIsExact: page.totalIsExact,
      items: page.items.map((job) => ({ __typename: 'Job', ...jobCardFields(job) })),
    },
    jobFacets: {
      __typename: 'JobFacets',
      location: facetValues(facets.location),
      department: facetValues(facets.department),
      employmentType: facetValues(facets.employmentType),
      workplace: facetValues(facets.workplace),
    },
  };
  return html`<script type="application/json" id="${JOBS_FIRST_PAGE_DATA_ID}">${scriptJson({ variables, data })}</script>`;
}

/** The fields of the client's `PublicJobCardFields` fragment, in its order. */
function jobCardFields(job: JobRow) {
  return {
    id: job.id,
    title: job.title,
    location: job.location,
    employmentType: job.employmentType ?? null,
    workplace: job.workplace ?? null,
    department: job.department ?? null,
    salaryMin: job.salaryMin ?? null,
    salaryMax: job.salaryMax ?? null,
    salaryCurrency: job.salaryCurrency ?? null,
    salaryPeriod: job.salaryPeriod ?? null,
    closesAt: job.closesAt?.toISOString() ?? null,
    createdAt: job.createdAt.toISOString(),
  };
}
