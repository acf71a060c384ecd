import { useEffectEvent, useLayoutEffect } from 'react';

/** Whether a key pressed here belongs to what is typed (a field, a select, an editable area). */
function typingIn(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/**
 * One-key shortcuts on the whole page: `handlers[key]` runs for a key pressed without Ctrl, Alt or
 * Meta, unless the focus is in a field (the key is typed) or a dialog is open (the keys are the
 * dialog's). A key with no handler is left alone.
 *
 * The listener is attached in a layout effect, in the same task that puts the page on screen: a
 * passive effect runs a moment after the paint, and a key pressed in that moment (j, then r at
 * once on the next candidate) was lost.
 */
export function useShortcuts(handlers: Partial<Record<string, () => void>>): void {
  // The listener lives as long as the page; it reads the handlers of the latest render.
  const handlerFor = useEffectEvent((key: string) => handlers[key]);
  useLayoutEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.defaultPrevented || event.ctrlKey || event.altKey || event.metaKey || event.repeat) return;
      if (typingIn(event.target) || document.querySelector('[role="dialog"], [role="alertdialog"]')) return;
      const run = handlerFor(event.key);
      if (!run) return;
      event.preventDefault();
      run();
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
}
