import './event-admin.css';

import { useMutation } from '@apollo/client/react';
import { useRef, useState } from 'react';
import { Link } from 'react-router-dom';

import { FormMessage } from '../../components/ui/FormMessage';
import { useDocumentTitle } from '../../components/ui/use-document-title';
import { useTimedMessage } from '../../components/ui/use-timed-message';
import { EventCreateDocument } from '../../gql/graphql';

import { EventForm } from './components/EventForm';
import { eventAdminMessages } from './event-admin-messages';
import { emptyEvent, type EventValues, serverReason, toEventInput } from './event-form';

/** Add Events (/admin/add-events): the add-event form, sent with its image as a multipart request. */
export function AddEventsPage() {
  useDocumentTitle('Add Events');
  const [createEvent] = useMutation(EventCreateDocument, {
    // Lists are ordered by date on the server: drop the cached `events` list so every list
    // (Manage Events, the registrations selector, Our Events) asks again and shows the new event.
    update(cache) {
      cache.evict({ id: 'ROOT_QUERY', fieldName: 'events' });
      cache.gc();
    },
  });
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<{ loaded: number; total: number } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // A new key remounts the form: every field empty again, the file picker included.
  const [formKey, setFormKey] = useState(0);
  const success = useTimedMessage();
  // State updates land after the event; the ref stops a second submit that arrives before that.
  const sending = useRef(false);

  async function submit(values: EventValues, image: File | null) {
    if (sending.current || !image) return;
    sending.current = true;
    setBusy(true);
    setProgress(null);
    setFailure(null);
    success.clear();
    try {
      await createEvent({
        variables: { input: toEventInput(values), image },
        context: { onUploadProgress: (loaded: number, total: number) => setProgress({ loaded, total }) },
      });
      setFormKey((key) => key + 1);
      success.show(eventAdminMessages.addSuccess);
    } catch (error) {
      window.alert(eventAdminMessages.addFailedAlert);
      const reason = serverReason(error);
      setFailure(reason ? `${eventAdminMessages.addFailedReasonPrefix}${reason}` : eventAdminMessages.addFailedAlert);
    } finally {
      sending.current = false;
      setBusy(false);
    }
  }

  return (
    <section className="page event-admin">
      <h1>Add Events</h1>
      <p className="event-admin__intro">
        New events appear on Our Events and under <Link to="/admin/manage-events">Manage Events</Link>.
      </p>
      <div className="event-admin__panel">
        <EventForm
          key={formKey}
          initialValues={emptyEvent}
          imageRequired
          busy={busy}
          progress={progress}
          submitLabel="Add Event"
          onSubmit={submit}
          imageHint="PNG, JPEG, GIF, WebP, AVIF or BMP."
        />
        <FormMessage message={failure} tone="error" />
        <FormMessage message={success.message} tone="success" />
      </div>
    </section>
  );
}
