import { Migration } from '@mikro-orm/migrations';

export class Migration20261122210100Jobs extends Migration {
  override async up(): Promise<void> {
    // pg_trgm is a trusted extension (PostgreSQL 13+): the database owner may create it.
    this.addSql(`create extension if not exists pg_trgm;`);
    // What jobs(search:) matches. array_to_string and concat_ws are only STABLE, so an index needs
    // this IMMUTABLE wrapper (safe: text[] to text does not depend on any setting). Lines are joined
    // with a newline so a search term never matches across two lines.
    this.addSql(
      `create or replace function job_search_text(title text, description text[], responsibilities text[], qualifications text[]) returns text language sql immutable parallel safe as $$ select concat_ws(E'\\n', title, array_to_string(description, E'\\n'), array_to_string(responsibilities, E'\\n'), array_to_string(qualifications, E'\\n')) $$;`,
    );

    this.addSql(
      `create table "job" ("id" uuid not null, "title" varchar(200) not null, "location" varchar(200) not null default '', "description" text[] not null, "responsibilities" text[] not null, "qualifications" text[] not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "archived_at" timestamptz null, constraint "job_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "job_created_at_idx" on "job" ("created_at" desc, "id" desc);`);
    this.addSql(
      `create index "job_public_created_at_idx" on "job" ("created_at" desc, "id" desc) where "archived_at" is null;`,
    );
    this.addSql(
      `create index "job_search_trgm_idx" on "job" using gin (job_search_text("title", "description", "responsibilities", "qualifications") gin_trgm_ops);`,
    );

    this.addSql(`create type "join_us_type" as enum ('Individual', 'Organization');`);
    this.addSql(
      `create table "join_us_person" ("id" uuid not null, "name" varchar(200) not null, "email" varchar(254) not null, "phone" varchar(40) not null, "location" varchar(200) not null, "type" "join_us_type" not null default 'Individual', "created_at" timestamptz not null, constraint "join_us_person_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "join_us_person_created_at_idx" on "join_us_person" ("created_at" desc, "id" desc);`);

    this.addSql(
      `create table "contact_message" ("id" uuid not null, "name" varchar(200) not null, "email" varchar(254) not null, "mobile" varchar(40) not null, "location" varchar(200) not null default '', "message" text not null default '', "created_at" timestamptz not null, constraint "contact_message_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "contact_message_created_at_idx" on "contact_message" ("created_at" desc, "id" desc);`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "contact_message" cascade;`);

    this.addSql(`drop table if exists "join_us_person" cascade;`);
    this.addSql(`drop type if exists "join_us_type";`);

    this.addSql(`drop table if exists "job" cascade;`);
    this.addSql(`drop function if exists job_search_text(text, text[], text[], text[]);`);
    // pg_trgm stays: other objects may use it.
  }
}
