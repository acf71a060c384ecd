import './submit-button.css';

import type { ButtonHTMLAttributes, MouseEvent, ReactNode } from 'react';

import { Spinner } from './Spinner';

export interface SubmitButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** While true the button shows a spinner, refuses to submit and says so to screen readers. */
  busy: boolean;
  children: ReactNode;
}

/**
 * A form's submit button that becomes a spinner while its request runs. While busy it is
 * aria-disabled rather than disabled: a disabled button drops the keyboard focus to the page body
 * (in a dialog, Escape and Tab would stop working), so it keeps the focus and cancels its click,
 * which also stops Enter in a field from submitting again.
 */
export function SubmitButton({ busy, children, className, disabled, onClick, ...button }: SubmitButtonProps) {
  function click(event: MouseEvent<HTMLButtonElement>) {
    if (busy) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  }

  return (
    <button
      type="submit"
      className={className ?? 'button button--primary'}
      disabled={disabled}
      aria-disabled={busy || undefined}
      aria-busy={busy}
      onClick={click}
      {...button}
    >
      {busy ? <Spinner label={typeof children === 'string' ? children : undefined} /> : children}
    </button>
  );
}
