import { BigIntType, Entity, Enum, Index, ManyToOne, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { Field, ID, ObjectType, registerEnumType } from 'type-graphql';

import { Auth } from '../auth/auth.decorators';
import { Role } from '../users/role';

import { Application } from './application.entity';

/** Every kind of change an application's history records. */
export enum ActivityKind {
  APPLIED = 'APPLIED',
  STATUS_SET = 'STATUS_SET',
  STATUS_UNDONE = 'STATUS_UNDONE',
  REJECTION_EMAIL_QUEUED = 'REJECTION_EMAIL_QUEUED',
  REJECTION_EMAIL_SENT = 'REJECTION_EMAIL_SENT',
  REJECTION_EMAIL_CANCELLED = 'REJECTION_EMAIL_CANCELLED',
  NOTE_ADDED = 'NOTE_ADDED',
  NOTE_EDITED = 'NOTE_EDITED',
  NOTE_DELETED = 'NOTE_DELETED',
  RESUME_VIEWED = 'RESUME_VIEWED',
  RESUME_DOWNLOADED = 'RESUME_DOWNLOADED',
  ADDED_BY_STAFF = 'ADDED_BY_STAFF',
  ADDED_TO_JOB = 'ADDED_TO_JOB',
  INTERVIEW_SCHEDULED = 'INTERVIEW_SCHEDULED',
  INTERVIEW_CHANGED = 'INTERVIEW_CHANGED',
  INTERVIEW_CANCELLED = 'INTERVIEW_CANCELLED',
  SCORECARD_SUBMITTED = 'SCORECARD_SUBMITTED',
  STAGE_CHANGED = 'STAGE_CHANGED',
  WITHDRAWN = 'WITHDRAWN',
}

registerEnumType(ActivityKind, {
  name: 'ActivityKind',
  description: 'What happened to an application.',
  valuesConfig: {
    APPLIED: { description: 'The candidate applied.' },
    STATUS_SET: { description: 'Staff shortlisted or rejected it (details.from, details.to).' },
    STATUS_UNDONE: { description: 'Staff took the decision back (details.from).' },
    REJECTION_EMAIL_QUEUED: { description: 'The rejection e-mail was queued (details.dueAt: when it goes out).' },
    REJECTION_EMAIL_SENT: { description: 'The rejection e-mail was accepted by the mail server.' },
    REJECTION_EMAIL_CANCELLED: { description: 'A queued rejection e-mail was cancelled before it went out.' },
    NOTE_ADDED: { description: 'A note was added (details.noteId).' },
    NOTE_EDITED: { description: 'A note was edited by its author (details.noteId).' },
    NOTE_DELETED: { description: 'A note was deleted by its author (details.noteId).' },
    RESUME_VIEWED: { description: 'The resume was opened in the browser.' },
    RESUME_DOWNLOADED: { description: 'The resume was downloaded.' },
    ADDED_BY_STAFF: {
      description:
        'Staff added the candidate to this job from another application (details.fromApplicationId, details.fromJobTitle).',
    },
    INTERVIEW_SCHEDULED: { description: 'An interview was scheduled (details.interviewId, details.startsAt).' },
    INTERVIEW_CHANGED: { description: 'An interview moved or changed (details.interviewId, details.startsAt).' },
    INTERVIEW_CANCELLED: { description: 'An interview was cancelled (details.interviewId).' },
    SCORECARD_SUBMITTED: { description: 'An interviewer submitted a scorecard (details.interviewId).' },
    STAGE_CHANGED: {
      description:
        'It moved to another stage (details.from, details.to: stage names; details.fromStageId, details.toStageId).',
    },
    WITHDRAWN: { description: 'Staff recorded that the candidate withdrew (details.stage).' },
    ADDED_TO_JOB: {
      description:
        'Staff added this candidate to another job (details.applicationId, details.jobTitle: the new application).',
    },
  },
});

/** Small facts about a change: codes, ids, times. Never the candidate's personal data. */
export type ActivityDetails = Record<string, string | number | boolean | null>;

/**
 * One line of an application's history: written in the same transaction as the change it records,
 * and deleted with the application (erasure, retention) by the foreign key's cascade.
 */
@Auth(Role.INTERNAL_RECRUITER)
@ObjectType({ description: 'One change in an application’s history (staff only).' })
@Entity({ tableName: 'application_activity' })
@Index({ name: 'application_activity_application_idx', properties: ['application', 'id'] })
export class ApplicationActivity {
  [OptionalProps]?: 'id' | 'at' | 'actorId' | 'details' | 'detailsJson';

  /** From a sequence: higher is newer, the order the history is shown in. */
  @Field(() => ID, { description: 'Stable identifier; a higher id was written later.' })
  @PrimaryKey({ type: new BigIntType('string'), autoincrement: true })
  id!: string;

  @ManyToOne(() => Application, { deleteRule: 'cascade' })
  application!: Application;

  @Field(() => ActivityKind, { description: 'What happened.' })
  @Enum({ items: () => ActivityKind, type: 'string', length: 40 })
  kind!: ActivityKind;

  @Field(() => ID, {
    nullable: true,
    description: 'The staff account (or API key) that acted; null for the candidate or the system.',
  })
  @Property({ type: 'uuid', nullable: true })
  actorId: string | null = null;

  @Field({ description: 'Who acted, as shown: the account’s e-mail, "API key: <name>", "candidate" or "system".' })
  @Property({ length: 254 })
  actorLabel!: string;

  @Field({ description: 'When it happened.' })
  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  at: Date = new Date();

  @Property({ type: 'jsonb', defaultRaw: "'{}'" })
  details: ActivityDetails = {};

  @Field(() => String, { name: 'details', description: 'Small facts about the change as JSON text.' })
  get detailsJson(): string {
    return JSON.stringify(this.details);
  }
}
