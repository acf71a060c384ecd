import { TableScroll } from '../../../components/ui/TableScroll';
import type { RegistrationRowFieldsFragment } from '../../../gql/graphql';
import { formatMoment } from '../../../lib/format-when';
import { registrationStatusLabels } from '../event-admin-messages';

export type RegistrationRow = RegistrationRowFieldsFragment;

/** When a registration arrived, as the public site writes dates and times, in the reader's zone. */
export function formatRegistered(createdAt: string): string {
  return formatMoment(createdAt);
}

export interface RegistrationActions {
  onPromote: (row: RegistrationRow) => void;
  onRemove: (row: RegistrationRow) => void;
  onCheckIn: (row: RegistrationRow, checkedIn: boolean) => void;
  /** The registration an action is running for: its buttons are disabled meanwhile. */
  busyId: string | null;
}

export interface RegistrationsTableProps extends RegistrationActions {
  /** The caption: which event (and which list) these registrations belong to. */
  caption: string;
  registrations: readonly RegistrationRow[];
  /** Each waiting registration's place in the queue (1 is next for a seat), by id. */
  positions: ReadonlyMap<string, number>;
}

/**
 * One event's registrations: Name, Email, Phone, when each registered, their status and check-in,
 * and what staff can do: promote someone waiting, check in someone confirmed, remove anyone live.
 */
export function RegistrationsTable({
  caption,
  registrations,
  positions,
  onPromote,
  onRemove,
  onCheckIn,
  busyId,
}: RegistrationsTableProps) {
  return (
    <TableScroll label={caption}>
      <table className="admin-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Email</th>
            <th scope="col">Phone</th>
            <th scope="col">Registered</th>
            <th scope="col">Status</th>
            <th scope="col">Checked in</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {registrations.map((registration) => {
            const busy = busyId === registration.id;
            return (
              <tr key={registration.id}>
                <td>{registration.name}</td>
                <td>
                  <a href={`mailto:${registration.email}`}>{registration.email}</a>
                </td>
                <td>
                  <a href={`tel:${registration.phone.replace(/[^\d+]/g, '')}`}>{registration.phone}</a>
                </td>
                <td>
                  <time dateTime={registration.createdAt}>{formatRegistered(registration.createdAt)}</time>
                </td>
                <td>
                  {registrationStatusLabels[registration.status]}
                  {positions.has(registration.id) && ` #${positions.get(registration.id)}`}
                </td>
                <td>
                  {registration.checkedInAt ? (
                    <time dateTime={registration.checkedInAt}>{formatRegistered(registration.checkedInAt)}</time>
                  ) : (
                    '—'
                  )}
                </td>
                <td className="registrations-table__actions">
                  {registration.status === 'WAITING' && (
                    <button
                      type="button"
                      className="button"
                      disabled={busy}
                      aria-label={`Promote ${registration.name}`}
                      onClick={() => onPromote(registration)}
                    >
                      Promote
                    </button>
                  )}
                  {registration.status === 'CONFIRMED' && (
                    <button
                      type="button"
                      className="button"
                      disabled={busy}
                      aria-label={`${registration.checkedInAt ? 'Undo check-in of' : 'Check in'} ${registration.name}`}
                      onClick={() => onCheckIn(registration, !registration.checkedInAt)}
                    >
                      {registration.checkedInAt ? 'Undo check-in' : 'Check in'}
                    </button>
                  )}
                  {registration.status !== 'CANCELLED' && (
                    <button
                      type="button"
                      className="button"
                      disabled={busy}
                      aria-label={`Remove ${registration.name}`}
                      onClick={() => onRemove(registration)}
                    >
                      Remove
                    </button>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableScroll>
  );
}
