import './copy-button.css';

import { useEffect, useState } from 'react';

/** How long "Copied" stays beside the button. */
export const COPIED_MS = 3000;

export interface CopyButtonProps {
  /** What goes to the clipboard. */
  text: string;
  /** The button's accessible name, saying what is copied: "Copy the new API key". */
  label: string;
  /** The visible word on the button. */
  children?: string;
}

/**
 * Copies a one-time secret to the clipboard and says so beside the button ("Copied", announced),
 * or why not, so nobody has to select a long key by hand.
 */
export function CopyButton({ text, label, children = 'Copy' }: CopyButtonProps) {
  const [status, setStatus] = useState<'copied' | 'failed' | null>(null);

  useEffect(() => {
    if (status !== 'copied') return;
    const timer = setTimeout(() => setStatus(null), COPIED_MS);
    return () => clearTimeout(timer);
  }, [status]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setStatus('copied');
    } catch {
      setStatus('failed');
    }
  }

  return (
    <span className="copy-button">
      <button type="button" className="button" aria-label={label} onClick={() => void copy()}>
        {children}
      </button>
      <span role="status" className="copy-button__status">
        {status === 'copied' ? 'Copied' : status === 'failed' ? 'Could not copy: select it and copy it by hand.' : ''}
      </span>
    </span>
  );
}
