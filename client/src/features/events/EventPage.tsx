import './events.css';

import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';

import { FormMessage } from '../../components/ui/FormMessage';
import { useDocumentTitle } from '../../components/ui/use-document-title';
import { messages } from '../../content/messages';
import { EventDetailsDocument } from '../../gql/graphql';
import { hasErrorCode } from '../../lib/graphql-errors';

import { EventPicture } from './components/EventPicture';
import { RegisterDialog, type RegistrationSubmission } from './components/RegisterDialog';
import {
  closedText,
  eventPath,
  eventWhen,
  googleCalendarUrl,
  icsUrl,
  outlookCalendarUrl,
  seatsText,
} from './event-details';
import { EVENTS_PAGE_TITLE } from './EventsPage';
import { useRegistration } from './hooks/use-registration';

/** The message for a link to an event that does not exist (any more). */
export const EVENT_NOT_FOUND_TEXT = 'This event does not exist, or it was removed.';

/**
 * An event's own page (/events/:eventId), to share: name, when (with its time zone), where, the
 * description and picture, the seats left, Register (the same modal as the list), and
 * add-to-calendar (an .ics download and Google / Outlook links).
 */
export function EventPage() {
  const { eventId = '' } = useParams();
  const { data, error } = useQuery(EventDetailsDocument, { variables: { id: eventId } });
  const registration = useRegistration();
  const [registering, setRegistering] = useState(false);
  const event = data?.event;
  useDocumentTitle(event?.name ?? EVENTS_PAGE_TITLE);

  const missing = hasErrorCode(error, 'NOT_FOUND');
  if (missing) {
    return (
      <section className="page event-page">
        <h1>{EVENTS_PAGE_TITLE}</h1>
        <p>{EVENT_NOT_FOUND_TEXT}</p>
        <p>
          <Link to="/events">See all events</Link>
        </p>
      </section>
    );
  }
  if (error) {
    return (
      <section className="page event-page">
        <FormMessage message={messages.events.fetchFailed} tone="error" />
      </section>
    );
  }
  if (!event) {
    return (
      <section className="page event-page">
        <p role="status">Loading event...</p>
      </section>
    );
  }

  const pageUrl = `${window.location.origin}${eventPath(event.id)}`;
  const seats = seatsText(event);
  const closed = closedText(event);

  function open() {
    registration.reset();
    setRegistering(true);
  }

  function close() {
    registration.reset();
    setRegistering(false);
  }

  return (
    <article className="page event-page" aria-labelledby="event-page-heading">
      <p className="event-page__back">
        <Link to="/events">All events</Link>
      </p>
      <h1 id="event-page-heading">{event.name}</h1>
      <div className="event-page__layout">
        <EventPicture event={event} className="event-page__media" sizes="(min-width: 768px) 60vw, 100vw" />
        <div className="event-page__details">
          <p className="event-page__when">
            <time dateTime={event.startsAt}>{eventWhen(event)}</time>
          </p>
          {event.venue && <p className="event-page__venue">{event.venue}</p>}
          {event.onlineUrl && (
            <p className="event-page__online">
              Online: <a href={event.onlineUrl}>{event.onlineUrl}</a>
            </p>
          )}
          {seats && <p className="event-page__seats">{seats}</p>}
          {closed ? (
            <p className="event-page__closed">{closed}</p>
          ) : (
            <button type="button" className="button button--primary" onClick={open}>
              {event.seatsLeft === 0 ? 'Join the waiting list' : 'Register'}
            </button>
          )}
          <p className="event-page__calendar">
            Add to calendar: <a href={icsUrl(event.id)}>Download .ics</a>
            {' · '}
            <a href={googleCalendarUrl(event, pageUrl)} target="_blank" rel="noopener noreferrer">
              Google Calendar
            </a>
            {' · '}
            <a href={outlookCalendarUrl(event, pageUrl)} target="_blank" rel="noopener noreferrer">
              Outlook
            </a>
          </p>
        </div>
      </div>
      <p className="event-page__description">{event.description}</p>
      {registering && (
        <RegisterDialog
          eventName={event.name}
          status={registration.status}
          errorDetail={registration.errorDetail}
          successMessage={registration.successMessage}
          onSubmit={(values: RegistrationSubmission) => void registration.register(event.id, values)}
          onClose={close}
        />
      )}
    </article>
  );
}
