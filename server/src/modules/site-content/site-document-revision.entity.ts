import { randomUUID } from 'node:crypto';

import { Entity, Index, ManyToOne, OptionalProps, PrimaryKey, Property, Unique } from '@mikro-orm/core';

import { User } from '../users/user.entity';

import type { ContentDocument } from './site-document.entity';

/** One publish of a document: what was published, when and by whom. Numbered 1, 2, … per key. */
@Entity({ tableName: 'site_content_revision' })
@Unique({ name: 'site_content_revision_key_number_unique', properties: ['key', 'number'] })
@Index({ name: 'site_content_revision_privacy_version_idx', properties: ['privacyVersion'] })
export class SiteDocumentRevision {
  [OptionalProps]?: 'id' | 'publishedAt' | 'publishedBy' | 'privacyVersion';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ length: 40 })
  key!: string;

  @Property()
  number!: number;

  /** The published content, in its stored form. */
  @Property({ type: 'jsonb' })
  content!: ContentDocument;

  @Property({ type: 'timestamptz' })
  publishedAt: Date = new Date();

  @ManyToOne(() => User, { nullable: true, deleteRule: 'set null' })
  publishedBy: User | null = null;

  /** For `privacy-policy` only: the version of the privacy notice this publish made. */
  @Property({ length: 40, nullable: true })
  privacyVersion: string | null = null;
}
