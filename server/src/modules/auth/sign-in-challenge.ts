import { timingSafeEqual } from 'node:crypto';

import { AppError } from '../../lib/app-error';

import type { TokenSigner } from './token';

/**
 * What a sign-in challenge lets its holder do next:
 * - `code`: give a two-factor code (the password was right);
 * - `setup`: enrol in two-factor sign-in, which the account's role requires (the password was right);
 * - `verified`: replace a temporary password (the password and the second factor were right).
 */
export type ChallengeKind = 'code' | 'setup' | 'verified';

/** Long enough to open an app and type a code, short enough that a leaked challenge is soon worthless. */
export const CHALLENGE_SECONDS = 5 * 60;

const PURPOSE = 'sign-in-challenge';
const MAIL_CODE_PURPOSE = 'enrolment-mail-code';
/** Digits of the code e-mailed for an enrolment during sign-in; wrong guesses count as failed sign-ins. */
const MAIL_CODE_DIGITS = 8;

export const CHALLENGE_EXPIRED_MESSAGE = 'This sign-in has expired. Sign in again with your password.';

/**
 * A short-lived capability between the steps of a sign-in: `<user>.<kind>.<expiry>.<HMAC>`. It is
 * not a JWT, so it never passes as a Bearer token, and it carries no role.
 */
export class SignInChallenges {
  constructor(
    private readonly tokens: TokenSigner,
    private readonly clock: () => number,
  ) {}

  issue(userId: string, kind: ChallengeKind): string {
    const expiresAt = Math.floor(this.clock() / 1000) + CHALLENGE_SECONDS;
    return this.tokens.signChallenge(PURPOSE, `${userId}.${kind}.${expiresAt}`);
  }

  /** The user a valid, unexpired challenge of `kind` was issued to; UNAUTHENTICATED otherwise. */
  userOf(challenge: string, kind: ChallengeKind): string {
    const value = this.tokens.verifyChallenge(PURPOSE, challenge);
    const [userId, givenKind, expiresAt] = value?.split('.') ?? [];
    if (!userId || givenKind !== kind || !(Number(expiresAt) * 1000 > this.clock())) {
      throw new AppError('UNAUTHENTICATED', CHALLENGE_EXPIRED_MESSAGE);
    }
    return userId;
  }

  /**
   * The code e-mailed to the account during a sign-in that must enrol: bound to the setup
   * challenge (so it dies with it, after CHALLENGE_SECONDS) and to the secret that enrolment
   * handed out (so a newer enrolment needs the newer mail). Derived, not stored: nothing to clean up.
   */
  enrolmentMailCode(challenge: string, pendingSecret: string): string {
    const signed = this.tokens.signChallenge(MAIL_CODE_PURPOSE, `${challenge}\n${pendingSecret}`);
    const mac = Buffer.from(signed.slice(signed.lastIndexOf('.') + 1), 'base64url');
    return String(mac.readUInt32BE(0) % 10 ** MAIL_CODE_DIGITS).padStart(MAIL_CODE_DIGITS, '0');
  }

  /** Whether `given` (spaces allowed) is the enrolment mail code of this challenge and secret. */
  enrolmentMailCodeMatches(challenge: string, pendingSecret: string, given: string): boolean {
    const expected = Buffer.from(this.enrolmentMailCode(challenge, pendingSecret));
    const typed = Buffer.from(given.replace(/\s+/g, ''));
    return typed.length === expected.length && timingSafeEqual(typed, expected);
  }
}
