import { useId } from 'react';

import { allCandidatesMessages } from '../all-candidates-messages';

/** One thing the selection can be given: its button's words and why it cannot apply (null: it can). */
export interface BulkAction {
  label: string;
  blocked: string | null;
  /** Drawn as Reject is (a decision the candidates are told of). */
  danger?: boolean;
  onClick: () => void;
}

export interface SelectionBarProps {
  /** "12 selected", and what a "Select all matching" made of it or how far it is. */
  status: string;
  selected: number;
  /** "Select all 312 matching" when every row shown is selected and more match; null otherwise. */
  selectAll: { label: string; note?: string; busy: boolean; onClick: () => void } | null;
  /** Shortlist selected, Reject selected (which asks first), Move to stage…, Withdraw selected. */
  actions: readonly BulkAction[];
  /** A decision or a move is being saved, or its dialog is being prepared. */
  working: boolean;
  onClear: () => void;
}

/**
 * What is selected and what can be done with it: each bulk action, Clear selection, and "Select all
 * N matching" once every row shown is selected. A button that cannot apply stays focusable and says
 * why (aria-disabled, described by the reason); a reason that holds for several buttons (too many
 * selected) is written once.
 */
export function SelectionBar(props: SelectionBarProps) {
  const { selected, selectAll, actions, working } = props;
  const reasonId = useId();
  const reasons = [...new Set(actions.flatMap((action) => (action.blocked ? [action.blocked] : [])))];
  const idOf = (reason: string) => `${reasonId}-${reasons.indexOf(reason)}`;

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
        {actions.map((action) => {
          const off = selected === 0 || action.blocked !== null || working;
          return (
            <button
              key={action.label}
              type="button"
              className={action.danger ? 'button candidates-table__button--reject' : 'button'}
              aria-disabled={off || undefined}
              aria-describedby={action.blocked ? idOf(action.blocked) : undefined}
              onClick={() => !off && action.onClick()}
            >
              {action.label}
            </button>
          );
        })}
        {selected > 0 && (
          <button type="button" className="button" onClick={props.onClear}>
            {allCandidatesMessages.clearSelection}
          </button>
        )}
      </div>
      {selected > 0 && reasons.length > 0 && (
        <ul className="all-candidates__reasons">
          {reasons.map((reason) => (
            <li key={reason} id={idOf(reason)}>
              {reason}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
