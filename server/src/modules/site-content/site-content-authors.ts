import type { EntityManager } from '@mikro-orm/postgresql';

import type { Actor } from '../audit/audit.service';
import { User } from '../users/user.entity';

import type { SiteContentAuthor } from './site-content.types';

/** Who changed or published a document, as the back office names them. */
export const authorOf = (user: User | null | undefined): SiteContentAuthor | null =>
  user ? { id: user.id, name: `${user.firstName} ${user.lastName}`.trim() || user.email } : null;

/** The person acting, as a reference to record on a row (an API key acting alone has none). */
export function actingUserRef(em: EntityManager, actor: Actor): User | null {
  const id = 'apiKey' in actor ? (actor.user?.id ?? null) : actor.id;
  return id ? em.getReference(User, id) : null;
}
