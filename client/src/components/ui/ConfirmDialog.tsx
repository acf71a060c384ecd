import './confirm-dialog.css';

import type { FormEvent, ReactNode } from 'react';

import { Dialog } from './Dialog';
import { FormMessage } from './FormMessage';
import { SubmitButton } from './SubmitButton';

export interface ConfirmDialogProps {
  title: string;
  /** What confirming does, in a sentence or two. */
  children: ReactNode;
  /** The confirm button's words ("Delete", "Reset to default"). */
  confirmLabel: string;
  /** The change cannot be taken back: the confirm button is drawn in red. */
  danger?: boolean;
  /** The change is being saved. */
  busy: boolean;
  /** Why it was refused (the server's words when it gave them); the focus moves to it. */
  error: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * Asks before a change: what it does, then Cancel and the confirm button. Cancel has the focus
 * first, so Enter never confirms by accident; a refusal keeps the dialog open with its reason.
 */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  danger,
  busy,
  error,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!busy) onConfirm();
  }
  return (
    <Dialog title={title} onClose={onCancel}>
      {children}
      <form className="confirm-dialog__actions" onSubmit={submit}>
        <button type="button" className="button" onClick={onCancel}>
          Cancel
        </button>
        <SubmitButton busy={busy} className={danger ? 'button confirm-dialog__danger' : undefined}>
          {confirmLabel}
        </SubmitButton>
      </form>
      <FormMessage tone="error" message={error} />
    </Dialog>
  );
}
