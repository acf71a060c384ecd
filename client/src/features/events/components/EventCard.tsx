import { useId } from 'react';

import type { EventCardFieldsFragment } from '../../../gql/graphql';
import { formatEventDate, formatEventTime } from '../../../lib/format-when';

import { EventImagePlaceholder } from './EventImagePlaceholder';

export interface EventCardProps {
  event: EventCardFieldsFragment;
  onRegister: (event: EventCardFieldsFragment) => void;
}

/** One event: its picture (or our placeholder), name, when it happens, what it is, and Register. */
export function EventCard({ event, onRegister }: EventCardProps) {
  const headingId = useId();
  return (
    <article className="event-card" aria-labelledby={headingId}>
      {event.imageUrl ? (
        <img className="event-card__media" src={event.imageUrl} alt={event.name} loading="lazy" />
      ) : (
        <EventImagePlaceholder />
      )}
      <div className="event-card__body">
        <h2 id={headingId} className="event-card__name">
          {event.name}
        </h2>
        <p className="event-card__when">
          <time dateTime={event.date}>{formatEventDate(event.date)}</time>
          {' at '}
          <time dateTime={event.time}>{formatEventTime(event.time)}</time>
        </p>
        <p className="event-card__description">{event.description}</p>
        <button
          type="button"
          className="button button--primary event-card__register"
          aria-label={`Register for ${event.name}`}
          onClick={() => onRegister(event)}
        >
          Register
        </button>
      </div>
    </article>
  );
}
