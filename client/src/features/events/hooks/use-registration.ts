import { useMutation } from '@apollo/client/react';
import { useRef, useState } from 'react';

import { messages } from '../../../content/messages';
import { RegistrationCreateDocument } from '../../../gql/graphql';
import { errorCode, graphQLErrors } from '../../../lib/graphql-errors';
import type { RegistrationStatus, RegistrationSubmission } from '../components/RegisterDialog';

// Refusals whose server message helps the visitor (already registered, invalid input, event gone,
// registration closed, too many forms); anything else only gets the general failure line.
const EXPLAINED_CODES = new Set(['CONFLICT', 'BAD_USER_INPUT', 'NOT_FOUND', 'TOO_MANY_REQUESTS']);

function refusalReason(error: unknown): string | null {
  const code = errorCode(error);
  return code !== undefined && EXPLAINED_CODES.has(code) ? graphQLErrors(error)[0]!.message : null;
}

/**
 * One registration attempt at a time, for the event list's dialog and the event page: its status,
 * the server's reason for a refusal, and the message for a success (the spec's "Registration
 * successful!" for a seat, the waiting-list message otherwise). `reset` forgets an attempt whose
 * dialog was closed, so its late answer changes nothing.
 */
export function useRegistration() {
  const [registerForEvent] = useMutation(RegistrationCreateDocument);
  const [status, setStatus] = useState<RegistrationStatus>('idle');
  const [errorDetail, setErrorDetail] = useState<string | null>(null);
  const [successMessage, setSuccessMessage] = useState<string>(messages.events.registerSuccess);
  const attempt = useRef(0);

  function reset() {
    attempt.current += 1;
    setStatus('idle');
    setErrorDetail(null);
  }

  async function register(eventId: string, values: RegistrationSubmission) {
    const current = ++attempt.current;
    setStatus('submitting');
    setErrorDetail(null);
    try {
      const { data } = await registerForEvent({
        variables: { eventId, input: values },
        // A seat taken is one seat fewer on the card and the page, without asking the server again.
        update(cache, { data: answer }) {
          if (answer?.registerForEvent.status !== 'CONFIRMED') return;
          cache.modify({
            id: cache.identify({ __typename: 'Event', id: eventId }),
            fields: { seatsLeft: (left: number | null) => (typeof left === 'number' ? Math.max(left - 1, 0) : left) },
          });
        },
      });
      if (current !== attempt.current) return;
      const receipt = data?.registerForEvent;
      setSuccessMessage(receipt?.status === 'WAITING' ? receipt.message : messages.events.registerSuccess);
      setStatus('success');
    } catch (failure) {
      if (current !== attempt.current) return;
      setErrorDetail(refusalReason(failure));
      setStatus('error');
    }
  }

  return { status, errorDetail, successMessage, register, reset };
}
