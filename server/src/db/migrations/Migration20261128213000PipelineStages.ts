import { Migration } from '@mikro-orm/migrations';

/**
 * Pipeline stages: the ordered list ADMIN edits (seeded with the default, the built-in stages at
 * fixed ids), each application's stage (shortlisted ones at Shortlisted, the rest at Applied; since
 * when, from their last activity), withdrawal and rejection reason, the board's index, and the new
 * history kinds and audit actions.
 */
export class Migration20261128213000PipelineStages extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "pipeline_stage" ("id" uuid not null, "name" varchar(60) not null, "position" int not null, "key" text check ("key" in ('APPLIED', 'SHORTLISTED', 'SUBMITTED_TO_CLIENT', 'PLACED')) null, "retired_at" timestamptz null, "created_at" timestamptz not null, constraint "pipeline_stage_pkey" primary key ("id"));`,
    );
    this.addSql(`create unique index "pipeline_stage_name_unique" on "pipeline_stage" (lower("name"));`);
    this.addSql(`alter table "pipeline_stage" add constraint "pipeline_stage_key_unique" unique ("key");`);
    this.addSql(
      `insert into "pipeline_stage" ("id", "name", "position", "key", "created_at") values
        ('5f1c0000-0000-4000-8000-000000000001', 'Applied', 1, 'APPLIED', now()),
        ('5f1c0000-0000-4000-8000-000000000002', 'Screening', 2, null, now()),
        ('5f1c0000-0000-4000-8000-000000000003', 'Shortlisted', 3, 'SHORTLISTED', now()),
        ('5f1c0000-0000-4000-8000-000000000004', 'Submitted to client', 4, 'SUBMITTED_TO_CLIENT', now()),
        ('5f1c0000-0000-4000-8000-000000000005', 'Interview', 5, null, now()),
        ('5f1c0000-0000-4000-8000-000000000006', 'Offer', 6, null, now()),
        ('5f1c0000-0000-4000-8000-000000000007', 'Placed', 7, 'PLACED', now());`,
    );
    this.addSql(`alter table "audit_entry" drop constraint if exists "audit_entry_action_check";`);
    this.addSql(`alter table "application_activity" drop constraint if exists "application_activity_kind_check";`);
    this.addSql(
      `alter table "audit_entry" add constraint "audit_entry_action_check" check("action" in ('SIGN_IN_SUCCEEDED', 'SIGN_IN_FAILED', 'RESUME_DOWNLOADED', 'APPLICATION_STATUS_CHANGED', 'USER_CREATED', 'USER_DISABLED', 'USER_ENABLED', 'USER_ROLE_CHANGED', 'USER_TEMPORARY_PASSWORD_SET', 'PASSWORD_CHANGED', 'TWO_FACTOR_ENABLED', 'TWO_FACTOR_DISABLED', 'RECOVERY_CODE_USED', 'RECOVERY_CODES_REGENERATED', 'PERSON_EXPORTED', 'PERSON_ERASED', 'RETENTION_PURGED', 'API_KEY_CREATED', 'API_KEY_REVOKED', 'WEBHOOK_ENDPOINT_CREATED', 'WEBHOOK_ENDPOINT_ENABLED', 'WEBHOOK_ENDPOINT_DISABLED', 'WEBHOOK_ENDPOINT_DELETED', 'WEBHOOK_TEST_SENT', 'HELD_SUBMISSION_RELEASED', 'HELD_SUBMISSION_DELETED', 'SESSIONS_ENDED', 'TWO_FACTOR_RESET', 'WEBHOOK_SECRET_ROTATED', 'APPLICATION_ADDED_TO_JOB', 'APPLICATION_STAGE_CHANGED', 'APPLICATION_WITHDRAWN', 'PIPELINE_STAGES_CHANGED', 'REJECTION_REASONS_CHANGED'));`,
    );
    this.addSql(
      `alter table "application" add column "stage_id" uuid not null default '5f1c0000-0000-4000-8000-000000000001', add column "stage_entered_at" timestamptz not null default now(), add column "withdrawn_at" timestamptz null, add column "rejection_reason" varchar(100) null;`,
    );
    this.addSql(
      `update "application" set "stage_id" = '5f1c0000-0000-4000-8000-000000000003' where "status" = 'Shortlisted';`,
    );
    this.addSql(`update "application" set "stage_entered_at" = "last_activity_at";`);
    this.addSql(
      `alter table "application" add constraint "application_stage_id_foreign" foreign key ("stage_id") references "pipeline_stage" ("id") on update cascade on delete restrict;`,
    );
    this.addSql(
      `create index "application_job_stage_idx" on "application" ("job_id", "stage_id", "stage_entered_at" desc, "id" desc);`,
    );
    this.addSql(
      `alter table "application_activity" add constraint "application_activity_kind_check" check("kind" in ('APPLIED', 'STATUS_SET', 'STATUS_UNDONE', 'REJECTION_EMAIL_QUEUED', 'REJECTION_EMAIL_SENT', 'REJECTION_EMAIL_CANCELLED', 'NOTE_ADDED', 'NOTE_EDITED', 'NOTE_DELETED', 'RESUME_VIEWED', 'RESUME_DOWNLOADED', 'ADDED_BY_STAFF', 'ADDED_TO_JOB', 'INTERVIEW_SCHEDULED', 'INTERVIEW_CHANGED', 'INTERVIEW_CANCELLED', 'SCORECARD_SUBMITTED', 'STAGE_CHANGED', 'WITHDRAWN'));`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "application" drop constraint "application_stage_id_foreign";`);
    this.addSql(`drop table if exists "pipeline_stage" cascade;`);
    this.addSql(`alter table "application_activity" drop constraint if exists "application_activity_kind_check";`);
    this.addSql(`alter table "audit_entry" drop constraint if exists "audit_entry_action_check";`);
    this.addSql(`drop index "application_job_stage_idx";`);
    this.addSql(
      `alter table "application" drop column "stage_id", drop column "stage_entered_at", drop column "withdrawn_at", drop column "rejection_reason";`,
    );
    this.addSql(
      `alter table "application_activity" add constraint "application_activity_kind_check" check("kind" in ('APPLIED', 'STATUS_SET', 'STATUS_UNDONE', 'REJECTION_EMAIL_QUEUED', 'REJECTION_EMAIL_SENT', 'REJECTION_EMAIL_CANCELLED', 'NOTE_ADDED', 'NOTE_EDITED', 'NOTE_DELETED', 'RESUME_VIEWED', 'RESUME_DOWNLOADED', 'ADDED_BY_STAFF', 'ADDED_TO_JOB', 'INTERVIEW_SCHEDULED', 'INTERVIEW_CHANGED', 'INTERVIEW_CANCELLED', 'SCORECARD_SUBMITTED'));`,
    );
    this.addSql(
      `alter table "audit_entry" add constraint "audit_entry_action_check" check("action" in ('SIGN_IN_SUCCEEDED', 'SIGN_IN_FAILED', 'RESUME_DOWNLOADED', 'APPLICATION_STATUS_CHANGED', 'USER_CREATED', 'USER_DISABLED', 'USER_ENABLED', 'USER_ROLE_CHANGED', 'USER_TEMPORARY_PASSWORD_SET', 'PASSWORD_CHANGED', 'TWO_FACTOR_ENABLED', 'TWO_FACTOR_DISABLED', 'RECOVERY_CODE_USED', 'RECOVERY_CODES_REGENERATED', 'PERSON_EXPORTED', 'PERSON_ERASED', 'RETENTION_PURGED', 'API_KEY_CREATED', 'API_KEY_REVOKED', 'WEBHOOK_ENDPOINT_CREATED', 'WEBHOOK_ENDPOINT_ENABLED', 'WEBHOOK_ENDPOINT_DISABLED', 'WEBHOOK_ENDPOINT_DELETED', 'WEBHOOK_TEST_SENT', 'HELD_SUBMISSION_RELEASED', 'HELD_SUBMISSION_DELETED', 'SESSIONS_ENDED', 'TWO_FACTOR_RESET', 'WEBHOOK_SECRET_ROTATED', 'APPLICATION_ADDED_TO_JOB'));`,
    );
  }
}
