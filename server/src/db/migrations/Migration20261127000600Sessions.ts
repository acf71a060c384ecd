import { Migration } from '@mikro-orm/migrations';

/**
 * Sign-in slows down instead of locking: each throttle key remembers its last failure, from which
 * its next try waits. Accounts count wrong two-factor codes: per day (a cap) and in a row (an
 * e-mail to the owner). A new audit action: "Sign out everywhere".
 */
export class Migration20261127000600Sessions extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "audit_entry" drop constraint if exists "audit_entry_action_check";`);
    this.addSql(
      `alter table "audit_entry" add constraint "audit_entry_action_check" check("action" in ('SIGN_IN_SUCCEEDED', 'SIGN_IN_FAILED', 'RESUME_DOWNLOADED', 'APPLICATION_STATUS_CHANGED', 'USER_CREATED', 'USER_DISABLED', 'USER_ENABLED', 'USER_ROLE_CHANGED', 'USER_TEMPORARY_PASSWORD_SET', 'PASSWORD_CHANGED', 'TWO_FACTOR_ENABLED', 'TWO_FACTOR_DISABLED', 'RECOVERY_CODE_USED', 'RECOVERY_CODES_REGENERATED', 'PERSON_EXPORTED', 'PERSON_ERASED', 'RETENTION_PURGED', 'API_KEY_CREATED', 'API_KEY_REVOKED', 'WEBHOOK_ENDPOINT_CREATED', 'WEBHOOK_ENDPOINT_ENABLED', 'WEBHOOK_ENDPOINT_DISABLED', 'WEBHOOK_ENDPOINT_DELETED', 'WEBHOOK_TEST_SENT', 'HELD_SUBMISSION_RELEASED', 'HELD_SUBMISSION_DELETED', 'SESSIONS_ENDED'));`,
    );
    this.addSql(`alter table "login_throttle" add column "last_failure_at" timestamptz null;`);
    this.addSql(
      `alter table "users" add column "wrong_codes" int not null default 0, add column "wrong_codes_since" timestamptz null, add column "wrong_codes_in_a_row" int not null default 0;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(
      `alter table "users" drop column "wrong_codes", drop column "wrong_codes_since", drop column "wrong_codes_in_a_row";`,
    );
    this.addSql(`alter table "login_throttle" drop column "last_failure_at";`);
    this.addSql(`alter table "audit_entry" drop constraint if exists "audit_entry_action_check";`);
    this.addSql(
      `alter table "audit_entry" add constraint "audit_entry_action_check" check("action" in ('SIGN_IN_SUCCEEDED', 'SIGN_IN_FAILED', 'RESUME_DOWNLOADED', 'APPLICATION_STATUS_CHANGED', 'USER_CREATED', 'USER_DISABLED', 'USER_ENABLED', 'USER_ROLE_CHANGED', 'USER_TEMPORARY_PASSWORD_SET', 'PASSWORD_CHANGED', 'TWO_FACTOR_ENABLED', 'TWO_FACTOR_DISABLED', 'RECOVERY_CODE_USED', 'RECOVERY_CODES_REGENERATED', 'PERSON_EXPORTED', 'PERSON_ERASED', 'RETENTION_PURGED', 'API_KEY_CREATED', 'API_KEY_REVOKED', 'WEBHOOK_ENDPOINT_CREATED', 'WEBHOOK_ENDPOINT_ENABLED', 'WEBHOOK_ENDPOINT_DISABLED', 'WEBHOOK_ENDPOINT_DELETED', 'WEBHOOK_TEST_SENT', 'HELD_SUBMISSION_RELEASED', 'HELD_SUBMISSION_DELETED'));`,
    );
  }
}
