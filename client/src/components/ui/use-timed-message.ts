import { useCallback, useEffect, useRef, useState } from 'react';

import { SUCCESS_MESSAGE_MS } from '../../content/messages';

/**
 * A message that clears itself `ms` after it is shown (the spec's success messages: 3000 ms).
 * Showing a new message restarts the clock; unmounting cancels it.
 */
export function useTimedMessage(ms = SUCCESS_MESSAGE_MS) {
  const [message, setMessage] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const show = useCallback(
    (text: string) => {
      clearTimeout(timer.current);
      setMessage(text);
      timer.current = setTimeout(() => setMessage(null), ms);
    },
    [ms],
  );

  const clear = useCallback(() => {
    clearTimeout(timer.current);
    setMessage(null);
  }, []);

  return { message, show, clear };
}
