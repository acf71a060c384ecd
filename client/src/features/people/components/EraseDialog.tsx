import { Dialog } from '../../../components/ui/Dialog';
import { Spinner } from '../../../components/ui/Spinner';
import { peopleMessages } from '../people-messages';

export interface EraseDialogProps {
  email: string;
  /** What will go, in words ("1 application, 2 e-mails"). */
  summary: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before erasing: every record and file about the address goes, and it cannot be undone. */
export function EraseDialog({ email, summary, busy, onConfirm, onCancel }: EraseDialogProps) {
  return (
    <Dialog title={peopleMessages.eraseTitle} onClose={onCancel}>
      <p>
        Erase everything held about <strong>{email}</strong> ({summary}), resumes included? The audit log keeps only
        that you did it, when, and a salted hash of the address. This cannot be undone.
      </p>
      <div className="people__actions">
        <button type="button" className="button" onClick={onCancel}>
          {peopleMessages.cancel}
        </button>
        <button type="button" className="button people__danger" disabled={busy} aria-busy={busy} onClick={onConfirm}>
          {busy ? <Spinner label={peopleMessages.erasing} /> : peopleMessages.eraseConfirm}
        </button>
      </div>
    </Dialog>
  );
}
