import type { EntityManager } from '@mikro-orm/postgresql';

import { AppError } from '../../lib/app-error';
import type { MailService } from '../../mail/mail.service';
import type { User } from '../users/user.entity';

export interface WrongCodeLimits {
  /** Wrong two-factor codes one account may receive in a day; beyond them every code is refused until the day ends. */
  maxPerDay: number;
  /** The owner is e-mailed when this many wrong codes came in a row (once per run of them). */
  alertAfter: number;
}

/** One code check, counted as wrong until its outcome is known. */
export interface CodeCheckAttempt {
  right(): Promise<void>;
  wrong(): Promise<void>;
}

const DAY_SECONDS = 86_400;

/**
 * The per-account limits on two-factor codes, on top of the per-e-mail and per-address slowing
 * down that codes share with passwords (LoginThrottleService): that one only slows a patient
 * guesser down, this one caps a day's guesses, so guessing a code takes decades, not months.
 * The day starts at the first wrong code and lasts 24 hours. Counters live on the account's row.
 */
export class WrongCodeLimit {
  constructor(
    private readonly em: EntityManager,
    private readonly mail: MailService,
    private readonly limits: WrongCodeLimits,
    /** Milliseconds since the epoch (the server's clock; a fixed one in tests). */
    private readonly clock: () => number = Date.now,
  ) {}

  /**
   * Counts the check as a wrong code before the code is looked at, in one statement, so parallel
   * checks cannot all pass under the cap; refuses with TOO_MANY_REQUESTS (nothing counted) when
   * the day's cap is spent.
   */
  async begin(user: User): Promise<CodeCheckAttempt> {
    const newDay = `"wrong_codes_since" is null or "wrong_codes_since" <= clock.now - make_interval(secs => ${DAY_SECONDS})`;
    const counted = await this.em.getConnection().execute<{ in_a_row: number }[]>(
      `update "users" set
         "wrong_codes" = case when ${newDay} then 1 else "wrong_codes" + 1 end,
         "wrong_codes_since" = case when ${newDay} then clock.now else "wrong_codes_since" end,
         "wrong_codes_in_a_row" = "wrong_codes_in_a_row" + 1
       from (select cast(? as timestamptz) as now) as clock
       where "id" = ? and (${newDay} or "wrong_codes" < ?)
       returning "wrong_codes_in_a_row" as in_a_row`,
      [new Date(this.clock()), user.id, this.limits.maxPerDay],
    );
    if (counted.length === 0) throw await this.dayCapSpent(user);
    const inARow = counted[0]!.in_a_row;
    return {
      right: async () => {
        await this.em
          .getConnection()
          .execute(
            `update "users" set "wrong_codes" = greatest("wrong_codes" - 1, 0), "wrong_codes_in_a_row" = 0 where "id" = ?`,
            [user.id],
          );
      },
      wrong: async () => {
        if (inARow === this.limits.alertAfter) await this.alertOwner(user, inARow);
      },
    };
  }

  private async dayCapSpent(user: User): Promise<AppError> {
    const [row] = await this.em
      .getConnection()
      .execute<{ seconds: number }[]>(
        `select greatest(1, ceil(extract(epoch from ("wrong_codes_since" + make_interval(secs => ${DAY_SECONDS}) - ?::timestamptz))))::int as seconds from "users" where "id" = ?`,
        [new Date(this.clock()), user.id],
      );
    const seconds = row?.seconds ?? DAY_SECONDS;
    const hours = Math.ceil(seconds / 3600);
    return new AppError(
      'TOO_MANY_REQUESTS',
      `Too many wrong two-factor codes for this account today. Please try again in ${hours} hour${hours === 1 ? '' : 's'}.`,
      undefined,
      seconds,
    );
  }

  /** Tells the owner, by e-mail, that someone who got past the password is guessing codes. */
  private async alertOwner(user: User, count: number): Promise<void> {
    const em = this.em.fork();
    this.mail.queue(
      {
        to: user.email,
        subject: 'Wrong two-factor codes on your account',
        text: [
          `Hello ${user.firstName},`,
          '',
          `${count} wrong two-factor codes in a row were just entered for your staff account (${user.email}),`,
          `the latest at ${new Date(this.clock()).toISOString().slice(0, 16).replace('T', ' ')} UTC.`,
          '',
          'If that was not you, someone knows your password or holds one of your sessions: change your',
          'password under Settings (this ends every session) and tell an administrator.',
          '',
          'If it was you, there is nothing to do. You will not be told again until a right code is entered.',
        ].join('\n'),
      },
      em,
    );
    await em.flush();
  }
}
