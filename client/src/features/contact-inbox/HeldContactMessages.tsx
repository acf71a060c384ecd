import type { ApolloCache } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';

import { HeldForReview } from '../../components/ui/HeldForReview';
import {
  HeldContactMessageDeleteDocument,
  HeldContactMessageReleaseDocument,
  HeldContactMessagesListDocument,
} from '../../gql/graphql';

/** The held list is read again; a release also adds to the list below it. */
function forgetLists(cache: ApolloCache, released: boolean) {
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'heldContactMessages' });
  if (released) cache.evict({ id: 'ROOT_QUERY', fieldName: 'contactMessages' });
  cache.gc();
}

/** The "Held for review" section of the contact messages. */
export function HeldContactMessages() {
  const held = useQuery(HeldContactMessagesListDocument, { fetchPolicy: 'cache-and-network' });
  const [release] = useMutation(HeldContactMessageReleaseDocument, { update: (cache) => forgetLists(cache, true) });
  const [remove] = useMutation(HeldContactMessageDeleteDocument, { update: (cache) => forgetLists(cache, false) });
  return (
    <HeldForReview
      items={held.data?.heldContactMessages.map((item) => ({
        id: item.id,
        name: item.name,
        email: item.email,
        heldAt: item.heldAt ?? '',
      }))}
      onRelease={(id) => release({ variables: { id } })}
      onDelete={(id) => remove({ variables: { id } })}
    />
  );
}
