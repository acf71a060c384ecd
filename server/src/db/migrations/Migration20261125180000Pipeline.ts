import { Migration } from '@mikro-orm/migrations';

/**
 * The recruiter's pipeline: each application's history and staff notes (deleted with the
 * application by the foreign keys' cascade, so erasure and retention take them along), settings
 * staff edit (the rejection e-mail template), the rejection e-mail queued with a decision (undo
 * cancels it while unsent), the outbox's purpose of a message, and the candidate list's indexes:
 * its orders across jobs and trigram indexes for its substring search.
 */
export class Migration20261125180000Pipeline extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "application_activity" ("id" bigserial primary key, "application_id" uuid not null, "kind" text check ("kind" in ('APPLIED', 'STATUS_SET', 'STATUS_UNDONE', 'REJECTION_EMAIL_QUEUED', 'REJECTION_EMAIL_SENT', 'REJECTION_EMAIL_CANCELLED', 'NOTE_ADDED', 'NOTE_EDITED', 'NOTE_DELETED', 'RESUME_VIEWED', 'RESUME_DOWNLOADED')) not null, "actor_id" uuid null, "actor_label" varchar(254) not null, "at" timestamptz not null default now(), "details" jsonb not null default '{}');`,
    );
    this.addSql(
      `create index "application_activity_application_idx" on "application_activity" ("application_id", "id");`,
    );
    this.addSql(
      `alter table "application_activity" add constraint "application_activity_application_id_foreign" foreign key ("application_id") references "application" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `create table "application_note" ("id" uuid not null, "application_id" uuid not null, "author_id" uuid null, "author_label" varchar(254) not null, "text" text not null, "created_at" timestamptz not null, "edited_at" timestamptz null, constraint "application_note_pkey" primary key ("id"));`,
    );
    this.addSql(
      `create index "application_note_application_idx" on "application_note" ("application_id", "created_at");`,
    );
    this.addSql(
      `alter table "application_note" add constraint "application_note_application_id_foreign" foreign key ("application_id") references "application" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `create table "setting" ("key" varchar(100) not null, "value" jsonb not null, "updated_at" timestamptz not null, "updated_by" varchar(254) null, constraint "setting_pkey" primary key ("key"));`,
    );

    this.addSql(
      `alter table "application" add column "rejection_mail_id" uuid null, add column "rejection_email_due_at" timestamptz null;`,
    );
    this.addSql(`alter table "outbox_message" add column "purpose" varchar(40) null;`);

    this.addSql(`create index "application_created_at_idx" on "application" ("created_at" desc, "id" desc);`);
    this.addSql(`create index "application_name_idx" on "application" (lower("full_name"), "id");`);
    this.addSql(
      `create index "application_name_trgm_idx" on "application" using gin (lower("full_name") gin_trgm_ops);`,
    );
    this.addSql(`create index "application_email_trgm_idx" on "application" using gin ("email_key" gin_trgm_ops);`);
    this.addSql(`create index "application_phone_trgm_idx" on "application" using gin (lower("phone") gin_trgm_ops);`);
    this.addSql(`create index "job_title_trgm_idx" on "job" using gin (lower("title") gin_trgm_ops);`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "job_title_trgm_idx";`);
    this.addSql(`drop index if exists "application_phone_trgm_idx";`);
    this.addSql(`drop index if exists "application_email_trgm_idx";`);
    this.addSql(`drop index if exists "application_name_trgm_idx";`);
    this.addSql(`drop index if exists "application_name_idx";`);
    this.addSql(`drop index if exists "application_created_at_idx";`);
    this.addSql(`alter table "outbox_message" drop column "purpose";`);
    this.addSql(`alter table "application" drop column "rejection_mail_id", drop column "rejection_email_due_at";`);
    this.addSql(`drop table if exists "setting" cascade;`);
    this.addSql(`drop table if exists "application_note" cascade;`);
    this.addSql(`drop table if exists "application_activity" cascade;`);
  }
}
