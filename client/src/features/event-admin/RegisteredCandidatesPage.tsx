import { skipToken, useQuery } from '@apollo/client/react';
import { useSearchParams } from 'react-router-dom';

import { FormMessage } from '../../components/ui/FormMessage';
import { SelectField } from '../../components/ui/Field';
import { useDocumentTitle } from '../../components/ui/use-document-title';
import { messages } from '../../content/messages';
import { AdminEventsListDocument, EventRegistrationsListDocument } from '../../gql/graphql';
import { fileNamePart, toCsv } from '../../lib/csv';
import { saveCsv } from '../../lib/download';

import { RegistrationsTable } from './components/RegistrationsTable';
import { eventAdminMessages } from './event-admin-messages';
import './event-admin.css';
import { formatEventDate } from '../../lib/format-when';

/** The URL parameter that holds the chosen event, so a view can be shared and survives a reload. */
export const EVENT_PARAM = 'event';

/** Today in the reader's calendar, as YYYY-MM-DD (the export's file name). */
function today(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Registered Candidates (/admin/registered-candidates): pick an event, see and export who registered. */
export function RegisteredCandidatesPage() {
  useDocumentTitle('Registered Candidates');
  const [params, setParams] = useSearchParams();
  const eventId = params.get(EVENT_PARAM) ?? '';

  const events = useQuery(AdminEventsListDocument);
  // New registrations arrive any time: show what is cached at once and ask the server again.
  const registrations = useQuery(
    EventRegistrationsListDocument,
    eventId ? { variables: { eventId }, fetchPolicy: 'cache-and-network' } : skipToken,
  );

  const chosen = events.data?.events.find((event) => event.id === eventId);
  const rows = eventId ? registrations.data?.eventRegistrations : undefined;

  function choose(id: string) {
    setParams(id ? { [EVENT_PARAM]: id } : {}, { replace: true });
  }

  function exportCsv() {
    if (!rows?.length) return;
    const csv = toCsv(
      ['Name', 'Email', 'Phone', 'Registered'],
      rows.map((row) => [row.name, row.email, row.phone, row.createdAt]),
    );
    saveCsv(csv, `registrations-${fileNamePart(chosen?.name ?? eventId)}-${today()}.csv`);
  }

  let body;
  if (!eventId) {
    body = <p className="event-admin__empty">{eventAdminMessages.selectEventPrompt}</p>;
  } else if (rows) {
    body =
      rows.length === 0 ? (
        <p className="event-admin__empty">{eventAdminMessages.registrationsEmpty}</p>
      ) : (
        <RegistrationsTable
          caption={chosen ? `Registrations for ${chosen.name}` : 'Registrations'}
          registrations={rows}
        />
      );
  } else if (registrations.error) {
    body = <FormMessage message={eventAdminMessages.registrationsFetchFailed} tone="error" />;
  } else {
    body = (
      <p className="event-admin__status" role="status">
        {eventAdminMessages.registrationsLoading}
      </p>
    );
  }

  return (
    <section className="page event-admin">
      <h1>Registered Candidates</h1>
      <div className="event-admin__toolbar">
        <SelectField
          label="Select an event"
          value={chosen || !events.data ? eventId : ''}
          onChange={(event) => choose(event.target.value)}
          disabled={!events.data}
          hint={events.loading && !events.data ? eventAdminMessages.eventsLoading : undefined}
        >
          <option value="">Choose an event…</option>
          {events.data?.events.map((event) => (
            <option key={event.id} value={event.id}>
              {event.name} ({formatEventDate(event.date)})
            </option>
          ))}
        </SelectField>
        <button type="button" className="button" disabled={!rows?.length} onClick={exportCsv}>
          Export CSV
        </button>
      </div>
      {events.error && !events.data && <FormMessage message={messages.events.fetchFailed} tone="error" />}
      {body}
    </section>
  );
}
