import { ApplicationTimelineDocument } from '../../../client/src/gql/graphql';
import { createCache } from '../../../client/src/lib/apollo-client';

/** An app cache that already holds each application's history, as after a visit to its page. */
export function cacheWithHistory(ids: readonly string[]) {
  const cache = createCache();
  for (const id of ids) {
    // With the type names the cache normalizes by (the generated types leave them out).
    const data = {
      candidate: {
        __typename: 'Application',
        id,
        notes: [],
        activity: [
          {
            __typename: 'ApplicationActivity',
            id: `applied-${id}`,
            kind: 'APPLIED' as const,
            actorId: null,
            actorLabel: 'The candidate',
            at: '2025-03-01T09:00:00.000Z',
            details: '{}',
          },
        ],
      },
    };
    cache.writeQuery({ query: ApplicationTimelineDocument, variables: { id }, data });
  }
  return cache;
}

/** Whether the cache can still answer the candidate page's history without asking the server. */
export function historyCached(cache: ReturnType<typeof createCache>, id: string) {
  return cachedHistory(cache, id) !== null;
}

/** The ids of the history lines the cache holds for the candidate page, or null when it holds none. */
export function cachedHistory(cache: ReturnType<typeof createCache>, id: string) {
  const data = cache.readQuery({ query: ApplicationTimelineDocument, variables: { id } });
  return data?.candidate?.activity.map((line) => line.id) ?? null;
}
