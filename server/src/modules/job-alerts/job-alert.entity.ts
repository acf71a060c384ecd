import { randomUUID } from 'node:crypto';

import { Embedded, Entity, Enum, Index, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { Field, ID, ObjectType, registerEnumType } from 'type-graphql';

import { EmploymentType, Workplace } from '../jobs/job-facts';
import { ConsentRecord } from '../public-forms/consent';

/** How often a subscriber hears about new jobs. */
export enum JobAlertFrequency {
  DAILY = 'DAILY',
  WEEKLY = 'WEEKLY',
}

registerEnumType(JobAlertFrequency, {
  name: 'JobAlertFrequency',
  description: 'A digest of new matching jobs once a day or once a week.',
});

/**
 * A visitor's job alert: a saved search of the public job list, e-mailed as a digest of the new
 * matching jobs. Nothing but the confirmation mail goes out before `confirmedAt`. The links in the
 * mails are signed (TokenSigner.signValue with the row id), so no token is stored: deleting the
 * row (unsubscribe, erasure, expiry) is what makes them dead.
 */
@ObjectType({ description: 'A job alert: a saved search of the job list, mailed as a digest of new matching jobs.' })
@Entity({ tableName: 'job_alert' })
@Index({ name: 'job_alert_email_key_idx', properties: ['emailKey'] })
@Index({
  name: 'job_alert_due_idx',
  expression:
    'create index "job_alert_due_idx" on "job_alert" ("frequency", (coalesce("last_digest_at", "confirmed_at"))) where "confirmed_at" is not null',
})
@Index({
  name: 'job_alert_unconfirmed_idx',
  expression: 'create index "job_alert_unconfirmed_idx" on "job_alert" ("created_at") where "confirmed_at" is null',
})
export class JobAlert {
  [OptionalProps]?:
    | 'id'
    | 'search'
    | 'location'
    | 'department'
    | 'employmentType'
    | 'workplace'
    | 'frequency'
    | 'consent'
    | 'createdAt'
    | 'confirmedAt'
    | 'lastDigestAt'
    | 'jobsSeenUntil';

  @Field(() => ID, { description: 'Stable identifier of the alert.' })
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Field({ description: 'E-mail address of the subscriber, as entered (trimmed).' })
  @Property({ length: 254 })
  email!: string;

  /** Trimmed, lower-cased e-mail: how people are found, exported and erased. */
  @Property({ length: 254, hidden: true })
  emailKey!: string;

  @Field({ description: 'The search words of the saved search; empty for none.' })
  @Property({ length: 200 })
  search: string = '';

  @Field(() => String, { nullable: true, description: 'The location filter; null for any.' })
  @Property({ length: 200, nullable: true })
  location?: string | null = null;

  @Field(() => String, { nullable: true, description: 'The department filter; null for any.' })
  @Property({ length: 100, nullable: true })
  department?: string | null = null;

  @Field(() => EmploymentType, { nullable: true, description: 'The employment type filter; null for any.' })
  @Enum({ items: () => EmploymentType, nativeEnumName: 'job_employment_type', nullable: true })
  employmentType?: EmploymentType | null = null;

  @Field(() => Workplace, { nullable: true, description: 'The workplace filter; null for any.' })
  @Enum({ items: () => Workplace, nativeEnumName: 'job_workplace', nullable: true })
  workplace?: Workplace | null = null;

  @Field(() => JobAlertFrequency, { description: 'Daily or weekly digest.' })
  @Enum({ items: () => JobAlertFrequency, nativeEnumName: 'job_alert_frequency' })
  frequency: JobAlertFrequency = JobAlertFrequency.DAILY;

  @Field(() => ConsentRecord, { description: 'The privacy notice shown and the ground the data was collected on.' })
  @Embedded(() => ConsentRecord, { prefix: 'consent_' })
  consent: ConsentRecord = new ConsentRecord();

  @Field({ description: 'When the visitor subscribed.' })
  @Property({ type: 'timestamptz' })
  createdAt: Date = new Date();

  @Field(() => Date, { nullable: true, description: 'When the link in the confirmation mail was used; null before.' })
  @Property({ type: 'timestamptz', nullable: true })
  confirmedAt?: Date | null = null;

  @Field(() => Date, {
    nullable: true,
    description: 'When the digest was last due and looked at; null before the first.',
  })
  @Property({ type: 'timestamptz', nullable: true })
  lastDigestAt?: Date | null = null;

  /** The watermark: jobs posted up to this instant have been considered (sent, or none matched). */
  @Property({ type: 'timestamptz', nullable: true })
  jobsSeenUntil?: Date | null = null;
}
