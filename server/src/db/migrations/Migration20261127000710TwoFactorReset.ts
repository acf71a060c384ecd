import { Migration } from '@mikro-orm/migrations';

const BEFORE = [
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
  'HELD_SUBMISSION_RELEASED',
  'HELD_SUBMISSION_DELETED',
  'SESSIONS_ENDED',
];

export function actionCheck(actions: string[]): string {
  return `alter table "audit_entry" add constraint "audit_entry_action_check" check("action" in (${actions.map((action) => `'${action}'`).join(', ')}));`;
}

/** The audit log's actions once this migration ran (a later one that adds an action starts from it). */
export const AUDIT_ACTIONS_WITH_TWO_FACTOR_RESET = [...BEFORE, 'TWO_FACTOR_RESET'];

/** The audit log takes TWO_FACTOR_RESET (a Super Admin turned off another account's two-factor sign-in). */
export class Migration20261127000710TwoFactorReset extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "audit_entry" drop constraint if exists "audit_entry_action_check";`);
    this.addSql(actionCheck([...BEFORE, 'TWO_FACTOR_RESET']));
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "audit_entry" drop constraint if exists "audit_entry_action_check";`);
    this.addSql(actionCheck(BEFORE));
  }
}
