import type { ApolloCache } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';

import { HeldForReview } from '../../components/ui/HeldForReview';
import {
  HeldJoinUsPeopleListDocument,
  HeldJoinUsRequestDeleteDocument,
  HeldJoinUsRequestReleaseDocument,
} from '../../gql/graphql';

/** The held list is read again; a release also adds to the list below it. */
function forgetLists(cache: ApolloCache, released: boolean) {
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'heldJoinUsPeople' });
  if (released) cache.evict({ id: 'ROOT_QUERY', fieldName: 'joinUsPeople' });
  cache.gc();
}

/** The "Held for review" section of the join-us requests. */
export function HeldJoinUsPeople() {
  const held = useQuery(HeldJoinUsPeopleListDocument, { fetchPolicy: 'cache-and-network' });
  const [release] = useMutation(HeldJoinUsRequestReleaseDocument, { update: (cache) => forgetLists(cache, true) });
  const [remove] = useMutation(HeldJoinUsRequestDeleteDocument, { update: (cache) => forgetLists(cache, false) });
  return (
    <HeldForReview
      items={held.data?.heldJoinUsPeople.map((item) => ({
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
