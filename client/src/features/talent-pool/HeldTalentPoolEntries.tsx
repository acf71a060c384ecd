import { useQuery } from '@apollo/client/react';

import { HeldForReview } from '../../components/ui/HeldForReview';
import {
  HeldTalentPoolEntriesListDocument,
  HeldTalentPoolEntryReleaseDocument,
  TalentPoolEntryDeleteDocument,
} from '../../gql/graphql';
import { useHeldDecisions } from '../../lib/use-held-decisions';

/** The talent pool's "Held for review" section: CVs sent too fast, released into the pool or deleted. */
export function HeldTalentPoolEntries() {
  const held = useQuery(HeldTalentPoolEntriesListDocument, { fetchPolicy: 'cache-and-network' });
  const decisions = useHeldDecisions(HeldTalentPoolEntryReleaseDocument, TalentPoolEntryDeleteDocument, {
    held: 'heldTalentPoolEntries',
    joinedOnRelease: ['talentPool'],
  });
  return (
    <HeldForReview
      items={held.data?.heldTalentPoolEntries.map((entry) => ({
        id: entry.id,
        name: entry.fullName,
        email: entry.email,
        heldAt: entry.heldAt ?? '',
      }))}
      {...decisions}
    />
  );
}
