import { Migration } from '@mikro-orm/migrations';

/**
 * The text of each application's resume, for All candidates' search (ResumeText): a row per
 * application with its state, the text (capped), and a stored tsvector under a GIN index.
 *
 * Every application gets its row from a trigger as it is inserted (whichever path inserts it:
 * the apply form, the REST call, the seeders, a bench), and every application that exists already
 * gets one here, queued as of its arrival: that is the backfill. The background extraction then
 * reads the queue newest first, one resume per transaction, so the backfill can be stopped at any
 * moment (a process stopping, a deploy) and goes on where it was at the next start.
 */
export class Migration20261128120000ResumeText extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "application_resume_text" ("application_id" uuid not null, ` +
        `"state" text check ("state" in ('pending', 'extracted', 'unavailable')) not null default 'pending', ` +
        `"text" text null, ` +
        `"search_vector" tsvector generated always as (to_tsvector('english', coalesce("text", ''))) stored null, ` +
        `"reason" text check ("reason" in ('legacy_doc', 'unreadable', 'failed')) null, ` +
        `"attempts" int not null default 0, "queued_at" timestamptz not null default now(), ` +
        `"claimed_until" timestamptz null, "extracted_at" timestamptz null, ` +
        `constraint "application_resume_text_pkey" primary key ("application_id"));`,
    );
    this.addSql(
      `alter table "application_resume_text" add constraint "application_resume_text_application_id_foreign" ` +
        `foreign key ("application_id") references "application" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `insert into "application_resume_text" ("application_id", "queued_at") select "id", "created_at" from "application";`,
    );
    this.addSql(
      `create index "application_resume_text_pending_idx" on "application_resume_text" ("queued_at" desc) where "state" = 'pending';`,
    );
    this.addSql(
      `create index "application_resume_text_search_idx" on "application_resume_text" using gin ("search_vector");`,
    );
    this.addSql(`analyze "application_resume_text";`);
    this.addSql(`create function application_resume_text_queue() returns trigger language plpgsql as $$
begin
  insert into "application_resume_text" ("application_id") select "id" from new_rows;
  return null;
end $$;`);
    this.addSql(
      `create trigger "application_resume_text_queue" after insert on "application" referencing new table as new_rows for each statement execute function application_resume_text_queue();`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop trigger if exists "application_resume_text_queue" on "application";`);
    this.addSql(`drop function if exists application_resume_text_queue();`);
    this.addSql(`drop table if exists "application_resume_text" cascade;`);
  }
}
