import { Migration } from '@mikro-orm/migrations';

/**
 * Room for encrypted TOTP secrets (`v1:` and base64url of IV, tag and ciphertext, 83 characters);
 * the plain ones left are encrypted at the next start (see auth/totp-secret-box.ts).
 */
export class Migration20261127000700TwoFactorSecrets extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `alter table "users" alter column "totp_secret" type varchar(255), alter column "totp_pending_secret" type varchar(255);`,
    );
  }

  override async down(): Promise<void> {
    // Encrypted secrets do not fit the old width: only a database with none left goes back.
    this.addSql(
      `alter table "users" alter column "totp_secret" type varchar(64), alter column "totp_pending_secret" type varchar(64);`,
    );
  }
}
