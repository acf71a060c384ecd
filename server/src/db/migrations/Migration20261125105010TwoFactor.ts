import { Migration } from '@mikro-orm/migrations';

/**
 * Two-factor sign-in: the TOTP secret (pending and active), the last accepted time step, the
 * hashed recovery codes, and the audit code for replacing those codes.
 */
export class Migration20261125105010TwoFactor extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "recovery_code" ("id" uuid not null, "user_id" uuid not null, "salt" varchar(32) not null, "hash" varchar(64) not null, "used_at" timestamptz null, "created_at" timestamptz not null, constraint "recovery_code_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "recovery_code_user_id_index" on "recovery_code" ("user_id");`);

    this.addSql(
      `alter table "recovery_code" add constraint "recovery_code_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(`alter table "audit_entry" drop constraint if exists "audit_entry_action_check";`);

    this.addSql(
      `alter table "audit_entry" add constraint "audit_entry_action_check" check("action" in ('SIGN_IN_SUCCEEDED', 'SIGN_IN_FAILED', 'RESUME_DOWNLOADED', 'APPLICATION_STATUS_CHANGED', 'USER_CREATED', 'USER_DISABLED', 'USER_ENABLED', 'USER_ROLE_CHANGED', 'USER_TEMPORARY_PASSWORD_SET', 'PASSWORD_CHANGED', 'TWO_FACTOR_ENABLED', 'TWO_FACTOR_DISABLED', 'RECOVERY_CODE_USED', 'RECOVERY_CODES_REGENERATED', 'PERSON_EXPORTED', 'PERSON_ERASED', 'RETENTION_PURGED'));`,
    );

    this.addSql(
      `alter table "users" add column "two_factor_enabled_at" timestamptz null, add column "totp_secret" varchar(64) null, add column "totp_pending_secret" varchar(64) null, add column "totp_last_step" int null;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "recovery_code" cascade;`);

    this.addSql(`alter table "audit_entry" drop constraint if exists "audit_entry_action_check";`);

    this.addSql(
      `alter table "audit_entry" add constraint "audit_entry_action_check" check("action" in ('SIGN_IN_SUCCEEDED', 'SIGN_IN_FAILED', 'RESUME_DOWNLOADED', 'APPLICATION_STATUS_CHANGED', 'USER_CREATED', 'USER_DISABLED', 'USER_ENABLED', 'USER_ROLE_CHANGED', 'USER_TEMPORARY_PASSWORD_SET', 'PASSWORD_CHANGED', 'TWO_FACTOR_ENABLED', 'TWO_FACTOR_DISABLED', 'RECOVERY_CODE_USED', 'PERSON_EXPORTED', 'PERSON_ERASED', 'RETENTION_PURGED'));`,
    );

    this.addSql(
      `alter table "users" drop column "two_factor_enabled_at", drop column "totp_secret", drop column "totp_pending_secret", drop column "totp_last_step";`,
    );
  }
}
