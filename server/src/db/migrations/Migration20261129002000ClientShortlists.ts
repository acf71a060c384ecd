import { Migration } from '@mikro-orm/migrations';

/**
 * Shortlists sent to client contacts (issue 28): the shortlist (its link's token kept only as a
 * SHA-256), one entry per candidate with the client's answer, the browsers that entered a one-time
 * code and the codes themselves (both hashed). Everything goes with the shortlist, and the shortlist
 * with its job or its contact, by the cascade; an entry goes with its application.
 */
export class Migration20261129002000ClientShortlists extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "client_shortlist" ("id" uuid not null, "job_id" uuid not null, "contact_id" uuid not null, "sent_by_id" uuid null, "token_hash" varchar(64) not null, "share_resume" boolean not null default true, "share_linked_in" boolean not null default false, "share_email" boolean not null default false, "share_phone" boolean not null default false, "message" text not null default '', "sent_at" timestamptz not null, "expires_at" timestamptz not null, "revoked_at" timestamptz null, "first_opened_at" timestamptz null, constraint "client_shortlist_pkey" primary key ("id"));`,
    );
    this.addSql(
      `alter table "client_shortlist" add constraint "client_shortlist_token_hash_unique" unique ("token_hash");`,
    );
    this.addSql(`create index "client_shortlist_job_idx" on "client_shortlist" ("job_id", "sent_at");`);
    this.addSql(`create index "client_shortlist_contact_idx" on "client_shortlist" ("contact_id");`);
    this.addSql(`create index "client_shortlist_sent_by_idx" on "client_shortlist" ("sent_by_id");`);
    this.addSql(
      `alter table "client_shortlist" add constraint "client_shortlist_job_id_foreign" foreign key ("job_id") references "job" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "client_shortlist" add constraint "client_shortlist_contact_id_foreign" foreign key ("contact_id") references "client_contact" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "client_shortlist" add constraint "client_shortlist_sent_by_id_foreign" foreign key ("sent_by_id") references "users" ("id") on update cascade on delete set null;`,
    );

    this.addSql(
      `create table "client_shortlist_entry" ("id" uuid not null, "shortlist_id" uuid not null, "application_id" uuid not null, "position" int not null, "note" text not null default '', "answer" text check ("answer" in ('INTERESTED', 'NOT_INTERESTED', 'QUESTION')) null, "answer_reason" text not null default '', "answer_comment" text not null default '', "answered_at" timestamptz null, constraint "client_shortlist_entry_pkey" primary key ("id"));`,
    );
    this.addSql(
      `alter table "client_shortlist_entry" add constraint "client_shortlist_entry_unique" unique ("shortlist_id", "application_id");`,
    );
    this.addSql(
      `create index "client_shortlist_entry_application_idx" on "client_shortlist_entry" ("application_id");`,
    );
    this.addSql(
      `alter table "client_shortlist_entry" add constraint "client_shortlist_entry_shortlist_id_foreign" foreign key ("shortlist_id") references "client_shortlist" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "client_shortlist_entry" add constraint "client_shortlist_entry_application_id_foreign" foreign key ("application_id") references "application" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `create table "client_shortlist_browser" ("id" uuid not null, "shortlist_id" uuid not null, "token_hash" varchar(64) not null, "verified_at" timestamptz not null, "last_seen_at" timestamptz not null, constraint "client_shortlist_browser_pkey" primary key ("id"));`,
    );
    this.addSql(
      `alter table "client_shortlist_browser" add constraint "client_shortlist_browser_token_unique" unique ("shortlist_id", "token_hash");`,
    );
    this.addSql(
      `alter table "client_shortlist_browser" add constraint "client_shortlist_browser_shortlist_id_foreign" foreign key ("shortlist_id") references "client_shortlist" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `create table "client_shortlist_code" ("id" uuid not null, "shortlist_id" uuid not null, "code_hash" varchar(64) not null, "created_at" timestamptz not null, "expires_at" timestamptz not null, "attempts" int not null default 0, "used_at" timestamptz null, constraint "client_shortlist_code_pkey" primary key ("id"));`,
    );
    this.addSql(
      `create index "client_shortlist_code_shortlist_idx" on "client_shortlist_code" ("shortlist_id", "created_at");`,
    );
    this.addSql(
      `alter table "client_shortlist_code" add constraint "client_shortlist_code_shortlist_id_foreign" foreign key ("shortlist_id") references "client_shortlist" ("id") on update cascade on delete cascade;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "client_shortlist_code" cascade;`);
    this.addSql(`drop table if exists "client_shortlist_browser" cascade;`);
    this.addSql(`drop table if exists "client_shortlist_entry" cascade;`);
    this.addSql(`drop table if exists "client_shortlist" cascade;`);
  }
}
