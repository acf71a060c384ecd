import { useMutation, useQuery } from '@apollo/client/react';

import { HeldForReview } from '../../components/ui/HeldForReview';
import {
  HeldRegistrationDeleteDocument,
  HeldRegistrationReleaseDocument,
  HeldRegistrationsListDocument,
} from '../../gql/graphql';

/** The "Held for review" section of an event's registrations. */
export function HeldRegistrations({ eventId }: { eventId: string }) {
  const held = useQuery(HeldRegistrationsListDocument, {
    variables: { eventId },
    fetchPolicy: 'cache-and-network',
  });
  // A release takes a seat or a place on the waiting list: the list and the counts are read again.
  const [release] = useMutation(HeldRegistrationReleaseDocument, {
    refetchQueries: ['HeldRegistrationsList', 'EventRegistrationsList', 'AdminEventsList'],
  });
  const [remove] = useMutation(HeldRegistrationDeleteDocument, { refetchQueries: ['HeldRegistrationsList'] });
  return (
    <HeldForReview
      items={held.data?.heldEventRegistrations.map((registration) => ({
        id: registration.id,
        name: registration.name,
        email: registration.email,
        heldAt: registration.heldAt ?? '',
      }))}
      onRelease={(id) => release({ variables: { id }, awaitRefetchQueries: true })}
      onDelete={(id) => remove({ variables: { id }, awaitRefetchQueries: true })}
    />
  );
}
