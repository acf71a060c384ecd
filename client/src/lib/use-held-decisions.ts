import type { ApolloCache, TypedDocumentNode } from '@apollo/client';
import { useMutation } from '@apollo/client/react';

/** The cached lists a decision on a held record changes, by their root field. */
export interface HeldLists {
  /** The "Held for review" list itself: read again after either decision. */
  held: string;
  /** The lists a released record joins (a deleted one joins none). */
  joinedOnRelease: readonly string[];
}

/**
 * Release and delete of a held public-form record, in the shape HeldForReview takes: each
 * mutation drops the cached lists it changes, so the screens showing them read them again.
 */
export function useHeldDecisions(
  releaseDocument: TypedDocumentNode<unknown, { id: string }>,
  deleteDocument: TypedDocumentNode<unknown, { id: string }>,
  lists: HeldLists,
): { onRelease: (id: string) => Promise<unknown>; onDelete: (id: string) => Promise<unknown> } {
  const forget = (cache: ApolloCache, fields: readonly string[]) => {
    for (const fieldName of fields) cache.evict({ id: 'ROOT_QUERY', fieldName });
    cache.gc();
  };
  const [release] = useMutation(releaseDocument, {
    update: (cache) => forget(cache, [lists.held, ...lists.joinedOnRelease]),
  });
  const [remove] = useMutation(deleteDocument, { update: (cache) => forget(cache, [lists.held]) });
  return {
    onRelease: (id) => release({ variables: { id } }),
    onDelete: (id) => remove({ variables: { id } }),
  };
}
