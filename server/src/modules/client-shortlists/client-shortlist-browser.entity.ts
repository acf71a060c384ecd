import { randomUUID } from 'node:crypto';

import { Entity, ManyToOne, OptionalProps, PrimaryKey, Property, Unique } from '@mikro-orm/core';

import { ClientShortlist } from './client-shortlist.entity';

/**
 * A browser that entered a shortlist's one-time code: the SHA-256 of the random token in its
 * httpOnly cookie. One browser (one cookie) may be verified for several shortlists, one row each.
 * Goes with its shortlist; the retention job removes the rows of expired or revoked shortlists.
 */
@Entity({ tableName: 'client_shortlist_browser' })
@Unique({ name: 'client_shortlist_browser_token_unique', properties: ['shortlist', 'tokenHash'] })
export class ClientShortlistBrowser {
  [OptionalProps]?: 'id' | 'verifiedAt' | 'lastSeenAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => ClientShortlist, { deleteRule: 'cascade' })
  shortlist!: ClientShortlist;

  @Property({ length: 64 })
  tokenHash!: string;

  @Property({ type: 'timestamptz' })
  verifiedAt: Date = new Date();

  @Property({ type: 'timestamptz' })
  lastSeenAt: Date = new Date();
}
