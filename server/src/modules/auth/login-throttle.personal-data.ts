import type { PersonalDataSource } from '../../lib/personal-data-source';

import { LoginThrottle } from './login-throttle.entity';

/** LOGIN_WINDOW_SECONDS' ceiling (config.ts): past it after its last failure, no row counts anything. */
export const LOGIN_THROTTLE_KEEP_SECONDS = 30 * 86_400;

/** A sign-in throttle row of the address, as the person screen shows it. */
export interface SignInThrottleOfPerson {
  failures: number;
  windowStartedAt: Date;
}

/**
 * Failed sign-in counters: `email:<address>` holds whatever address was typed, a person's or not,
 * and `ip:<address>` a client address. A row is purged once its last failure is past the window.
 */
export const loginThrottlePersonalData: PersonalDataSource<{ signInThrottles: SignInThrottleOfPerson[] }> = {
  name: 'sign-in throttle',
  entities: [LoginThrottle],

  async find(em, key) {
    const rows = await em.find(LoginThrottle, { key: `email:${key}` });
    return {
      records: { signInThrottles: rows.map(({ failures, windowStartedAt }) => ({ failures, windowStartedAt })) },
    };
  },

  async export(_em, { signInThrottles }) {
    return { sections: { signInThrottles } };
  },

  async erase(tx, key) {
    const rows = await tx.execute<{ key: string }[]>(
      'delete from "login_throttle" where "key" = ? returning "key"',
      [`email:${key}`],
      'all',
    );
    return { counts: { signInThrottles: rows.length } };
  },

  async purge(tx, _about, { at, periods }) {
    // A row goes once its last failure is past the window: a count still running is never reset by
    // the purge, however long ago its window started.
    const keepSeconds = Math.trunc(periods.signInThrottleSeconds ?? LOGIN_THROTTLE_KEEP_SECONDS);
    const rows = await tx.execute<{ key: string }[]>(
      `delete from "login_throttle"
        where coalesce("last_failure_at", "window_started_at") < (?::timestamptz - make_interval(secs => ${keepSeconds}))
        returning "key"`,
      [at],
    );
    return { counts: { signInThrottles: rows.length } };
  },
};
