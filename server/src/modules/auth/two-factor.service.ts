import type { EntityManager } from '@mikro-orm/postgresql';

import { AppError } from '../../lib/app-error';
import { isUuid } from '../../lib/validation';
import type { MailService } from '../../mail/mail.service';
import { ANONYMOUS_ACTOR, auditActor, type AuditService } from '../audit/audit.service';
import { AuditAction } from '../audit/audit-action';
import { hasRole, type Role, ROLE_NAMES } from '../users/role';
import { User } from '../users/user.entity';

import type { LoginThrottleService } from './login-throttle.service';
import { RecoveryCode } from './recovery-code.entity';
import { hashRecoveryCode, newRecoveryCode, RECOVERY_CODE_COUNT, recoveryCodeMatches } from './recovery-codes';
import { endSessions } from './sessions';
import { looksLikeTotpCode, newTotpSecret, totpEnrolment, totpStep } from './totp';
import type { TotpSecretBox } from './totp-secret-box';
import type { WrongCodeLimit } from './wrong-code-limit';

/** The outbox purpose of the mail that tells a person their two-factor sign-in was reset. */
export const TWO_FACTOR_RESET_MAIL_PURPOSE = 'two-factor-reset';

export const WRONG_CODE_MESSAGE = 'That code is not right. Enter the current code from your app, or a recovery code.';

export const WRONG_MAIL_CODE_MESSAGE =
  'The code from the e-mail is not right. Enter the code we sent to your address, or sign in again for a new one.';

/** Who is checking a code: a sign-in (refused as UNAUTHENTICATED, audited) or a signed-in change. */
type CodeCheck = 'sign-in' | 'settings';

/**
 * A second proof an enrolment must carry besides the app's code: during a sign-in that must enrol,
 * the code e-mailed to the account's address (see AuthService.startTwoFactorSetup). Given the
 * pending secret, says whether the proof is right.
 */
export type EnrolmentProof = (pendingSecret: string) => boolean;

/**
 * Two-factor sign-in with TOTP (RFC 6238): enrolment, the code check of a sign-in (with replay
 * protection and one-time recovery codes), and turning it off. Every code check counts against
 * the same failure limits as passwords (LoginThrottleService).
 */
export class TwoFactorService {
  constructor(
    private readonly em: EntityManager,
    private readonly throttle: LoginThrottleService,
    private readonly audit: AuditService,
    private readonly clock: () => number,
    /** REQUIRE_2FA_FOR: from this role up, two-factor sign-in cannot be off. */
    private readonly requiredFrom: Role | undefined,
    private readonly secrets: TotpSecretBox,
    private readonly mail: MailService,
    /** The account's daily cap on wrong codes and the owner's alert. */
    private readonly wrongCodes: WrongCodeLimit,
  ) {}

  /** Whether the account's role must sign in with two factors. */
  isRequiredFor(role: Role): boolean {
    return this.requiredFrom !== undefined && hasRole(role, this.requiredFrom);
  }

  /**
   * Hands out a new secret for the account (its QR code and text), kept as pending: nothing
   * changes at sign-in until confirmEnrolment proves the app produces codes for it.
   */
  async startEnrolment(user: User, beforeSave?: (secret: string) => void) {
    if (user.twoFactorEnabledAt) throw new AppError('CONFLICT', 'Two-factor sign-in is already on.');
    const secret = newTotpSecret();
    user.totpPendingSecret = this.secrets.seal(user.id, secret);
    beforeSave?.(secret);
    await this.em.flush();
    return totpEnrolment(secret, user.email);
  }

  /** Turns two-factor sign-in on with a code from the pending secret; answers the recovery codes, shown once. */
  async confirmEnrolment(
    user: User,
    code: string,
    ip: string,
    check: CodeCheck = 'settings',
    proof?: EnrolmentProof,
  ): Promise<string[]> {
    await this.em.populate(user, ['totpPendingSecret']);
    if (user.twoFactorEnabledAt) throw new AppError('CONFLICT', 'Two-factor sign-in is already on.');
    if (!user.totpPendingSecret) throw AppError.badInput('code', 'Start setting up two-factor sign-in first.');
    const pending = this.secrets.open(user.id, user.totpPendingSecret).secret;
    const attempt = await this.throttle.begin(user.email, ip);
    if (proof && !proof(pending)) throw await this.refused(user, check, 'wrong-mail-code', WRONG_MAIL_CODE_MESSAGE);
    const step = totpStep(pending, code, this.clock());
    if (step === null) throw await this.refused(user, check, 'wrong-code');
    await attempt.succeeded();
    user.totpSecret = this.secrets.seal(user.id, pending);
    user.totpPendingSecret = null;
    user.totpLastStep = step;
    user.twoFactorEnabledAt = new Date(this.clock());
    endSessions(user);
    const codes = await this.replaceRecoveryCodes(user);
    this.audit.record({ actor: auditActor(user), action: AuditAction.TWO_FACTOR_ENABLED, subject: subjectOf(user) });
    await this.em.flush();
    return codes;
  }

  /** Turns two-factor sign-in off, proved with a current code or a recovery code. */
  async disable(user: User, code: string, ip: string): Promise<void> {
    this.assertEnabled(user);
    if (this.isRequiredFor(user.role)) {
      throw new AppError(
        'FORBIDDEN',
        `Two-factor sign-in is required for the ${ROLE_NAMES[user.role]} role: it cannot be turned off.`,
      );
    }
    await this.verify(user, code, ip, 'settings');
    await this.turnOff(user);
    this.audit.record({ actor: auditActor(user), action: AuditAction.TWO_FACTOR_DISABLED, subject: subjectOf(user) });
    await this.em.flush();
  }

  /**
   * A SUPER_ADMIN turns another person's two-factor sign-in off (a lost phone and lost recovery
   * codes): secrets and recovery codes go, the person's sessions end, the person is e-mailed and
   * the reset is audited, all in one transaction. Where the role requires two factors, the next
   * sign-in enrols again, proved with a code sent to the account's address.
   */
  async reset(actor: User, id: string): Promise<User> {
    if (actor.id === id) {
      throw new AppError('FORBIDDEN', 'Turn off your own two-factor sign-in from Settings, with a code.', 'id');
    }
    const target = isUuid(id) ? await this.em.findOne(User, { id }, { populate: ['totpPendingSecret'] }) : null;
    if (!target) throw AppError.notFound('This account does not exist.');
    if (!target.twoFactorEnabledAt && !target.totpPendingSecret) {
      throw new AppError('CONFLICT', 'Two-factor sign-in is not on for this account.', 'id');
    }
    await this.turnOff(target);
    this.audit.record({ actor: auditActor(actor), action: AuditAction.TWO_FACTOR_RESET, subject: subjectOf(target) });
    this.mail.queue({
      to: target.email,
      subject: 'Two-factor sign-in was reset on your account',
      text: [
        `Hello ${target.firstName},`,
        '',
        `An administrator (${actor.email}) turned off two-factor sign-in on your account, and every session of`,
        'your account was ended. Sign in again with your password, then set up two-factor sign-in again.',
        '',
        'If you did not ask for this, tell an administrator at once.',
      ].join('\n'),
      purpose: TWO_FACTOR_RESET_MAIL_PURPOSE,
    });
    await this.em.flush();
    return target;
  }

  /** New recovery codes (the earlier ones stop working), proved with a current code or a recovery code. */
  async regenerateRecoveryCodes(user: User, code: string, ip: string): Promise<string[]> {
    this.assertEnabled(user);
    await this.verify(user, code, ip, 'settings');
    const codes = await this.replaceRecoveryCodes(user);
    this.audit.record({
      actor: auditActor(user),
      action: AuditAction.RECOVERY_CODES_REGENERATED,
      subject: subjectOf(user),
    });
    await this.em.flush();
    return codes;
  }

  /**
   * Checks a second factor: a TOTP code of the current step (±1), never one of a step already
   * used, or an unused recovery code, which is used up. Counted like a password, and against the
   * account's daily cap on wrong codes (WrongCodeLimit); a recovery code's use is audited in the
   * caller's flush.
   */
  async verify(user: User, code: string, ip: string, check: CodeCheck): Promise<void> {
    this.assertEnabled(user);
    await this.em.populate(user, ['totpSecret']);
    const attempt = await this.throttle.begin(user.email, ip);
    const codeCheck = await this.wrongCodes.begin(user).catch(async (error: unknown) => {
      await attempt.released();
      throw error;
    });
    const ok = looksLikeTotpCode(code) ? await this.useTotp(user, code) : await this.useRecoveryCode(user, code);
    if (!ok) {
      await codeCheck.wrong();
      throw await this.refused(user, check, looksLikeTotpCode(code) ? 'wrong-code' : 'wrong-recovery-code');
    }
    await codeCheck.right();
    await attempt.succeeded();
  }

  private async useTotp(user: User, code: string): Promise<boolean> {
    const opened = this.secrets.open(user.id, user.totpSecret!);
    if (opened.stale) {
      // In plain text (stored before encryption) or under the previous key: sealed with the current
      // key now, unless the row changed meanwhile.
      await this.em.nativeUpdate(
        User,
        { id: user.id, totpSecret: user.totpSecret },
        { totpSecret: this.secrets.seal(user.id, opened.secret) },
      );
    }
    const step = totpStep(opened.secret, code, this.clock());
    if (step === null) return false;
    // One statement, so two requests with the same code cannot both pass.
    const taken = await this.em.nativeUpdate(
      User,
      { id: user.id, $or: [{ totpLastStep: null }, { totpLastStep: { $lt: step } }] },
      { totpLastStep: step },
    );
    return taken === 1;
  }

  private async useRecoveryCode(user: User, code: string): Promise<boolean> {
    const unused = await this.em.find(RecoveryCode, { user: user.id, usedAt: null });
    const match = unused.find((stored) => recoveryCodeMatches(code, stored));
    if (!match) return false;
    const taken = await this.em.nativeUpdate(
      RecoveryCode,
      { id: match.id, usedAt: null },
      { usedAt: new Date(this.clock()) },
    );
    if (taken !== 1) return false;
    this.audit.record({
      actor: auditActor(user),
      action: AuditAction.RECOVERY_CODE_USED,
      subject: subjectOf(user),
      details: { remaining: unused.length - 1 },
    });
    return true;
  }

  private async replaceRecoveryCodes(user: User): Promise<string[]> {
    for (const old of await this.em.find(RecoveryCode, { user: user.id })) this.em.remove(old);
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    for (const code of codes) this.em.create(RecoveryCode, { user, ...hashRecoveryCode(code) });
    return codes;
  }

  /** Turns two-factor sign-in off and ends the account's sessions; the caller audits and flushes. */
  private async turnOff(user: User): Promise<void> {
    user.totpSecret = null;
    user.totpPendingSecret = null;
    user.totpLastStep = null;
    user.twoFactorEnabledAt = null;
    endSessions(user);
    for (const old of await this.em.find(RecoveryCode, { user: user.id })) this.em.remove(old);
  }

  private assertEnabled(user: User): void {
    if (!user.twoFactorEnabledAt) throw new AppError('CONFLICT', 'Two-factor sign-in is not on.');
  }

  /** The refusal of a wrong code; during a sign-in it is audited like a wrong password. */
  private async refused(user: User, check: CodeCheck, reason: string, message = WRONG_CODE_MESSAGE): Promise<AppError> {
    if (check === 'settings') return AppError.badInput('code', message);
    await this.audit.recordNow({
      actor: ANONYMOUS_ACTOR,
      action: AuditAction.SIGN_IN_FAILED,
      subject: subjectOf(user),
      details: { reason },
    });
    return new AppError('UNAUTHENTICATED', message);
  }
}

function subjectOf(user: User) {
  return { type: 'user' as const, id: user.id };
}
