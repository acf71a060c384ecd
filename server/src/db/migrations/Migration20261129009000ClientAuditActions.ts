import { Migration } from '@mikro-orm/migrations';

import { actionCheck, AUDIT_ACTIONS_WITH_TWO_FACTOR_RESET } from './Migration20261127000710TwoFactorReset';

/** The audit log's actions before this migration (Migration20261128220000TalentPool's). */
const AUDIT_BEFORE = [
  ...AUDIT_ACTIONS_WITH_TWO_FACTOR_RESET,
  'WEBHOOK_SECRET_ROTATED',
  'APPLICATION_ADDED_TO_JOB',
  'APPLICATION_STAGE_CHANGED',
  'APPLICATION_WITHDRAWN',
  'PIPELINE_STAGES_CHANGED',
  'REJECTION_REASONS_CHANGED',
  'TALENT_POOL_ENTRY_ADDED_TO_JOB',
  'TALENT_POOL_ENTRY_DELETED',
];

/** The audit log's actions once this migration ran (a later one that adds an action starts from it). */
export const AUDIT_ACTIONS_WITH_CLIENTS = [
  ...AUDIT_BEFORE,
  'CLIENT_DELETED',
  'CLIENT_CONTACT_DELETED',
  'PLACEMENT_RECORDED',
  'PLACEMENT_UPDATED',
  'PLACEMENT_REMOVED',
  'CLIENT_SHORTLIST_SENT',
  'CLIENT_SHORTLIST_REVOKED',
  'CLIENT_SHORTLIST_CODE_SENT',
  'CLIENT_SHORTLIST_BROWSER_VERIFIED',
  'CLIENT_SHORTLIST_OPENED',
  'CLIENT_SHORTLIST_RESUME_VIEWED',
  'CLIENT_SHORTLIST_ANSWERED',
];

/** The audit log's actions for clients, placements and the shortlists sent to clients. */
export class Migration20261129009000ClientAuditActions extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "audit_entry" drop constraint if exists "audit_entry_action_check";`);
    this.addSql(actionCheck(AUDIT_ACTIONS_WITH_CLIENTS));
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "audit_entry" drop constraint if exists "audit_entry_action_check";`);
    this.addSql(actionCheck(AUDIT_BEFORE));
  }
}
