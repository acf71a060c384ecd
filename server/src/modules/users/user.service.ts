import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';

import { AppError } from '../../lib/app-error';
import { AuditAction } from '../audit/audit-action';
import { auditActor, type AuditService } from '../audit/audit.service';
import { hashPassword, verifyPassword } from '../auth/password';

import { grantableRoles, Role, ROLE_NAMES } from './role';
import type { ChangePasswordInput, CreateUserInput } from './user.inputs';
import { User } from './user.entity';

export const DUPLICATE_EMAIL_MESSAGE = 'A user with this email already exists.';

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export class UserService {
  constructor(
    private readonly em: EntityManager,
    /** Absent only for first-start bootstrap and seeding, which no one performs. */
    private readonly audit?: AuditService,
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

  async changePassword(user: User, input: ChangePasswordInput): Promise<void> {
    const current = await this.em.findOneOrFail(User, { id: user.id }, { populate: ['passwordHash'] });
    if (!(await verifyPassword(current.passwordHash, input.currentPassword))) {
      throw AppError.badInput('currentPassword', 'The current password is not correct.');
    }
    current.passwordHash = await hashPassword(input.newPassword);
    this.audit?.record({
      actor: auditActor(current),
      action: AuditAction.PASSWORD_CHANGED,
      subject: { type: 'user', id: current.id },
    });
    await this.em.flush();
  }

  async count(): Promise<number> {
    return this.em.count(User, {});
  }
}
