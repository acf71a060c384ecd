import { Migration } from '@mikro-orm/migrations';

import { actionCheck, AUDIT_ACTIONS_WITH_TWO_FACTOR_RESET } from './Migration20261127000710TwoFactorReset';

const BEFORE = AUDIT_ACTIONS_WITH_TWO_FACTOR_RESET;

/**
 * A webhook endpoint's secret can be rotated: the previous one keeps signing (beside the new one)
 * until previous_secret_expires_at, and the audit log takes WEBHOOK_SECRET_ROTATED.
 */
export class Migration20261127121000WebhookSecretRotation extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "webhook_endpoint" add column "previous_secret" varchar(100) null;`);
    this.addSql(`alter table "webhook_endpoint" add column "previous_secret_expires_at" timestamptz null;`);
    this.addSql(`alter table "audit_entry" drop constraint if exists "audit_entry_action_check";`);
    this.addSql(actionCheck([...BEFORE, 'WEBHOOK_SECRET_ROTATED']));
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "audit_entry" drop constraint if exists "audit_entry_action_check";`);
    this.addSql(actionCheck(BEFORE));
    this.addSql(`alter table "webhook_endpoint" drop column if exists "previous_secret_expires_at";`);
    this.addSql(`alter table "webhook_endpoint" drop column if exists "previous_secret";`);
  }
}
