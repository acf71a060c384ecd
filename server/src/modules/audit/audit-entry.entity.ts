import { BigIntType, Entity, Enum, Index, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { Field, ID, ObjectType } from 'type-graphql';

import { AuditAction } from './audit-action';

/**
 * One line of the append-only audit log. The table refuses UPDATE, DELETE and TRUNCATE with a
 * trigger (see Migration20261125080000Audit): the application has no code that changes an entry,
 * and the database holds that even for hand-written SQL.
 */
@ObjectType({ description: 'One entry of the audit log: who did what, when, to what.' })
@Entity({ tableName: 'audit_entry' })
@Index({ name: 'audit_entry_actor_idx', properties: ['actorId', 'id'] })
@Index({ name: 'audit_entry_action_idx', properties: ['action', 'id'] })
@Index({ name: 'audit_entry_at_idx', properties: ['at'] })
export class AuditEntry {
  [OptionalProps]?: 'id' | 'at' | 'subjectType' | 'subjectId' | 'details' | 'actorId' | 'detailsJson';

  /** From a sequence: higher is newer, the order pages follow. */
  @Field(() => ID, { description: 'Stable identifier; a higher id was written later.' })
  @PrimaryKey({ type: new BigIntType('string'), autoincrement: true })
  id!: string;

  @Field({ description: 'When it happened.' })
  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  at: Date = new Date();

  @Field(() => ID, { nullable: true, description: 'The staff account that acted; null for an anonymous caller.' })
  @Property({ type: 'uuid', nullable: true })
  actorId: string | null = null;

  @Field({ description: 'Who acted, as shown: the account’s e-mail when it acted, or "anonymous".' })
  @Property({ length: 254 })
  actorLabel!: string;

  @Field(() => AuditAction, { description: 'What was done.' })
  @Enum({ items: () => AuditAction, type: 'string', length: 60 })
  action!: AuditAction;

  @Field(() => String, { nullable: true, description: 'The kind of thing it was done to (user, application, …).' })
  @Property({ length: 40, nullable: true })
  subjectType: string | null = null;

  @Field(() => String, { nullable: true, description: 'The id of that thing.' })
  @Property({ length: 100, nullable: true })
  subjectId: string | null = null;

  /** Small facts (codes, counts, hashes); never personal data in clear. */
  @Property({ type: 'jsonb', defaultRaw: "'{}'" })
  details: Record<string, unknown> = {};

  @Field(() => String, {
    name: 'details',
    description: 'Small facts about the action as JSON text (never personal data in clear).',
  })
  get detailsJson(): string {
    return JSON.stringify(this.details);
  }
}
