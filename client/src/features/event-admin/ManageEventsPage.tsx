import './event-admin.css';

import type { Reference } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';
import { useRef, useState } from 'react';
import { Link } from 'react-router-dom';

import { FormMessage } from '../../components/ui/FormMessage';
import { useDocumentTitle } from '../../components/ui/use-document-title';
import { useTimedMessage } from '../../components/ui/use-timed-message';
import { messages } from '../../content/messages';
import {
  type AdminEventFieldsFragment,
  AdminEventsListDocument,
  EventDeleteDocument,
  EventUpdateDocument,
} from '../../gql/graphql';

import { AdminEventList } from './components/AdminEventList';
import { DeleteEventDialog } from './components/DeleteEventDialog';
import { EditEventDialog } from './components/EditEventDialog';
import { eventAdminMessages, eventDeletedMessage, eventUpdatedMessage } from './event-admin-messages';
import { type EventValues, eventValuesOf, toEventInput, updateFailedAlert } from './event-form';

/** Manage Events (/admin/manage-events): every event, with Edit (a modal) and Delete (confirmed). */
export function ManageEventsPage() {
  useDocumentTitle('Manage Events');
  const { data, error } = useQuery(AdminEventsListDocument);
  const [updateEvent] = useMutation(EventUpdateDocument);
  const [deleteEvent] = useMutation(EventDeleteDocument);

  const [editing, setEditing] = useState<AdminEventFieldsFragment | null>(null);
  const [deleting, setDeleting] = useState<AdminEventFieldsFragment | null>(null);
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<{ loaded: number; total: number } | null>(null);
  const done = useTimedMessage();
  // One request at a time: the ref stops a second click that arrives before the state update.
  const sending = useRef(false);

  async function save(values: EventValues, image: File | null) {
    if (!editing || sending.current) return;
    sending.current = true;
    setBusy(true);
    setProgress(null);
    const input = toEventInput(values, eventValuesOf(editing));
    try {
      await updateEvent({
        // No new picture: no image variable at all, so the server keeps the old one.
        variables: image ? { id: editing.id, input, image } : { id: editing.id, input },
        context: image ? { onUploadProgress: (loaded: number, total: number) => setProgress({ loaded, total }) } : {},
        // SPEC section 4: a successful save reloads the full event list (its order may change).
        refetchQueries: [AdminEventsListDocument],
      });
      setEditing(null);
      done.show(eventUpdatedMessage(input.name));
    } catch (failure) {
      window.alert(updateFailedAlert(failure));
    } finally {
      sending.current = false;
      setBusy(false);
    }
  }

  async function remove() {
    if (!deleting || sending.current) return;
    const { id, name } = deleting;
    sending.current = true;
    setBusy(true);
    try {
      await deleteEvent({
        variables: { id },
        update(cache) {
          cache.modify({
            id: 'ROOT_QUERY',
            fields: {
              events: (refs: readonly Reference[], { readField }) => refs.filter((ref) => readField('id', ref) !== id),
            },
          });
          cache.evict({ id: 'ROOT_QUERY', fieldName: 'eventRegistrations', args: { eventId: id } });
          cache.evict({ id: cache.identify({ __typename: 'Event', id }) });
          cache.gc();
        },
      });
      done.show(eventDeletedMessage(name));
    } catch {
      window.alert(eventAdminMessages.deleteFailedAlert);
    } finally {
      sending.current = false;
      setBusy(false);
      setDeleting(null);
    }
  }

  let body;
  if (data) {
    body =
      data.events.length === 0 ? (
        <p className="event-admin__empty">
          {eventAdminMessages.eventsEmpty} <Link to="/admin/add-events">Add an event</Link>
        </p>
      ) : (
        <AdminEventList events={data.events} onEdit={setEditing} onDelete={setDeleting} />
      );
  } else if (error) {
    body = <FormMessage message={messages.events.fetchFailed} tone="error" />;
  } else {
    body = (
      <p className="event-admin__status" role="status">
        {eventAdminMessages.eventsLoading}
      </p>
    );
  }

  return (
    <section className="page event-admin">
      <h1>Manage Events</h1>
      <FormMessage message={done.message} tone="success" />
      {body}
      {editing && (
        <EditEventDialog
          key={editing.id}
          event={editing}
          busy={busy}
          progress={progress}
          onSave={save}
          onCancel={() => {
            if (!sending.current) setEditing(null);
          }}
        />
      )}
      {deleting && (
        <DeleteEventDialog
          event={deleting}
          busy={busy}
          onConfirm={remove}
          onCancel={() => {
            if (!sending.current) setDeleting(null);
          }}
        />
      )}
    </section>
  );
}
