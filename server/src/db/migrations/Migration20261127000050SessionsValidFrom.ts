import { Migration } from '@mikro-orm/migrations';

/** The instant before which an account's sign-in tokens no longer count (see auth/sessions.ts). */
export class Migration20261127000050SessionsValidFrom extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "users" add column "sessions_valid_from" timestamptz null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "users" drop column "sessions_valid_from";`);
  }
}
