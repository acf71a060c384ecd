import { type ReactNode, useEffect, useEffectEvent, useId, useRef } from 'react';
import { createPortal } from 'react-dom';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The open dialogs' panels, oldest first: keys outside every panel go to the last one. */
const openDialogs: HTMLElement[] = [];

export interface DialogProps {
  /** The dialog's heading; it also names the dialog for screen readers. */
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Extra class on the panel (e.g. a wider dialog). */
  className?: string;
}

/**
 * A modal dialog: rendered over the page, focus moves in and stays in (Tab wraps), Escape and the
 * close button close it, and focus returns to whatever had it before. Mount it to open it.
 */
export function Dialog({ title, onClose, children, className }: DialogProps) {
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  // The document's Escape, listened to for the dialog's whole life, closes with the latest onClose.
  const closeFromDocument = useEffectEvent(() => onClose());

  useEffect(() => {
    const previouslyFocused = document.activeElement as HTMLElement | null;
    const panel = panelRef.current!;
    openDialogs.push(panel);
    // The first field of the dialog's form when it has one, else its first control (Close).
    const first =
      panel.querySelector('form')?.querySelector<HTMLElement>(FOCUSABLE) ?? panel.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? panel).focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    // Keys pressed while the focus is outside the panel (e.g. a control that had it was removed,
    // and it fell to the page body) still belong to the topmost dialog: it is modal.
    function onDocumentKeyDown(event: KeyboardEvent) {
      if (openDialogs.at(-1) !== panel || panel.contains(event.target as Node | null)) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        closeFromDocument();
      } else if (event.key === 'Tab') {
        event.preventDefault();
        (panel.querySelector<HTMLElement>(FOCUSABLE) ?? panel).focus();
      }
    }
    document.addEventListener('keydown', onDocumentKeyDown);
    return () => {
      document.removeEventListener('keydown', onDocumentKeyDown);
      openDialogs.splice(openDialogs.indexOf(panel), 1);
      document.body.style.overflow = overflow;
      previouslyFocused?.focus?.();
    };
  }, []);

  function onKeyDown(event: React.KeyboardEvent) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab') return;
    const focusable = Array.from(panelRef.current!.querySelectorAll<HTMLElement>(FOCUSABLE));
    if (focusable.length === 0) {
      event.preventDefault();
      return;
    }
    const first = focusable[0]!;
    const last = focusable[focusable.length - 1]!;
    const active = document.activeElement;
    if (active && !focusable.includes(active as HTMLElement)) {
      // Focus is on something focusable only from script (a message, the panel): go on to the
      // control after it (or before it), wrapping, instead of letting the browser leave the dialog.
      event.preventDefault();
      const after = (element: HTMLElement) =>
        active.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING;
      const target = event.shiftKey
        ? ([...focusable].reverse().find((element) => !after(element)) ?? last)
        : (focusable.find(after) ?? first);
      target.focus();
      return;
    }
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return createPortal(
    <div
      className="dialog-backdrop"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={className ? `dialog ${className}` : 'dialog'}
        onKeyDown={onKeyDown}
      >
        <div className="dialog__header">
          <h2 id={titleId} className="dialog__title">
            {title}
          </h2>
          <button type="button" className="dialog__close" aria-label="Close" onClick={() => onClose()}>
            ×
          </button>
        </div>
        <div className="dialog__body">{children}</div>
      </div>
    </div>,
    document.body,
  );
}
