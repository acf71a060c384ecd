import { Check, Entity, PrimaryKey, Property } from '@mikro-orm/core';

/**
 * The one row of `job_count`: how many jobs there are, kept exact by statement-level triggers on
 * `job` (Migration20261123130100JobCount), so a list without a search reads its total instead of
 * counting the table. Never written by the application.
 */
@Entity({ tableName: 'job_count' })
@Check({ name: 'job_count_one_row', expression: 'id IS TRUE' })
export class JobCount {
  @PrimaryKey({ type: 'boolean', default: true })
  id: boolean = true;

  /** Jobs not archived: the public list's total. */
  @Property({ type: 'integer' })
  openJobs!: number;

  /** Every job, archived ones included: the staff list's total with includeArchived. */
  @Property({ type: 'integer' })
  allJobs!: number;
}
