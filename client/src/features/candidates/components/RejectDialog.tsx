import './reject-dialog.css';

import { type FormEvent, useEffect, useId, useRef } from 'react';

import { Dialog } from '../../../components/ui/Dialog';
import { SelectField } from '../../../components/ui/Field';
import { FormMessage } from '../../../components/ui/FormMessage';
import { SubmitButton } from '../../../components/ui/SubmitButton';
import type { ApplicationRejectFieldsFragment } from '../../../gql/graphql';
import { formatDelay } from '../candidate-page-messages';
import { stageMessages } from '../stage-messages';

/** Another candidate rejected with the first: the dialog counts them (each e-mail is the template filled in alike). */
export type RejectDialogOther = Pick<ApplicationRejectFieldsFragment, 'id' | 'fullName'>;

export interface RejectDialogProps {
  /**
   * Who would be rejected: one candidate, or several. The e-mail to the first is shown, so only the
   * first needs its preview (a list of hundreds need not fetch one for each).
   */
  candidates: readonly [ApplicationRejectFieldsFragment, ...RejectDialogOther[]];
  /** The rejection is being saved. */
  busy: boolean;
  /** Why it was refused (the server's words when it gave them); the focus moves to it. */
  error: string | null;
  /** The reasons a rejection may give (Settings), the one chosen ('' for none), and whether one must be. */
  reasons: readonly string[];
  reason: string;
  reasonRequired: boolean;
  /** What is wrong with the reason (none chosen, or one the list no longer holds); the focus moves to it. */
  reasonError: string | null;
  onReason: (reason: string) => void;
  onConfirm: () => void;
  onCancel: () => void;
}

function whenSent(delayMinutes: number): string {
  return delayMinutes > 0 ? `in ${formatDelay(delayMinutes)}` : 'at once';
}

/**
 * Asks before rejecting, showing the rejection e-mail that will go out (the template from settings,
 * filled in) and when, with the reason to record (one of the list in Settings). Cancel changes
 * nothing; "Reject and send e-mail" confirms. Cancel has the focus first, so Enter never rejects by
 * accident; the reason is just before it.
 */
export function RejectDialog(props: RejectDialogProps) {
  const { candidates, busy, error, reasons, reason, reasonRequired, reasonError, onConfirm, onCancel } = props;
  const captionId = useId();
  const reasonBox = useRef<HTMLDivElement>(null);
  // The reason marked invalid takes the focus, so its message is read with it.
  useEffect(() => {
    if (reasonError) reasonBox.current?.querySelector('select')?.focus();
  }, [reasonError]);
  const [first] = candidates;
  const { rejectionEmailPreview: preview } = first;
  const many = candidates.length > 1;
  const delay = preview.delayMinutes;
  const undo = delay > 0 ? ' Until then, Undo takes back the rejection and the e-mail.' : '';

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!busy) onConfirm();
  }

  return (
    <Dialog
      title={many ? `Reject ${candidates.length} candidates?` : `Reject ${first.fullName}?`}
      onClose={onCancel}
      className="dialog--wide"
    >
      <p>
        {many
          ? `These ${candidates.length} candidates will be marked Rejected, and each sent this e-mail with their own name and job filled in, ${whenSent(delay)}.`
          : `${first.fullName} will be marked Rejected and sent this e-mail ${whenSent(delay)}.`}
        {undo}
      </p>
      <figure className="reject-dialog__mail" aria-labelledby={captionId}>
        <figcaption id={captionId}>
          {many ? `The e-mail to ${first.fullName} (1 of ${candidates.length})` : 'The e-mail'}
        </figcaption>
        <dl className="reject-dialog__headers">
          <dt>To</dt>
          <dd>{preview.to}</dd>
          <dt>Subject</dt>
          <dd>{preview.subject}</dd>
        </dl>
        <div className="reject-dialog__body">{preview.text}</div>
      </figure>
      {/* Outside the form: Cancel, its first control, has the focus first. */}
      <div ref={reasonBox} className="reject-dialog__reason">
        <SelectField
          label={stageMessages.reason}
          required={reasonRequired}
          value={reason}
          error={reasonError}
          onChange={(event) => props.onReason(event.target.value)}
        >
          <option value="">{reasonRequired ? stageMessages.chooseReason : stageMessages.noReason}</option>
          {reasons.map((text) => (
            <option key={text} value={text}>
              {text}
            </option>
          ))}
        </SelectField>
      </div>
      <form className="reject-dialog__actions" onSubmit={submit}>
        <button type="button" className="button" onClick={onCancel}>
          Cancel
        </button>
        <SubmitButton busy={busy} className="button reject-dialog__confirm">
          Reject and send e-mail
        </SubmitButton>
      </form>
      <FormMessage tone="error" message={error} />
    </Dialog>
  );
}
