import { QueryOrder } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';

import { AppError } from '../../lib/app-error';
import { isUuid } from '../../lib/validation';
import { hasRole } from '../users/role';
import type { User } from '../users/user.entity';

import { generateApiKey } from './api-key-secret';
import { ApiKey } from './api-key.entity';
import type { CreateApiKeyInput } from './api-key.inputs';

export const API_KEY_NOT_FOUND_MESSAGE = 'No such API key.';

export class ApiKeyService {
  constructor(private readonly em: EntityManager) {}

  /** Creates a key for `actor`; answers it with its secret, which is stored only as a hash. */
  async create(actor: User, input: CreateApiKeyInput): Promise<{ apiKey: ApiKey; secret: string }> {
    if (!hasRole(actor.role, input.role)) {
      throw AppError.badInput('role', `A key’s role may be no higher than your own (${actor.role}).`);
    }
    if (input.expiresAt && input.expiresAt.getTime() <= Date.now()) {
      throw AppError.badInput('expiresAt', 'expiresAt must be in the future.');
    }
    const { key, prefix, secretHash } = generateApiKey();
    const apiKey = this.em.create(ApiKey, {
      name: input.name,
      role: input.role,
      readOnly: input.readOnly,
      expiresAt: input.expiresAt ?? undefined,
      prefix,
      secretHash,
      createdBy: actor,
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
    apiKey.revokedAt ??= new Date();
    await this.em.flush();
    return apiKey;
  }
}
