import { CombinedGraphQLErrors } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';
import { useRef, useState } from 'react';

import { CardSkeletons } from '../../components/ui/CardSkeletons';
import { FormMessage } from '../../components/ui/FormMessage';
import { useDocumentTitle } from '../../components/ui/use-document-title';
import { messages } from '../../content/messages';
import { type EventCardFieldsFragment, EventsListDocument, RegistrationCreateDocument } from '../../gql/graphql';

import { EventCard } from './components/EventCard';
import { RegisterDialog, type RegistrationStatus, type RegistrationSubmission } from './components/RegisterDialog';
import './events.css';

// Refusals whose server message helps the visitor (already registered, invalid input, event gone,
// too many forms);
// anything else only gets the general failure line.
const EXPLAINED_CODES = new Set(['CONFLICT', 'BAD_USER_INPUT', 'NOT_FOUND', 'TOO_MANY_REQUESTS']);

function refusalReason(error: unknown): string | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  const first = error.errors[0];
  const code = first?.extensions?.code;
  return typeof code === 'string' && EXPLAINED_CODES.has(code) ? first!.message : null;
}

/** Placeholder cards while the events load: one row of the three-column grid. */
const EVENT_SKELETONS = 3;

/** The page's heading and tab title. */
export const EVENTS_PAGE_TITLE = 'Our Events';

/** Our Events (/events): the event cards, and the register modal for the one chosen. */
export function EventsPage() {
  useDocumentTitle(EVENTS_PAGE_TITLE);
  const { data, loading, error } = useQuery(EventsListDocument);
  const [registerForEvent] = useMutation(RegistrationCreateDocument);

  const [chosen, setChosen] = useState<EventCardFieldsFragment | null>(null);
  const [status, setStatus] = useState<RegistrationStatus>('idle');
  const [errorDetail, setErrorDetail] = useState<string | null>(null);
  // Answers for a dialog that has since been closed (or replaced) must not touch the current one.
  const attempt = useRef(0);

  function open(event: EventCardFieldsFragment) {
    attempt.current += 1;
    setChosen(event);
    setStatus('idle');
    setErrorDetail(null);
  }

  function close() {
    attempt.current += 1;
    setChosen(null);
  }

  async function register(values: RegistrationSubmission) {
    if (!chosen) return;
    const current = ++attempt.current;
    setStatus('submitting');
    setErrorDetail(null);
    try {
      await registerForEvent({ variables: { eventId: chosen.id, input: values } });
      if (current === attempt.current) setStatus('success');
    } catch (failure) {
      if (current !== attempt.current) return;
      setErrorDetail(refusalReason(failure));
      setStatus('error');
    }
  }

  let body;
  if (error) {
    body = <FormMessage message={messages.events.fetchFailed} tone="error" />;
  } else if (loading || !data) {
    body = (
      <>
        <p className="events-page__status" role="status">
          Loading events...
        </p>
        <CardSkeletons count={EVENT_SKELETONS} listClassName="events-grid" cardClassName="event-card" withMedia />
      </>
    );
  } else if (data.events.length === 0) {
    body = (
      <div className="events-empty">
        <h2>{messages.events.emptyTitle}</h2>
        <p>{messages.events.emptyText}</p>
      </div>
    );
  } else {
    body = (
      <ul className="events-grid">
        {data.events.map((event) => (
          <li key={event.id}>
            <EventCard event={event} onRegister={open} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section className="page events-page">
      <h1>{EVENTS_PAGE_TITLE}</h1>
      <p className="events-page__intro">
        Workshops, talks and meet-ups from our team and partners. Pick an event and save your seat.
      </p>
      {body}
      {chosen && (
        <RegisterDialog
          key={chosen.id}
          eventName={chosen.name}
          status={status}
          errorDetail={errorDetail}
          onSubmit={register}
          onClose={close}
        />
      )}
    </section>
  );
}
