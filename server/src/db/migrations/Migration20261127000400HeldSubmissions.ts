import { Migration } from '@mikro-orm/migrations';

/**
 * Public-form records sent faster than FORM_MIN_FILL_SECONDS are kept but held for review: the
 * moment they were held and why. Held rows stay in their own tables, so erasure and retention
 * treat them like any other; the normal lists, counts and seats leave them out until released.
 */
const AUDIT_ACTIONS_BEFORE = [
  'SIGN_IN_SUCCEEDED',
  'SIGN_IN_FAILED',
  'RESUME_DOWNLOADED',
  'APPLICATION_STATUS_CHANGED',
  'USER_CREATED',
  'USER_DISABLED',
  'USER_ENABLED',
  'USER_ROLE_CHANGED',
  'USER_TEMPORARY_PASSWORD_SET',
  'PASSWORD_CHANGED',
  'TWO_FACTOR_ENABLED',
  'TWO_FACTOR_DISABLED',
  'RECOVERY_CODE_USED',
  'RECOVERY_CODES_REGENERATED',
  'PERSON_EXPORTED',
  'PERSON_ERASED',
  'RETENTION_PURGED',
  'API_KEY_CREATED',
  'API_KEY_REVOKED',
  'WEBHOOK_ENDPOINT_CREATED',
  'WEBHOOK_ENDPOINT_ENABLED',
  'WEBHOOK_ENDPOINT_DISABLED',
  'WEBHOOK_ENDPOINT_DELETED',
  'WEBHOOK_TEST_SENT',
];

export class Migration20261127000400HeldSubmissions extends Migration {
  override async up(): Promise<void> {
    for (const table of ['application', 'registration', 'join_us_person', 'contact_message']) {
      this.addSql(
        `alter table "${table}" add column "held_at" timestamptz null, add column "held_reason" varchar(40) null;`,
      );
    }
    this.auditActions([...AUDIT_ACTIONS_BEFORE, 'HELD_SUBMISSION_RELEASED', 'HELD_SUBMISSION_DELETED']);
  }

  override async down(): Promise<void> {
    for (const table of ['application', 'registration', 'join_us_person', 'contact_message']) {
      this.addSql(`alter table "${table}" drop column "held_at", drop column "held_reason";`);
    }
    this.auditActions(AUDIT_ACTIONS_BEFORE);
  }

  private auditActions(actions: string[]): void {
    this.addSql(`alter table "audit_entry" drop constraint if exists "audit_entry_action_check";`);
    this.addSql(
      `alter table "audit_entry" add constraint "audit_entry_action_check" check("action" in (${actions
        .map((action) => `'${action}'`)
        .join(', ')}));`,
    );
  }
}
