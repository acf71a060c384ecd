import { randomUUID } from 'node:crypto';

import { Entity, Index, ManyToOne, OptionalProps, PrimaryKey, Property, type Ref } from '@mikro-orm/core';

import { User } from '../users/user.entity';

/**
 * One one-time recovery code of two-factor sign-in, stored only as a salted SHA-256 hash (see
 * recovery-codes.ts for why a fast hash is enough for these random codes).
 */
@Entity({ tableName: 'recovery_code' })
export class RecoveryCode {
  [OptionalProps]?: 'id' | 'usedAt' | 'createdAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => User, { ref: true, deleteRule: 'cascade' })
  @Index()
  user!: Ref<User>;

  /** Random per code, hex. */
  @Property({ length: 32 })
  salt!: string;

  /** SHA-256 of salt and the normalised code, hex. */
  @Property({ length: 64 })
  hash!: string;

  /** Set when the code was used to sign in or confirm a change; a used code never works again. */
  @Property({ type: 'timestamptz', nullable: true })
  usedAt: Date | null = null;

  @Property({ type: 'timestamptz' })
  createdAt: Date = new Date();
}
