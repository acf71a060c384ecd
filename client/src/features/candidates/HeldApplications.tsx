import { useQuery } from '@apollo/client/react';

import { HeldForReview } from '../../components/ui/HeldForReview';
import {
  HeldApplicationDeleteDocument,
  HeldApplicationReleaseDocument,
  HeldApplicationsListDocument,
} from '../../gql/graphql';
import { useHeldDecisions } from '../../lib/use-held-decisions';

/** The "Held for review" section of Applied Candidates (one job's, or every job's) and All candidates. */
export function HeldApplications({ jobId }: { jobId?: string | null }) {
  const held = useQuery(HeldApplicationsListDocument, {
    variables: { jobId: jobId || null },
    fetchPolicy: 'cache-and-network',
  });
  // A release adds to the job's list and to All candidates.
  const decisions = useHeldDecisions(HeldApplicationReleaseDocument, HeldApplicationDeleteDocument, {
    held: 'heldApplications',
    joinedOnRelease: ['applications', 'candidates'],
  });
  return (
    <HeldForReview
      items={held.data?.heldApplications.map((application) => ({
        id: application.id,
        name: application.fullName,
        email: application.email,
        heldAt: application.heldAt ?? '',
        about: application.job.title,
      }))}
      {...decisions}
    />
  );
}
