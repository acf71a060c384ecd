import { useQuery } from '@apollo/client/react';

import { HeldForReview } from '../../components/ui/HeldForReview';
import {
  HeldContactMessageDeleteDocument,
  HeldContactMessageReleaseDocument,
  HeldContactMessagesListDocument,
} from '../../gql/graphql';
import { useHeldDecisions } from '../../lib/use-held-decisions';

/** The "Held for review" section of the contact messages. */
export function HeldContactMessages() {
  const held = useQuery(HeldContactMessagesListDocument, { fetchPolicy: 'cache-and-network' });
  const decisions = useHeldDecisions(HeldContactMessageReleaseDocument, HeldContactMessageDeleteDocument, {
    held: 'heldContactMessages',
    joinedOnRelease: ['contactMessages'],
  });
  return (
    <HeldForReview
      items={held.data?.heldContactMessages.map((item) => ({
        id: item.id,
        name: item.name,
        email: item.email,
        heldAt: item.heldAt ?? '',
      }))}
      {...decisions}
    />
  );
}
