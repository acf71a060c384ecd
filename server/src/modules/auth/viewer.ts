import type { EntityManager } from '@mikro-orm/postgresql';

import { AppError } from '../../lib/app-error';
import { hasRole, type Role } from '../users/role';
import { User } from '../users/user.entity';

import type { TokenSigner } from './token';

/** Who is calling: a signed-in user, or why there is none. */
export type Viewer =
  { user: User; problem: null } | { user: null; problem: 'missing' | 'expired' | 'invalid' | 'disabled' };

export function bearerToken(authorization: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
  return match?.[1];
}

/** Reads the Bearer token and loads its user, so a disabled or deleted account stops at once. */
export async function resolveViewer(
  em: EntityManager,
  tokens: TokenSigner,
  authorization: string | undefined,
): Promise<Viewer> {
  const token = bearerToken(authorization);
  if (!token) return { user: null, problem: 'missing' };
  const check = tokens.verify(token);
  if (!check.ok) return { user: null, problem: check.reason };
  const user = await em.findOne(User, { id: check.userId });
  if (!user || user.disabled) return { user: null, problem: 'disabled' };
  return { user, problem: null };
}

const UNAUTHENTICATED_MESSAGES: Record<Exclude<Viewer['problem'], null>, string> = {
  missing: 'Please sign in: this needs a valid token sent as "Authorization: Bearer <token>".',
  expired: 'Your session has expired. Please sign in again.',
  invalid: 'Your sign-in token is not valid. Please sign in again.',
  disabled: 'This account is disabled or no longer exists.',
};

/** The one permission check, used by the @auth directive and by the REST shim alike. */
export function requireRole(viewer: Viewer, required: Role): User {
  if (!viewer.user) throw new AppError('UNAUTHENTICATED', UNAUTHENTICATED_MESSAGES[viewer.problem]);
  if (!hasRole(viewer.user.role, required)) {
    throw new AppError(
      'FORBIDDEN',
      `This needs the ${required} role or higher; your account has the ${viewer.user.role} role.`,
    );
  }
  return viewer.user;
}
