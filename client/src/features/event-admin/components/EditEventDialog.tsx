import { Dialog } from '../../../components/ui/Dialog';
import type { AdminEventFieldsFragment } from '../../../gql/graphql';
import { type EventValues, eventValuesOf } from '../event-form';

import { EventForm } from './EventForm';

export interface EditEventDialogProps {
  event: AdminEventFieldsFragment;
  busy: boolean;
  progress: { loaded: number; total: number } | null;
  /** `image` is null when no new picture was chosen (the old one stays). */
  onSave: (values: EventValues, image: File | null) => void;
  /** Cancel, Close or Escape: closes without saving. */
  onCancel: () => void;
}

/** The edit-event modal (SPEC section 2), pre-filled with the event, with Cancel and Save Changes. */
export function EditEventDialog({ event, busy, progress, onSave, onCancel }: EditEventDialogProps) {
  return (
    <Dialog title="Edit Event" onClose={onCancel}>
      <EventForm
        initialValues={eventValuesOf(event)}
        imageRequired={false}
        busy={busy}
        progress={progress}
        submitLabel="Save Changes"
        onSubmit={onSave}
        onCancel={onCancel}
        imageHint="Leave empty to keep the current image."
      />
    </Dialog>
  );
}
