import type { ApolloCache } from '@apollo/client';

/**
 * A decision taken from a list (All candidates, Applied Candidates) writes a line of the
 * application's history that the list's answer does not carry. Dropping the cached history of each
 * application the answer names makes the candidate page ask for it again when it is next opened,
 * instead of showing the history from before the decision.
 */
export function forgetActivity(cache: ApolloCache, applications: readonly { id: string }[]): void {
  for (const { id } of applications) {
    cache.evict({ id: cache.identify({ __typename: 'Application', id }), fieldName: 'activity' });
  }
}
