import { LockMode, QueryOrder, UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';

import { AppError } from '../../lib/app-error';
import { isUuid } from '../../lib/validation';
import { auditActor, type AuditDetails, type AuditService } from '../audit/audit.service';
import { AuditAction } from '../audit/audit-action';
import { hashPassword, verifyPassword } from '../auth/password';
import { endSessions } from '../auth/sessions';
import type { TokenSigner } from '../auth/token';
import { revokeShortlistsOfEndedSender } from '../client-shortlists/client-shortlist-sender';

import { grantableRoles, hasRole, Role, ROLE_NAMES } from './role';
import { User } from './user.entity';
import type { ChangePasswordInput, CreateUserInput } from './user.inputs';

export const DUPLICATE_EMAIL_MESSAGE = 'A user with this email already exists.';
export const USER_NOT_FOUND_MESSAGE = 'This account does not exist.';

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Refuses to take the last enabled SUPER_ADMIN away. */
function keepOneSuperAdmin(target: User, enabledSuperAdmins: string[], what: 'disable' | 'demote'): void {
  if (target.role !== Role.SUPER_ADMIN || target.disabled) return;
  if (enabledSuperAdmins.every((id) => id === target.id)) {
    throw new AppError(
      'CONFLICT',
      `You cannot ${what} the last Super Admin: make another account Super Admin first.`,
      'id',
    );
  }
}

export class UserService {
  constructor(
    private readonly em: EntityManager,
    /** Absent only for first-start bootstrap and seeding, which no one performs. */
    private readonly audit?: AuditService,
    /** Signs the fresh session of someone who changed their own password; absent where no one does. */
    private readonly tokens?: TokenSigner,
  ) {}

  /** Adds an account; `actor` may only grant the roles the permission matrix gives it. */
  async create(actor: User, input: CreateUserInput): Promise<User> {
    const role = input.role ?? Role.USER;
    if (!grantableRoles(actor.role).includes(role)) {
      throw new AppError(
        'FORBIDDEN',
        `Your role (${ROLE_NAMES[actor.role]}) may not add users with the ${ROLE_NAMES[role]} role.`,
        'role',
      );
    }
    return this.insert({ ...input, role }, actor);
  }

  /** Adds an account without an acting user: first-start bootstrap and seeding only. */
  async insert(input: CreateUserInput & { role: Role }, actor?: User): Promise<User> {
    const email = normaliseEmail(input.email);
    if (await this.em.count(User, { email })) throw new AppError('CONFLICT', DUPLICATE_EMAIL_MESSAGE, 'email');
    const user = this.em.create(User, {
      firstName: input.firstName,
      lastName: input.lastName,
      email,
      passwordHash: await hashPassword(input.password),
      role: input.role,
    });
    if (actor && this.audit) {
      this.audit.record({
        actor: auditActor(actor),
        action: AuditAction.USER_CREATED,
        subject: { type: 'user', id: user.id },
        details: { role: input.role },
      });
    }
    try {
      await this.em.flush();
    } catch (error) {
      this.em.clear();
      if (error instanceof UniqueConstraintViolationException) {
        throw new AppError('CONFLICT', DUPLICATE_EMAIL_MESSAGE, 'email');
      }
      throw error;
    }
    return user;
  }

  /**
   * Changes one's own password and ends every session of the account, this one included (a thief
   * holding a token loses it with the old password); answers a fresh token for the caller's session.
   */
  async changePassword(user: User, input: ChangePasswordInput): Promise<{ token: string; user: User }> {
    if (!this.tokens) throw new Error('UserService needs a TokenSigner to change passwords');
    const current = await this.em.findOneOrFail(User, { id: user.id }, { populate: ['passwordHash'] });
    if (!(await verifyPassword(current.passwordHash, input.currentPassword))) {
      throw AppError.badInput('currentPassword', 'The current password is not correct.');
    }
    current.passwordHash = await hashPassword(input.newPassword);
    endSessions(current);
    this.audit?.record({
      actor: auditActor(current),
      action: AuditAction.PASSWORD_CHANGED,
      subject: { type: 'user', id: current.id },
    });
    await this.em.flush();
    return { token: this.tokens.sign(current.id, current.role), user: current };
  }

  /** "Sign out everywhere" for one's own account: every token issued so far stops working. */
  async endOwnSessions(user: User): Promise<void> {
    endSessions(user);
    this.audit?.record({ actor: auditActor(user), action: AuditAction.SESSIONS_ENDED, subject: subjectOf(user) });
    await this.em.flush();
  }

  /** "Sign out everywhere" for another account the actor may change. */
  async endSessionsOf(actor: User, id: string): Promise<User> {
    return this.changeManaged(actor, id, (target) => {
      endSessions(target);
      return { action: AuditAction.SESSIONS_ENDED };
    });
  }

  /** Every account, for the staff list (ADMIN and up): a short list, in one query. */
  async listStaff(): Promise<User[]> {
    return this.em.find(User, {}, { orderBy: { email: QueryOrder.ASC } });
  }

  /**
   * Disables or re-enables an account. Disabling ends its sessions: its tokens stop working at
   * once, and enabling it again does not bring them back.
   */
  async setDisabled(actor: User, id: string, disabled: boolean): Promise<User> {
    return this.changeManaged(actor, id, (target, superAdmins) => {
      if (target.disabled === disabled) return null;
      if (disabled) keepOneSuperAdmin(target, superAdmins, 'disable');
      target.disabled = disabled;
      if (disabled) endSessions(target);
      return { action: disabled ? AuditAction.USER_DISABLED : AuditAction.USER_ENABLED };
    });
  }

  /** Gives an account another role, within what the actor may grant; its sessions end (their role is stale). */
  async setRole(actor: User, id: string, role: Role): Promise<User> {
    if (!grantableRoles(actor.role).includes(role)) {
      throw new AppError(
        'FORBIDDEN',
        `Your role (${ROLE_NAMES[actor.role]}) may not give the ${ROLE_NAMES[role]} role.`,
        'role',
      );
    }
    return this.changeManaged(actor, id, (target, superAdmins) => {
      if (target.role === role) return null;
      if (role !== Role.SUPER_ADMIN) keepOneSuperAdmin(target, superAdmins, 'demote');
      const from = target.role;
      target.role = role;
      endSessions(target);
      return { action: AuditAction.USER_ROLE_CHANGED, details: { from, to: role } };
    });
  }

  /** Sets a password the account must replace at its next sign-in; its sessions end. */
  async setTemporaryPassword(actor: User, id: string, password: string): Promise<User> {
    const hash = await hashPassword(password);
    return this.changeManaged(actor, id, (target) => {
      target.passwordHash = hash;
      target.mustChangePassword = true;
      endSessions(target);
      return { action: AuditAction.USER_TEMPORARY_PASSWORD_SET };
    });
  }

  /**
   * Runs one change to another account in a transaction, with its audit entry. The actor may only
   * change accounts whose role it could grant (ADMIN: USER and INTERNAL_RECRUITER; SUPER_ADMIN: any),
   * and never its own: nobody disables, demotes or resets themselves here.
   *
   * The enabled SUPER_ADMIN rows are locked first, always in id order, then the target: two
   * administrators disabling each other at once queue instead of both passing the last-one check
   * (and never deadlock).
   */
  private async changeManaged(
    actor: User,
    id: string,
    change: (target: User, enabledSuperAdmins: string[]) => { action: AuditAction; details?: AuditDetails } | null,
  ): Promise<User> {
    if (actor.id === id) {
      throw new AppError('FORBIDDEN', 'You cannot disable, change the role of, or reset your own account here.', 'id');
    }
    const target = isUuid(id) ? await this.em.findOne(User, { id }) : null;
    if (!target) throw AppError.notFound(USER_NOT_FOUND_MESSAGE);
    if (!grantableRoles(actor.role).includes(target.role)) {
      throw new AppError(
        'FORBIDDEN',
        `Your role (${ROLE_NAMES[actor.role]}) may not change accounts with the ${ROLE_NAMES[target.role]} role.`,
        'id',
      );
    }
    await this.em.transactional(async (em) => {
      const superAdmins = await em
        .getConnection()
        .execute<{ id: string }[]>(
          `select id from users where role = 'SUPER_ADMIN' and not disabled order by id for update`,
          [],
          'all',
          em.getTransactionContext(),
        );
      const locked = await em.findOneOrFail(User, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
      const outcome = change(
        locked,
        superAdmins.map((row) => row.id),
      );
      if (outcome) {
        this.audit?.record(
          { actor: auditActor(actor), action: outcome.action, subject: { type: 'user', id }, details: outcome.details },
          em,
        );
      }
      // Shortlists sent to clients end with their sender's right to send them.
      if (outcome && (locked.disabled || !hasRole(locked.role, Role.INTERNAL_RECRUITER))) {
        await revokeShortlistsOfEndedSender(em, this.audit, auditActor(actor), id);
      }
    });
    return this.em.findOneOrFail(User, { id }, { refresh: true });
  }

  async count(): Promise<number> {
    return this.em.count(User, {});
  }
}

function subjectOf(user: User) {
  return { type: 'user' as const, id: user.id };
}
