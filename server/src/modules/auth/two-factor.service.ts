import type { EntityManager } from '@mikro-orm/postgresql';

import { AppError } from '../../lib/app-error';
import { AuditAction } from '../audit/audit-action';
import { ANONYMOUS_ACTOR, auditActor, type AuditService } from '../audit/audit.service';
import { hasRole, type Role, ROLE_NAMES } from '../users/role';
import { User } from '../users/user.entity';

import type { LoginThrottleService } from './login-throttle.service';
import { RecoveryCode } from './recovery-code.entity';
import { hashRecoveryCode, newRecoveryCode, RECOVERY_CODE_COUNT, recoveryCodeMatches } from './recovery-codes';
import { looksLikeTotpCode, newTotpSecret, totpEnrolment, totpStep } from './totp';
import type { WrongCodeLimit } from './wrong-code-limit';

export const WRONG_CODE_MESSAGE = 'That code is not right. Enter the current code from your app, or a recovery code.';

/** Who is checking a code: a sign-in (refused as UNAUTHENTICATED, audited) or a signed-in change. */
type CodeCheck = 'sign-in' | 'settings';

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
  async startEnrolment(user: User) {
    if (user.twoFactorEnabledAt) throw new AppError('CONFLICT', 'Two-factor sign-in is already on.');
    user.totpPendingSecret = newTotpSecret();
    await this.em.flush();
    return totpEnrolment(user.totpPendingSecret, user.email);
  }

  /** Turns two-factor sign-in on with a code from the pending secret; answers the recovery codes, shown once. */
  async confirmEnrolment(user: User, code: string, ip: string, check: CodeCheck = 'settings'): Promise<string[]> {
    await this.em.populate(user, ['totpPendingSecret']);
    if (user.twoFactorEnabledAt) throw new AppError('CONFLICT', 'Two-factor sign-in is already on.');
    const pending = user.totpPendingSecret;
    if (!pending) throw AppError.badInput('code', 'Start setting up two-factor sign-in first.');
    const attempt = await this.throttle.begin(user.email, ip);
    const step = totpStep(pending, code, this.clock());
    if (step === null) throw await this.refused(user, check, 'wrong-code');
    await attempt.succeeded();
    user.totpSecret = pending;
    user.totpPendingSecret = null;
    user.totpLastStep = step;
    user.twoFactorEnabledAt = new Date(this.clock());
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
    user.totpSecret = null;
    user.totpPendingSecret = null;
    user.totpLastStep = null;
    user.twoFactorEnabledAt = null;
    for (const old of await this.em.find(RecoveryCode, { user: user.id })) this.em.remove(old);
    this.audit.record({ actor: auditActor(user), action: AuditAction.TWO_FACTOR_DISABLED, subject: subjectOf(user) });
    await this.em.flush();
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
    const step = totpStep(user.totpSecret!, code, this.clock());
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

  private assertEnabled(user: User): void {
    if (!user.twoFactorEnabledAt) throw new AppError('CONFLICT', 'Two-factor sign-in is not on.');
  }

  /** The refusal of a wrong code; during a sign-in it is audited like a wrong password. */
  private async refused(user: User, check: CodeCheck, reason: string): Promise<AppError> {
    if (check === 'settings') return AppError.badInput('code', WRONG_CODE_MESSAGE);
    await this.audit.recordNow({
      actor: ANONYMOUS_ACTOR,
      action: AuditAction.SIGN_IN_FAILED,
      subject: subjectOf(user),
      details: { reason },
    });
    return new AppError('UNAUTHENTICATED', WRONG_CODE_MESSAGE);
  }
}

function subjectOf(user: User) {
  return { type: 'user' as const, id: user.id };
}
