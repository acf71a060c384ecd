import { Migration } from '@mikro-orm/migrations';

import { actionCheck } from './Migration20261127000710TwoFactorReset';
import { AUDIT_ACTIONS_WITH_CLIENTS } from './Migration20261129009000ClientAuditActions';

/** The audit log's actions once this migration ran (a later one that adds an action starts from it). */
export const AUDIT_ACTIONS_WITH_SITE_CONTENT = [
  ...AUDIT_ACTIONS_WITH_CLIENTS,
  'SITE_CONTENT_PUBLISHED',
  'SITE_CONTENT_RESTORED',
  'SITE_IMAGE_UPLOADED',
];

/**
 * The public site's editable content (issue 29): each document's draft and published content
 * (a document without a row is its seed, published), a revision per publish (the privacy policy's
 * with the privacy notice version it made), and the content's pictures (their resized copies only).
 */
export class Migration20261129101000SiteContent extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "site_content" ("key" varchar(40) not null, "draft" jsonb not null, "published" jsonb not null, "draft_updated_at" timestamptz null, "draft_updated_by_id" uuid null, "published_at" timestamptz null, "published_by_id" uuid null, "version" int not null default 0, constraint "site_content_pkey" primary key ("key"));`,
    );
    this.addSql(
      `alter table "site_content" add constraint "site_content_draft_updated_by_id_foreign" foreign key ("draft_updated_by_id") references "users" ("id") on update cascade on delete set null;`,
    );
    this.addSql(
      `alter table "site_content" add constraint "site_content_published_by_id_foreign" foreign key ("published_by_id") references "users" ("id") on update cascade on delete set null;`,
    );

    this.addSql(
      `create table "site_content_revision" ("id" uuid not null, "key" varchar(40) not null, "number" int not null, "content" jsonb not null, "published_at" timestamptz not null, "published_by_id" uuid null, "privacy_version" varchar(40) null, constraint "site_content_revision_pkey" primary key ("id"));`,
    );
    this.addSql(
      `alter table "site_content_revision" add constraint "site_content_revision_key_number_unique" unique ("key", "number");`,
    );
    this.addSql(
      `create index "site_content_revision_privacy_version_idx" on "site_content_revision" ("privacy_version");`,
    );
    this.addSql(
      `alter table "site_content_revision" add constraint "site_content_revision_published_by_id_foreign" foreign key ("published_by_id") references "users" ("id") on update cascade on delete set null;`,
    );

    this.addSql(
      `create table "site_image" ("id" uuid not null, "alt" varchar(300) not null, "width" int not null, "height" int not null, "variants" jsonb not null, "created_at" timestamptz not null, "created_by_id" uuid null, constraint "site_image_pkey" primary key ("id"));`,
    );
    this.addSql(
      `alter table "site_image" add constraint "site_image_created_by_id_foreign" foreign key ("created_by_id") references "users" ("id") on update cascade on delete set null;`,
    );

    this.addSql(`alter table "audit_entry" drop constraint if exists "audit_entry_action_check";`);
    this.addSql(actionCheck(AUDIT_ACTIONS_WITH_SITE_CONTENT));
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "audit_entry" drop constraint if exists "audit_entry_action_check";`);
    this.addSql(actionCheck(AUDIT_ACTIONS_WITH_CLIENTS));
    this.addSql(`drop table if exists "site_image" cascade;`);
    this.addSql(`drop table if exists "site_content_revision" cascade;`);
    this.addSql(`drop table if exists "site_content" cascade;`);
  }
}
