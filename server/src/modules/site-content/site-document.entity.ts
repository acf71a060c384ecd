import { Entity, ManyToOne, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';

import { User } from '../users/user.entity';

/** A document's stored form: field name to value (see content-schema.ts). */
export type ContentDocument = Record<string, unknown>;

/**
 * One editable document of the public site (a page, the testimonials, the team…): the draft staff
 * edit and the published content visitors see, both in the stored form of its page schema
 * (pages/<key>.ts). A key without a row reads as its seed, published (version 0).
 */
@Entity({ tableName: 'site_content' })
export class SiteDocument {
  [OptionalProps]?: 'draftUpdatedAt' | 'draftUpdatedBy' | 'publishedAt' | 'publishedBy' | 'version';

  /** The document's key (`home`, `privacy-policy`…): one of SITE_PAGES. */
  @PrimaryKey({ length: 40 })
  key!: string;

  @Property({ type: 'jsonb' })
  draft!: ContentDocument;

  @Property({ type: 'jsonb' })
  published!: ContentDocument;

  /** When the draft was last saved, discarded or restored; null while it is the seed. */
  @Property({ type: 'timestamptz', nullable: true })
  draftUpdatedAt: Date | null = null;

  @ManyToOne(() => User, { nullable: true, deleteRule: 'set null' })
  draftUpdatedBy: User | null = null;

  /** When it was last published; null while the seed is what shows. */
  @Property({ type: 'timestamptz', nullable: true })
  publishedAt: Date | null = null;

  @ManyToOne(() => User, { nullable: true, deleteRule: 'set null' })
  publishedBy: User | null = null;

  /** Publishes so far (0: the seed). */
  @Property({ default: 0 })
  version: number = 0;
}
