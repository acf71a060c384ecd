import type { FormEvent } from 'react';

import { Dialog } from '../../../components/ui/Dialog';
import { FormMessage } from '../../../components/ui/FormMessage';
import { SubmitButton } from '../../../components/ui/SubmitButton';
import { cancelExplanation, interviewMessages as m } from '../interview-messages';

export interface CancelInterviewDialogProps {
  fullName: string;
  /** When the interview is, in words on its own clock. */
  when: string;
  /** The cancellation is being sent. */
  busy: boolean;
  /** Why the server refused (its words when it gave them); the focus moves to it. */
  error: string | null;
  onConfirm: () => void;
  onKeep: () => void;
}

/**
 * Asks before cancelling an interview, saying who is told. "Keep it" has the focus first, so Enter
 * never cancels by accident; it, Escape and the close button change nothing.
 */
export function CancelInterviewDialog({ fullName, when, busy, error, onConfirm, onKeep }: CancelInterviewDialogProps) {
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!busy) onConfirm();
  }

  return (
    <Dialog title={m.cancelTitle} onClose={onKeep}>
      <p>{cancelExplanation(fullName, when)}</p>
      <FormMessage tone="error" message={error} />
      <form className="interview-dialog__actions" onSubmit={submit}>
        <button type="button" className="button" onClick={onKeep}>
          {m.cancelKeep}
        </button>
        <SubmitButton busy={busy} className="button interview-dialog__danger">
          {m.cancelConfirm}
        </SubmitButton>
      </form>
    </Dialog>
  );
}
