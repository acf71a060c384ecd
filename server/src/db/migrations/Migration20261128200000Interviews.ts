import { Migration } from '@mikro-orm/migrations';

/**
 * Interviews (Interview): one per scheduled interview of an application, going with it by the
 * cascade, with its interviewers (interview_interviewer, staff accounts); and the history's three
 * interview lines (INTERVIEW_SCHEDULED, INTERVIEW_CHANGED, INTERVIEW_CANCELLED).
 */
export class Migration20261128200000Interviews extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "interview" ("id" uuid not null, "application_id" uuid not null, "starts_at" timestamptz not null, "date" varchar(10) not null, "time" varchar(5) not null, "time_zone" varchar(64) not null, "duration_minutes" int not null, "location" varchar(300) not null default '', "video_url" varchar(500) not null default '', "sequence" int not null default 0, "cancelled_at" timestamptz null, "reminder_mail_ids" jsonb not null, "scheduled_by" varchar(254) not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, constraint "interview_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "interview_application_idx" on "interview" ("application_id", "starts_at");`);

    this.addSql(
      `create table "interview_interviewer" ("interview_id" uuid not null, "user_id" uuid not null, constraint "interview_interviewer_pkey" primary key ("interview_id", "user_id"));`,
    );

    this.addSql(
      `alter table "interview" add constraint "interview_application_id_foreign" foreign key ("application_id") references "application" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "interview_interviewer" add constraint "interview_interviewer_interview_id_foreign" foreign key ("interview_id") references "interview" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "interview_interviewer" add constraint "interview_interviewer_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(`alter table "application_activity" drop constraint if exists "application_activity_kind_check";`);

    this.addSql(
      `alter table "application_activity" add constraint "application_activity_kind_check" check("kind" in ('APPLIED', 'STATUS_SET', 'STATUS_UNDONE', 'REJECTION_EMAIL_QUEUED', 'REJECTION_EMAIL_SENT', 'REJECTION_EMAIL_CANCELLED', 'NOTE_ADDED', 'NOTE_EDITED', 'NOTE_DELETED', 'RESUME_VIEWED', 'RESUME_DOWNLOADED', 'ADDED_BY_STAFF', 'ADDED_TO_JOB', 'INTERVIEW_SCHEDULED', 'INTERVIEW_CHANGED', 'INTERVIEW_CANCELLED'));`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "interview_interviewer" drop constraint "interview_interviewer_interview_id_foreign";`);

    this.addSql(`drop table if exists "interview" cascade;`);

    this.addSql(`drop table if exists "interview_interviewer" cascade;`);

    this.addSql(`alter table "application_activity" drop constraint if exists "application_activity_kind_check";`);

    this.addSql(
      `alter table "application_activity" add constraint "application_activity_kind_check" check("kind" in ('APPLIED', 'STATUS_SET', 'STATUS_UNDONE', 'REJECTION_EMAIL_QUEUED', 'REJECTION_EMAIL_SENT', 'REJECTION_EMAIL_CANCELLED', 'NOTE_ADDED', 'NOTE_EDITED', 'NOTE_DELETED', 'RESUME_VIEWED', 'RESUME_DOWNLOADED', 'ADDED_BY_STAFF', 'ADDED_TO_JOB'));`,
    );
  }
}
