import { QueryOrder } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';

import { AppError } from '../../lib/app-error';
import { isUuid } from '../../lib/validation';
import type { MailService } from '../../mail/mail.service';
import { auditActor, type AuditService } from '../audit/audit.service';
import { AuditAction } from '../audit/audit-action';
import type { Reauthentication } from '../auth/reauthentication';
import { queueAdminNotice } from '../users/admin-notice';
import { hasRole, Role } from '../users/role';
import type { User } from '../users/user.entity';

import { ApiKey } from './api-key.entity';
import type { CreateApiKeyInput } from './api-key.inputs';
import { generateApiKey } from './api-key-secret';

export const API_KEY_NOT_FOUND_MESSAGE = 'No such API key.';
export const SUPER_ADMIN_KEY_MESSAGE =
  'role may not be SUPER_ADMIN: no program gets the power to manage every account. Choose ADMIN or lower.';

const DAY_MS = 24 * 60 * 60_000;

export interface ApiKeyLifetimes {
  /** API_KEY_DEFAULT_DAYS: a key's life when its creator names no expiry. */
  defaultDays: number;
  /** API_KEY_MAX_DAYS: the longest a key may live. */
  maxDays: number;
}

/** The highest role a key may carry: SUPER_ADMIN stays with people. */
export function keyRoleAllowed(role: Role): boolean {
  return role !== Role.SUPER_ADMIN;
}

export class ApiKeyService {
  constructor(
    private readonly em: EntityManager,
    private readonly audit: AuditService,
    private readonly mail: MailService,
    private readonly reauthentication: Reauthentication,
    private readonly lifetimes: ApiKeyLifetimes,
    /** The site's origin, for the link in the admins' e-mail. */
    private readonly publicUrl: string,
  ) {}

  /**
   * Creates a key for `actor`, after they proved again who they are; answers it with its secret,
   * which is stored only as a hash. The key, its audit entry and the admins' e-mail are one flush.
   */
  async create(actor: User, input: CreateApiKeyInput, ip: string): Promise<{ apiKey: ApiKey; secret: string }> {
    if (!keyRoleAllowed(input.role)) throw AppError.badInput('role', SUPER_ADMIN_KEY_MESSAGE);
    if (!hasRole(actor.role, input.role)) {
      throw AppError.badInput('role', `A key’s role may be no higher than your own (${actor.role}).`);
    }
    const now = Date.now();
    const latest = now + this.lifetimes.maxDays * DAY_MS;
    if (input.expiresAt && input.expiresAt.getTime() <= now) {
      throw AppError.badInput('expiresAt', 'expiresAt must be in the future.');
    }
    if (input.expiresAt && input.expiresAt.getTime() > latest) {
      throw AppError.badInput('expiresAt', `expiresAt may be at most ${this.lifetimes.maxDays} days from now.`);
    }
    await this.reauthentication.confirm(actor, input.passwordOrCode, ip);
    const expiresAt = input.expiresAt ?? new Date(now + this.lifetimes.defaultDays * DAY_MS);
    const { key, prefix, secretHash } = generateApiKey();
    const apiKey = this.em.create(ApiKey, {
      name: input.name,
      role: input.role,
      readOnly: input.readOnly,
      expiresAt,
      prefix,
      secretHash,
      createdBy: actor,
    });
    this.audit.record({
      actor: auditActor(actor),
      action: AuditAction.API_KEY_CREATED,
      subject: { type: 'api-key', id: apiKey.id },
      details: { name: apiKey.name, role: apiKey.role, readOnly: apiKey.readOnly, expiresAt: expiresAt.toISOString() },
    });
    await queueAdminNotice(this.em, this.mail, {
      subject: 'An API key was created',
      text:
        `${actor.email} created the API key "${apiKey.name}" (${apiKey.prefix}…).\n\n` +
        `Role: ${apiKey.role}${apiKey.readOnly ? ', read-only' : ', read and write'}\n` +
        `Expires: ${expiresAt.toISOString()}\n\n` +
        `If nobody meant to, revoke it at ${this.publicUrl}/admin/integrations.\n`,
    });
    await this.em.flush();
    return { apiKey, secret: key };
  }

  /** Every key, newest first, revoked ones included (so staff see what was cut off and when). */
  list(): Promise<ApiKey[]> {
    return this.em.find(
      ApiKey,
      {},
      { orderBy: { createdAt: QueryOrder.DESC, id: QueryOrder.DESC }, populate: ['createdBy'] },
    );
  }

  /** Revokes a key: the next request with it is refused. A key above the actor's role is not theirs to revoke. */
  async revoke(actor: User, id: string): Promise<ApiKey> {
    const apiKey = isUuid(id) ? await this.em.findOne(ApiKey, { id }, { populate: ['createdBy'] }) : null;
    if (!apiKey) throw AppError.notFound(API_KEY_NOT_FOUND_MESSAGE);
    if (!hasRole(actor.role, apiKey.role)) {
      throw new AppError('FORBIDDEN', `Only an account with the ${apiKey.role} role or higher may revoke this key.`);
    }
    if (!apiKey.revokedAt) {
      apiKey.revokedAt = new Date();
      this.audit.record({
        actor: auditActor(actor),
        action: AuditAction.API_KEY_REVOKED,
        subject: { type: 'api-key', id: apiKey.id },
        details: { name: apiKey.name, role: apiKey.role },
      });
    }
    await this.em.flush();
    return apiKey;
  }
}
