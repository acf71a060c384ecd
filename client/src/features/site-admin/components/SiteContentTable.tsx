import { Link } from 'react-router-dom';

import { TableScroll } from '../../../components/ui/TableScroll';
import type { SiteContentRowFieldsFragment } from '../../../gql/graphql';
import { formatShortDay } from '../../../lib/format-when';
import { publishedLine, siteAdminMessages as m, siteDocumentPath } from '../site-admin-messages';

/** The documents of the public site, each title opening its editor, with its state and last publish. */
export function SiteContentTable({ pages }: { pages: readonly SiteContentRowFieldsFragment[] }) {
  return (
    <TableScroll label={m.tableLabel} className="site-admin__table-scroll">
      <table className="site-admin__table">
        <thead>
          <tr>
            <th scope="col">{m.document}</th>
            <th scope="col">{m.publicPage}</th>
            <th scope="col">{m.status}</th>
            <th scope="col">{m.lastPublished}</th>
          </tr>
        </thead>
        <tbody>
          {pages.map((page) => (
            <tr key={page.key}>
              <td>
                <Link to={siteDocumentPath(page.key)}>{page.title}</Link>
              </td>
              <td>
                <code>{page.path}</code>
              </td>
              <td>
                {page.hasUnpublishedChanges ? (
                  <span className="site-admin__badge">{m.unpublishedChanges}</span>
                ) : (
                  m.upToDate
                )}
              </td>
              <td>
                {page.publishedAt
                  ? publishedLine(formatShortDay(page.publishedAt), page.publishedBy?.name ?? m.someone)
                  : m.neverPublished}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
