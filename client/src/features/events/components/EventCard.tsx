import { useId } from 'react';
import { Link } from 'react-router-dom';

import type { EventCardFieldsFragment } from '../../../gql/graphql';
import { formatEventDate, formatEventTime } from '../../../lib/format-when';
import { timeZoneInWords } from '../../../lib/time-zone-words';
import { closedText, eventPath, seatsText } from '../event-details';

import { EventPicture } from './EventPicture';

export interface EventCardProps {
  event: EventCardFieldsFragment;
  onRegister: (event: EventCardFieldsFragment) => void;
}

/**
 * One event: its picture (or our placeholder), name (a link to its own page), when it happens in
 * its time zone, where, what it is, the seats left, and Register while registration is open.
 */
export function EventCard({ event, onRegister }: EventCardProps) {
  const headingId = useId();
  const seats = seatsText(event);
  const closed = closedText(event);
  return (
    <article className="event-card" aria-labelledby={headingId}>
      <EventPicture
        event={event}
        className="event-card__media"
        sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
        loading="lazy"
      />
      <div className="event-card__body">
        <h2 id={headingId} className="event-card__name">
          <Link to={eventPath(event.id)}>{event.name}</Link>
        </h2>
        <p className="event-card__when">
          <time dateTime={event.date}>{formatEventDate(event.date)}</time>
          {' at '}
          <time dateTime={event.time}>{formatEventTime(event.time)}</time>
          <span className="event-card__zone"> {timeZoneInWords(event.timeZone)}</span>
        </p>
        {(event.venue || event.onlineUrl) && (
          <p className="event-card__where">{event.venue ? event.venue : 'Online'}</p>
        )}
        <p className="event-card__description">{event.description}</p>
        {seats && <p className="event-card__seats">{seats}</p>}
        {closed ? (
          <p className="event-card__closed">{closed}</p>
        ) : (
          <button
            type="button"
            className="button button--primary event-card__register"
            aria-label={`Register for ${event.name}`}
            onClick={() => onRegister(event)}
          >
            Register
          </button>
        )}
      </div>
    </article>
  );
}
