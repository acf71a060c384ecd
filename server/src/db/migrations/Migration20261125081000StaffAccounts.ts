import { Migration } from '@mikro-orm/migrations';

/** Staff accounts: when each last signed in, and whether its password is a temporary one. */
export class Migration20261125081000StaffAccounts extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `alter table "users" add column "last_sign_in_at" timestamptz null, add column "must_change_password" boolean not null default false;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "users" drop column "last_sign_in_at", drop column "must_change_password";`);
  }
}
