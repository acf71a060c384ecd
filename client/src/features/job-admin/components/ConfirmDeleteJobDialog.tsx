import { Dialog } from '../../../components/ui/Dialog';
import { Spinner } from '../../../components/ui/Spinner';
import { jobAdminMessages } from '../job-admin-messages';

export interface ConfirmDeleteJobDialogProps {
  title: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before a job is deleted (archived). Focus starts on Close, away from the destructive button. */
export function ConfirmDeleteJobDialog({ title, busy, onConfirm, onCancel }: ConfirmDeleteJobDialogProps) {
  return (
    <Dialog title={`Delete ${title}?`} onClose={onCancel}>
      <p>{jobAdminMessages.archiveNote}</p>
      <div className="job-admin__actions">
        <button type="button" className="button" onClick={onCancel}>
          Cancel
        </button>
        <button type="button" className="button job-admin__danger" onClick={onConfirm} disabled={busy} aria-busy={busy}>
          {busy ? <Spinner label="Delete" /> : 'Delete'}
        </button>
      </div>
    </Dialog>
  );
}
