import type { EntityManager } from '@mikro-orm/postgresql';

import { AppError } from '../../lib/app-error';

export interface ThrottleLimits {
  maxFailuresPerEmail: number;
  maxFailuresPerIp: number;
  windowSeconds: number;
}

/**
 * Counts failed sign-ins per e-mail and per IP in PostgreSQL (shared by every app process).
 * A key that reached its limit is refused until its window, which starts at its first
 * failure, has passed.
 */
export class LoginThrottleService {
  constructor(
    private readonly em: EntityManager,
    private readonly limits: ThrottleLimits,
  ) {}

  private keys(email: string, ip: string) {
    return { email: `email:${email}`, ip: `ip:${ip}` };
  }

  async assertAllowed(email: string, ip: string): Promise<void> {
    const keys = this.keys(email, ip);
    const rows: { key: string; failures: number; retry_after: string }[] = await this.em.getConnection().execute(
      `select key, failures,
              ceil(extract(epoch from (window_started_at + make_interval(secs => ?) - now()))) as retry_after
         from login_throttle
        where key in (?, ?) and window_started_at > now() - make_interval(secs => ?)`,
      [this.limits.windowSeconds, keys.email, keys.ip, this.limits.windowSeconds],
    );
    for (const row of rows) {
      const limit = row.key === keys.email ? this.limits.maxFailuresPerEmail : this.limits.maxFailuresPerIp;
      if (row.failures >= limit) {
        const seconds = Math.max(1, Number(row.retry_after));
        const minutes = Math.ceil(seconds / 60);
        throw new AppError(
          'TOO_MANY_REQUESTS',
          `Too many failed sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
          undefined,
          seconds,
        );
      }
    }
  }

  async recordFailure(email: string, ip: string): Promise<void> {
    const keys = this.keys(email, ip);
    await this.em.getConnection().execute(
      `insert into login_throttle (key, failures, window_started_at)
       values (?, 1, now()), (?, 1, now())
       on conflict (key) do update set
         failures = case when login_throttle.window_started_at <= now() - make_interval(secs => ?)
                         then 1 else login_throttle.failures + 1 end,
         window_started_at = case when login_throttle.window_started_at <= now() - make_interval(secs => ?)
                                  then now() else login_throttle.window_started_at end`,
      [keys.email, keys.ip, this.limits.windowSeconds, this.limits.windowSeconds],
    );
  }

  async recordSuccess(email: string, ip: string): Promise<void> {
    await this.em.getConnection().execute(`delete from login_throttle where key = ?`, [this.keys(email, ip).email]);
  }
}
