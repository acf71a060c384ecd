import { randomUUID } from 'node:crypto';

import { Entity, Enum, Index, ManyToOne, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { Field, Float, ID, ObjectType } from 'type-graphql';

import { Client } from '../clients/client.entity';

import { EmploymentType, SalaryPeriod, Workplace } from './job-facts';
import { DEFAULT_SCORECARD_ATTRIBUTES, JobQuestion } from './job-questions';
import { TextArrayType } from './text-array.type';

/**
 * The text `jobs(search:)` matches, as one SQL expression: an IMMUTABLE function the migration
 * creates (array_to_string alone is only STABLE, so it cannot be indexed directly), lowercased.
 * PostgreSQL keeps its result in the stored generated column `search_text`, which carries a GIN
 * trigram index that keeps spaces (over the text with each space written as `q`;
 * Migration20261125170000JobSearchSpaces): a search then rechecks candidate rows by reading that column instead of
 * rebuilding the text row by row, and matches it with LIKE on the lowercased term (ILIKE would
 * lowercase every row again on each comparison). Lines are joined with a newline, so a term never
 * matches across two lines.
 */
export const JOB_SEARCH_TEXT_SQL =
  'lower(job_search_text("title", "description", "responsibilities", "qualifications"))';

// simpleResolvers: every field reads its property (no middleware), without an async wrapper per field.
@ObjectType({ description: 'An open position (or, for staff, an archived one).', simpleResolvers: true })
@Entity({ tableName: 'job' })
@Index({
  name: 'job_search_spaced_trgm_idx',
  expression:
    'create index "job_search_spaced_trgm_idx" on "job" using gin (replace("search_text", \' \', \'q\') gin_trgm_ops)',
})
@Index({
  name: 'job_public_created_at_idx',
  expression:
    'create index "job_public_created_at_idx" on "job" ("created_at" desc, "id" desc) where "archived_at" is null',
})
@Index({
  name: 'job_closes_at_idx',
  expression:
    'create index "job_closes_at_idx" on "job" ("closes_at") where "archived_at" is null and "closes_at" is not null',
})
// The candidate list's search by job title.
@Index({
  name: 'job_title_trgm_idx',
  expression: 'create index "job_title_trgm_idx" on "job" using gin (lower("title") gin_trgm_ops)',
})
@Index({
  name: 'job_created_at_idx',
  expression: 'create index "job_created_at_idx" on "job" ("created_at" desc, "id" desc)',
})
export class Job {
  [OptionalProps]?:
    | 'id'
    | 'location'
    | 'description'
    | 'responsibilities'
    | 'qualifications'
    | 'createdAt'
    | 'updatedAt'
    | 'archivedAt'
    | 'searchText'
    | 'confidentialClient'
    | 'client'
    | 'questions'
    | 'scorecardAttributes';

  @Field(() => ID, { description: 'Stable identifier of the job.' })
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Field({ description: 'Job title, for example "Senior Talent Acquisition Partner".' })
  @Property({ length: 200 })
  title!: string;

  @Field({ description: 'Where the job is based (city, country, or "Remote"); empty when not given.' })
  @Property({ length: 200 })
  location: string = '';

  @Field(() => [String], { description: 'About the role, one point per line, in the order entered.' })
  @Property({ type: TextArrayType })
  description: string[] = [];

  @Field(() => [String], { description: 'What the person will do, one point per line, in the order entered.' })
  @Property({ type: TextArrayType })
  responsibilities: string[] = [];

  @Field(() => [String], { description: 'What the person should bring, one point per line, in the order entered.' })
  @Property({ type: TextArrayType })
  qualifications: string[] = [];

  @Field({ description: 'When the job was posted; lists show the newest first.' })
  @Property({ type: 'timestamptz' })
  createdAt: Date = new Date();

  @Field({ description: 'When the job was last changed.' })
  @Property({ type: 'timestamptz', onUpdate: () => new Date() })
  updatedAt: Date = new Date();

  /**
   * Set when staff delete the job. The row stays, so its applications keep their job; archived
   * jobs are hidden from the public list, from search and from anonymous `job(id)`.
   */
  @Field(() => Date, {
    nullable: true,
    description: 'When staff deleted (archived) the job; null while it is open. Only staff ever see archived jobs.',
  })
  @Property({ type: 'timestamptz', nullable: true })
  archivedAt?: Date | null;

  @Field(() => EmploymentType, { nullable: true, description: 'Full-time, part-time, contract…; null when not given.' })
  @Enum({ items: () => EmploymentType, nativeEnumName: 'job_employment_type', nullable: true })
  employmentType?: EmploymentType | null;

  @Field(() => Workplace, { nullable: true, description: 'On site, hybrid or remote; null when not given.' })
  @Enum({ items: () => Workplace, nativeEnumName: 'job_workplace', nullable: true })
  workplace?: Workplace | null;

  @Field(() => String, {
    nullable: true,
    description: 'For a remote job: the country or region applicants must live in (for example "European Union").',
  })
  @Property({ length: 100, nullable: true })
  remoteRegion?: string | null;

  @Field(() => String, { nullable: true, description: 'The team or function, for example "Finance".' })
  @Property({ length: 100, nullable: true })
  department?: string | null;

  @Field(() => Float, {
    nullable: true,
    description: 'Lowest pay of the range, in `salaryCurrency` per `salaryPeriod`.',
  })
  @Property({ type: 'double', nullable: true })
  salaryMin?: number | null;

  @Field(() => Float, {
    nullable: true,
    description: 'Highest pay of the range (equal to salaryMin for a fixed amount).',
  })
  @Property({ type: 'double', nullable: true })
  salaryMax?: number | null;

  @Field(() => String, { nullable: true, description: 'ISO 4217 code of the salary’s currency, for example "EUR".' })
  @Property({ type: 'character', length: 3, nullable: true })
  salaryCurrency?: string | null;

  @Field(() => SalaryPeriod, {
    nullable: true,
    description: 'What the salary is paid per (hour, day, week, month, year).',
  })
  @Enum({ items: () => SalaryPeriod, nativeEnumName: 'job_salary_period', nullable: true })
  salaryPeriod?: SalaryPeriod | null;

  /**
   * The job closes itself at this instant: from then on it is out of the public list, search,
   * the sitemap and `job(id)` for visitors, its page answers 410, and applications are refused.
   * Computed when read (`closes_at > now()`), so there is no sweep to run or to miss.
   */
  @Field(() => Date, {
    nullable: true,
    description:
      'When applications close; the job then leaves the public list and its page answers 410. Null: open until deleted.',
  })
  @Property({ type: 'timestamptz', nullable: true })
  closesAt?: Date | null;

  /**
   * For agency work: the client company that hires; null for the consultancy's own jobs. Staff read
   * it as Job.client; everyone reads Job.clientName, the name only where it may be public
   * (ClientJobFieldsResolver). A client with jobs cannot be deleted (the foreign key restricts).
   */
  @ManyToOne(() => Client, { nullable: true, deleteRule: 'restrict', index: 'job_client_idx' })
  client?: Client | null;

  @Field({
    description:
      'Agency work for a client that stays unnamed ("confidential client"): the posting names the consultancy as the hiring organization.',
  })
  @Property({ default: false })
  confidentialClient: boolean = false;

  @Field(() => [JobQuestion], {
    description: 'What the apply form asks besides the usual fields, in order (empty when nothing is asked).',
  })
  @Property({ type: 'json', defaultRaw: `'[]'` })
  questions: JobQuestion[] = [];

  /** What interviewers rate candidates on (staff only: Job.scorecardAttributes in JobFieldsResolver). */
  @Property({ type: 'json', defaultRaw: `'${JSON.stringify(DEFAULT_SCORECARD_ATTRIBUTES)}'` })
  scorecardAttributes: string[] = [...DEFAULT_SCORECARD_ATTRIBUTES];

  /** What a search matches, lowercased (see JOB_SEARCH_TEXT_SQL); PostgreSQL computes it; never loaded. */
  @Property({
    type: 'text',
    generated: `(${JOB_SEARCH_TEXT_SQL}) stored`,
    lazy: true,
    hidden: true,
    nullable: true,
  })
  searchText?: string;
}
