import { useEffect, useRef } from 'react';

import { FormMessage, type MessageTone } from './FormMessage';

export interface DialogOutcomeProps {
  message: string | null;
  tone: MessageTone;
  /** True once the form has given way to its success message. */
  succeeded: boolean;
}

/**
 * The message line of a dialog whose form is replaced by a success message. The form, and the
 * button that had focus, disappear then, so focus moves here and stays inside the dialog.
 */
export function DialogOutcome({ message, tone, succeeded }: DialogOutcomeProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (succeeded) ref.current?.focus();
  }, [succeeded]);
  return (
    <div ref={ref} tabIndex={-1} className="dialog__outcome">
      <FormMessage message={message} tone={tone} />
    </div>
  );
}
