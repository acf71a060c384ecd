import { TableScroll } from '../../../components/ui/TableScroll';
import type { JoinUsType } from '../../../gql/graphql';

export interface JoinUsPersonRow {
  id: string;
  name: string;
  email: string;
  phone: string;
  location: string;
  type: JoinUsType;
}

/** The people who asked to join, one row each, in the order given (newest first). */
export function JoinUsPeopleTable({ people }: { people: readonly JoinUsPersonRow[] }) {
  return (
    <TableScroll label="People who asked to join">
      <table className="join-us-admin__table">
        <caption className="visually-hidden">People who asked to join, newest first</caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Email</th>
            <th scope="col">Phone</th>
            <th scope="col">Location</th>
            <th scope="col">Type</th>
          </tr>
        </thead>
        <tbody>
          {people.map((person) => (
            <tr key={person.id}>
              <td>{person.name}</td>
              <td>
                <a href={`mailto:${person.email}`}>{person.email}</a>
              </td>
              <td>{person.phone}</td>
              <td>{person.location}</td>
              <td>{person.type}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
