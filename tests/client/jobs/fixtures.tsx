import type { MockLink } from '@apollo/client/testing';

import { BrowsePositionsPage, JOBS_PAGE_SIZE } from '../../../client/src/features/jobs/BrowsePositionsPage';
import { JobDetailsDocument, JobsListDocument } from '../../../client/src/gql/graphql';
import { renderApp } from '../../helpers/render-app';

export interface CardJob {
  id: string;
  title: string;
  location: string;
}

export function cardJob(n: number, overrides: Partial<CardJob> = {}): CardJob {
  return { id: `job-${n}`, title: `Position ${n}`, location: `City ${n}`, ...overrides };
}

/** The JobsList answer for one search and offset (search null means no filter). */
export function listMock({
  items,
  total = items.length,
  totalIsExact = true,
  search = null,
  offset = 0,
  delay,
}: {
  items: CardJob[];
  total?: number;
  totalIsExact?: boolean;
  search?: string | null;
  offset?: number;
  delay?: number;
}): MockLink.MockedResponse {
  return {
    request: { query: JobsListDocument, variables: { search, limit: JOBS_PAGE_SIZE, offset } },
    result: {
      data: {
        jobs: {
          __typename: 'JobPage',
          total,
          totalIsExact,
          items: items.map((job) => ({ __typename: 'Job', ...job })),
        },
      },
    },
    ...(delay === undefined ? {} : { delay }),
  };
}

export function listErrorMock({ search = null }: { search?: string | null } = {}): MockLink.MockedResponse {
  return {
    request: { query: JobsListDocument, variables: { search, limit: JOBS_PAGE_SIZE, offset: 0 } },
    error: new TypeError('Failed to fetch'),
  };
}

export const seniorPartner = {
  id: 'job-7',
  title: 'Senior Talent Acquisition Partner',
  location: 'Bengaluru',
  description: ['Lead hiring for our clients.', '', 'Work across <three> regions & time zones.'],
  responsibilities: ['Run interviews', '   ', 'Advise hiring managers', 'Run interviews'],
  qualifications: ['', '5+ years in recruitment'],
  createdAt: '2025-03-01T09:30:00.000Z',
};

export type DetailsJob = typeof seniorPartner;

export function detailsMock(job: DetailsJob = seniorPartner): MockLink.MockedResponse {
  return {
    request: { query: JobDetailsDocument, variables: { id: job.id } },
    result: { data: { job: { __typename: 'Job', ...job } } },
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
