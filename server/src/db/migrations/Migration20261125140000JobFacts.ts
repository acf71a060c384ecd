import { Migration } from '@mikro-orm/migrations';

/**
 * The facts candidates filter on (employment type, workplace, department, salary range, closing
 * date, the client company), all optional: existing jobs keep every field as it was and get none.
 * `job_closes_at_idx` holds only open jobs that have a closing date, so the public total (the
 * open-jobs counter minus the jobs past their closing date) stays an index lookup.
 */
export class Migration20261125140000JobFacts extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create type "job_employment_type" as enum ('FULL_TIME', 'PART_TIME', 'CONTRACT', 'TEMPORARY', 'INTERNSHIP');`,
    );
    this.addSql(`create type "job_workplace" as enum ('ON_SITE', 'HYBRID', 'REMOTE');`);
    this.addSql(`create type "job_salary_period" as enum ('HOUR', 'DAY', 'WEEK', 'MONTH', 'YEAR');`);
    this.addSql(
      `alter table "job" add column "employment_type" "job_employment_type" null, add column "workplace" "job_workplace" null, ` +
        `add column "remote_region" varchar(100) null, add column "department" varchar(100) null, ` +
        `add column "salary_min" double precision null, add column "salary_max" double precision null, ` +
        `add column "salary_currency" char(3) null, add column "salary_period" "job_salary_period" null, ` +
        `add column "closes_at" timestamptz null, add column "client_name" varchar(200) null, ` +
        `add column "confidential_client" boolean not null default false;`,
    );
    this.addSql(
      `create index "job_closes_at_idx" on "job" ("closes_at") where "archived_at" is null and "closes_at" is not null;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "job_closes_at_idx";`);
    this.addSql(
      `alter table "job" drop column "employment_type", drop column "workplace", drop column "remote_region", ` +
        `drop column "department", drop column "salary_min", drop column "salary_max", drop column "salary_currency", ` +
        `drop column "salary_period", drop column "closes_at", drop column "client_name", drop column "confidential_client";`,
    );
    this.addSql(`drop type if exists "job_salary_period";`);
    this.addSql(`drop type if exists "job_workplace";`);
    this.addSql(`drop type if exists "job_employment_type";`);
  }
}
