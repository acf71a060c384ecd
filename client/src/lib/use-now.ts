import { useEffect, useState } from 'react';

/** setTimeout's longest wait; a later moment is waited for in steps. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * The time now (ms since the epoch), read again as each of `moments` passes, so what depends on
 * them (a note's 15 minutes to edit, the rejection e-mail's time to undo) changes on screen then.
 */
export function useNow(moments: readonly number[]): number {
  const [now, setNow] = useState(() => Date.now());
  const next = Math.min(...moments.filter((moment) => moment > now));
  useEffect(() => {
    if (!Number.isFinite(next)) return;
    const timer = setTimeout(() => setNow(Date.now()), Math.min(Math.max(next - Date.now(), 0), MAX_TIMER_MS));
    return () => clearTimeout(timer);
  }, [next]);
  return now;
}

/**
 * The time now (ms since the epoch), read again every `everyMs` while mounted: for words that age
 * ("3 min ago", "12 minutes left") on a screen left open. Read when the component mounts, never
 * while rendering, so a render stays pure.
 */
export function useClock(everyMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
