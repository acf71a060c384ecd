import type { MockLink } from '@apollo/client/testing';

import { DashboardCountsDocument } from '../../../client/src/gql/graphql';

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
