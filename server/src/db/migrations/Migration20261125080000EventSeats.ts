import { Migration } from '@mikro-orm/migrations';

/**
 * Events get a time zone, an absolute start, a length, a venue or online link, a capacity and a
 * registration closing time; registrations a status (confirmed, waiting, cancelled) with its
 * times; outbox messages an optional calendar attachment. Existing events are read as UTC (the
 * zone the site assumed until now). One live registration per address and event: a cancelled
 * one no longer blocks registering again. Event pictures get resized copies (image_variants);
 * pictures uploaded before keep being served as they came until staff upload them again.
 */
export class Migration20261125080000EventSeats extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create type "registration_status" as enum ('CONFIRMED', 'WAITING', 'CANCELLED');`);
    this.addSql(
      `alter table "event" add column "time_zone" varchar(64) not null default 'UTC', add column "starts_at" timestamptz null, add column "duration_minutes" int not null default 120, add column "venue" varchar(300) null, add column "online_url" varchar(500) null, add column "capacity" int null, add column "registration_closes_at" timestamptz null, add column "sequence" int not null default 0, add column "image_variants" jsonb null;`,
    );
    this.addSql(`update "event" set "starts_at" = ("date" + "time_of_day") at time zone 'UTC';`);
    this.addSql(`alter table "event" alter column "starts_at" set not null;`);

    this.addSql(`alter table "outbox_message" add column "calendar" jsonb null;`);

    this.addSql(
      `alter table "registration" add column "status" "registration_status" not null default 'CONFIRMED', add column "promoted_at" timestamptz null, add column "cancelled_at" timestamptz null, add column "checked_in_at" timestamptz null, add column "reminder_sent_at" timestamptz null;`,
    );
    this.addSql(`create index "registration_event_status_idx" on "registration" ("event_id", "status", "created_at");`);
    this.addSql(`alter table "registration" drop constraint "registration_event_email_unique";`);
    this.addSql(
      `create unique index "registration_event_email_unique" on "registration" ("event_id", "email_key") where "status" <> 'CANCELLED';`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "registration_event_email_unique";`);
    this.addSql(`delete from "registration" where "status" = 'CANCELLED';`);
    this.addSql(
      `alter table "registration" add constraint "registration_event_email_unique" unique ("event_id", "email_key");`,
    );
    this.addSql(`drop index "registration_event_status_idx";`);
    this.addSql(
      `alter table "registration" drop column "status", drop column "promoted_at", drop column "cancelled_at", drop column "checked_in_at", drop column "reminder_sent_at";`,
    );
    this.addSql(`drop type "registration_status";`);
    this.addSql(`alter table "outbox_message" drop column "calendar";`);
    this.addSql(
      `alter table "event" drop column "time_zone", drop column "starts_at", drop column "duration_minutes", drop column "venue", drop column "online_url", drop column "capacity", drop column "registration_closes_at", drop column "sequence", drop column "image_variants";`,
    );
  }
}
