import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';

import type { MoveTarget } from '../board-columns';
import { pipelineMessages as messages } from '../pipeline-messages';

export interface MoveMenuProps {
  /** Whose card it is, to name the button and the menu. */
  fullName: string;
  targets: readonly MoveTarget[];
  /** The column the card is in: listed, marked current, not chosen. */
  current: string;
  /** The button is a tab stop only on the column's active card (roving focus). */
  tabbable: boolean;
  /** A move of this card is on its way: the button keeps the focus (aria-disabled) and opens nothing. */
  busy: boolean;
  onSelect: (key: string) => void;
}

/**
 * "Move to…": a menu button (WAI-ARIA menu button pattern). Enter, Space or ↓ opens the menu on its
 * first entry, ↑ on its last; ↑ ↓ Home End move, Enter or Space chooses, Escape or Tab closes. The
 * menu opens inside the card (the card grows), so no scrolling column can clip it. On a choice the
 * focus is back on the button before the move starts, so a dialog it opens returns the focus there.
 */
export function MoveMenu({ fullName, targets, current, tabbable, busy, onSelect }: MoveMenuProps) {
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const [open, setOpen] = useState<{ focus: number } | null>(null);

  const choosable = targets.map((target) => target.key !== current);
  const first = choosable.indexOf(true);
  const last = choosable.lastIndexOf(true);

  useEffect(() => {
    if (open) itemRefs.current[open.focus]?.focus();
  }, [open]);

  function close() {
    setOpen(null);
    buttonRef.current?.focus();
  }

  function openAt(index: number) {
    if (index >= 0 && !busy) setOpen({ focus: index });
  }

  function onButtonKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      event.stopPropagation();
      openAt(event.key === 'ArrowDown' ? first : last);
    }
  }

  /** The next choosable entry from `from` in `direction`, wrapping. */
  function next(from: number, direction: 1 | -1): number {
    for (let step = 1; step <= targets.length; step += 1) {
      const index = (from + direction * step + targets.length) % targets.length;
      if (choosable[index]) return index;
    }
    return from;
  }

  function onMenuKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    // The card's own keys (↑ ↓ between cards, the shortcuts) stay out of the open menu.
    event.stopPropagation();
    const at = itemRefs.current.findIndex((item) => item === document.activeElement);
    const moves: Record<string, () => number> = {
      ArrowDown: () => next(at, 1),
      ArrowUp: () => next(at, -1),
      Home: () => first,
      End: () => last,
    };
    if (event.key in moves) {
      event.preventDefault();
      setOpen({ focus: moves[event.key]!() });
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close();
    } else if (event.key === 'Tab') {
      setOpen(null);
    }
  }

  function choose(key: string) {
    close();
    onSelect(key);
  }

  return (
    <div
      className="move-menu"
      onBlur={(event) => {
        // The focus left the button and its menu (a click elsewhere): the menu closes.
        if (open && !event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(null);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className="button move-menu__button"
        aria-haspopup="menu"
        aria-expanded={open !== null}
        aria-controls={open ? menuId : undefined}
        aria-label={`${messages.moveTo} (${fullName})`}
        tabIndex={tabbable ? 0 : -1}
        aria-disabled={busy || undefined}
        onClick={() => (open ? setOpen(null) : openAt(first))}
        onKeyDown={onButtonKeyDown}
      >
        {messages.moveTo}
      </button>
      {open && (
        <div
          id={menuId}
          role="menu"
          aria-label={`Move ${fullName} to`}
          className="move-menu__list"
          onKeyDown={onMenuKeyDown}
        >
          {targets.map((target, index) => (
            <button
              key={target.key}
              ref={(element) => {
                itemRefs.current[index] = element;
              }}
              type="button"
              role="menuitem"
              tabIndex={-1}
              className="move-menu__item"
              aria-disabled={choosable[index] ? undefined : true}
              onClick={() => choosable[index] && choose(target.key)}
            >
              {target.name}
              {!choosable[index] && <span className="move-menu__current"> {messages.current}</span>}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
