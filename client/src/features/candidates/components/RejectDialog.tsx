import './reject-dialog.css';

import { type FormEvent, useId } from 'react';

import { Dialog } from '../../../components/ui/Dialog';
import { FormMessage } from '../../../components/ui/FormMessage';
import { SubmitButton } from '../../../components/ui/SubmitButton';
import type { ApplicationRejectFieldsFragment } from '../../../gql/graphql';
import { formatDelay } from '../candidate-page-messages';

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
  onConfirm: () => void;
  onCancel: () => void;
}

function whenSent(delayMinutes: number): string {
  return delayMinutes > 0 ? `in ${formatDelay(delayMinutes)}` : 'at once';
}

/**
 * Asks before rejecting, showing the rejection e-mail that will go out (the template from settings,
 * filled in) and when. Cancel changes nothing; "Reject and send e-mail" confirms. Cancel has the
 * focus first, so Enter never rejects by accident.
 */
export function RejectDialog({ candidates, busy, error, onConfirm, onCancel }: RejectDialogProps) {
  const captionId = useId();
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
