import { Migration } from '@mikro-orm/migrations';

export class Migration20261122210000Outbox extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "outbox_message" ("id" uuid not null, "to" varchar(254) not null, "subject" varchar(300) not null, "text" text not null, "attempts" int not null default 0, "next_attempt_at" timestamptz not null, "sent_at" timestamptz null, "last_error" text null, "created_at" timestamptz not null, constraint "outbox_message_pkey" primary key ("id"));`,
    );
    this.addSql(
      `create index "outbox_message_due_idx" on "outbox_message" ("next_attempt_at") where "sent_at" is null;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "outbox_message" cascade;`);
  }
}
