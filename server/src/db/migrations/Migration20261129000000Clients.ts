import { Migration } from '@mikro-orm/migrations';

/**
 * One client per distinct trimmed, lower-cased `job.client_name`, named by its most common spelling
 * (ties: the alphabetically first), public as the names were. Exported for the migration's test.
 */
export const CLIENTS_FROM_JOB_NAMES_SQL = `insert into "client" ("id", "name", "name_key", "show_name_publicly", "created_at", "updated_at")
select gen_random_uuid(), "spelling", "key", true, now(), now()
from (
  select distinct on ("key") "key", "spelling"
  from (
    select lower(trim("client_name")) as "key", trim("client_name") as "spelling", count(*) as "uses"
    from "job"
    where trim(coalesce("client_name", '')) <> ''
    group by 1, 2
  ) as "spellings"
  order by "key", "uses" desc, "spelling"
) as "names";`;

/**
 * Clients and their contacts (issue 28). A job names its client by `job.client_id` (a client with
 * jobs cannot be deleted), replacing the free-text `job.client_name`: each existing name becomes a
 * client whose name stays public, and the column goes. Neither the job search text nor any index
 * read `client_name`.
 */
export class Migration20261129000000Clients extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "client" ("id" uuid not null, "name" varchar(200) not null, "name_key" varchar(200) not null, "website" varchar(500) not null default '', "industry" varchar(100) not null default '', "notes" text not null default '', "show_name_publicly" boolean not null default false, "logo_key" varchar(100) null, "logo_alt" varchar(200) not null default '', "created_at" timestamptz not null, "updated_at" timestamptz not null, constraint "client_pkey" primary key ("id"));`,
    );
    this.addSql(`alter table "client" add constraint "client_name_key_unique" unique ("name_key");`);

    this.addSql(
      `create table "client_contact" ("id" uuid not null, "client_id" uuid not null, "full_name" varchar(200) not null, "role" varchar(200) not null default '', "email" varchar(254) not null, "email_key" varchar(254) not null, "phone" varchar(40) not null default '', "created_at" timestamptz not null, "updated_at" timestamptz not null, constraint "client_contact_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "client_contact_email_key_idx" on "client_contact" ("email_key");`);
    this.addSql(`create index "client_contact_client_idx" on "client_contact" ("client_id", "full_name");`);
    this.addSql(
      `alter table "client_contact" add constraint "client_contact_client_id_foreign" foreign key ("client_id") references "client" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(`alter table "job" add column "client_id" uuid null;`);
    this.addSql(
      `alter table "job" add constraint "job_client_id_foreign" foreign key ("client_id") references "client" ("id") on update cascade on delete restrict;`,
    );
    this.addSql(`create index "job_client_idx" on "job" ("client_id");`);

    this.addSql(CLIENTS_FROM_JOB_NAMES_SQL);
    this.addSql(
      `update "job" set "client_id" = "client"."id" from "client" where "client"."name_key" = lower(trim("job"."client_name"));`,
    );
    this.addSql(`alter table "job" drop column "client_name";`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "job" add column "client_name" varchar(200) null;`);
    this.addSql(
      `update "job" set "client_name" = "client"."name" from "client" where "client"."id" = "job"."client_id";`,
    );
    this.addSql(`alter table "job" drop constraint if exists "job_client_id_foreign";`);
    this.addSql(`drop index if exists "job_client_idx";`);
    this.addSql(`alter table "job" drop column "client_id";`);
    this.addSql(`drop table if exists "client_contact" cascade;`);
    this.addSql(`drop table if exists "client" cascade;`);
  }
}
