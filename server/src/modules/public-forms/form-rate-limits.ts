import type { Knex } from '@mikro-orm/postgresql';
import type { RateLimiterPostgres } from 'rate-limiter-flexible';

import { AppError } from '../../lib/app-error';
import { loadRateLimiterFlexible } from '../../lib/packages-on-first-use';

/** The public forms that take personal data; each has its own counters. */
export type PublicFormKind = 'apply' | 'register' | 'join-us' | 'contact' | 'job-alert' | 'talent-pool';

export interface FormRateLimitSettings {
  perIp: number;
  perEmail: number;
  windowSeconds: number;
}

/** The table the counters live in (created by a migration, shared by every app process). */
export const RATE_LIMIT_TABLE = 'rate_limit';

/**
 * Submissions per client address and per e-mail address for each public form, counted in
 * PostgreSQL through rate-limiter-flexible, so every app process shares the same counters. Built
 * once per process; the library loads with the first form sent. Expired counters are deleted by
 * `removeExpired` (the retention job calls it), not by the library's own timer, so a stopping
 * process leaves no timer behind.
 */
export class FormRateLimits {
  private readonly limiters = new Map<string, RateLimiterPostgres>();

  constructor(
    private readonly knex: Knex,
    private readonly settings: FormRateLimitSettings,
  ) {}

  private limiter(form: PublicFormKind, by: 'ip' | 'email'): RateLimiterPostgres {
    const name = `${form}:${by}`;
    let limiter = this.limiters.get(name);
    if (!limiter) {
      limiter = new (loadRateLimiterFlexible().RateLimiterPostgres)({
        storeClient: this.knex,
        storeType: 'knex',
        tableName: RATE_LIMIT_TABLE,
        tableCreated: true,
        clearExpiredByTimeout: false,
        keyPrefix: `form:${name}`,
        points: by === 'ip' ? this.settings.perIp : this.settings.perEmail,
        duration: this.settings.windowSeconds,
      });
      this.limiters.set(name, limiter);
    }
    return limiter;
  }

  /** Counts one submission for the address and the e-mail; TOO_MANY_REQUESTS past either limit. */
  async consume(form: PublicFormKind, ip: string, email: string): Promise<void> {
    await this.take(form, 'ip', ip);
    await this.take(form, 'email', emailCounterKey(email));
  }

  /**
   * Refuses (TOO_MANY_REQUESTS) a sender already at the limit for the address, or for the e-mail
   * when it is known, without counting anything: asked before an upload's body is read, so a
   * refused sender's file never reaches the disk. `consume` still counts the submission.
   */
  async ensureAllowed(form: PublicFormKind, ip: string, email?: string): Promise<void> {
    await this.ensureUnder(form, 'ip', ip);
    if (email?.trim()) await this.ensureUnder(form, 'email', emailCounterKey(email));
  }

  private async ensureUnder(form: PublicFormKind, by: 'ip' | 'email', key: string): Promise<void> {
    const limiter = this.limiter(form, by);
    const counted = await limiter.get(key);
    if (counted && counted.consumedPoints >= limiter.points) {
      throw tooManySubmissions(by, Math.max(1, Math.ceil(counted.msBeforeNext / 1000)));
    }
  }

  private async take(form: PublicFormKind, by: 'ip' | 'email', key: string): Promise<void> {
    try {
      await this.limiter(form, by).consume(key);
    } catch (refusal) {
      // The library rejects with its result when the limit is reached, and with an Error when the
      // store failed (which goes on to the caller as it is).
      if (!(refusal instanceof loadRateLimiterFlexible().RateLimiterRes)) throw refusal;
      throw tooManySubmissions(by, Math.max(1, Math.ceil(refusal.msBeforeNext / 1000)));
    }
  }

  /** Deletes counters whose window has ended; answers how many went. */
  async removeExpired(): Promise<number> {
    return this.knex(RATE_LIMIT_TABLE).where('expire', '<', Date.now()).delete();
  }
}

/**
 * The e-mail as its counter's key: trimmed, lower-cased, and without NUL characters, which
 * PostgreSQL's text cannot hold (the address is counted before it is validated, so it may be
 * anything a sender typed; no real address has one).
 */
function emailCounterKey(email: string): string {
  return email.trim().toLowerCase().replaceAll('\0', '');
}

function tooManySubmissions(by: 'ip' | 'email', retryAfterSeconds: number): AppError {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  const wait = `Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
  return by === 'ip'
    ? new AppError(
        'TOO_MANY_REQUESTS',
        `Too many forms were sent from your network. ${wait}`,
        undefined,
        retryAfterSeconds,
      )
    : new AppError(
        'TOO_MANY_REQUESTS',
        `Too many forms were sent with this e-mail address. ${wait}`,
        'email',
        retryAfterSeconds,
      );
}
