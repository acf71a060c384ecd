import { randomUUID } from 'node:crypto';

import { Entity, Enum, Index, ManyToOne, OptionalProps, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { Field, ID, ObjectType } from 'type-graphql';

import { Role } from '../users/role';
import { User } from '../users/user.entity';

/**
 * A credential for a program (an HR system, an aggregator): sent as `Authorization: Bearer <key>`
 * and checked by the same role rules as a person. Only a SHA-256 hash of the key is stored.
 */
@ObjectType({ description: 'An API key for an integration. The key itself is shown once, when it is created.' })
@Entity({ tableName: 'api_key' })
@Index({ name: 'api_key_created_at_idx', properties: ['createdAt'] })
export class ApiKey {
  [OptionalProps]?: 'id' | 'readOnly' | 'createdAt' | 'revokedAt' | 'lastUsedAt' | 'createdBy';

  @Field(() => ID, { description: 'Stable identifier of the key (not the key itself).' })
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Field({ description: 'What the key is for, as its creator named it.' })
  @Property({ length: 100 })
  name!: string;

  @Field({ description: 'The key’s first characters, to tell keys apart; not enough to use it.' })
  @Property({ length: 16 })
  prefix!: string;

  /** SHA-256 of the whole key (hex). The key is 256 random bits, so a fast hash is enough. */
  @Property({ length: 64, hidden: true, lazy: true })
  @Unique({ name: 'api_key_secret_hash_unique' })
  secretHash!: string;

  @Field(() => Role, { description: 'What the key may do, as an account of this role would.' })
  @Enum({ items: () => Role, nativeEnumName: 'user_role' })
  role!: Role;

  @Field({ description: 'A read-only key may run queries and GET requests only: every mutation is refused.' })
  @Property()
  readOnly: boolean = false;

  @Field(() => User, {
    nullable: true,
    description:
      'Who created the key; null once that account is deleted. The key works only while this account is ' +
      'enabled and holds the key’s role or a higher one.',
  })
  @ManyToOne(() => User, { nullable: true, deleteRule: 'set null' })
  createdBy?: User;

  @Field({ description: 'When the key was created.' })
  @Property({ type: 'timestamptz' })
  createdAt: Date = new Date();

  @Field({ description: 'After this moment the key is refused. Every key has one (API_KEY_MAX_DAYS at most).' })
  @Property({ type: 'timestamptz' })
  expiresAt!: Date;

  @Field(() => Date, { nullable: true, description: 'When the key was revoked; a revoked key is refused at once.' })
  @Property({ type: 'timestamptz', nullable: true })
  revokedAt?: Date;

  @Field(() => Date, {
    nullable: true,
    description: 'When the key was last used (kept to the minute: a busy key is not written on every request).',
  })
  @Property({ type: 'timestamptz', nullable: true })
  lastUsedAt?: Date;
}
