import { randomUUID } from 'node:crypto';

import { Entity, Enum, Index, ManyToOne, OptionalProps, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { Field, ID, ObjectType } from 'type-graphql';

import { Application } from '../applications/application.entity';
import { Auth } from '../auth/auth.decorators';
import { Role } from '../users/role';

import { ClientShortlist } from './client-shortlist.entity';
import { ClientShortlistAnswer } from './client-shortlist.types';

/**
 * One candidate (application) on a shortlist: the recruiter's note and the client's latest answer.
 * A candidate's personal data (client-shortlists.personal-data.ts); goes with its application
 * (erasure, retention) or its shortlist by the cascade.
 */
@Auth(Role.INTERNAL_RECRUITER)
@ObjectType({ description: 'A candidate on a shortlist sent to a client, with the client’s answer (staff only).' })
@Entity({ tableName: 'client_shortlist_entry' })
@Unique({ name: 'client_shortlist_entry_unique', properties: ['shortlist', 'application'] })
@Index({ name: 'client_shortlist_entry_application_idx', properties: ['application'] })
export class ClientShortlistEntry {
  [OptionalProps]?: 'id' | 'note' | 'answer' | 'answerReason' | 'answerComment' | 'answeredAt';

  @Field(() => ID, { description: 'Stable identifier of the entry.' })
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Field(() => ClientShortlist, { description: 'The shortlist it is on.' })
  @ManyToOne(() => ClientShortlist, { deleteRule: 'cascade' })
  shortlist!: ClientShortlist;

  @Field(() => Application, { description: 'The candidate’s application.' })
  @ManyToOne(() => Application, { deleteRule: 'cascade' })
  application!: Application;

  /** The recruiter's order (0 first). */
  @Property({ type: 'integer' })
  position!: number;

  @Field({ description: 'The recruiter’s note for the client; empty when none.' })
  @Property({ type: 'text', default: '' })
  note: string = '';

  @Field(() => ClientShortlistAnswer, {
    nullable: true,
    description: 'The client’s latest answer; null until answered.',
  })
  @Enum({ items: () => ClientShortlistAnswer, type: 'string', nullable: true })
  answer: ClientShortlistAnswer | null = null;

  @Field({ description: 'Why the client is not interested; empty otherwise.' })
  @Property({ type: 'text', default: '' })
  answerReason: string = '';

  @Field({ description: 'The client’s comment or question; empty when none.' })
  @Property({ type: 'text', default: '' })
  answerComment: string = '';

  @Field(() => Date, { nullable: true, description: 'When the latest answer was given; null until answered.' })
  @Property({ type: 'timestamptz', nullable: true })
  answeredAt: Date | null = null;
}
