import { Migration } from '@mikro-orm/migrations';

import { actionCheck, AUDIT_ACTIONS_WITH_TWO_FACTOR_RESET } from './Migration20261127000710TwoFactorReset';

/** The audit log's actions before this migration (Migration20261128213000PipelineStages's). */
const AUDIT_BEFORE = [
  ...AUDIT_ACTIONS_WITH_TWO_FACTOR_RESET,
  'WEBHOOK_SECRET_ROTATED',
  'APPLICATION_ADDED_TO_JOB',
  'APPLICATION_STAGE_CHANGED',
  'APPLICATION_WITHDRAWN',
  'PIPELINE_STAGES_CHANGED',
  'REJECTION_REASONS_CHANGED',
];

/**
 * The talent pool: CVs sent without a job (talent_pool_entry, one per e-mail address), the
 * applications staff made from them (talent_pool_addition, going with either side by the cascade),
 * and the audit log's TALENT_POOL_ENTRY_ADDED_TO_JOB and TALENT_POOL_ENTRY_DELETED.
 */
export class Migration20261128220000TalentPool extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "talent_pool_entry" ("id" uuid not null, "full_name" varchar(200) not null, "email" varchar(254) not null, "email_key" varchar(254) not null, "phone" varchar(40) not null, "linked_in" varchar(500) not null default '', "message" text not null default '', "resume_key" varchar(100) not null, "resume_kind" varchar(4) not null, "consent_basis" varchar(20) not null default 'unrecorded', "consent_privacy_version" varchar(40) null, "created_at" timestamptz not null, "submitted_at" timestamptz not null, "submissions" int not null default 1, "last_activity_at" timestamptz not null, "held_at" timestamptz null, "held_reason" varchar(40) null, constraint "talent_pool_entry_pkey" primary key ("id"));`,
    );
    this.addSql(
      `create index "talent_pool_entry_submitted_at_idx" on "talent_pool_entry" ("submitted_at" desc, "id" desc);`,
    );
    this.addSql(
      `alter table "talent_pool_entry" add constraint "talent_pool_entry_email_key_unique" unique ("email_key");`,
    );

    this.addSql(
      `create table "talent_pool_addition" ("id" uuid not null, "entry_id" uuid not null, "application_id" uuid not null, "added_at" timestamptz not null, constraint "talent_pool_addition_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "talent_pool_addition_entry_idx" on "talent_pool_addition" ("entry_id", "added_at");`);
    this.addSql(
      `alter table "talent_pool_addition" add constraint "talent_pool_addition_application_unique" unique ("application_id");`,
    );
    this.addSql(
      `alter table "talent_pool_addition" add constraint "talent_pool_addition_entry_id_foreign" foreign key ("entry_id") references "talent_pool_entry" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "talent_pool_addition" add constraint "talent_pool_addition_application_id_foreign" foreign key ("application_id") references "application" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(`alter table "audit_entry" drop constraint if exists "audit_entry_action_check";`);
    this.addSql(actionCheck([...AUDIT_BEFORE, 'TALENT_POOL_ENTRY_ADDED_TO_JOB', 'TALENT_POOL_ENTRY_DELETED']));
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "talent_pool_addition" cascade;`);
    this.addSql(`drop table if exists "talent_pool_entry" cascade;`);
    this.addSql(`alter table "audit_entry" drop constraint if exists "audit_entry_action_check";`);
    this.addSql(actionCheck(AUDIT_BEFORE));
  }
}
