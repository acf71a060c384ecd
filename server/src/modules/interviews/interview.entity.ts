import { randomUUID } from 'node:crypto';

import {
  Collection,
  Entity,
  Index,
  ManyToMany,
  ManyToOne,
  OptionalProps,
  PrimaryKey,
  Property,
  type Rel,
} from '@mikro-orm/core';
import { Field, ID, Int, ObjectType } from 'type-graphql';

import { Application } from '../applications/application.entity';
import { Auth } from '../auth/auth.decorators';
import { Role } from '../users/role';
import { User } from '../users/user.entity';

/**
 * An interview scheduled for an application: when (the day and time as staff chose them in a time
 * zone, and the instant they make), how long, where, and which staff interview. It goes with its
 * application (erasure, retention) by the foreign key's cascade. `sequence` rises with each change
 * that is sent, so calendars replace their copy of the invitation (same UID).
 */
@Auth(Role.INTERNAL_RECRUITER)
@ObjectType({ description: 'An interview scheduled for an application (staff only).' })
@Entity({ tableName: 'interview' })
@Index({ name: 'interview_application_idx', properties: ['application', 'startsAt'] })
export class Interview {
  [OptionalProps]?: 'id' | 'sequence' | 'cancelledAt' | 'reminderMailIds' | 'createdAt' | 'updatedAt' | 'endsAt';

  @Field(() => ID, { description: 'Stable identifier; the calendar invitation’s UID is made from it.' })
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Field(() => Application, { description: 'The application the interview is for.' })
  @ManyToOne(() => Application, { deleteRule: 'cascade' })
  application!: Application;

  @Field({ description: 'When it starts (the instant date, time and timeZone make).' })
  @Property({ type: 'timestamptz' })
  startsAt!: Date;

  @Field({ description: 'The day as staff chose it, YYYY-MM-DD, in timeZone.' })
  @Property({ length: 10 })
  date!: string;

  @Field({ description: 'The time as staff chose it, HH:MM (24-hour), in timeZone.' })
  @Property({ length: 5 })
  time!: string;

  @Field({ description: 'The IANA time zone of date and time, for example Europe/Lisbon.' })
  @Property({ length: 64 })
  timeZone!: string;

  @Field(() => Int, { description: 'How long it lasts, in minutes.' })
  @Property({ type: 'integer' })
  durationMinutes!: number;

  @Field({ description: 'Where it takes place; empty when not given (a video call).' })
  @Property({ length: 300 })
  location: string = '';

  @Field({ description: 'The video call’s link; empty when not given.' })
  @Property({ length: 500 })
  videoUrl: string = '';

  /** Who interviews (staff accounts); read through Interview.interviewers. */
  @ManyToMany({ entity: () => User, pivotEntity: () => InterviewInterviewer })
  interviewers = new Collection<User>(this);

  @Field(() => Int, { description: 'Raised with each change sent out (the invitations’ SEQUENCE).' })
  @Property({ type: 'integer', default: 0 })
  sequence: number = 0;

  @Field(() => Date, { nullable: true, description: 'When it was cancelled; null while it stands.' })
  @Property({ type: 'timestamptz', nullable: true })
  cancelledAt: Date | null = null;

  /** The queued reminder e-mails, cancelled when the interview moves or is cancelled. */
  @Property({ type: 'json', hidden: true })
  reminderMailIds: string[] = [];

  @Field({ description: 'Who scheduled it, as shown: the account’s e-mail or "API key: <name>".' })
  @Property({ length: 254 })
  scheduledBy!: string;

  @Field({ description: 'When it was scheduled.' })
  @Property({ type: 'timestamptz' })
  createdAt: Date = new Date();

  @Field({ description: 'When it was last changed.' })
  @Property({ type: 'timestamptz', onUpdate: () => new Date() })
  updatedAt: Date = new Date();

  @Field({ description: 'When it ends.' })
  get endsAt(): Date {
    return new Date(this.startsAt.getTime() + this.durationMinutes * 60_000);
  }
}

/**
 * One interviewer of one interview: the pivot of Interview.interviewers, declared as an entity only
 * so its index on `user` can be (a staff member's interviews, and the foreign key's check when a
 * staff account is deleted, look rows up by user alone; the key leads with the interview). Both
 * sides go with their row by the foreign keys' cascade. Rel<…> keeps decorator metadata from naming
 * Interview, declared above but read only through the thunk.
 */
@Entity({ tableName: 'interview_interviewer' })
@Index({ properties: ['user'] })
export class InterviewInterviewer {
  @ManyToOne(() => Interview, { primary: true, deleteRule: 'cascade' })
  interview!: Rel<Interview>;

  @ManyToOne(() => User, { primary: true, deleteRule: 'cascade' })
  user!: Rel<User>;
}
