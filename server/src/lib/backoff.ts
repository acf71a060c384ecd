/**
 * The one backoff of the server: the wait after `failures` failed tries is base, 2 × base,
 * 4 × base … capped at `maxMs`. Outbox retries (mail, webhooks), failing polling loops and the
 * sign-in throttle all use it.
 */
export function backoffMs(failures: number, baseMs: number, maxMs: number): number {
  return Math.min(baseMs * 2 ** Math.max(failures - 1, 0), maxMs);
}
