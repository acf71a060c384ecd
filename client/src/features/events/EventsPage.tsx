import './events.css';

import { useQuery } from '@apollo/client/react';
import { useState } from 'react';

import { CardSkeletons } from '../../components/ui/CardSkeletons';
import { FormMessage } from '../../components/ui/FormMessage';
import { useDocumentTitle } from '../../components/ui/use-document-title';
import { messages } from '../../content/messages';
import { type EventCardFieldsFragment, EventsListDocument } from '../../gql/graphql';

import { EventCard } from './components/EventCard';
import { RegisterDialog, type RegistrationSubmission } from './components/RegisterDialog';
import { PAST_EVENTS_TITLE } from './event-details';
import { useRegistration } from './hooks/use-registration';

/** Placeholder cards while the events load: one row of the three-column grid. */
const EVENT_SKELETONS = 3;

/** The page's heading and tab title. */
export const EVENTS_PAGE_TITLE = 'Our Events';

/** Our Events (/events): the event cards, and the register modal for the one chosen. */
export function EventsPage() {
  useDocumentTitle(EVENTS_PAGE_TITLE);
  const { data, loading, error } = useQuery(EventsListDocument);
  const registration = useRegistration();
  const [chosen, setChosen] = useState<EventCardFieldsFragment | null>(null);

  function open(event: EventCardFieldsFragment) {
    registration.reset();
    setChosen(event);
  }

  function close() {
    registration.reset();
    setChosen(null);
  }

  function register(values: RegistrationSubmission) {
    if (chosen) void registration.register(chosen.id, values);
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
    const grid = (events: readonly EventCardFieldsFragment[]) => (
      <ul className="events-grid">
        {events.map((event) => (
          <li key={event.id}>
            <EventCard event={event} onRegister={open} />
          </li>
        ))}
      </ul>
    );
    const upcoming = data.events.filter((event) => !event.isPast);
    const past = data.events.filter((event) => event.isPast);
    body = (
      <>
        {upcoming.length > 0 && grid(upcoming)}
        {past.length > 0 && (
          <section className="events-page__past" aria-labelledby="past-events-heading">
            <h2 id="past-events-heading">{PAST_EVENTS_TITLE}</h2>
            {grid(past)}
          </section>
        )}
      </>
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
          status={registration.status}
          errorDetail={registration.errorDetail}
          successMessage={registration.successMessage}
          onSubmit={register}
          onClose={close}
        />
      )}
    </section>
  );
}
