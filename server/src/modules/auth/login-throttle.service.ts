import type { EntityManager } from '@mikro-orm/postgresql';

import { AppError } from '../../lib/app-error';

export interface ThrottleLimits {
  maxFailuresPerEmail: number;
  maxFailuresPerIp: number;
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
  expired: boolean;
  retry_after: string;
}

/**
 * Counts failed sign-ins per e-mail and per IP in PostgreSQL (shared by every app process).
 * A key that reached its limit is refused until its window, which starts at its first
 * failure, has passed.
 *
 * Checking and counting are one step: an attempt is counted as a failure under a row lock
 * *before* its password is checked, and given back if it turns out right. So parallel guesses
 * cannot all pass the check before any of them is counted: at most the limit get evaluated.
 */
export class LoginThrottleService {
  constructor(
    private readonly em: EntityManager,
    private readonly limits: ThrottleLimits,
  ) {}

  private keys(email: string, ip: string) {
    return { email: `email:${email}`, ip: `ip:${ip}` };
  }

  /** Reserves a place for one attempt, or refuses with TOO_MANY_REQUESTS (nothing counted). */
  async begin(email: string, ip: string): Promise<LoginAttempt> {
    const keys = this.keys(email, ip);
    const window = this.limits.windowSeconds;
    await this.em.getKnex().transaction(async (trx) => {
      await trx.raw(
        `insert into login_throttle (key, failures, window_started_at) values (?, 0, now()), (?, 0, now())
         on conflict (key) do nothing`,
        [keys.email, keys.ip],
      );
      // Locked in key order, so two attempts never wait on each other crosswise.
      const { rows } = (await trx.raw(
        `select key, failures,
                window_started_at <= now() - make_interval(secs => ?) as expired,
                ceil(extract(epoch from (window_started_at + make_interval(secs => ?) - now()))) as retry_after
           from login_throttle where key in (?, ?) order by key for update`,
        [window, window, keys.email, keys.ip],
      )) as { rows: CounterRow[] };
      for (const row of rows) {
        const limit = row.key === keys.email ? this.limits.maxFailuresPerEmail : this.limits.maxFailuresPerIp;
        if (!row.expired && row.failures >= limit) throw tooManyAttempts(Number(row.retry_after));
      }
      await trx.raw(
        `update login_throttle set
           failures = case when window_started_at <= now() - make_interval(secs => ?) then 1 else failures + 1 end,
           window_started_at = case when window_started_at <= now() - make_interval(secs => ?)
                                    then now() else window_started_at end
         where key in (?, ?)`,
        [window, window, keys.email, keys.ip],
      );
    });
    return {
      succeeded: () => this.giveBack([keys.ip], [keys.email]),
      released: () => this.giveBack([keys.email, keys.ip], []),
    };
  }

  private async giveBack(decrement: string[], forget: string[]): Promise<void> {
    const connection = this.em.getConnection();
    for (const key of forget) await connection.execute(`delete from login_throttle where key = ?`, [key]);
    for (const key of decrement) {
      await connection.execute(`update login_throttle set failures = greatest(failures - 1, 0) where key = ?`, [key]);
    }
  }
}

function tooManyAttempts(retryAfterSeconds: number): AppError {
  const seconds = Math.max(1, retryAfterSeconds);
  const minutes = Math.ceil(seconds / 60);
  return new AppError(
    'TOO_MANY_REQUESTS',
    `Too many failed sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    undefined,
    seconds,
  );
}
