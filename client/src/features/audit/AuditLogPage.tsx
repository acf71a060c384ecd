import './audit.css';

import { useQuery } from '@apollo/client/react';
import { useState } from 'react';

import { TableScroll } from '../../components/ui/TableScroll';
import { useDocumentTitle } from '../../components/ui/use-document-title';
import { type AuditAction, AuditActorsDocument, AuditEntriesDocument, type AuditFilterInput } from '../../gql/graphql';
import { formatMoment } from '../../lib/format-when';
import { useLoadMore } from '../../lib/paging';

import { AUDIT_ACTION_LABELS, AUDIT_PAGE_SIZE, auditMessages } from './audit-messages';

const PAGE_TITLE = 'Audit Log';

/** A date input's day as the start of that day in the viewer's time zone, or undefined. */
function dayStart(day: string, plusDays = 0): string | undefined {
  if (!day) return undefined;
  const date = new Date(`${day}T00:00:00`);
  date.setDate(date.getDate() + plusDays);
  return date.toISOString();
}

/** /admin/audit (ADMIN and up): who did what and when, newest first, filtered, paged by cursor. */
export function AuditLogPage() {
  useDocumentTitle(PAGE_TITLE);
  const [actorId, setActorId] = useState('');
  const [action, setAction] = useState('');
  const [fromDay, setFromDay] = useState('');
  const [toDay, setToDay] = useState('');
  const actors = useQuery(AuditActorsDocument);

  const filter: AuditFilterInput = {
    actorId: actorId || undefined,
    action: (action || undefined) as AuditAction | undefined,
    from: dayStart(fromDay),
    // The To day is included: entries before the start of the next day.
    to: dayStart(toDay, 1),
  };
  const list = useQuery(AuditEntriesDocument, {
    variables: { filter, first: AUDIT_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
  });
  const page = list.data?.auditEntries;

  const { loadingMore, loadMoreFailed, loadMore } = useLoadMore(
    page?.pageInfo.hasNextPage
      ? () =>
          list.fetchMore({
            variables: { after: page.pageInfo.endCursor },
            updateQuery: (previous, { fetchMoreResult }) => ({
              auditEntries: {
                ...fetchMoreResult.auditEntries,
                edges: [...previous.auditEntries.edges, ...fetchMoreResult.auditEntries.edges],
              },
            }),
          })
      : null,
  );

  return (
    <section className="page audit-log">
      <h1>{PAGE_TITLE}</h1>
      <form
        className="audit-log__filters"
        role="search"
        aria-label="Filter the audit log"
        onSubmit={(e) => e.preventDefault()}
      >
        <label>
          Who
          <select value={actorId} onChange={(event) => setActorId(event.target.value)}>
            <option value="">{auditMessages.anyone}</option>
            {actors.data?.staffUsers.map((user) => (
              <option key={user.id} value={user.id}>
                {user.email}
              </option>
            ))}
          </select>
        </label>
        <label>
          What
          <select value={action} onChange={(event) => setAction(event.target.value)}>
            <option value="">{auditMessages.anything}</option>
            {Object.entries(AUDIT_ACTION_LABELS).map(([code, label]) => (
              <option key={code} value={code}>
                {label}
              </option>
            ))}
          </select>
        </label>
        <label>
          From
          <input type="date" value={fromDay} onChange={(event) => setFromDay(event.target.value)} />
        </label>
        <label>
          To
          <input type="date" value={toDay} onChange={(event) => setToDay(event.target.value)} />
        </label>
      </form>
      {list.error && !page ? (
        <p role="alert" className="audit-log__notice audit-log__notice--error">
          {auditMessages.failure}
        </p>
      ) : !page ? (
        <p role="status" className="audit-log__notice">
          {auditMessages.loading}
        </p>
      ) : page.edges.length === 0 ? (
        <p className="audit-log__notice">{auditMessages.empty}</p>
      ) : (
        <>
          <TableScroll label="Audit entries">
            <table className="audit-log__table">
              <thead>
                <tr>
                  <th scope="col">When</th>
                  <th scope="col">Who</th>
                  <th scope="col">What</th>
                  <th scope="col">Subject</th>
                  <th scope="col">Details</th>
                </tr>
              </thead>
              <tbody>
                {page.edges.map(({ node }) => (
                  <tr key={node.id}>
                    <td>{formatMoment(node.at)}</td>
                    <td className="audit-log__who">{node.actorLabel}</td>
                    <td>{AUDIT_ACTION_LABELS[node.action] ?? node.action}</td>
                    <td>{node.subjectType ? `${node.subjectType} ${node.subjectId ?? ''}` : ''}</td>
                    <td>
                      <code>{node.details === '{}' ? '' : node.details}</code>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
          {page.pageInfo.hasNextPage && (
            <div className="audit-log__more">
              <button type="button" className="button" onClick={loadMore} disabled={loadingMore}>
                {loadingMore ? auditMessages.loadingMore : auditMessages.loadMore}
              </button>
            </div>
          )}
          {loadMoreFailed && (
            <p role="alert" className="audit-log__notice audit-log__notice--error">
              {auditMessages.failure}
            </p>
          )}
        </>
      )}
    </section>
  );
}
