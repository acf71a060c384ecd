import { useDeferredValue, useId, useState } from 'react';

import { Field } from '../../../components/ui/Field';
import { formatTimeOfDay } from '../../../lib/format-when';

import type { RegistrationRow } from './RegistrationsTable';

export interface CheckInListProps {
  /** The event's confirmed registrations, in the order to show them. */
  registrations: readonly RegistrationRow[];
  /** The registration whose check-in is being saved: its button is disabled meanwhile. */
  busyId: string | null;
  onCheckIn: (row: RegistrationRow, checkedIn: boolean) => void;
}

/** Whether a registration matches what was typed: name, e-mail or phone (digits only), any case. */
function matches(row: RegistrationRow, query: string): boolean {
  const words = query.trim().toLowerCase();
  if (!words) return true;
  if (`${row.name} ${row.email}`.toLowerCase().includes(words)) return true;
  const digits = words.replace(/\D/g, '');
  return digits.length > 0 && row.phone.replace(/\D/g, '').includes(digits);
}

/**
 * The check-in mode, made for a phone at the door: a search box and, per confirmed person, their
 * name and a large Check in (or Undo) button, one person per line, nothing to scroll sideways.
 */
export function CheckInList({ registrations, busyId, onCheckIn }: CheckInListProps) {
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query);
  const shown = registrations.filter((row) => matches(row, deferred));
  const arrived = registrations.filter((row) => row.checkedInAt).length;
  const countId = useId();
  return (
    <div className="check-in">
      <Field
        label="Search by name, e-mail or phone"
        type="search"
        value={query}
        autoComplete="off"
        onChange={(event) => setQuery(event.target.value)}
        aria-describedby={countId}
      />
      <p id={countId} className="check-in__count" role="status">
        {arrived} of {registrations.length} checked in
      </p>
      {shown.length === 0 ? (
        <p className="event-admin__empty">
          {registrations.length === 0 ? 'Nobody has a confirmed seat yet.' : 'Nobody matches that search.'}
        </p>
      ) : (
        <ul className="check-in__list" aria-label="Confirmed people">
          {shown.map((row) => (
            <li key={row.id} className="check-in__person">
              <div className="check-in__who">
                <span className="check-in__name">{row.name}</span>
                <span className="check-in__detail">{row.email}</span>
                {row.checkedInAt && (
                  <span className="check-in__detail">
                    Checked in at <time dateTime={row.checkedInAt}>{formatTimeOfDay(row.checkedInAt)}</time>
                  </span>
                )}
              </div>
              <button
                type="button"
                className={row.checkedInAt ? 'button check-in__button' : 'button button--primary check-in__button'}
                disabled={busyId === row.id}
                aria-label={`${row.checkedInAt ? 'Undo check-in of' : 'Check in'} ${row.name}`}
                onClick={() => onCheckIn(row, !row.checkedInAt)}
              >
                {row.checkedInAt ? 'Undo' : 'Check in'}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
