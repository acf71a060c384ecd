import { randomUUID } from 'node:crypto';

import {
  Embedded,
  Entity,
  Enum,
  Index,
  ManyToOne,
  OptionalProps,
  PrimaryKey,
  Property,
  rel,
  Unique,
} from '@mikro-orm/core';
import { Field, ID, ObjectType, registerEnumType } from 'type-graphql';

import { Auth } from '../auth/auth.decorators';
import { Job } from '../jobs/job.entity';
import { BUILT_IN_STAGE_IDS, PipelineStage } from '../pipeline/pipeline-stage.entity';
import { ConsentRecord } from '../public-forms/consent';
import { HeldAtColumn, HeldReasonColumn } from '../public-forms/held-columns';
import { Role } from '../users/role';

import { ApplicationAnswer } from './application-answers';
import { ApplicationStatus } from './application-status';

export type ResumeKind = 'pdf' | 'doc' | 'docx';

/** A resume's file type as the API names it: the client shows a PDF in the page and offers Word files to save. */
export enum ResumeType {
  PDF = 'PDF',
  DOC = 'DOC',
  DOCX = 'DOCX',
}

registerEnumType(ResumeType, {
  name: 'ResumeType',
  description: 'The file type of a resume.',
  valuesConfig: {
    PDF: { description: 'A PDF: can be shown in the browser (disposition=inline).' },
    DOC: { description: 'A Word 97-2003 file: always a download.' },
    DOCX: { description: 'A Word file (Office Open XML): always a download.' },
  },
});

/** Where an application came from. */
export enum ApplicationSourceKind {
  CAREERS_SITE = 'CAREERS_SITE',
  LINK = 'LINK',
  REFERRAL = 'REFERRAL',
  ADDED_BY_STAFF = 'ADDED_BY_STAFF',
}

registerEnumType(ApplicationSourceKind, {
  name: 'ApplicationSourceKind',
  description: 'Where an application came from.',
  valuesConfig: {
    CAREERS_SITE: { description: 'The careers site, reached without a tracked link.' },
    LINK: { description: 'A link that named its source (?source= or utm_source), carried to the apply form.' },
    REFERRAL: { description: 'Referred by a person the candidate named.' },
    ADDED_BY_STAFF: { description: 'Added to the job by staff from another of the candidate’s applications.' },
  },
});

/** How an application left the pipeline; none while it is in a stage. */
export enum ApplicationOutcome {
  REJECTED = 'REJECTED',
  WITHDRAWN = 'WITHDRAWN',
}

registerEnumType(ApplicationOutcome, {
  name: 'ApplicationOutcome',
  description: 'How an application left the pipeline.',
  valuesConfig: {
    REJECTED: { description: 'Staff rejected it (the spec’s Rejected), with a reason from the list in Settings.' },
    WITHDRAWN: { description: 'The candidate withdrew; the spec’s status reads as none (N/A).' },
  },
});

const RESUME_TYPES: Record<ResumeKind, ResumeType> = {
  pdf: ResumeType.PDF,
  doc: ResumeType.DOC,
  docx: ResumeType.DOCX,
};

/** A candidate's application for a job. Applicants' personal data: every field is staff-only. */
@Auth(Role.INTERNAL_RECRUITER)
@ObjectType({ description: 'A candidate’s application for a job (staff only).' })
@Entity({ tableName: 'application' })
@Unique({ name: 'application_job_email_unique', properties: ['job', 'emailKey'] })
@Index({ name: 'application_job_created_at_idx', properties: ['job', 'createdAt'] })
@Index({ name: 'application_email_key_idx', properties: ['emailKey'] })
// A job's board: each stage's column, longest in the stage last.
@Index({
  name: 'application_job_stage_idx',
  expression:
    'create index "application_job_stage_idx" on "application" ("job_id", "stage_id", "stage_entered_at" desc, "id" desc)',
})
// The candidate list across jobs: its orders, and its search (substrings, letter case ignored).
@Index({
  name: 'application_created_at_idx',
  expression: 'create index "application_created_at_idx" on "application" ("created_at" desc, "id" desc)',
})
@Index({
  name: 'application_name_idx',
  expression: 'create index "application_name_idx" on "application" (lower("full_name"), "id")',
})
@Index({
  name: 'application_name_trgm_idx',
  expression: 'create index "application_name_trgm_idx" on "application" using gin (lower("full_name") gin_trgm_ops)',
})
@Index({
  name: 'application_email_trgm_idx',
  expression: 'create index "application_email_trgm_idx" on "application" using gin ("email_key" gin_trgm_ops)',
})
@Index({
  name: 'application_phone_trgm_idx',
  expression: 'create index "application_phone_trgm_idx" on "application" using gin (lower("phone") gin_trgm_ops)',
})
export class Application {
  [OptionalProps]?:
    | 'id'
    | 'heldAt'
    | 'heldReason'
    | 'linkedIn'
    | 'portfolio'
    | 'coverLetter'
    | 'status'
    | 'createdAt'
    | 'resumePath'
    | 'resumeType'
    | 'lastActivityAt'
    | 'consent'
    | 'rejectionMailId'
    | 'rejectionEmailDueAt'
    | 'sourceKind'
    | 'sourceDetail'
    | 'answers'
    | 'stage'
    | 'stageEnteredAt'
    | 'withdrawnAt'
    | 'rejectionReason'
    | 'outcome';

  @Field(() => ID, { description: 'Stable identifier of the application.' })
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Field(() => Job, { description: 'The job applied for (it may since have been archived).' })
  @ManyToOne(() => Job, { deleteRule: 'restrict' })
  job!: Job;

  @Field({ description: 'The applicant’s full name.' })
  @Property({ length: 200 })
  fullName!: string;

  @Field({ description: 'The applicant’s e-mail address, as entered.' })
  @Property({ length: 254 })
  email!: string;

  /** The e-mail trimmed and lower-cased: one application per address and job. */
  @Property({ length: 254, hidden: true })
  emailKey!: string;

  @Field({ description: 'The applicant’s phone number.' })
  @Property({ length: 40 })
  phone!: string;

  @Field({ description: 'LinkedIn profile URL; empty when not given.' })
  @Property({ length: 500 })
  linkedIn: string = '';

  @Field({ description: 'Portfolio URL; empty when not given.' })
  @Property({ length: 500 })
  portfolio: string = '';

  @Field({ description: 'Cover letter; empty when not given.' })
  @Property({ type: 'text' })
  coverLetter: string = '';

  @Field(() => [ApplicationAnswer], {
    description: 'The answers to the job’s questions, in the job’s order, each with the question as it was asked.',
  })
  @Property({ type: 'json', defaultRaw: `'[]'` })
  answers: ApplicationAnswer[] = [];

  @Field(() => ApplicationSourceKind, {
    nullable: true,
    description: 'Where the application came from; null for one received before sources were recorded.',
  })
  @Enum({ items: () => ApplicationSourceKind, type: 'string', nullable: true })
  sourceKind?: ApplicationSourceKind | null = null;

  @Field(() => String, {
    nullable: true,
    description:
      'The link’s source (LINK: "linkedin", "newsletter"), who referred the candidate (REFERRAL), or the job of the ' +
      'application staff added it from (ADDED_BY_STAFF).',
  })
  @Property({ length: 200, nullable: true })
  sourceDetail?: string | null = null;

  /** Storage key of the resume file; never exposed. */
  @Property({ length: 100, hidden: true })
  resumeKey!: string;

  @Property({ length: 4, hidden: true })
  resumeKind!: ResumeKind;

  @Field(() => ApplicationStatus, {
    nullable: true,
    description:
      'The spec’s status: Rejected when rejected, Shortlisted at the Shortlisted stage or any later one, else null ' +
      '(an earlier stage, or withdrawn).',
  })
  @Enum({ items: () => ApplicationStatus, nativeEnumName: 'application_status', nullable: true })
  status?: ApplicationStatus | null = null;

  /** Its stage in the pipeline; a new application starts at the built-in Applied stage. */
  @ManyToOne(() => PipelineStage, { deleteRule: 'restrict', defaultRaw: `'${BUILT_IN_STAGE_IDS.APPLIED}'` })
  stage: PipelineStage = rel(PipelineStage, BUILT_IN_STAGE_IDS.APPLIED);

  @Field({ description: 'When it entered its current stage.' })
  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  stageEnteredAt: Date = new Date();

  @Field(() => Date, {
    nullable: true,
    description: 'When staff recorded that the candidate withdrew; null otherwise.',
  })
  @Property({ type: 'timestamptz', nullable: true })
  withdrawnAt: Date | null = null;

  @Field(() => String, {
    nullable: true,
    description: 'Why it was rejected, from the list in Settings as it read then; null when not rejected or not given.',
  })
  @Property({ length: 100, nullable: true })
  rejectionReason: string | null = null;

  @Field(() => ApplicationOutcome, {
    nullable: true,
    description: 'How it left the pipeline (rejected or withdrawn); null while it is in a stage.',
  })
  get outcome(): ApplicationOutcome | null {
    if (this.status === ApplicationStatus.Rejected) return ApplicationOutcome.REJECTED;
    return this.withdrawnAt ? ApplicationOutcome.WITHDRAWN : null;
  }

  @Field(() => ConsentRecord, { description: 'The privacy notice shown and the ground the data was collected on.' })
  @Embedded(() => ConsentRecord, { prefix: 'consent_' })
  consent: ConsentRecord = new ConsentRecord();

  @Field({ description: 'When the application arrived.' })
  @Property({ type: 'timestamptz' })
  createdAt: Date = new Date();

  @HeldAtColumn()
  heldAt?: Date | null = null;

  @HeldReasonColumn()
  heldReason?: string | null = null;

  /** Arrival, a decision, a rejection e-mail: the retention period counts from the latest. */
  @Field({ description: 'When the application last changed (arrival, a decision, a rejection e-mail).' })
  @Property({ type: 'timestamptz' })
  lastActivityAt: Date = new Date();

  /** The rejection e-mail queued with the current Rejected decision (undo cancels it while it is unsent). */
  @Property({ type: 'uuid', nullable: true, hidden: true })
  rejectionMailId: string | null = null;

  @Field(() => Date, {
    nullable: true,
    description:
      'When the rejection e-mail queued with the current Rejected decision goes out; until then undoApplicationDecision ' +
      'cancels both. Null when no such e-mail is waiting or was queued.',
  })
  @Property({ type: 'timestamptz', nullable: true })
  rejectionEmailDueAt: Date | null = null;

  @Field({ description: 'Where staff download the resume (needs an INTERNAL_RECRUITER token or higher).' })
  get resumePath(): string {
    return `/api/candidates/resumes/${this.id}`;
  }

  @Field(() => ResumeType, {
    description:
      'The resume’s file type: a PDF can be shown in the browser (resumePath?disposition=inline); a Word file is ' +
      'always a download.',
  })
  get resumeType(): ResumeType {
    return RESUME_TYPES[this.resumeKind];
  }
}
