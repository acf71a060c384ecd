import { useQuery } from '@apollo/client/react';

import { HeldForReview } from '../../components/ui/HeldForReview';
import {
  HeldJoinUsPeopleListDocument,
  HeldJoinUsRequestDeleteDocument,
  HeldJoinUsRequestReleaseDocument,
} from '../../gql/graphql';
import { useHeldDecisions } from '../../lib/use-held-decisions';

/** The "Held for review" section of the join-us requests. */
export function HeldJoinUsPeople() {
  const held = useQuery(HeldJoinUsPeopleListDocument, { fetchPolicy: 'cache-and-network' });
  const decisions = useHeldDecisions(HeldJoinUsRequestReleaseDocument, HeldJoinUsRequestDeleteDocument, {
    held: 'heldJoinUsPeople',
    joinedOnRelease: ['joinUsPeople'],
  });
  return (
    <HeldForReview
      items={held.data?.heldJoinUsPeople.map((item) => ({
        id: item.id,
        name: item.name,
        email: item.email,
        heldAt: item.heldAt ?? '',
      }))}
      {...decisions}
    />
  );
}
