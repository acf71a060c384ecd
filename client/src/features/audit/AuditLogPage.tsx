import './audit.css';

import { useQuery } from '@apollo/client/react';
import { useState } from 'react';

import { Field, SelectField } from '../../components/ui/Field';
import { PagedList } from '../../components/ui/PagedList';
import { TableScroll } from '../../components/ui/TableScroll';
import { useDocumentTitle } from '../../components/ui/use-document-title';
import { type AuditAction, AuditActorsDocument, AuditEntriesDocument, type AuditFilterInput } from '../../gql/graphql';
import { formatMoment } from '../../lib/format-when';
import { usePagedList } from '../../lib/use-paged-list';

import { AUDIT_ACTION_LABELS, AUDIT_PAGE_SIZE, auditMessages } from './audit-messages';
import { auditSentence } from './audit-sentence';
import { AuditEntryDetails } from './AuditEntryDetails';

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
  const list = usePagedList(AuditEntriesDocument, {
    variables: { filter, first: AUDIT_PAGE_SIZE },
    page: (data) => data.auditEntries,
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
  });

  return (
    <section className="page audit-log">
      <h1>{PAGE_TITLE}</h1>
      <form
        className="audit-log__filters"
        role="search"
        aria-label="Filter the audit log"
        onSubmit={(e) => e.preventDefault()}
      >
        <SelectField label="Who" value={actorId} onChange={(event) => setActorId(event.target.value)}>
          <option value="">{auditMessages.anyone}</option>
          {actors.data?.staffUsers.map((user) => (
            <option key={user.id} value={user.id}>
              {`${user.firstName} ${user.lastName}`.trim()} ({user.email})
            </option>
          ))}
        </SelectField>
        <SelectField label="What" value={action} onChange={(event) => setAction(event.target.value)}>
          <option value="">{auditMessages.anything}</option>
          {Object.entries(AUDIT_ACTION_LABELS).map(([code, label]) => (
            <option key={code} value={code}>
              {label}
            </option>
          ))}
        </SelectField>
        <Field label="From" type="date" value={fromDay} onChange={(event) => setFromDay(event.target.value)} />
        <Field label="To" type="date" value={toDay} onChange={(event) => setToDay(event.target.value)} />
      </form>
      <PagedList
        state={list.state}
        loading={auditMessages.loading}
        failed={auditMessages.failure}
        empty={auditMessages.empty}
        loadMoreFailed={auditMessages.failure}
      >
        {(entries) => (
          <TableScroll label="Audit entries">
            <table className="audit-log__table">
              <thead>
                <tr>
                  <th scope="col">When</th>
                  <th scope="col">What happened</th>
                  <th scope="col">Details</th>
                </tr>
              </thead>
              <tbody>
                {entries.map((entry) => (
                  <tr key={entry.id}>
                    <td className="audit-log__when">
                      <time dateTime={entry.at}>{formatMoment(entry.at)}</time>
                    </td>
                    <td>{auditSentence(entry)}</td>
                    <td>
                      <AuditEntryDetails entry={entry} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        )}
      </PagedList>
    </section>
  );
}
