import { Migration } from '@mikro-orm/migrations';

/**
 * No API key lives for ever any more: a key created without an expiry gets one 90 days from the
 * migration (the default API_KEY_DEFAULT_DAYS, so integrations keep working while their owners
 * make new keys), one set further than 365 days out (the default API_KEY_MAX_DAYS) is brought
 * back to that, and the column refuses null from now on. The audit log learns the key and
 * endpoint actions.
 */
export class Migration20261127000200KeyControl extends Migration {
  override async up(): Promise<void> {
    this.addSql(`update "api_key" set "expires_at" = now() + interval '90 days' where "expires_at" is null;`);
    this.addSql(
      `update "api_key" set "expires_at" = now() + interval '365 days' where "expires_at" > now() + interval '365 days';`,
    );
    this.addSql(`alter table "api_key" alter column "expires_at" set not null;`);

    this.addSql(`alter table "audit_entry" drop constraint if exists "audit_entry_action_check";`);
    this.addSql(
      `alter table "audit_entry" add constraint "audit_entry_action_check" check("action" in ('SIGN_IN_SUCCEEDED', 'SIGN_IN_FAILED', 'RESUME_DOWNLOADED', 'APPLICATION_STATUS_CHANGED', 'USER_CREATED', 'USER_DISABLED', 'USER_ENABLED', 'USER_ROLE_CHANGED', 'USER_TEMPORARY_PASSWORD_SET', 'PASSWORD_CHANGED', 'TWO_FACTOR_ENABLED', 'TWO_FACTOR_DISABLED', 'RECOVERY_CODE_USED', 'RECOVERY_CODES_REGENERATED', 'PERSON_EXPORTED', 'PERSON_ERASED', 'RETENTION_PURGED', 'API_KEY_CREATED', 'API_KEY_REVOKED', 'WEBHOOK_ENDPOINT_CREATED', 'WEBHOOK_ENDPOINT_ENABLED', 'WEBHOOK_ENDPOINT_DISABLED', 'WEBHOOK_ENDPOINT_DELETED', 'WEBHOOK_TEST_SENT'));`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "api_key" alter column "expires_at" drop not null;`);

    this.addSql(`alter table "audit_entry" drop constraint if exists "audit_entry_action_check";`);
    this.addSql(
      `alter table "audit_entry" add constraint "audit_entry_action_check" check("action" in ('SIGN_IN_SUCCEEDED', 'SIGN_IN_FAILED', 'RESUME_DOWNLOADED', 'APPLICATION_STATUS_CHANGED', 'USER_CREATED', 'USER_DISABLED', 'USER_ENABLED', 'USER_ROLE_CHANGED', 'USER_TEMPORARY_PASSWORD_SET', 'PASSWORD_CHANGED', 'TWO_FACTOR_ENABLED', 'TWO_FACTOR_DISABLED', 'RECOVERY_CODE_USED', 'RECOVERY_CODES_REGENERATED', 'PERSON_EXPORTED', 'PERSON_ERASED', 'RETENTION_PURGED'));`,
    );
  }
}
