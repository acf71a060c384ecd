import type { MockLink } from '@apollo/client/testing';

import { BrowsePositionsPage, JOBS_PAGE_SIZE } from '../../../client/src/features/jobs/BrowsePositionsPage';
import { type JobFilterValues, NO_FILTERS } from '../../../client/src/features/jobs/job-board';
import {
  JobDetailsDocument,
  JobsListDocument,
  type JobsListQuery,
  type PublicJobCardFieldsFragment,
  type PublicJobDetailsFieldsFragment,
} from '../../../client/src/gql/graphql';
import { renderApp } from '../../helpers/render-app';

export type CardJob = PublicJobCardFieldsFragment;

/** A card's facts when staff gave none. */
export const NO_CARD_FACTS = {
  employmentType: null,
  workplace: null,
  department: null,
  salaryMin: null,
  salaryMax: null,
  salaryCurrency: null,
  salaryPeriod: null,
  closesAt: null,
} as const;

export function cardJob(n: number, overrides: Partial<CardJob> = {}): CardJob {
  return {
    id: `job-${n}`,
    title: `Position ${n}`,
    location: `City ${n}`,
    ...NO_CARD_FACTS,
    createdAt: '2025-03-01T09:30:00.000Z',
    ...overrides,
  };
}

export type Facets = NonNullable<JobsListQuery['jobFacets']>;
export const NO_FACETS: Facets = { location: [], department: [], employmentType: [], workplace: [] };

function facetsData(facets: Facets) {
  const values = (list: { value: string; count: number; countIsExact: boolean }[]) =>
    list.map((item) => ({ __typename: 'FacetValue', ...item }));
  return {
    __typename: 'JobFacets',
    location: values(facets.location),
    department: values(facets.department),
    employmentType: values(facets.employmentType),
    workplace: values(facets.workplace),
  };
}

/** The variables the page sends for a search, filters and offset (the first page asks for the facets). */
export function listVariables(search: string | null, filters: Partial<JobFilterValues>, offset: number) {
  return { search, ...NO_FILTERS, ...filters, limit: JOBS_PAGE_SIZE, offset, withFacets: offset === 0 };
}

/** The JobsList answer for one search, filters and offset (search null means no search). */
export function listMock({
  items,
  total = items.length,
  totalIsExact = true,
  search = null,
  filters = {},
  facets = NO_FACETS,
  offset = 0,
  delay,
}: {
  items: CardJob[];
  total?: number;
  totalIsExact?: boolean;
  search?: string | null;
  filters?: Partial<JobFilterValues>;
  facets?: Facets;
  offset?: number;
  delay?: number;
}): MockLink.MockedResponse {
  return {
    request: { query: JobsListDocument, variables: listVariables(search, filters, offset) },
    result: {
      data: {
        jobs: {
          __typename: 'JobPage',
          total,
          totalIsExact,
          items: items.map((job) => ({ __typename: 'Job', ...job })),
        },
        ...(offset === 0 ? { jobFacets: facetsData(facets) } : {}),
      },
    },
    ...(delay === undefined ? {} : { delay }),
  };
}

export function listErrorMock({ search = null }: { search?: string | null } = {}): MockLink.MockedResponse {
  return {
    request: { query: JobsListDocument, variables: listVariables(search, {}, 0) },
    error: new TypeError('Failed to fetch'),
  };
}

export const seniorPartner: PublicJobDetailsFieldsFragment = {
  id: 'job-7',
  title: 'Senior Talent Acquisition Partner',
  location: 'Bengaluru',
  description: ['Lead hiring for our clients.', '', 'Work across <three> regions & time zones.'],
  responsibilities: ['Run interviews', '   ', 'Advise hiring managers', 'Run interviews'],
  qualifications: ['', '5+ years in recruitment'],
  createdAt: '2025-03-01T09:30:00.000Z',
  ...NO_CARD_FACTS,
  remoteRegion: null,
  clientName: null,
  confidentialClient: false,
  questions: [],
};

export type DetailsJob = PublicJobDetailsFieldsFragment;

export function detailsMock(job: DetailsJob = seniorPartner): MockLink.MockedResponse {
  return {
    request: { query: JobDetailsDocument, variables: { id: job.id } },
    result: {
      data: {
        job: {
          __typename: 'Job',
          ...job,
          questions: job.questions.map((question) => ({ __typename: 'JobQuestion', ...question })),
        },
      },
    },
  };
}

export function detailsNotFoundMock(id: string): MockLink.MockedResponse {
  return {
    request: { query: JobDetailsDocument, variables: { id } },
    result: { errors: [{ message: 'Job not found.', extensions: { code: 'NOT_FOUND' } }] },
  };
}

/**
 * Mounts the page at its real route pattern (details URLs included). It is mounted on its own
 * because the route table loads it lazily, which needs a Fetch API `Request` jsdom lacks.
 */
export function renderJobs(route: string, mocks: MockLink.MockedResponse[]) {
  return renderApp(<BrowsePositionsPage />, { route, path: '/browse-positions/:jobId?', mocks });
}
