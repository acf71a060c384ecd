import './events.css';

import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';

import { FormMessage } from '../../components/ui/FormMessage';
import { SubmitButton } from '../../components/ui/SubmitButton';
import { useDocumentTitle } from '../../components/ui/use-document-title';
import { RegistrationCancelDocument, RegistrationLinkDocument } from '../../gql/graphql';
import { errorCode } from '../../lib/graphql-errors';
import { successLine } from '../../lib/success-line';

import { eventPath, eventWhen } from './event-details';

/** The tab title (the server's head for this page says the same: CANCEL_PAGE in site-page.ts). */
export const CANCEL_PAGE_TITLE = 'Cancel your registration';
export const cancelMessages = {
  invalidLink: 'This cancel link is not valid. Use the link from your e-mail as it is.',
  alreadyCancelled: 'This registration is already cancelled.',
  cancelled: successLine('Registration cancelled', 'We have e-mailed you a confirmation.'),
  failed: 'Your registration could not be cancelled. Please try again.',
} as const;

/**
 * /events/:eventId/cancel#<token>: the personal link of the registration e-mails. Opening it
 * changes nothing (mail scanners open links); the visitor confirms with a button. The token is in
 * the fragment, so it never reaches a server log.
 */
export function CancelRegistrationPage() {
  useDocumentTitle(CANCEL_PAGE_TITLE);
  const token = decodeURIComponent(useLocation().hash.replace(/^#/, ''));
  const link = useQuery(RegistrationLinkDocument, { variables: { token }, skip: !token, fetchPolicy: 'network-only' });
  const [cancel, cancelling] = useMutation(RegistrationCancelDocument);
  const [outcome, setOutcome] = useState<{ message: string; tone: 'success' | 'error' } | null>(null);

  async function confirm() {
    try {
      await cancel({ variables: { token } });
      setOutcome({ message: cancelMessages.cancelled, tone: 'success' });
    } catch (error) {
      const code = errorCode(error);
      setOutcome({
        message:
          code === 'CONFLICT'
            ? cancelMessages.alreadyCancelled
            : code === 'NOT_FOUND'
              ? cancelMessages.invalidLink
              : cancelMessages.failed,
        tone: 'error',
      });
    }
  }

  let body;
  if (!token || errorCode(link.error) === 'NOT_FOUND') {
    body = <FormMessage message={cancelMessages.invalidLink} tone="error" />;
  } else if (link.error) {
    body = <FormMessage message={cancelMessages.failed} tone="error" />;
  } else if (!link.data) {
    body = <p role="status">Checking your link...</p>;
  } else {
    const { event, status } = link.data.registrationLink;
    body = (
      <>
        <p>
          <Link to={eventPath(event.id)}>{event.name}</Link>, {eventWhen(event)}
        </p>
        {outcome ? (
          <FormMessage message={outcome.message} tone={outcome.tone} />
        ) : status === 'CANCELLED' ? (
          <FormMessage message={cancelMessages.alreadyCancelled} tone="error" />
        ) : (
          <>
            <p>
              {status === 'WAITING' ? 'You are on the waiting list for this event.' : 'You have a seat at this event.'}{' '}
              Cancelling frees it for someone else.
            </p>
            <SubmitButton type="button" busy={cancelling.loading} onClick={() => void confirm()}>
              Cancel my registration
            </SubmitButton>
          </>
        )}
      </>
    );
  }

  return (
    <section className="page event-page">
      <h1>{CANCEL_PAGE_TITLE}</h1>
      {body}
    </section>
  );
}
