import { Migration } from '@mikro-orm/migrations';

/**
 * Where each application came from (Application.sourceKind and sourceDetail): the careers site, a
 * link that named its source, or a referral. Applications received before stay null: unknown.
 */
export class Migration20261128130000ApplicationSource extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `alter table "application" add column "source_kind" text check ("source_kind" in ('CAREERS_SITE', 'LINK', 'REFERRAL')) null, ` +
        `add column "source_detail" varchar(200) null;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "application" drop column "source_kind", drop column "source_detail";`);
  }
}
