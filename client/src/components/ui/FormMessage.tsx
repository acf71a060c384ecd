import { useEffect, useRef } from 'react';

export type MessageTone = 'success' | 'error';

/**
 * The message line under a form: red on error, green otherwise (SPEC section 2). It is a live
 * region, so a screen reader announces each new message. Renders nothing without a message.
 *
 * Inside a dialog, a new error takes the focus (it is focusable from script, tabIndex -1) unless
 * the form already put it on a field it marked invalid: focus stays in the dialog, so Escape and
 * Tab keep working after a failed submit, and the reader hears what went wrong.
 */
export function FormMessage({ message, tone }: { message: string | null | undefined; tone: MessageTone }) {
  const ref = useRef<HTMLParagraphElement>(null);
  const text = message ?? '';

  useEffect(() => {
    const line = ref.current;
    if (tone !== 'error' || !text || !line) return;
    const dialog = line.closest('[role="dialog"]');
    if (!dialog) return;
    const active = document.activeElement;
    if (active && dialog.contains(active) && active.getAttribute('aria-invalid') === 'true') return;
    line.focus();
  }, [text, tone]);

  return (
    <p
      ref={ref}
      className={`form-message form-message--${tone}`}
      role={tone === 'error' ? 'alert' : 'status'}
      tabIndex={tone === 'error' ? -1 : undefined}
    >
      {text}
    </p>
  );
}
