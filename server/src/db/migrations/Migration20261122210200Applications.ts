import { Migration } from '@mikro-orm/migrations';

export class Migration20261122210200Applications extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create type "application_status" as enum ('Shortlisted', 'Rejected');`);
    this.addSql(
      `create table "application" ("id" uuid not null, "job_id" uuid not null, "full_name" varchar(200) not null, "email" varchar(254) not null, "email_key" varchar(254) not null, "phone" varchar(40) not null, "linked_in" varchar(500) not null default '', "portfolio" varchar(500) not null default '', "cover_letter" text not null default '', "resume_key" varchar(100) not null, "resume_kind" varchar(4) not null, "status" "application_status" null, "created_at" timestamptz not null, constraint "application_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "application_email_key_idx" on "application" ("email_key");`);
    this.addSql(`create index "application_job_created_at_idx" on "application" ("job_id", "created_at");`);
    this.addSql(
      `alter table "application" add constraint "application_job_email_unique" unique ("job_id", "email_key");`,
    );

    this.addSql(
      `alter table "application" add constraint "application_job_id_foreign" foreign key ("job_id") references "job" ("id") on update cascade on delete restrict;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "application" cascade;`);

    this.addSql(`drop type "application_status";`);
  }
}
