import type { EntityManager } from '@mikro-orm/postgresql';

import { AppError } from '../../lib/app-error';
import { backoffMs } from '../../lib/backoff';

export interface ThrottleLimits {
  /** Failures for one e-mail that cost no wait; each one after them doubles the wait (1 s, 2 s, 4 s...). */
  freeFailuresPerEmail: number;
  /** The same for one client address. */
  freeFailuresPerIp: number;
  /** The longest wait between two tries. */
  maxDelaySeconds: number;
  /** A key's failures are forgotten this long after its last one. */
  windowSeconds: number;
}

/** One sign-in attempt that holds a place in the failure counters until its outcome is known. */
export interface LoginAttempt {
  /** The password was right: the e-mail's failures are forgotten, the IP's place is given back. */
  succeeded(): Promise<void>;
  /** Neither a failure nor a success (an account that may not sign in): both places go back. */
  released(): Promise<void>;
}

interface CounterRow {
  key: string;
  failures: number;
  forgotten: boolean;
  seconds_since_last: number;
  last_failure_at: string | null;
}

/** The wait after `failures` failures, in seconds: none for the free ones, then 1, 2, 4... up to the cap. */
export function delayAfter(failures: number, free: number, maxDelaySeconds: number): number {
  if (failures < free) return 0;
  return backoffMs(failures - free + 1, 1, maxDelaySeconds);
}

/**
 * Slows down failed sign-ins per e-mail and per IP, with counters in PostgreSQL (shared by every
 * app process). After a key's free failures each further try must wait twice as long as the one
 * before (1 s, 2 s, 4 s... up to a cap) after the key's last failure; a try before its time is
 * refused without looking at the password. Nobody can lock an account for long by typing wrong
 * passwords on purpose, and guessing stays one try per cap at best.
 *
 * Checking and counting are one step: an attempt is counted as a failure under a row lock
 * *before* its password is checked, and given back if it turns out right. So parallel guesses
 * cannot all pass the check before any of them is counted: at most the free failures get evaluated.
 *
 * Why not rate-limiter-flexible, which counts the public forms: its one atomic step on a key (an
 * upsert) adds points inside a window fixed at the key's first point, or overwrites points and
 * expiry together; it never records when the latest point came. This check needs that time (the
 * wait runs from the last failure, the failures are forgotten a window after the last one) and
 * must set it in the step that counts. Built from its parts (a counter, plus a one-point "gate"
 * key per wait) it still evaluates only the free failures of a burst, but a refused try is
 * counted first and given back in a second statement, so the try that gets through computes its
 * wait from a count swollen by its neighbours (bursts of 30 measured waits of 1 s to 128 s where
 * this gives 1 s); moving the expiry with `set` loses increments made meanwhile; and the library
 * reads Date.now(), not the injected clock the tests hold still.
 */
export class LoginThrottleService {
  constructor(
    private readonly em: EntityManager,
    private readonly limits: ThrottleLimits,
    /** Milliseconds since the epoch (the server's clock; a fixed one in tests). */
    private readonly clock: () => number = Date.now,
  ) {}

  private keys(email: string, ip: string) {
    return { email: `email:${email}`, ip: `ip:${ip}` };
  }

  /** Reserves a place for one attempt, or refuses with TOO_MANY_REQUESTS (nothing counted). */
  async begin(email: string, ip: string): Promise<LoginAttempt> {
    const keys = this.keys(email, ip);
    const window = this.limits.windowSeconds;
    const before = new Map<string, string | null>();
    const counted = new Map<string, string>();
    const now = new Date(this.clock());
    await this.em.getKnex().transaction(async (trx) => {
      await trx.raw(
        `insert into login_throttle (key, failures, window_started_at) values (?, 0, ?), (?, 0, ?)
         on conflict (key) do nothing`,
        [keys.email, now, keys.ip, now],
      );
      // Locked in key order, so two attempts never wait on each other crosswise.
      const { rows } = (await trx.raw(
        `select key, failures, last_failure_at::text,
                coalesce(last_failure_at <= clock.now - make_interval(secs => ?), false) as forgotten,
                coalesce(extract(epoch from (clock.now - last_failure_at)), 0)::float8 as seconds_since_last
           from login_throttle, (select cast(? as timestamptz) as now) as clock
          where key in (?, ?) order by key for update of login_throttle`,
        [window, now, keys.email, keys.ip],
      )) as { rows: CounterRow[] };
      for (const row of rows) {
        const free = row.key === keys.email ? this.limits.freeFailuresPerEmail : this.limits.freeFailuresPerIp;
        const failures = row.forgotten ? 0 : row.failures;
        const delay = delayAfter(failures, free, this.limits.maxDelaySeconds);
        if (delay > 0 && delay > row.seconds_since_last) throw tooManyAttempts(delay - row.seconds_since_last);
        before.set(row.key, row.last_failure_at);
      }
      const updated = (await trx.raw(
        `update login_throttle set
           failures = case when last_failure_at <= clock.now - make_interval(secs => ?) then 1 else failures + 1 end,
           window_started_at = case when failures = 0 or last_failure_at <= clock.now - make_interval(secs => ?)
                                    then clock.now else window_started_at end,
           last_failure_at = clock.now
         from (select cast(? as timestamptz) as now) as clock
         where key in (?, ?)
         returning key, last_failure_at::text`,
        [window, window, now, keys.email, keys.ip],
      )) as { rows: { key: string; last_failure_at: string }[] };
      for (const row of updated.rows) counted.set(row.key, row.last_failure_at);
    });
    const giveBack = (key: string) => this.giveBack(key, counted.get(key)!, before.get(key) ?? null);
    return {
      succeeded: async () => {
        await this.em.getConnection().execute(`delete from login_throttle where key = ?`, [keys.email]);
        await giveBack(keys.ip);
      },
      released: async () => {
        await giveBack(keys.email);
        await giveBack(keys.ip);
      },
    };
  }

  /**
   * Takes back one counted attempt: one failure less, and the key's last failure as it was before
   * (unless another attempt has been counted since), so a right password adds no wait.
   */
  private async giveBack(key: string, countedAt: string, previous: string | null): Promise<void> {
    await this.em.getConnection().execute(
      `update login_throttle set failures = greatest(failures - 1, 0),
         last_failure_at = case when last_failure_at = ?::timestamptz then ?::timestamptz else last_failure_at end
       where key = ?`,
      [countedAt, previous, key],
    );
  }
}

function tooManyAttempts(waitSeconds: number): AppError {
  const seconds = Math.max(1, Math.ceil(waitSeconds));
  const minutes = Math.ceil(seconds / 60);
  const when =
    seconds < 60 ? `${seconds} second${seconds === 1 ? '' : 's'}` : `${minutes} minute${minutes === 1 ? '' : 's'}`;
  return new AppError(
    'TOO_MANY_REQUESTS',
    `Too many failed sign-in attempts. Please try again in ${when}.`,
    undefined,
    seconds,
  );
}
