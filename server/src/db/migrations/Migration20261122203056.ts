import { Migration } from '@mikro-orm/migrations';

export class Migration20261122203056 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create type "user_role" as enum ('USER', 'INTERNAL_RECRUITER', 'ADMIN', 'SUPER_ADMIN');`);
    this.addSql(
      `create table "login_throttle" ("key" varchar(300) not null, "failures" int not null default 0, "window_started_at" timestamptz not null, constraint "login_throttle_pkey" primary key ("key"));`,
    );

    this.addSql(
      `create table "seed_marker" ("name" varchar(100) not null, "ran_at" timestamptz not null, constraint "seed_marker_pkey" primary key ("name"));`,
    );

    this.addSql(
      `create table "users" ("id" uuid not null, "first_name" varchar(100) not null, "last_name" varchar(100) not null, "email" varchar(254) not null, "password_hash" varchar(255) not null, "role" "user_role" not null default 'USER', "disabled" boolean not null default false, "created_at" timestamptz not null, "updated_at" timestamptz not null, constraint "users_pkey" primary key ("id"));`,
    );
    this.addSql(`alter table "users" add constraint "users_email_unique" unique ("email");`);
    // E-mails are stored normalised, so the plain unique index is case-insensitive.
    this.addSql(`alter table "users" add constraint "users_email_normalised" check ("email" = lower(btrim("email")));`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "login_throttle" cascade;`);

    this.addSql(`drop table if exists "seed_marker" cascade;`);

    this.addSql(`drop table if exists "users" cascade;`);

    this.addSql(`drop type "user_role";`);
  }
}
