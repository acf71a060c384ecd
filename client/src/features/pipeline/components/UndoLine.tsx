import { formatTimeOfDay } from '../../../lib/format-when';
import type { Undoable, UndoTarget } from '../hooks/use-board-moves';
import { pipelineMessages as messages } from '../pipeline-messages';

export interface UndoLineProps {
  /** The last rejection made on the board, while its e-mail waits. */
  undoable: Undoable | null;
  now: number;
  busy: ReadonlySet<string>;
  onUndo: (target: UndoTarget) => void;
}

/** Undo for the rejection just made, until its e-mail goes out (the card in Rejected offers it too). */
export function UndoLine({ undoable, now, busy, onUndo }: UndoLineProps) {
  if (!undoable || new Date(undoable.dueAt).getTime() <= now) return null;
  const working = busy.has(undoable.id);
  return (
    <p className="pipeline__undo">
      {`Rejected ${undoable.fullName}; the e-mail goes out at ${formatTimeOfDay(undoable.dueAt)}.`}{' '}
      <button
        type="button"
        className="button"
        aria-label={`${messages.undo} the rejection of ${undoable.fullName}`}
        aria-disabled={working || undefined}
        onClick={() => !working && onUndo(undoable)}
      >
        {messages.undo}
      </button>
    </p>
  );
}
