import type { ApplicationStatus } from '../../../gql/graphql';

export interface DecisionButtonsProps {
  fullName: string;
  status: ApplicationStatus | null;
  /** The base class of each button; Reject adds its own modifier. */
  buttonClassName: string;
  /** A decision is being saved: the buttons refuse another. */
  busy: boolean;
  /**
   * While busy the buttons are `disabled` (when the page does not move the focus to them); by
   * default they stay focusable, marked aria-disabled, and ignore a click, so the focus is kept.
   */
  disableWhileBusy?: boolean;
  onShortlist: () => void;
  onReject: () => void;
  /** Without it there is no Undo. */
  onUndo?: () => void;
}

/**
 * The decisions that make sense for one application, each named with the candidate: Shortlist
 * while undecided, Reject unless rejected, Undo once decided.
 */
export function DecisionButtons(props: DecisionButtonsProps) {
  const { fullName, status, buttonClassName, busy, disableWhileBusy, onUndo } = props;
  const lock = disableWhileBusy ? { disabled: busy } : { 'aria-disabled': busy || undefined };

  function act(run: () => void) {
    if (!busy) run();
  }

  return (
    <>
      {status === null && (
        <button
          type="button"
          className={buttonClassName}
          aria-label={`Shortlist ${fullName}`}
          {...lock}
          onClick={() => act(props.onShortlist)}
        >
          Shortlist
        </button>
      )}
      {status !== 'Rejected' && (
        <button
          type="button"
          className={`${buttonClassName} candidates-table__button--reject`}
          aria-label={`Reject ${fullName}`}
          {...lock}
          onClick={() => act(props.onReject)}
        >
          Reject
        </button>
      )}
      {onUndo && status !== null && (
        <button
          type="button"
          className={buttonClassName}
          aria-label={`Undo the decision on ${fullName}`}
          {...lock}
          onClick={() => act(onUndo)}
        >
          Undo
        </button>
      )}
    </>
  );
}
