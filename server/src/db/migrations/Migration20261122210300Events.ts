import { Migration } from '@mikro-orm/migrations';

export class Migration20261122210300Events extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "event" ("id" uuid not null, "name" varchar(200) not null, "date" date not null, "time_of_day" time(0) not null, "description" text not null, "image_key" varchar(100) null, "image_content_type" varchar(50) null, "created_at" timestamptz not null, constraint "event_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "event_date_time_idx" on "event" ("date", "time_of_day");`);

    this.addSql(
      `create table "registration" ("id" uuid not null, "event_id" uuid not null, "name" varchar(200) not null, "email" varchar(254) not null, "email_key" varchar(254) not null, "phone" varchar(40) not null, "created_at" timestamptz not null, constraint "registration_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "registration_event_created_at_idx" on "registration" ("event_id", "created_at");`);
    this.addSql(
      `alter table "registration" add constraint "registration_event_email_unique" unique ("event_id", "email_key");`,
    );

    this.addSql(
      `alter table "registration" add constraint "registration_event_id_foreign" foreign key ("event_id") references "event" ("id") on update cascade on delete cascade;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "registration" drop constraint "registration_event_id_foreign";`);

    this.addSql(`drop table if exists "event" cascade;`);

    this.addSql(`drop table if exists "registration" cascade;`);
  }
}
