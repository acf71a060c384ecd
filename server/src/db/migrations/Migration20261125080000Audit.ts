import { Migration } from '@mikro-orm/migrations';

/**
 * The append-only audit log. Besides having no code that changes an entry, the table refuses
 * UPDATE, DELETE and TRUNCATE in a trigger, for every role (the app's own included): an entry, once
 * committed, stays. No role is exempt, because nothing in the product ever needs to remove one
 * (entries hold no personal data in clear, so an erasure leaves them be). A database owner can still
 * drop the trigger; that is a schema change, visible in migrations, not something an API can do.
 * The action list is a CHECK, so a new action code comes with its migration.
 */
export class Migration20261125080000Audit extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "audit_entry" ("id" bigserial primary key, "at" timestamptz not null default now(), "actor_id" uuid null, "actor_label" varchar(254) not null, "action" text check ("action" in ('SIGN_IN_SUCCEEDED', 'SIGN_IN_FAILED', 'RESUME_DOWNLOADED', 'APPLICATION_STATUS_CHANGED', 'USER_CREATED', 'USER_DISABLED', 'USER_ENABLED', 'USER_ROLE_CHANGED', 'USER_TEMPORARY_PASSWORD_SET', 'PASSWORD_CHANGED', 'TWO_FACTOR_ENABLED', 'TWO_FACTOR_DISABLED', 'RECOVERY_CODE_USED', 'PERSON_EXPORTED', 'PERSON_ERASED', 'RETENTION_PURGED')) not null, "subject_type" varchar(40) null, "subject_id" varchar(100) null, "details" jsonb not null default '{}');`,
    );
    this.addSql(`create index "audit_entry_at_idx" on "audit_entry" ("at");`);
    this.addSql(`create index "audit_entry_action_idx" on "audit_entry" ("action", "id");`);
    this.addSql(`create index "audit_entry_actor_idx" on "audit_entry" ("actor_id", "id");`);
    this.addSql(`create function audit_entry_refuse_change() returns trigger language plpgsql as $$
begin
  raise exception 'audit_entry is append-only: % is not allowed', tg_op using errcode = 'insufficient_privilege';
end $$;`);
    this.addSql(
      `create trigger "audit_entry_append_only" before update or delete on "audit_entry" for each row execute function audit_entry_refuse_change();`,
    );
    this.addSql(
      `create trigger "audit_entry_no_truncate" before truncate on "audit_entry" for each statement execute function audit_entry_refuse_change();`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "audit_entry" cascade;`);
    this.addSql(`drop function if exists audit_entry_refuse_change();`);
  }
}
