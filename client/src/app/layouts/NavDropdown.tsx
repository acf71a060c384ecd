import {
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  useEffect,
  useEffectEvent,
  useId,
  useRef,
  useState,
} from 'react';

import { DROPDOWN_CLOSE_DELAY_MS } from '../../content/messages';

import { aimArea, isInside, usePointerAim } from './pointer-aim';

/** Wide screens: dropdowns open on hover. Keep in step with the breakpoint in layout.css. */
export const WIDE_SCREEN_QUERY = '(min-width: 1024px)';

function isWideScreen(): boolean {
  // Without matchMedia (old browsers, jsdom) treat the screen as wide: hover is then allowed.
  return typeof window.matchMedia !== 'function' || window.matchMedia(WIDE_SCREEN_QUERY).matches;
}

export interface NavDropdownProps {
  label: string;
  /** The menu's entries: `<li>`s (links, or a nested NavDropdown). */
  children: ReactNode;
  /** A submenu inside another dropdown (it opens to the side on wide screens). */
  nested?: boolean;
  /** How long after the pointer leaves it closes (wide screens); the public header's 100 ms by default. */
  closeDelayMs?: number;
  /** An extra class for the dropdown (e.g. a panel aligned to its right edge). */
  className?: string;
}

/**
 * A header dropdown in the disclosure pattern: a button with aria-expanded that shows a list of
 * links. Click, Enter or Space toggle it; ArrowDown opens it and moves to the first entry; Escape
 * closes it and returns focus to the button; following a link, clicking elsewhere or tabbing out
 * closes it. On wide screens it also opens on hover and closes `closeDelayMs` (default
 * DROPDOWN_CLOSE_DELAY_MS) after the pointer leaves, except while the pointer heads straight for a
 * submenu that opened beside it (a nested panel can reach below its parent's, and the way there
 * crosses other entries or leaves the parent panel). Entries are mounted only while open, so a
 * nested submenu starts closed each time.
 */
export function NavDropdown({
  label,
  children,
  nested = false,
  closeDelayMs = DROPDOWN_CLOSE_DELAY_MS,
  className,
}: NavDropdownProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLLIElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLUListElement>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const openedByHover = useRef(false);
  const focusFirstEntry = useRef(false);
  const aim = usePointerAim();

  function cancelClose() {
    aim.stop();
    clearTimeout(closeTimer.current);
    closeTimer.current = undefined;
  }

  function scheduleClose() {
    clearTimeout(closeTimer.current);
    closeTimer.current = setTimeout(close, closeDelayMs);
  }

  function close() {
    cancelClose();
    openedByHover.current = false;
    setOpen(false);
  }

  // Effect events: they read this render's functions without making the effects depend on them.
  const stopTimers = useEffectEvent(() => cancelClose());
  const closeOnOutsidePointer = useEffectEvent(() => close());

  useEffect(() => () => stopTimers(), []);

  useEffect(() => {
    if (!open) return;
    if (focusFirstEntry.current) {
      focusFirstEntry.current = false;
      panelRef.current?.querySelector<HTMLElement>('a[href], button')?.focus();
    }
    // A click anywhere outside closes it (a hover-opened one closes on leaving anyway).
    function onPointerDown(event: PointerEvent | globalThis.MouseEvent) {
      if (!rootRef.current?.contains(event.target as Node)) closeOnOutsidePointer();
    }
    document.addEventListener('mousedown', onPointerDown);
    return () => document.removeEventListener('mousedown', onPointerDown);
  }, [open]);

  function onTriggerClick() {
    // A pointer that opened it by hovering (or a tap, which hovers first) keeps it open.
    if (open && openedByHover.current) {
      openedByHover.current = false;
      return;
    }
    openedByHover.current = false;
    setOpen(!open);
  }

  function onTriggerKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key !== 'ArrowDown') return;
    event.preventDefault();
    if (open) {
      panelRef.current?.querySelector<HTMLElement>('a[href], button')?.focus();
    } else {
      focusFirstEntry.current = true;
      openedByHover.current = false;
      setOpen(true);
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLLIElement>) {
    if (event.key !== 'Escape' || !open) return;
    // The innermost open menu handles Escape; the outer ones and the slide-in menu stay open.
    event.stopPropagation();
    close();
    triggerRef.current?.focus();
  }

  function onMouseEnter() {
    if (!isWideScreen()) return;
    cancelClose();
    if (!open) {
      openedByHover.current = true;
      setOpen(true);
    }
  }

  /** The area of the open side submenu (this one's, or a nested one's) the pointer is heading into, if any. */
  function aimedArea(exit: { x: number; y: number }) {
    const panels = rootRef.current?.querySelectorAll<HTMLElement>('[data-side-panel]:not([hidden])') ?? [];
    for (const panel of panels) {
      const area = aimArea(exit, panel.getBoundingClientRect());
      if (area && isInside(exit, area)) return area;
    }
    return null;
  }

  function onMouseLeave(event: MouseEvent<HTMLLIElement>) {
    if (!isWideScreen() || !open) return;
    cancelClose();
    const area = aimedArea({ x: event.clientX, y: event.clientY });
    if (area) aim.follow(area, scheduleClose);
    else scheduleClose();
  }

  function onPanelClick(event: MouseEvent<HTMLUListElement>) {
    if ((event.target as Element).closest('a')) close();
  }

  return (
    <li
      ref={rootRef}
      className={['nav-dropdown', nested && 'nav-dropdown--nested', open && 'nav-dropdown--open', className]
        .filter(Boolean)
        .join(' ')}
      onMouseEnter={onMouseEnter}
      onMouseLeave={onMouseLeave}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (open && !event.currentTarget.contains(event.relatedTarget as Node | null)) close();
      }}
    >
      <button
        ref={triggerRef}
        type="button"
        className="nav-dropdown__trigger"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={onTriggerClick}
        onKeyDown={onTriggerKeyDown}
      >
        {label}
        <span className="nav-dropdown__caret" aria-hidden="true" />
      </button>
      <ul
        id={panelId}
        ref={panelRef}
        className="nav-dropdown__panel"
        hidden={!open}
        data-side-panel={nested || undefined}
        onClick={onPanelClick}
      >
        {open && children}
      </ul>
    </li>
  );
}
