import { Link } from 'react-router-dom';

import { TableScroll } from '../../../components/ui/TableScroll';
import type { TalentPoolRowFieldsFragment } from '../../../gql/graphql';
import { formatMoment, formatShortDay } from '../../../lib/format-when';
import { entryPath, talentPoolMessages as m } from '../talent-pool-messages';

/** The pool's entries, each name linking to the entry's page. */
export function TalentPoolTable({ entries }: { entries: readonly TalentPoolRowFieldsFragment[] }) {
  return (
    <TableScroll label={m.tableLabel} className="talent-pool__table-scroll">
      <table className="talent-pool__table">
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Email</th>
            <th scope="col">Phone</th>
            <th scope="col">Looking for</th>
            <th scope="col">CV sent</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id}>
              <td>
                <Link to={entryPath(entry.id)}>{entry.fullName}</Link>
              </td>
              <td>{entry.email}</td>
              <td>{entry.phone}</td>
              <td className="talent-pool__message">{entry.message}</td>
              <td>
                <time dateTime={entry.submittedAt} title={formatMoment(entry.submittedAt)}>
                  {formatShortDay(entry.submittedAt)}
                </time>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
