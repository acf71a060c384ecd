import type { EntityManager } from '@mikro-orm/postgresql';

import { AppError } from '../../lib/app-error';
import type { MailService } from '../../mail/mail.service';
import { ANONYMOUS_ACTOR, auditActor, type AuditService } from '../audit/audit.service';
import { AuditAction } from '../audit/audit-action';
import { User } from '../users/user.entity';
import { normaliseEmail } from '../users/user.service';

import type { LoginThrottleService } from './login-throttle.service';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './password';
import {
  CHALLENGE_EXPIRED_MESSAGE,
  CHALLENGE_SECONDS,
  type ChallengeKind,
  type SignInChallenges,
} from './sign-in-challenge';
import type { TokenSigner } from './token';
import type { TwoFactorService } from './two-factor.service';

export const INVALID_CREDENTIALS_MESSAGE = 'Invalid email or password.';

export const PASSWORD_CHANGE_REQUIRED_MESSAGE =
  'Your password was set by an administrator: choose a new one to finish signing in.';

export const TWO_FACTOR_CODE_MESSAGE =
  'Enter the 6-digit code from your authenticator app, or one of your recovery codes.';

export const TWO_FACTOR_SETUP_MESSAGE =
  'Your role requires two-factor sign-in: set it up with an authenticator app to finish signing in.';

/** The outbox purpose of the mail that carries the code of an enrolment during sign-in. */
export const ENROLMENT_MAIL_PURPOSE = 'two-factor-enrolment-code';

/** The answer both adapters give for a sign-in result. */
export function loginAnswer(result: LoginResult) {
  const pending = { token: null, role: null, user: null, recoveryCodes: null };
  switch (result.kind) {
    case 'signed-in':
      return {
        step: 'SIGNED_IN' as const,
        token: result.token,
        role: result.user.role,
        user: result.user,
        message: null,
        challenge: null,
        recoveryCodes: result.recoveryCodes ?? null,
      };
    case 'password-change-required':
      return {
        step: 'NEW_PASSWORD' as const,
        ...pending,
        message: PASSWORD_CHANGE_REQUIRED_MESSAGE,
        challenge: result.challenge,
      };
    case 'two-factor-required':
      return { step: 'TWO_FACTOR' as const, ...pending, message: TWO_FACTOR_CODE_MESSAGE, challenge: result.challenge };
    case 'two-factor-setup-required':
      return {
        step: 'TWO_FACTOR_SETUP' as const,
        ...pending,
        message: TWO_FACTOR_SETUP_MESSAGE,
        challenge: result.challenge,
      };
  }
}

/**
 * A sign-in that passed the password check: a session, or the step still missing before one with
 * the challenge that lets the caller take it (null for a temporary password without two factors,
 * whose next step repeats the password).
 */
export type LoginResult =
  | { kind: 'signed-in'; token: string; user: User; recoveryCodes?: string[] }
  | { kind: 'password-change-required'; user: User; challenge: string | null }
  | { kind: 'two-factor-required'; user: User; challenge: string }
  | { kind: 'two-factor-setup-required'; user: User; challenge: string };

export class AuthService {
  constructor(
    private readonly em: EntityManager,
    private readonly tokens: TokenSigner,
    private readonly throttle: LoginThrottleService,
    private readonly audit: AuditService,
    private readonly twoFactor: TwoFactorService,
    private readonly challenges: SignInChallenges,
    private readonly mail: MailService,
  ) {}

  /**
   * The same refusal for an unknown e-mail and a wrong password, with the same cost. The attempt
   * is counted before the password is checked (see LoginThrottleService) and given back when the
   * password is right.
   */
  async login(rawEmail: string, password: string, ip: string): Promise<LoginResult> {
    return this.nextStep(await this.checkPassword(rawEmail, password, ip), false);
  }

  /**
   * The second half of a sign-in with a temporary password: the same checks as `login`, then the
   * new password replaces the temporary one and the session starts, in one transaction with both
   * audit entries. With two-factor sign-in on, the second factor comes first: without the
   * `verified` challenge of loginWithTwoFactor nothing changes and the answer asks for a code.
   */
  async loginWithNewPassword(
    rawEmail: string,
    password: string,
    newPassword: string,
    ip: string,
    challenge?: string | null,
  ): Promise<LoginResult> {
    const user = await this.checkPassword(rawEmail, password, ip);
    if (user.twoFactorEnabledAt) {
      if (!challenge) return this.nextStep(user, false);
      if (this.challenges.userOf(challenge, 'verified') !== user.id) {
        throw new AppError('UNAUTHENTICATED', CHALLENGE_EXPIRED_MESSAGE);
      }
    }
    if (newPassword === password) {
      throw AppError.badInput('newPassword', 'Choose a new password that differs from the temporary one.');
    }
    user.passwordHash = await hashPassword(newPassword);
    const temporaryReplaced = user.mustChangePassword;
    user.mustChangePassword = false;
    this.audit.record({
      actor: auditActor(user),
      action: AuditAction.PASSWORD_CHANGED,
      subject: { type: 'user', id: user.id },
      details: { temporaryReplaced },
    });
    return this.nextStep(user, user.twoFactorEnabledAt !== null);
  }

  /** The second step of a sign-in with two factors: a current code or a recovery code. */
  async loginWithTwoFactor(challenge: string, code: string, ip: string): Promise<LoginResult> {
    const user = await this.challengedUser(challenge, 'code');
    await this.twoFactor.verify(user, code, ip, 'sign-in');
    return this.nextStep(user, true);
  }

  /**
   * A sign-in whose role requires two factors, on an account without them: the secret to enrol
   * with, and a code e-mailed to the account's address. The password alone must not let its
   * holder tie the account to their own authenticator: the enrolment also needs that mail code.
   */
  async startTwoFactorSetup(challenge: string) {
    const user = await this.challengedUser(challenge, 'setup');
    return this.twoFactor.startEnrolment(user, (secret) =>
      this.mail.queue({
        to: user.email,
        subject: 'Your code to set up two-factor sign-in',
        text: [
          `Hello ${user.firstName},`,
          '',
          'Someone signed in to your account with your password and is setting up two-factor sign-in.',
          `If it is you, enter this code in the sign-in window: ${this.challenges.enrolmentMailCode(challenge, secret)}`,
          `It works for ${CHALLENGE_SECONDS / 60} minutes, for this sign-in only.`,
          '',
          'If it is not you, do not share the code: change your password now and tell an administrator.',
        ].join('\n'),
        purpose: ENROLMENT_MAIL_PURPOSE,
      }),
    );
  }

  /**
   * Ends such a sign-in: enrolment confirmed with a code of the app and the code of the mail, then
   * the session and the recovery codes.
   */
  async loginWithTwoFactorSetup(challenge: string, code: string, emailCode: string, ip: string): Promise<LoginResult> {
    const user = await this.challengedUser(challenge, 'setup');
    const recoveryCodes = await this.twoFactor.confirmEnrolment(user, code, ip, 'sign-in', (pending) =>
      this.challenges.enrolmentMailCodeMatches(challenge, pending, emailCode),
    );
    const result = await this.nextStep(user, true);
    return result.kind === 'signed-in' ? { ...result, recoveryCodes } : result;
  }

  /**
   * What a sign-in needs after a right password (and, when `secondFactorDone`, a right code): the
   * code, then a new password for a temporary one, then enrolment if the role requires two factors.
   */
  private async nextStep(user: User, secondFactorDone: boolean): Promise<LoginResult> {
    if (user.twoFactorEnabledAt && !secondFactorDone) {
      return { kind: 'two-factor-required', user, challenge: this.challenges.issue(user.id, 'code') };
    }
    if (user.mustChangePassword) {
      const challenge = secondFactorDone ? this.challenges.issue(user.id, 'verified') : null;
      return { kind: 'password-change-required', user, challenge };
    }
    if (!user.twoFactorEnabledAt && this.twoFactor.isRequiredFor(user.role)) {
      await this.em.flush();
      return { kind: 'two-factor-setup-required', user, challenge: this.challenges.issue(user.id, 'setup') };
    }
    return this.signIn(user);
  }

  /**
   * A fresh token for the caller after a change of theirs ended every earlier session (two-factor
   * turned on or off): issued after the change, so it counts.
   */
  renewedSession(user: User): string {
    return this.tokens.sign(user.id, user.role);
  }

  /** Starts a session: last sign-in time and the audit entry, written together. */
  private async signIn(user: User): Promise<LoginResult> {
    user.lastSignInAt = new Date();
    this.audit.record({
      actor: auditActor(user),
      action: AuditAction.SIGN_IN_SUCCEEDED,
      subject: { type: 'user', id: user.id },
    });
    await this.em.flush();
    return { kind: 'signed-in', token: this.tokens.sign(user.id, user.role), user };
  }

  /** The account a challenge was issued to, while it may still sign in. */
  private async challengedUser(challenge: string, kind: ChallengeKind): Promise<User> {
    const user = await this.em.findOne(User, { id: this.challenges.userOf(challenge, kind) });
    if (!user || user.disabled) throw new AppError('UNAUTHENTICATED', CHALLENGE_EXPIRED_MESSAGE);
    return user;
  }

  /** The account behind a right e-mail and password, or the refusal (counted and audited). */
  private async checkPassword(rawEmail: string, password: string, ip: string): Promise<User> {
    const email = normaliseEmail(rawEmail);
    const attempt = await this.throttle.begin(email, ip);

    let user: User | null;
    let passwordMatches: boolean;
    try {
      user = await this.em.findOne(User, { email }, { populate: ['passwordHash'] });
      passwordMatches = user
        ? await verifyPassword(user.passwordHash, password)
        : (await verifyAgainstDummy(password), false);
    } catch (error) {
      // No verdict on the password: the attempt does not count against anyone.
      await attempt.released().catch(() => undefined);
      throw error;
    }
    if (!user || !passwordMatches) {
      await this.recordFailure(email, user, user ? 'wrong-password' : 'unknown-account');
      throw new AppError('UNAUTHENTICATED', INVALID_CREDENTIALS_MESSAGE);
    }
    if (user.disabled) {
      await attempt.released();
      await this.recordFailure(email, user, 'disabled');
      throw new AppError('FORBIDDEN', 'This account is disabled. Ask an administrator to enable it.');
    }
    // With two factors the sign-in is not over: earlier wrong codes stay counted until a code is right.
    if (user.twoFactorEnabledAt) await attempt.released();
    else await attempt.succeeded();
    return user;
  }

  /**
   * A refused sign-in, by an anonymous caller. A known account is named by id; an address that
   * belongs to no account (perhaps an applicant's, typed by mistake) only as its salted hash.
   */
  private async recordFailure(email: string, user: User | null, reason: string): Promise<void> {
    await this.audit.recordNow({
      actor: ANONYMOUS_ACTOR,
      action: AuditAction.SIGN_IN_FAILED,
      subject: user ? { type: 'user', id: user.id } : null,
      details: user ? { reason } : { reason, emailHash: this.audit.hashEmail(email) },
    });
  }
}
