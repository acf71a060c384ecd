import { randomUUID } from 'node:crypto';

import { Entity, Index, ManyToOne, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';

import { ClientShortlist } from './client-shortlist.entity';

/**
 * A one-time code e-mailed to a shortlist's contact, stored hashed: good for CODE_TTL_MINUTES,
 * once, and dead after CODE_MAX_ATTEMPTS wrong tries. The rows of the last hour also count the
 * codes sent (CODES_PER_HOUR). Goes with its shortlist; the retention job removes old ones.
 */
@Entity({ tableName: 'client_shortlist_code' })
@Index({ name: 'client_shortlist_code_shortlist_idx', properties: ['shortlist', 'createdAt'] })
export class ClientShortlistCode {
  [OptionalProps]?: 'id' | 'attempts' | 'usedAt' | 'createdAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => ClientShortlist, { deleteRule: 'cascade' })
  shortlist!: ClientShortlist;

  /** SHA-256 (hex) of `<code id>:<code>`. */
  @Property({ length: 64 })
  codeHash!: string;

  @Property({ type: 'timestamptz' })
  createdAt: Date = new Date();

  @Property({ type: 'timestamptz' })
  expiresAt!: Date;

  /** Wrong codes entered while this one was live. */
  @Property({ type: 'integer', default: 0 })
  attempts: number = 0;

  @Property({ type: 'timestamptz', nullable: true })
  usedAt: Date | null = null;
}
