import { Link } from 'react-router-dom';

import { PagedList } from '../../../components/ui/PagedList';
import { TableScroll } from '../../../components/ui/TableScroll';
import { ClientPlacementsDocument } from '../../../gql/graphql';
import { usePagedList } from '../../../lib/use-paged-list';
import { candidatePath, CLIENT_PLACEMENTS_PAGE_SIZE, clientsMessages as m } from '../clients-messages';

function fee(amount: number | null | undefined, currency: string | null | undefined): string {
  if (amount === null || amount === undefined) return m.unknown;
  if (!currency) return amount.toLocaleString();
  try {
    return new Intl.NumberFormat(undefined, { style: 'currency', currency }).format(amount);
  } catch {
    return `${amount.toLocaleString()} ${currency}`;
  }
}

/** The client's placements (candidate, job, start date, fee), the latest recorded first, a page at a time. */
export function ClientPlacements({ clientId }: { clientId: string }) {
  const list = usePagedList(ClientPlacementsDocument, {
    variables: { clientId, first: CLIENT_PLACEMENTS_PAGE_SIZE },
    page: (data) => data.placements,
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
  });
  return (
    <PagedList
      state={list.state}
      loading={m.placementsLoading}
      failed={m.placementsFailed}
      empty={m.noPlacements}
      loadMoreFailed={m.placementsLoadMoreFailed}
    >
      {(placements) => (
        <TableScroll label={m.placementsLabel} className="clients__table-scroll">
          <table className="clients__table">
            <thead>
              <tr>
                <th scope="col">{m.candidate}</th>
                <th scope="col">{m.job}</th>
                <th scope="col">{m.startDate}</th>
                <th scope="col">{m.fee}</th>
              </tr>
            </thead>
            <tbody>
              {placements.map((placement) => (
                <tr key={placement.id}>
                  <td>
                    <Link to={candidatePath(placement.application.id)}>{placement.application.fullName}</Link>
                  </td>
                  <td>{placement.application.job.title}</td>
                  <td>{placement.startDate ?? m.unknown}</td>
                  <td>{fee(placement.fee, placement.currency)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </PagedList>
  );
}
