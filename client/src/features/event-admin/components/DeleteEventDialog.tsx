import { Dialog } from '../../../components/ui/Dialog';
import { Spinner } from '../../../components/ui/Spinner';
import type { AdminEventFieldsFragment } from '../../../gql/graphql';

export interface DeleteEventDialogProps {
  event: AdminEventFieldsFragment;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

function registrationsText(count: number): string {
  if (count === 0) return 'Its registrations (none so far) and its image are deleted too.';
  return `Its ${count} ${count === 1 ? 'registration' : 'registrations'} and its image are deleted too.`;
}

/** Asks before deleting: the event's registrations and image go with it, and it cannot be undone. */
export function DeleteEventDialog({ event, busy, onConfirm, onCancel }: DeleteEventDialogProps) {
  return (
    <Dialog title="Delete Event" onClose={onCancel}>
      <p>
        Delete <strong>{event.name}</strong>? {registrationsText(event.registrationCount)} This cannot be undone.
      </p>
      <div className="event-form__actions">
        <button type="button" className="button" onClick={onCancel}>
          Cancel
        </button>
        <button
          type="button"
          className="button event-admin__danger"
          disabled={busy}
          aria-busy={busy}
          onClick={onConfirm}
        >
          {busy ? <Spinner label="Deleting event" /> : 'Delete Event'}
        </button>
      </div>
    </Dialog>
  );
}
