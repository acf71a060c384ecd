import type { ReactNode } from 'react';

export interface ItemButtonProps {
  /** Its accessible name, which says which item it acts on ("Retire Screening"). */
  label: string;
  /** What the list's focus handling finds it by (`data-focus`). */
  focus?: string;
  /** It cannot apply here: it stays focusable, marked aria-disabled, and ignores a click. */
  off?: boolean;
  /** A change is being saved: it ignores a click. */
  busy?: boolean;
  danger?: boolean;
  onClick: () => void;
  children: ReactNode;
}

/** A button of one item of an editable list (a stage, a reason). */
export function ItemButton({ label, focus, off, busy, danger, onClick, children }: ItemButtonProps) {
  return (
    <button
      type="button"
      className={danger ? 'button stages__delete' : 'button'}
      data-focus={focus}
      aria-label={label}
      aria-disabled={off || undefined}
      onClick={() => !off && !busy && onClick()}
    >
      {children}
    </button>
  );
}

/**
 * Move up and Move down for one item of an ordered list, named with it ("Move up: Reason 2", the visible words first). At an
 * end a button stays (aria-disabled), so the focus is not lost when the item reaches it.
 */
export function MoveButtons(props: {
  name: string;
  up: boolean;
  down: boolean;
  busy?: boolean;
  onMove: (by: -1 | 1) => void;
}) {
  const { name, up, down, busy, onMove } = props;
  return (
    <>
      <ItemButton label={`Move up: ${name}`} focus="up" off={!up} busy={busy} onClick={() => onMove(-1)}>
        Move up
      </ItemButton>
      <ItemButton label={`Move down: ${name}`} focus="down" off={!down} busy={busy} onClick={() => onMove(1)}>
        Move down
      </ItemButton>
    </>
  );
}
