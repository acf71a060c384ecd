import { randomUUID } from 'node:crypto';

import { Entity, Index, ManyToOne, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { Field, ID, ObjectType } from 'type-graphql';

import { Auth } from '../auth/auth.decorators';
import { Role } from '../users/role';

import { Application } from './application.entity';

export const NOTE_MAX_LENGTH = 2000;
/** How long the author may still edit or delete a note; after that it stays as written. */
export const NOTE_EDIT_WINDOW_MS = 15 * 60_000;

/** A staff note on an application; deleted with the application (erasure, retention). */
@Auth(Role.INTERNAL_RECRUITER)
@ObjectType({ description: 'A staff note on an application (staff only).' })
@Entity({ tableName: 'application_note' })
@Index({ name: 'application_note_application_idx', properties: ['application', 'createdAt'] })
export class ApplicationNote {
  [OptionalProps]?: 'id' | 'createdAt' | 'editedAt' | 'authorId';

  @Field(() => ID, { description: 'Stable identifier of the note.' })
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => Application, { deleteRule: 'cascade' })
  application!: Application;

  @Field(() => ID, { nullable: true, description: 'The staff account (or API key) that wrote it.' })
  @Property({ type: 'uuid', nullable: true })
  authorId: string | null = null;

  @Field({ description: 'Who wrote it, as shown: the account’s e-mail or "API key: <name>".' })
  @Property({ length: 254 })
  authorLabel!: string;

  @Field({ description: `The note (1 to ${NOTE_MAX_LENGTH} characters).` })
  @Property({ type: 'text' })
  text!: string;

  @Field({ description: 'When it was written.' })
  @Property({ type: 'timestamptz' })
  createdAt: Date = new Date();

  @Field(() => Date, { nullable: true, description: 'When its author last edited it; null if never.' })
  @Property({ type: 'timestamptz', nullable: true })
  editedAt: Date | null = null;
}
