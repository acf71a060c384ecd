import type { ButtonHTMLAttributes, ReactNode } from 'react';

import { Spinner } from './Spinner';

export interface SubmitButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** While true the button shows a spinner, is disabled and says so to screen readers. */
  busy: boolean;
  children: ReactNode;
}

/** A form's submit button that becomes a spinner and is disabled while its request runs. */
export function SubmitButton({ busy, children, className, disabled, ...button }: SubmitButtonProps) {
  return (
    <button
      type="submit"
      className={className ?? 'button button--primary'}
      disabled={busy || disabled}
      aria-busy={busy}
      {...button}
    >
      {busy ? <Spinner label={typeof children === 'string' ? children : undefined} /> : children}
    </button>
  );
}
