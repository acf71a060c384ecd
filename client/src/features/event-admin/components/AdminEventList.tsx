import { useId } from 'react';
import { Link } from 'react-router-dom';

import type { AdminEventFieldsFragment } from '../../../gql/graphql';
import { formatEventDate, formatEventTime } from '../../../lib/format-when';
import { timeZoneInWords } from '../../../lib/time-zone-words';
import { capacityWords, registrationsPath } from '../capacity';

export interface AdminEventListProps {
  events: readonly AdminEventFieldsFragment[];
  onEdit: (event: AdminEventFieldsFragment) => void;
  onDelete: (event: AdminEventFieldsFragment) => void;
}

/** Seats taken against the capacity, as a bar and in words, linking to the event's registrations. */
function CapacityBar({ event }: { event: AdminEventFieldsFragment }) {
  const { confirmed } = event.registrationCounts;
  const { capacity } = event;
  return (
    <div className="capacity">
      {capacity !== null && capacity !== undefined && (
        // A meter, not a progressbar: seats taken is a measure, not a task's progress.
        <meter
          className="capacity__bar"
          min={0}
          max={Math.max(capacity, 1)}
          value={Math.min(confirmed, capacity)}
          aria-label={`Seats taken for ${event.name}`}
        />
      )}
      <Link className="capacity__words" to={registrationsPath(event.id)}>
        {capacityWords(event)}
      </Link>
    </div>
  );
}

function AdminEventCard({
  event,
  onEdit,
  onDelete,
}: { event: AdminEventFieldsFragment } & Omit<AdminEventListProps, 'events'>) {
  const headingId = useId();
  return (
    <article className="admin-event" aria-labelledby={headingId}>
      {event.imageUrl ? (
        // The name is the heading beside it: the thumbnail adds nothing to read out.
        <img className="admin-event__thumb" src={event.imageUrl} alt="" loading="lazy" />
      ) : (
        <div className="admin-event__thumb admin-event__thumb--empty" role="img" aria-label="No image">
          No image
        </div>
      )}
      <div className="admin-event__body">
        <h2 id={headingId} className="admin-event__name">
          {event.name}
        </h2>
        <dl className="admin-event__facts">
          <div>
            <dt>Date</dt>
            <dd>
              <time dateTime={event.date}>{formatEventDate(event.date)}</time>
            </dd>
          </div>
          <div>
            <dt>Time</dt>
            <dd>
              <time dateTime={event.time}>{formatEventTime(event.time)}</time> {timeZoneInWords(event.timeZone)}
            </dd>
          </div>
        </dl>
        <CapacityBar event={event} />
        <p className="admin-event__description">{event.description}</p>
        <div className="admin-event__actions">
          <button type="button" className="button" aria-label={`Edit ${event.name}`} onClick={() => onEdit(event)}>
            Edit
          </button>
          <button
            type="button"
            className="button event-admin__danger-outline"
            aria-label={`Delete ${event.name}`}
            onClick={() => onDelete(event)}
          >
            Delete
          </button>
        </div>
      </div>
    </article>
  );
}

/** The back office's event cards: thumbnail (or a placeholder), name, date, time, description. */
export function AdminEventList({ events, onEdit, onDelete }: AdminEventListProps) {
  return (
    <ul className="admin-event-list" aria-label="Events">
      {events.map((event) => (
        <li key={event.id}>
          <AdminEventCard event={event} onEdit={onEdit} onDelete={onDelete} />
        </li>
      ))}
    </ul>
  );
}
