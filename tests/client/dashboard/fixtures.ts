import type { MockLink } from '@apollo/client/testing';

import { LATEST_AWAITING } from '../../../client/src/features/dashboard/NeedsActionToday';
import {
  DashboardCountsDocument,
  DashboardInterviewsDocument,
  DashboardTodayDocument,
} from '../../../client/src/gql/graphql';
import { withDefaultMocks } from '../../helpers/default-mocks';

export interface Counts {
  openJobs: number;
  upcomingRegistrations: number;
  awaitingDecision: number;
  shortlistedThisWeek: number;
}

export const COUNTS: Counts = {
  openJobs: 12,
  upcomingRegistrations: 1480,
  awaitingDecision: 5,
  shortlistedThisWeek: 2,
};

/** The server's counts for the dashboard's cards (every render of /admin asks for them). */
export function dashboardCountsMock(counts: Counts = COUNTS, delay?: number): MockLink.MockedResponse {
  return {
    request: { query: DashboardCountsDocument },
    result: {
      data: {
        backOfficeReport: {
          __typename: 'BackOfficeReport',
          openJobs: counts.openJobs,
          upcomingRegistrations: counts.upcomingRegistrations,
          applications: {
            __typename: 'ApplicationCounts',
            awaitingDecision: counts.awaitingDecision,
            shortlistedThisWeek: counts.shortlistedThisWeek,
          },
        },
      },
    },
    ...(delay === undefined ? {} : { delay }),
  };
}

export function dashboardCountsErrorMock(): MockLink.MockedResponse {
  return { request: { query: DashboardCountsDocument }, error: new TypeError('Failed to fetch') };
}

/** What needs action today, as the server answers it; `now` places the dates. */
export function dashboardTodayMock(now: number): MockLink.MockedResponse {
  const day = (offset: number) => new Date(now + offset * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  const job = { __typename: 'Job', id: 'job-1', title: 'Payroll Specialist' };
  return {
    request: { query: DashboardTodayDocument, variables: { latest: LATEST_AWAITING } },
    result: {
      data: {
        candidates: {
          __typename: 'CandidateConnection',
          totalCount: 7,
          totalCountIsExact: true,
          edges: [
            {
              __typename: 'CandidateEdge',
              node: {
                __typename: 'Application',
                id: 'a-2',
                fullName: 'Ines Duarte',
                createdAt: new Date(now - 60_000).toISOString(),
                job,
              },
            },
            {
              __typename: 'CandidateEdge',
              node: {
                __typename: 'Application',
                id: 'a-1',
                fullName: 'Omar Haddad',
                createdAt: new Date(now - 120_000).toISOString(),
                job,
              },
            },
          ],
        },
        pendingRejectionEmails: [
          {
            __typename: 'Application',
            id: 'r-1',
            fullName: 'Lena Vogel',
            rejectionEmailDueAt: new Date(now + 25 * 60_000 + 20_000).toISOString(),
            job,
          },
        ],
        backOfficeReport: {
          __typename: 'BackOfficeReport',
          upcomingEvents: [
            {
              __typename: 'UpcomingEventReport',
              registrationCount: 18,
              event: {
                __typename: 'Event',
                id: 'e-1',
                name: 'HR Leaders Roundtable',
                date: day(2),
                time: '16:00',
                capacity: 40,
              },
            },
            {
              __typename: 'UpcomingEventReport',
              registrationCount: 3,
              event: {
                __typename: 'Event',
                id: 'e-2',
                name: 'Next Month Forum',
                date: day(20),
                time: '10:00',
                capacity: null,
              },
            },
          ],
        },
      },
    },
  };
}

export function dashboardTodayErrorMock(): MockLink.MockedResponse {
  return {
    request: { query: DashboardTodayDocument, variables: { latest: LATEST_AWAITING } },
    error: new TypeError('Failed to fetch'),
  };
}

/** The dashboard's other sections with nothing in them, as often as they are asked. */
const QUIET_SECTIONS: MockLink.MockedResponse[] = [
  {
    request: { query: DashboardTodayDocument, variables: { latest: LATEST_AWAITING } },
    result: {
      data: {
        candidates: { __typename: 'CandidateConnection', totalCount: 0, totalCountIsExact: true, edges: [] },
        pendingRejectionEmails: [],
        backOfficeReport: { __typename: 'BackOfficeReport', upcomingEvents: [] },
      },
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  },
  {
    request: { query: DashboardInterviewsDocument },
    result: { data: { myInterviews: [] } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  },
];

/**
 * A test's mocks for the dashboard, plus its sections the test does not mock (what needs action
 * today, my interviews) answered empty: each section asks on its own, and a test about one of them
 * would otherwise leave the others failing with a "No more mocked responses" warning.
 */
export function withQuietSections(mocks: MockLink.MockedResponse[]): MockLink.MockedResponse[] {
  return withDefaultMocks(mocks, QUIET_SECTIONS);
}
