import { Migration } from '@mikro-orm/migrations';

/**
 * A webhook delivery is claimed (claimed_until: the claim's end) and committed before its POST, so
 * no transaction stays open while a receiver answers; the index finds the endpoints in flight.
 */
export class Migration20261127120000WebhookClaims extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "webhook_delivery" add column "claimed_until" timestamptz null;`);
    this.addSql(
      `create index "webhook_delivery_claimed_idx" on "webhook_delivery" ("endpoint_id", "claimed_until") where "claimed_until" is not null;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "webhook_delivery_claimed_idx";`);
    this.addSql(`alter table "webhook_delivery" drop column if exists "claimed_until";`);
  }
}
