import type { EntityManager } from '@mikro-orm/postgresql';

import { AppError } from '../../lib/app-error';
import { ApiKey } from '../api-keys/api-key.entity';
import { hashApiKey, isApiKey } from '../api-keys/api-key-secret';
import { hasRole, Role } from '../users/role';
import { User } from '../users/user.entity';

import { sessionCounts } from './sessions';
import type { TokenSigner } from './token';

/** A caller that passed the sign-in check: a person (a token) or a program (an API key). */
export type Principal =
  | { user: User; apiKey: null; role: Role; readOnly: false }
  | { user: null; apiKey: ApiKey; role: Role; readOnly: boolean };

type Problem = 'missing' | 'expired' | 'invalid' | 'disabled' | 'revoked' | 'key-expired' | 'key-orphaned';

/** Who is calling: a signed-in user or an API key, or why there is none. */
export type Viewer =
  (Principal & { problem: null }) | { user: null; apiKey: null; role: null; readOnly: false; problem: Problem };

export function bearerToken(authorization: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
  return match?.[1];
}

/** A caller without a usable credential, and why. */
export const nobody = (problem: Problem): Viewer => ({
  user: null,
  apiKey: null,
  role: null,
  readOnly: false,
  problem,
});

/** A key's last use is written at most once a minute, so a busy integration costs no write per request. */
const LAST_USED_GRANULARITY_MS = 60_000;

async function resolveApiKey(em: EntityManager, key: string): Promise<Viewer> {
  const apiKey = await em.findOne(ApiKey, { secretHash: hashApiKey(key) }, { populate: ['createdBy'] });
  if (!apiKey) return nobody('invalid');
  if (apiKey.revokedAt) return nobody('revoked');
  const now = new Date();
  if (apiKey.expiresAt <= now) return nobody('key-expired');
  // A key holds its creator's power only while they do: read on every use, so disabling, deleting
  // or demoting the creator stops the key at its next request (and SUPER_ADMIN stays with people).
  const creator = apiKey.createdBy;
  if (!creator || creator.disabled || !hasRole(creator.role, apiKey.role) || apiKey.role === Role.SUPER_ADMIN) {
    return nobody('key-orphaned');
  }
  if (!apiKey.lastUsedAt || now.getTime() - apiKey.lastUsedAt.getTime() >= LAST_USED_GRANULARITY_MS) {
    // A direct update, outside the request's unit of work: the request's own flush stays its own.
    await em.nativeUpdate(ApiKey, { id: apiKey.id }, { lastUsedAt: now });
    apiKey.lastUsedAt = now;
  }
  return { user: null, apiKey, role: apiKey.role, readOnly: apiKey.readOnly, problem: null };
}

/**
 * Reads the Bearer credential: an API key (`tck_…`) is looked up by its hash, so a revoked or
 * expired key stops at once; a token loads its user, so a disabled or deleted account stops too,
 * and so does a token issued before the account's sessions-valid-from instant.
 */
export async function resolveViewer(
  /** The request's EntityManager, asked for only when there is a token to check. */
  emOf: () => EntityManager,
  tokens: TokenSigner,
  authorization: string | undefined,
): Promise<Viewer> {
  const token = bearerToken(authorization);
  if (!token) return nobody('missing');
  if (isApiKey(token)) return resolveApiKey(emOf(), token);
  const check = tokens.verify(token);
  if (!check.ok) return nobody(check.reason);
  const user = await emOf().findOne(User, { id: check.userId });
  if (!user || user.disabled) return nobody('disabled');
  // Sessions the account ended (a new password, a role change, "Sign out everywhere") read as expired.
  if (!sessionCounts(user, check.issuedAt)) return nobody('expired');
  return { user, apiKey: null, role: user.role, readOnly: false, problem: null };
}

const UNAUTHENTICATED_MESSAGES: Record<Problem, string> = {
  missing: 'Please sign in: this needs a valid token sent as "Authorization: Bearer <token>".',
  expired: 'Your session has expired. Please sign in again.',
  invalid: 'Your sign-in token is not valid. Please sign in again.',
  disabled: 'This account is disabled or no longer exists.',
  revoked: 'This API key has been revoked.',
  'key-expired': 'This API key has expired.',
  'key-orphaned':
    'This API key no longer works: the account that created it is disabled, deleted, or no longer holds the key’s role.',
};

/** The one permission check, used by the @auth directive and by the REST shim alike. */
export function requireRole(viewer: Viewer, required: Role): Principal {
  if (viewer.problem !== null) throw new AppError('UNAUTHENTICATED', UNAUTHENTICATED_MESSAGES[viewer.problem]);
  if (!hasRole(viewer.role, required)) {
    const who = viewer.apiKey ? 'this API key has' : 'your account has';
    throw new AppError('FORBIDDEN', `This needs the ${required} role or higher; ${who} the ${viewer.role} role.`);
  }
  return viewer;
}

export const PERSON_ONLY_MESSAGE = 'This needs a person signed in: an API key cannot do it.';

/** For what only a person may do (their own profile and password, adding accounts, managing keys). */
export function requirePerson(viewer: Viewer, required: Role): User {
  const principal = requireRole(viewer, required);
  if (!principal.user) throw new AppError('FORBIDDEN', PERSON_ONLY_MESSAGE);
  return principal.user;
}

export const READ_ONLY_MESSAGE = 'This API key is read-only: it may read but not change anything.';

/** Refuses a change (a mutation, a non-GET REST call) to a read-only API key. */
export function refuseReadOnly(viewer: Viewer): void {
  if (viewer.readOnly) throw new AppError('FORBIDDEN', READ_ONLY_MESSAGE);
}
