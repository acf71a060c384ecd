import type { ApolloCache } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';

import { HeldForReview } from '../../components/ui/HeldForReview';
import {
  HeldApplicationDeleteDocument,
  HeldApplicationReleaseDocument,
  HeldApplicationsListDocument,
} from '../../gql/graphql';

/** A release adds to the job's list and to All candidates; either way the held list is read again. */
function forgetLists(cache: ApolloCache, released: boolean) {
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'heldApplications' });
  if (released) {
    cache.evict({ id: 'ROOT_QUERY', fieldName: 'applications' });
    cache.evict({ id: 'ROOT_QUERY', fieldName: 'candidates' });
  }
  cache.gc();
}

/** The "Held for review" section of Applied Candidates (one job's, or every job's) and All candidates. */
export function HeldApplications({ jobId }: { jobId?: string | null }) {
  const held = useQuery(HeldApplicationsListDocument, {
    variables: { jobId: jobId || null },
    fetchPolicy: 'cache-and-network',
  });
  const [release] = useMutation(HeldApplicationReleaseDocument, { update: (cache) => forgetLists(cache, true) });
  const [remove] = useMutation(HeldApplicationDeleteDocument, { update: (cache) => forgetLists(cache, false) });
  return (
    <HeldForReview
      items={held.data?.heldApplications.map((application) => ({
        id: application.id,
        name: application.fullName,
        email: application.email,
        heldAt: application.heldAt ?? '',
        about: application.job.title,
      }))}
      onRelease={(id) => release({ variables: { id } })}
      onDelete={(id) => remove({ variables: { id } })}
    />
  );
}
