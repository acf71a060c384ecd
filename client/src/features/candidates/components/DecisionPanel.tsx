import type { Ref } from 'react';

import { FormMessage } from '../../../components/ui/FormMessage';
import type { ApplicationStatus } from '../../../gql/graphql';
import { formatMoment, formatTimeOfDay } from '../../../lib/format-when';
import { AWAITING_DECISION } from '../candidates-messages';

import { DecisionButtons } from './DecisionButtons';
import { StatusBadge } from './StatusBadge';

export interface DecisionPanelProps {
  fullName: string;
  status: ApplicationStatus | null;
  /** When the rejection e-mail queued with this rejection goes out (null: none waits or was queued). */
  rejectionEmailDueAt: string | null;
  /** The time now (ms), so the undo hint goes when the e-mail's time has come. */
  now: number;
  /** A decision is being saved: the buttons refuse another. */
  busy: boolean;
  /** What went wrong with the last decision (the server's words when it gave them). */
  error: string | null;
  /** The status line, which takes the focus after each decision saved (the button pressed may be gone). */
  statusRef: Ref<HTMLParagraphElement>;
  onShortlist: () => void;
  onReject: () => void;
  onUndo: () => void;
}

function dueWords(dueAt: string, now: number): string {
  const due = new Date(dueAt);
  return due.toDateString() === new Date(now).toDateString() ? formatTimeOfDay(dueAt) : formatMoment(dueAt);
}

/**
 * The decision: the status, then Shortlist (not once rejected: undo first), Reject (which asks
 * first) and Undo (back to no decision). While a rejection's e-mail waits, it says until when Undo
 * also cancels the e-mail.
 */
export function DecisionPanel(props: DecisionPanelProps) {
  const { fullName, status, rejectionEmailDueAt, now, busy, error, statusRef, onShortlist, onReject, onUndo } = props;

  const waiting =
    status === 'Rejected' && rejectionEmailDueAt !== null && new Date(rejectionEmailDueAt).getTime() > now;

  return (
    <div className="decision-panel">
      <p ref={statusRef} tabIndex={-1} className="decision-panel__status">
        Status: <StatusBadge status={status} undecided={AWAITING_DECISION} />
        {waiting && (
          <span className="decision-panel__hint">
            {' '}
            The rejection e-mail goes out at {dueWords(rejectionEmailDueAt, now)}; until then Undo cancels the rejection
            and the e-mail.
          </span>
        )}
      </p>
      <div className="decision-panel__actions">
        <DecisionButtons
          fullName={fullName}
          status={status}
          buttonClassName="button"
          busy={busy}
          onShortlist={onShortlist}
          onReject={onReject}
          onUndo={onUndo}
        />
      </div>
      <FormMessage tone="error" message={error} />
    </div>
  );
}
