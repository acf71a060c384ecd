import type { EntityManager } from '@mikro-orm/postgresql';

import { AppError } from '../../lib/app-error';
import { AuditAction } from '../audit/audit-action';
import { ANONYMOUS_ACTOR, auditActor, type AuditService } from '../audit/audit.service';
import { normaliseEmail } from '../users/user.service';
import { User } from '../users/user.entity';

import type { LoginThrottleService } from './login-throttle.service';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './password';
import type { TokenSigner } from './token';

export const INVALID_CREDENTIALS_MESSAGE = 'Invalid email or password.';

export const PASSWORD_CHANGE_REQUIRED_MESSAGE =
  'Your password was set by an administrator: choose a new one to finish signing in.';

/** The answer both adapters give for a sign-in result. */
export function loginAnswer(result: LoginResult) {
  if (result.kind === 'signed-in') {
    return {
      step: 'SIGNED_IN' as const,
      token: result.token,
      role: result.user.role,
      user: result.user,
      message: null,
    };
  }
  return {
    step: 'NEW_PASSWORD' as const,
    token: null,
    role: null,
    user: null,
    message: PASSWORD_CHANGE_REQUIRED_MESSAGE,
  };
}

/** A sign-in that passed the password check: a session, or the step still missing before one. */
export type LoginResult =
  { kind: 'signed-in'; token: string; user: User } | { kind: 'password-change-required'; user: User };

export class AuthService {
  constructor(
    private readonly em: EntityManager,
    private readonly tokens: TokenSigner,
    private readonly throttle: LoginThrottleService,
    private readonly audit: AuditService,
  ) {}

  /**
   * The same refusal for an unknown e-mail and a wrong password, with the same cost. The attempt
   * is counted before the password is checked (see LoginThrottleService) and given back when the
   * password is right.
   */
  async login(rawEmail: string, password: string, ip: string): Promise<LoginResult> {
    const user = await this.checkPassword(rawEmail, password, ip);
    if (user.mustChangePassword) return { kind: 'password-change-required', user };
    return this.signIn(user);
  }

  /**
   * The second half of a sign-in with a temporary password: the same checks as `login`, then the
   * new password replaces the temporary one and the session starts, in one transaction with both
   * audit entries.
   */
  async loginWithNewPassword(
    rawEmail: string,
    password: string,
    newPassword: string,
    ip: string,
  ): Promise<LoginResult> {
    const user = await this.checkPassword(rawEmail, password, ip);
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
    return this.signIn(user);
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
    await attempt.succeeded();
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
