import { Link } from 'react-router-dom';

import { TableScroll } from '../../../components/ui/TableScroll';
import type { ClientRowFieldsFragment } from '../../../gql/graphql';
import { clientPath, clientsMessages as m } from '../clients-messages';

/** The clients by name, each name linking to the client's page, with their figures. */
export function ClientsTable({ clients }: { clients: readonly ClientRowFieldsFragment[] }) {
  return (
    <TableScroll label={m.tableLabel} className="clients__table-scroll">
      <table className="clients__table">
        <thead>
          <tr>
            <th scope="col">{m.name}</th>
            <th scope="col">{m.industry}</th>
            <th scope="col" className="clients__number">
              {m.openJobs}
            </th>
            <th scope="col" className="clients__number">
              {m.inProcess}
            </th>
            <th scope="col" className="clients__number">
              {m.placements}
            </th>
          </tr>
        </thead>
        <tbody>
          {clients.map((client) => (
            <tr key={client.id}>
              <td>
                <Link to={clientPath(client.id)}>{client.name}</Link>
              </td>
              <td>{client.industry}</td>
              <td className="clients__number">{client.openJobCount}</td>
              <td className="clients__number">{client.candidatesInProcessCount}</td>
              <td className="clients__number">{client.placementCount}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
