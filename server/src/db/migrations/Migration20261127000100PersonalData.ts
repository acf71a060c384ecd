import { Migration } from '@mikro-orm/migrations';

/**
 * Webhook deliveries say which record they are about (as outbox mail does), so erasure and the
 * retention purge delete them with it. Existing deliveries learn theirs from their body: the event
 * type names the kind, `data.id` the record.
 */
export class Migration20261127000100PersonalData extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "webhook_delivery" add column "about" varchar(60) null;`);
    this.addSql(`create index "webhook_delivery_about_idx" on "webhook_delivery" ("about");`);
    this.addSql(
      `update "webhook_delivery" set "about" = (case split_part("event_type", '.', 1)
         when 'application' then 'application' when 'registration' then 'registration' when 'join_us' then 'join-us'
         when 'contact' then 'contact' when 'job' then 'job' end) || ':' || ("body"::jsonb #>> '{data,id}')
       where "event_type" <> 'webhook.test' and "body" <> '';`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "webhook_delivery_about_idx";`);
    this.addSql(`alter table "webhook_delivery" drop column "about";`);
  }
}
