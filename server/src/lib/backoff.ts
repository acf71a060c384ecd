/**
 * The one backoff of the server: the wait after `failures` failed tries is base, 2 × base,
 * 4 × base … capped at `maxMs`. Outbox retries (mail, webhooks), failing polling loops and the
 * sign-in throttle all use it.
 */
export function backoffMs(failures: number, baseMs: number, maxMs: number): number {
  return Math.min(baseMs * 2 ** Math.max(failures - 1, 0), maxMs);
}

/**
 * "Equal jitter": a wait drawn evenly from the upper half of `ms`, so many retries scheduled by
 * one outage (every webhook event of an endpoint that was down) spread out instead of returning
 * together, while none comes back sooner than half the backoff. `random` answers in [0, 1).
 */
export function withJitter(ms: number, random: () => number = Math.random): number {
  return Math.round(ms / 2 + (ms / 2) * random());
}
