import { Migration } from '@mikro-orm/migrations';

/**
 * Scorecards: each interviewer's ratings of the job's attributes, recommendation and notes for an
 * interview (scorecard, going with the interview by the cascade); each job's attributes
 * (job.scorecard_attributes, the default set for the jobs there are); the history's
 * SCORECARD_SUBMITTED.
 */
export class Migration20261128210000Scorecards extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "scorecard" ("id" uuid not null, "interview_id" uuid not null, "author_id" uuid not null, "author_name" varchar(201) not null, "ratings" jsonb not null, "recommendation" text check ("recommendation" in ('STRONG_NO', 'NO', 'YES', 'STRONG_YES')) not null, "notes" text not null default '', "submitted_at" timestamptz not null, constraint "scorecard_pkey" primary key ("id"));`,
    );
    this.addSql(
      `alter table "scorecard" add constraint "scorecard_interview_author_unique" unique ("interview_id", "author_id");`,
    );

    this.addSql(
      `alter table "scorecard" add constraint "scorecard_interview_id_foreign" foreign key ("interview_id") references "interview" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(`alter table "application_activity" drop constraint if exists "application_activity_kind_check";`);

    this.addSql(
      `alter table "job" add column "scorecard_attributes" jsonb not null default '["Relevant experience","Skills for the role","Communication","Motivation"]';`,
    );

    this.addSql(
      `alter table "application_activity" add constraint "application_activity_kind_check" check("kind" in ('APPLIED', 'STATUS_SET', 'STATUS_UNDONE', 'REJECTION_EMAIL_QUEUED', 'REJECTION_EMAIL_SENT', 'REJECTION_EMAIL_CANCELLED', 'NOTE_ADDED', 'NOTE_EDITED', 'NOTE_DELETED', 'RESUME_VIEWED', 'RESUME_DOWNLOADED', 'ADDED_BY_STAFF', 'ADDED_TO_JOB', 'INTERVIEW_SCHEDULED', 'INTERVIEW_CHANGED', 'INTERVIEW_CANCELLED', 'SCORECARD_SUBMITTED'));`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "scorecard" cascade;`);

    this.addSql(`alter table "application_activity" drop constraint if exists "application_activity_kind_check";`);

    this.addSql(
      `alter table "application_activity" add constraint "application_activity_kind_check" check("kind" in ('APPLIED', 'STATUS_SET', 'STATUS_UNDONE', 'REJECTION_EMAIL_QUEUED', 'REJECTION_EMAIL_SENT', 'REJECTION_EMAIL_CANCELLED', 'NOTE_ADDED', 'NOTE_EDITED', 'NOTE_DELETED', 'RESUME_VIEWED', 'RESUME_DOWNLOADED', 'ADDED_BY_STAFF', 'ADDED_TO_JOB', 'INTERVIEW_SCHEDULED', 'INTERVIEW_CHANGED', 'INTERVIEW_CANCELLED'));`,
    );

    this.addSql(`alter table "job" drop column "scorecard_attributes";`);
  }
}
