import { Migration } from '@mikro-orm/migrations';

const PUBLIC_FORM_TABLES = ['application', 'registration', 'join_us_person', 'contact_message'];

/**
 * Personal data handled as the law expects: each public-form record keeps the privacy notice's
 * version and the ground it was collected on (rows from before are "unrecorded"); an application
 * knows its last activity (retention counts from it); mail knows the record it is about (the
 * retention job deletes both); lookups by e-mail address are indexed (find, export, erase a
 * person); and the public forms' rate-limit counters (rate-limiter-flexible's table shape).
 */
export class Migration20261125081000PublicForms extends Migration {
  override async up(): Promise<void> {
    for (const table of PUBLIC_FORM_TABLES) {
      this.addSql(
        `alter table "${table}" add column "consent_basis" varchar(20) not null default 'unrecorded', add column "consent_privacy_version" varchar(40) null;`,
      );
    }
    this.addSql(`alter table "application" add column "last_activity_at" timestamptz null;`);
    this.addSql(`update "application" set "last_activity_at" = "created_at";`);
    this.addSql(`alter table "application" alter column "last_activity_at" set not null;`);

    this.addSql(`alter table "outbox_message" add column "about" varchar(60) null;`);
    this.addSql(`create index "outbox_message_about_idx" on "outbox_message" ("about");`);
    this.addSql(`create index "outbox_message_to_idx" on "outbox_message" (lower("to"));`);
    this.addSql(`create index "registration_email_key_idx" on "registration" ("email_key");`);
    this.addSql(`create index "join_us_person_email_idx" on "join_us_person" (lower("email"));`);
    this.addSql(`create index "contact_message_email_idx" on "contact_message" (lower("email"));`);

    this.addSql(
      `create table "rate_limit" ("key" varchar(320) not null, "points" int not null default 0, "expire" bigint null, constraint "rate_limit_pkey" primary key ("key"));`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "rate_limit";`);
    this.addSql(`drop index "contact_message_email_idx";`);
    this.addSql(`drop index "join_us_person_email_idx";`);
    this.addSql(`drop index "registration_email_key_idx";`);
    this.addSql(`drop index "outbox_message_to_idx";`);
    this.addSql(`drop index "outbox_message_about_idx";`);
    this.addSql(`alter table "outbox_message" drop column "about";`);
    this.addSql(`alter table "application" drop column "last_activity_at";`);
    for (const table of PUBLIC_FORM_TABLES) {
      this.addSql(`alter table "${table}" drop column "consent_basis", drop column "consent_privacy_version";`);
    }
  }
}
