import { randomUUID } from 'node:crypto';

import { Embedded, Entity, Index, OptionalProps, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { Field, ID, Int, ObjectType } from 'type-graphql';

import { ResumeType } from '../applications/application.entity';
import { Auth } from '../auth/auth.decorators';
import { ConsentRecord } from '../public-forms/consent';
import { HeldAtColumn, HeldReasonColumn } from '../public-forms/held-columns';
import { Role } from '../users/role';

/** The resume file types the talent pool keeps, as stored (the same as an application's). */
export type PoolResumeKind = 'pdf' | 'doc' | 'docx';

/**
 * A person who sent their CV without applying for a job ("Send us your CV"): one entry per e-mail
 * address, which a later submission from the same address updates. Staff add an entry to jobs
 * (TalentPoolAddition). Personal data: every field is staff-only.
 */
@Auth(Role.INTERNAL_RECRUITER)
@ObjectType({ description: 'A CV sent without a job: one entry of the talent pool (staff only).' })
@Entity({ tableName: 'talent_pool_entry' })
@Unique({ name: 'talent_pool_entry_email_key_unique', properties: ['emailKey'] })
@Index({
  name: 'talent_pool_entry_submitted_at_idx',
  expression:
    'create index "talent_pool_entry_submitted_at_idx" on "talent_pool_entry" ("submitted_at" desc, "id" desc)',
})
export class TalentPoolEntry {
  [OptionalProps]?:
    | 'id'
    | 'linkedIn'
    | 'message'
    | 'consent'
    | 'createdAt'
    | 'submittedAt'
    | 'submissions'
    | 'lastActivityAt'
    | 'heldAt'
    | 'heldReason'
    | 'resumePath'
    | 'resumeType';

  @Field(() => ID, { description: 'Stable identifier of the entry.' })
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Field({ description: 'The sender’s full name (the latest submission’s).' })
  @Property({ length: 200 })
  fullName!: string;

  @Field({ description: 'The sender’s e-mail address, as entered.' })
  @Property({ length: 254 })
  email!: string;

  /** The e-mail trimmed and lower-cased: one entry per address. */
  @Property({ length: 254, hidden: true })
  emailKey!: string;

  @Field({ description: 'The sender’s phone number.' })
  @Property({ length: 40 })
  phone!: string;

  @Field({ description: 'LinkedIn profile URL; empty when not given.' })
  @Property({ length: 500 })
  linkedIn: string = '';

  @Field({ description: 'What kind of role the sender is looking for, in their words; empty when not given.' })
  @Property({ type: 'text' })
  message: string = '';

  /** Storage key of the latest resume file; never exposed. */
  @Property({ length: 100, hidden: true })
  resumeKey!: string;

  @Property({ length: 4, hidden: true })
  resumeKind!: PoolResumeKind;

  @Field(() => ConsentRecord, {
    description: 'The privacy notice shown and the ground the data was collected on (the latest submission’s).',
  })
  @Embedded(() => ConsentRecord, { prefix: 'consent_' })
  consent: ConsentRecord = new ConsentRecord();

  @Field({ description: 'When the first CV from this address arrived.' })
  @Property({ type: 'timestamptz' })
  createdAt: Date = new Date();

  @Field({ description: 'When the latest CV arrived; the pool lists the newest first.' })
  @Property({ type: 'timestamptz' })
  submittedAt: Date = new Date();

  @Field(() => Int, { description: 'How many times a CV was sent from this address (each replaced the one before).' })
  @Property({ type: 'integer', default: 1 })
  submissions: number = 1;

  /** The latest CV, or staff adding the entry to a job: the retention period counts from it. */
  @Field({ description: 'When the entry last changed (a CV sent, an addition to a job).' })
  @Property({ type: 'timestamptz' })
  lastActivityAt: Date = new Date();

  @HeldAtColumn()
  heldAt?: Date | null = null;

  @HeldReasonColumn()
  heldReason?: string | null = null;

  @Field({ description: 'Where staff download the resume (needs an INTERNAL_RECRUITER token or higher).' })
  get resumePath(): string {
    return `/api/talent-pool/resumes/${this.id}`;
  }

  @Field(() => ResumeType, {
    description:
      'The resume’s file type: a PDF can be shown in the browser (resumePath?disposition=inline); a Word file is ' +
      'always a download.',
  })
  get resumeType(): ResumeType {
    return ResumeType[this.resumeKind.toUpperCase() as keyof typeof ResumeType];
  }
}
