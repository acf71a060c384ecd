import type { MockLink } from '@apollo/client/testing';
import { GraphQLError } from 'graphql';

import { MeDocument, type Role } from '../../client/src/gql/graphql';

/** The server's answer to `me` for a signed-in account with this role. */
export function meMock(
  role: Role,
  overrides: { firstName?: string; lastName?: string; email?: string } = {},
): MockLink.MockedResponse {
  return {
    request: { query: MeDocument },
    result: {
      data: {
        me: {
          __typename: 'User',
          id: 'user-1',
          firstName: 'Rita',
          lastName: 'Recruiter',
          email: 'rita@talentconsultancy.example',
          role,
          ...overrides,
        },
      },
    },
  };
}

/** The server refusing the stored token (expired, revoked, or the account is gone). */
export function meRefusedMock(): MockLink.MockedResponse {
  return {
    request: { query: MeDocument },
    result: {
      errors: [new GraphQLError('Please sign in.', { extensions: { code: 'UNAUTHENTICATED' } })],
    },
  };
}
