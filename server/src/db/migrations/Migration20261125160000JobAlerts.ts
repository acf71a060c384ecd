import { Migration } from '@mikro-orm/migrations';

/**
 * Job alerts: a visitor's saved search of the job list, confirmed through a mailed link and then
 * mailed as a daily or weekly digest of new matching jobs. Mail may carry headers of its own
 * (`List-Unsubscribe` and `List-Unsubscribe-Post` on every job-alert mail).
 */
export class Migration20261125160000JobAlerts extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create type "job_alert_frequency" as enum ('DAILY', 'WEEKLY');`);
    this.addSql(
      `create table "job_alert" ("id" uuid not null, "email" varchar(254) not null, "email_key" varchar(254) not null, ` +
        `"search" varchar(200) not null default '', "location" varchar(200) null, "department" varchar(100) null, ` +
        `"employment_type" "job_employment_type" null, "workplace" "job_workplace" null, ` +
        `"frequency" "job_alert_frequency" not null default 'DAILY', "consent_basis" varchar(20) not null default 'unrecorded', ` +
        `"consent_privacy_version" varchar(40) null, "created_at" timestamptz not null, ` +
        `"confirmed_at" timestamptz null, "last_digest_at" timestamptz null, "jobs_seen_until" timestamptz null, ` +
        `constraint "job_alert_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "job_alert_email_key_idx" on "job_alert" ("email_key");`);
    this.addSql(
      `create index "job_alert_due_idx" on "job_alert" ("frequency", (coalesce("last_digest_at", "confirmed_at"))) where "confirmed_at" is not null;`,
    );
    this.addSql(`create index "job_alert_unconfirmed_idx" on "job_alert" ("created_at") where "confirmed_at" is null;`);
    this.addSql(`alter table "outbox_message" add column "headers" jsonb null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "outbox_message" drop column "headers";`);
    this.addSql(`drop table if exists "job_alert";`);
    this.addSql(`drop type if exists "job_alert_frequency";`);
  }
}
