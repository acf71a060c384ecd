import { type FormEvent, useRef, useState } from 'react';

import { Dialog } from '../../../components/ui/Dialog';
import { ChoiceField } from '../../../components/ui/Field';
import { FormMessage } from '../../../components/ui/FormMessage';
import { SubmitButton } from '../../../components/ui/SubmitButton';
import { pipelineMessages as messages } from '../pipeline-messages';

export interface RejectReasonDialogProps {
  fullName: string;
  /** The reasons offered (rejectionReasons); null while they load. */
  reasons: readonly string[] | null;
  reasonsFailed: boolean;
  /** The rejection is being saved. */
  busy: boolean;
  /** Why it was refused (the server's words when it gave them). */
  error: string | null;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
}

/**
 * Moving a card to Rejected: the reason is chosen from the list in Settings, and is required here.
 * Reject without one marks the list and puts the focus on it; Cancel (or Escape) changes nothing.
 */
export function RejectReasonDialog({
  fullName,
  reasons,
  reasonsFailed,
  busy,
  error,
  onConfirm,
  onCancel,
}: RejectReasonDialogProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || reasons === null) return;
    if (!reason) {
      setTried(true);
      formRef.current?.querySelector<HTMLInputElement>('input[type="radio"]')?.focus();
      return;
    }
    onConfirm(reason);
  }

  return (
    <Dialog title={messages.rejectTitle(fullName)} onClose={onCancel}>
      <p>{messages.rejectExplained(fullName)}</p>
      <form ref={formRef} noValidate onSubmit={submit}>
        {reasons === null ? (
          !reasonsFailed && <p role="status">{messages.rejectReasonsLoading}</p>
        ) : (
          <ChoiceField
            label={messages.rejectReason}
            required
            options={reasons}
            value={reason}
            onChange={setReason}
            error={tried && !reason ? messages.rejectReasonRequired : null}
          />
        )}
        <div className="pipeline-dialog__actions">
          <button type="button" className="button" onClick={onCancel}>
            {messages.cancel}
          </button>
          <SubmitButton busy={busy} className="button pipeline-dialog__reject" disabled={reasons === null}>
            {messages.rejectConfirm}
          </SubmitButton>
        </div>
      </form>
      <FormMessage tone="error" message={error ?? (reasonsFailed ? messages.rejectReasonsFailed : null)} />
    </Dialog>
  );
}
