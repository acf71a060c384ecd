import type { EventRegistrationsListQuery } from '../../../gql/graphql';
import { TableScroll } from '../../../components/ui/TableScroll';
import { formatMoment } from '../../../lib/format-when';

export type RegistrationRow = EventRegistrationsListQuery['eventRegistrations'][number];

/** When a registration arrived, as the public site writes dates and times, in the reader's zone. */
export function formatRegistered(createdAt: string): string {
  return formatMoment(createdAt);
}

export interface RegistrationsTableProps {
  /** The caption: which event these registrations belong to. */
  caption: string;
  registrations: readonly RegistrationRow[];
}

/** One event's registrations: Name, Email, Phone and when each registered. */
export function RegistrationsTable({ caption, registrations }: RegistrationsTableProps) {
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
          </tr>
        </thead>
        <tbody>
          {registrations.map((registration) => (
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
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
