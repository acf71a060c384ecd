import './event-admin.css';

import { skipToken, useMutation, useQuery } from '@apollo/client/react';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

import { SelectField } from '../../components/ui/Field';
import { FormMessage } from '../../components/ui/FormMessage';
import { useDocumentTitle } from '../../components/ui/use-document-title';
import { messages } from '../../content/messages';
import {
  AdminEventsListDocument,
  EventRegistrationsListDocument,
  RegistrationCheckInDocument,
  RegistrationPromoteDocument,
  RegistrationRemoveDocument,
  type RegistrationStatus,
} from '../../gql/graphql';
import { fileNamePart, toCsv } from '../../lib/csv';
import { saveCsv } from '../../lib/download';
import { formatEventDate } from '../../lib/format-when';
import { serverMessage } from '../../lib/graphql-errors';

import { CheckInList } from './components/CheckInList';
import { type RegistrationRow, RegistrationsTable } from './components/RegistrationsTable';
import { eventAdminMessages, registrationStatusLabels, removeConfirmQuestion } from './event-admin-messages';
import { HeldRegistrations } from './HeldRegistrations';
import { EVENT_PARAM, LIST_PARAM, MODE_PARAM } from './registrations-params';
import { inArrivalOrder, waitingPositions } from './waiting-order';

/** MODE_PARAM's value for the check-in mode. */
const CHECK_IN_MODE = 'check-in';

const LISTS: (RegistrationStatus | 'ALL')[] = ['ALL', 'CONFIRMED', 'WAITING', 'CANCELLED'];

/** Today in the reader's calendar, as YYYY-MM-DD (the export's file name). */
function today(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * Registered Candidates (/admin/registered-candidates): pick an event, see who registered in arrival
 * order (all, or the confirmed, waiting or cancelled list, with counts; the people waiting with their
 * place in the queue), promote, check in or remove people, and
 * export the list shown as CSV.
 */
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

  // A removal can promote someone else: the list and the counts are read again.
  const refetchQueries = ['EventRegistrationsList', 'AdminEventsList'];
  const [promote] = useMutation(RegistrationPromoteDocument, { refetchQueries: ['AdminEventsList'] });
  const [remove] = useMutation(RegistrationRemoveDocument, { refetchQueries });
  const [checkIn] = useMutation(RegistrationCheckInDocument);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);

  const chosen = events.data?.events.find((event) => event.id === eventId);
  const all = eventId ? registrations.data?.eventRegistrations : undefined;
  const listParam = params.get(LIST_PARAM);
  const list = LISTS.find((value) => value === listParam) ?? 'ALL';
  const checkInMode = params.get(MODE_PARAM) === CHECK_IN_MODE;
  // In arrival order, so the waiting list reads #1, #2 … from the top: the first row is the next
  // person a freed seat goes to, and its Promote promotes that person.
  const ordered = useMemo(() => (all ? inArrivalOrder(all) : undefined), [all]);
  const positions = useMemo(() => waitingPositions(all ?? []), [all]);
  const rows = ordered && list !== 'ALL' ? ordered.filter((row) => row.status === list) : ordered;
  const count = (value: RegistrationStatus | 'ALL') =>
    all ? (value === 'ALL' ? all.length : all.filter((row) => row.status === value).length) : 0;

  /** The check-in mode stays on while staff switch events (the door stays the door). */
  function modeParams(): Record<string, string> {
    return checkInMode ? { [MODE_PARAM]: CHECK_IN_MODE } : {};
  }

  function choose(id: string) {
    setParams(id ? { [EVENT_PARAM]: id, ...modeParams() } : modeParams(), { replace: true });
  }

  function show(value: RegistrationStatus | 'ALL') {
    setParams(value === 'ALL' ? { [EVENT_PARAM]: eventId } : { [EVENT_PARAM]: eventId, [LIST_PARAM]: value }, {
      replace: true,
    });
  }

  function toggleCheckInMode() {
    const next = new URLSearchParams(params);
    if (checkInMode) next.delete(MODE_PARAM);
    else next.set(MODE_PARAM, CHECK_IN_MODE);
    setParams(next, { replace: true });
  }

  const onCheckIn = (row: RegistrationRow, checkedIn: boolean) =>
    void act(row, () => checkIn({ variables: { id: row.id, checkedIn } }));

  async function act(row: RegistrationRow, run: () => Promise<unknown>) {
    setBusyId(row.id);
    setActionError(null);
    try {
      await run();
    } catch (error) {
      setActionError(serverMessage(error) ?? eventAdminMessages.actionFailed);
    } finally {
      setBusyId(null);
    }
  }

  function exportCsv() {
    if (!rows?.length) return;
    const csv = toCsv(
      ['Name', 'Email', 'Phone', 'Registered', 'Status', 'Checked in'],
      rows.map((row) => [
        row.name,
        row.email,
        row.phone,
        row.createdAt,
        registrationStatusLabels[row.status],
        row.checkedInAt ?? '',
      ]),
    );
    const which = list === 'ALL' ? '' : `-${list.toLowerCase()}`;
    saveCsv(csv, `registrations-${fileNamePart(chosen?.name ?? eventId)}${which}-${today()}.csv`);
  }

  let body;
  if (!eventId) {
    body = <p className="event-admin__empty">{eventAdminMessages.selectEventPrompt}</p>;
  } else if (ordered && checkInMode) {
    body = (
      <>
        <FormMessage message={actionError} tone="error" />
        <CheckInList
          registrations={ordered.filter((row) => row.status === 'CONFIRMED')}
          busyId={busyId}
          onCheckIn={onCheckIn}
        />
      </>
    );
  } else if (rows) {
    const listName = list === 'ALL' ? 'Registrations' : `${registrationStatusLabels[list]} registrations`;
    body = (
      <>
        <div className="event-admin__lists" role="group" aria-label="Show">
          {LISTS.map((value) => (
            <button
              key={value}
              type="button"
              className="button"
              aria-pressed={list === value}
              onClick={() => show(value)}
            >
              {value === 'ALL' ? 'All' : registrationStatusLabels[value]} ({count(value)})
            </button>
          ))}
        </div>
        <FormMessage message={actionError} tone="error" />
        {rows.length === 0 ? (
          <p className="event-admin__empty">{eventAdminMessages.registrationsEmpty}</p>
        ) : (
          <RegistrationsTable
            caption={chosen ? `${listName} for ${chosen.name}` : listName}
            registrations={rows}
            positions={positions}
            busyId={busyId}
            onPromote={(row) => void act(row, () => promote({ variables: { id: row.id } }))}
            onCheckIn={onCheckIn}
            onRemove={(row) => {
              if (window.confirm(removeConfirmQuestion(row.name))) {
                void act(row, () => remove({ variables: { id: row.id } }));
              }
            }}
          />
        )}
      </>
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
        <button type="button" className="button" aria-pressed={checkInMode} onClick={toggleCheckInMode}>
          Check-in mode
        </button>
        {!checkInMode && (
          <button type="button" className="button" disabled={!rows?.length} onClick={exportCsv}>
            Export CSV
          </button>
        )}
      </div>
      {events.error && !events.data && <FormMessage message={messages.events.fetchFailed} tone="error" />}
      {eventId && <HeldRegistrations eventId={eventId} />}
      {body}
    </section>
  );
}
