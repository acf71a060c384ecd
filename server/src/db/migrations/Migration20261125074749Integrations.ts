import { Migration } from '@mikro-orm/migrations';

export class Migration20261125074749Integrations extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "api_key" ("id" uuid not null, "name" varchar(100) not null, "prefix" varchar(16) not null, "secret_hash" varchar(64) not null, "role" "user_role" not null, "read_only" boolean not null default false, "created_by_id" uuid null, "created_at" timestamptz not null, "expires_at" timestamptz null, "revoked_at" timestamptz null, "last_used_at" timestamptz null, constraint "api_key_pkey" primary key ("id"));`,
    );
    this.addSql(`alter table "api_key" add constraint "api_key_secret_hash_unique" unique ("secret_hash");`);
    this.addSql(`create index "api_key_created_at_idx" on "api_key" ("created_at");`);

    this.addSql(
      `create table "webhook_endpoint" ("id" uuid not null, "url" varchar(2000) not null, "description" varchar(200) not null default '', "events" text[] not null, "secret" varchar(100) not null, "enabled" boolean not null default true, "disabled_at" timestamptz null, "disabled_reason" text null, "created_by_id" uuid null, "created_at" timestamptz not null, constraint "webhook_endpoint_pkey" primary key ("id"));`,
    );

    this.addSql(
      `create table "webhook_delivery" ("id" uuid not null, "endpoint_id" uuid not null, "event_id" uuid not null, "event_type" varchar(100) not null, "body" text not null, "attempts" int not null default 0, "next_attempt_at" timestamptz not null, "delivered_at" timestamptz null, "gave_up_at" timestamptz null, "last_status" int null, "last_error" text null, "created_at" timestamptz not null, constraint "webhook_delivery_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "webhook_delivery_endpoint_idx" on "webhook_delivery" ("endpoint_id");`);
    this.addSql(
      `create index "webhook_delivery_due_idx" on "webhook_delivery" ("next_attempt_at") where "delivered_at" is null and "gave_up_at" is null;`,
    );

    this.addSql(
      `create table "webhook_attempt" ("id" uuid not null, "endpoint_id" uuid not null, "delivery_id" uuid not null, "event_id" uuid not null, "event_type" varchar(100) not null, "attempt" int not null, "attempted_at" timestamptz not null, "status_code" int null, "error" text null, constraint "webhook_attempt_pkey" primary key ("id"));`,
    );
    this.addSql(
      `create index "webhook_attempt_endpoint_idx" on "webhook_attempt" ("endpoint_id", "attempted_at" desc, "id" desc);`,
    );

    this.addSql(
      `alter table "api_key" add constraint "api_key_created_by_id_foreign" foreign key ("created_by_id") references "users" ("id") on update cascade on delete set null;`,
    );

    this.addSql(
      `alter table "webhook_endpoint" add constraint "webhook_endpoint_created_by_id_foreign" foreign key ("created_by_id") references "users" ("id") on update cascade on delete set null;`,
    );

    this.addSql(
      `alter table "webhook_delivery" add constraint "webhook_delivery_endpoint_id_foreign" foreign key ("endpoint_id") references "webhook_endpoint" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "webhook_attempt" add constraint "webhook_attempt_endpoint_id_foreign" foreign key ("endpoint_id") references "webhook_endpoint" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "webhook_attempt" add constraint "webhook_attempt_delivery_id_foreign" foreign key ("delivery_id") references "webhook_delivery" ("id") on update cascade on delete cascade;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "webhook_delivery" drop constraint "webhook_delivery_endpoint_id_foreign";`);

    this.addSql(`alter table "webhook_attempt" drop constraint "webhook_attempt_endpoint_id_foreign";`);

    this.addSql(`alter table "webhook_attempt" drop constraint "webhook_attempt_delivery_id_foreign";`);

    this.addSql(`drop table if exists "api_key" cascade;`);

    this.addSql(`drop table if exists "webhook_endpoint" cascade;`);

    this.addSql(`drop table if exists "webhook_delivery" cascade;`);

    this.addSql(`drop table if exists "webhook_attempt" cascade;`);
  }
}
