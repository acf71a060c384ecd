import { useId } from 'react';

import { allCandidatesMessages } from '../all-candidates-messages';

export interface SelectionBarProps {
  /** "12 selected", and what a "Select all matching" made of it or how far it is. */
  status: string;
  selected: number;
  /** "Select all 312 matching" when every row shown is selected and more match; null otherwise. */
  selectAll: { label: string; note?: string; busy: boolean; onClick: () => void } | null;
  /** Why the selection cannot be shortlisted / rejected (null: it can, or nothing is selected). */
  shortlistBlocked: string | null;
  rejectBlocked: string | null;
  /** A decision is being saved, or the reject dialog is being prepared. */
  working: boolean;
  onShortlist: () => void;
  onReject: () => void;
  onClear: () => void;
}

/**
 * What is selected and what can be done with it: Shortlist selected, Reject selected (which asks
 * first), Clear selection, and "Select all N matching" once every row shown is selected. A button
 * that cannot apply stays focusable and says why (aria-disabled, described by the reason).
 */
export function SelectionBar(props: SelectionBarProps) {
  const { selected, selectAll, shortlistBlocked, rejectBlocked, working } = props;
  const shortlistReason = useId();
  const rejectReason = useId();
  const shortlistOff = selected === 0 || shortlistBlocked !== null || working;
  const rejectOff = selected === 0 || rejectBlocked !== null || working;
  // One reason (too many selected) may hold for both buttons: it is written once.
  const sameReason = rejectBlocked !== null && rejectBlocked === shortlistBlocked;

  return (
    <div className="all-candidates__bulk" role="group" aria-label="Selected candidates">
      <div className="all-candidates__bulk-row">
        <p className="all-candidates__selected" role="status">
          {props.status}
        </p>
        {selectAll && (
          <>
            <button
              type="button"
              className="button all-candidates__select-all"
              aria-disabled={selectAll.busy || undefined}
              onClick={() => !selectAll.busy && selectAll.onClick()}
            >
              {selectAll.label}
            </button>
            {selectAll.note && <span className="all-candidates__note">{selectAll.note}</span>}
          </>
        )}
      </div>
      <div className="all-candidates__bulk-row">
        <button
          type="button"
          className="button"
          aria-disabled={shortlistOff || undefined}
          aria-describedby={shortlistBlocked ? shortlistReason : undefined}
          onClick={() => !shortlistOff && props.onShortlist()}
        >
          {allCandidatesMessages.shortlistSelected}
        </button>
        <button
          type="button"
          className="button candidates-table__button--reject"
          aria-disabled={rejectOff || undefined}
          aria-describedby={rejectBlocked ? (sameReason ? shortlistReason : rejectReason) : undefined}
          onClick={() => !rejectOff && props.onReject()}
        >
          {allCandidatesMessages.rejectSelected}
        </button>
        {selected > 0 && (
          <button type="button" className="button" onClick={props.onClear}>
            {allCandidatesMessages.clearSelection}
          </button>
        )}
      </div>
      {selected > 0 && (shortlistBlocked || rejectBlocked) && (
        <ul className="all-candidates__reasons">
          {shortlistBlocked && <li id={shortlistReason}>{shortlistBlocked}</li>}
          {rejectBlocked && !sameReason && <li id={rejectReason}>{rejectBlocked}</li>}
        </ul>
      )}
    </div>
  );
}
