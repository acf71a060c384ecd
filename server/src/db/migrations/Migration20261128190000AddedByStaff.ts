import { Migration } from '@mikro-orm/migrations';

import { actionCheck, AUDIT_ACTIONS_WITH_TWO_FACTOR_RESET } from './Migration20261127000710TwoFactorReset';

const AUDIT_BEFORE = [...AUDIT_ACTIONS_WITH_TWO_FACTOR_RESET, 'WEBHOOK_SECRET_ROTATED'];
const SOURCES_BEFORE = ['CAREERS_SITE', 'LINK', 'REFERRAL'];
const ACTIVITY_BEFORE = [
  'APPLIED',
  'STATUS_SET',
  'STATUS_UNDONE',
  'REJECTION_EMAIL_QUEUED',
  'REJECTION_EMAIL_SENT',
  'REJECTION_EMAIL_CANCELLED',
  'NOTE_ADDED',
  'NOTE_EDITED',
  'NOTE_DELETED',
  'RESUME_VIEWED',
  'RESUME_DOWNLOADED',
];

const list = (values: string[]) => values.map((value) => `'${value}'`).join(', ');

/**
 * Staff add a candidate to another job: the application's source ADDED_BY_STAFF, the two lines of
 * history (ADDED_BY_STAFF on the new application, ADDED_TO_JOB on the one it came from) and the
 * audit log's APPLICATION_ADDED_TO_JOB.
 */
export class Migration20261128190000AddedByStaff extends Migration {
  override async up(): Promise<void> {
    this.checks([...SOURCES_BEFORE, 'ADDED_BY_STAFF'], [...ACTIVITY_BEFORE, 'ADDED_BY_STAFF', 'ADDED_TO_JOB']);
    this.addSql(`alter table "audit_entry" drop constraint if exists "audit_entry_action_check";`);
    this.addSql(actionCheck([...AUDIT_BEFORE, 'APPLICATION_ADDED_TO_JOB']));
  }

  override async down(): Promise<void> {
    this.checks(SOURCES_BEFORE, ACTIVITY_BEFORE);
    this.addSql(`alter table "audit_entry" drop constraint if exists "audit_entry_action_check";`);
    this.addSql(actionCheck(AUDIT_BEFORE));
  }

  private checks(sources: string[], activities: string[]): void {
    this.addSql(`alter table "application" drop constraint if exists "application_source_kind_check";`);
    this.addSql(
      `alter table "application" add constraint "application_source_kind_check" check ("source_kind" in (${list(sources)}));`,
    );
    this.addSql(`alter table "application_activity" drop constraint if exists "application_activity_kind_check";`);
    this.addSql(
      `alter table "application_activity" add constraint "application_activity_kind_check" check ("kind" in (${list(activities)}));`,
    );
  }
}
