import { Entity, PrimaryKey, Property } from '@mikro-orm/core';

/**
 * How many applications a job has (a job without any has no row), kept exact by statement-level
 * triggers on `application` (Migration20261128080000JobApplicationCounts): the candidate search by
 * job title looks among these jobs only. Never written by the application.
 */
@Entity({ tableName: 'job_application_count' })
export class JobApplicationCount {
  @PrimaryKey({ type: 'uuid' })
  jobId!: string;

  @Property({ type: 'integer' })
  applications!: number;
}
