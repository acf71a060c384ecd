import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

import type { EntityManager } from '@mikro-orm/postgresql';

import type { Logger } from '../../lib/logger';
import { User } from '../users/user.entity';

import type { ServerKeys } from './server-keys';

/** The form of a sealed secret: `v1:` then base64url of IV, GCM tag and ciphertext. */
const VERSION = 'v1:';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** A stored secret opened: the base32 secret, and whether it should be sealed again with the current key. */
export interface OpenedSecret {
  secret: string;
  stale: boolean;
}

/**
 * TOTP secrets encrypted at rest with AES-256-GCM under a key derived for that purpose only, bound
 * to the account (its id is the additional data, so a sealed secret copied to another row does not
 * open). A database dump alone no longer lets anyone make codes.
 */
export class TotpSecretBox {
  private readonly keys: Buffer[];

  constructor(keys: ServerKeys) {
    this.keys = keys.acceptedKeys('totp-secret');
  }

  seal(userId: string, secret: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.keys[0]!, iv);
    cipher.setAAD(Buffer.from(userId, 'utf8'));
    const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
    return VERSION + Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
  }

  /**
   * The secret of a stored value. A value from before encryption (plain base32) opens as itself,
   * and one sealed with the previous key opens too: both are `stale`, to be sealed again.
   * Throws when no accepted key opens it (altered, another account's, or a key no longer set).
   */
  open(userId: string, stored: string): OpenedSecret {
    if (!stored.startsWith(VERSION)) return { secret: stored, stale: true };
    const raw = Buffer.from(stored.slice(VERSION.length), 'base64url');
    const iv = raw.subarray(0, IV_BYTES);
    const tag = raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES);
    const body = raw.subarray(IV_BYTES + TAG_BYTES);
    for (const [index, key] of this.keys.entries()) {
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, iv);
        decipher.setAAD(Buffer.from(userId, 'utf8'));
        decipher.setAuthTag(tag);
        const secret = Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
        return { secret, stale: index > 0 };
      } catch {
        // Not this key: try the next one.
      }
    }
    throw new Error('A stored TOTP secret does not open with the current or the previous key.');
  }
}

/**
 * At start: seals every stored TOTP secret (active or pending) that is in plain text or under the
 * previous key with the current key. Each row is updated only if it still holds what was read,
 * so processes starting together never overwrite a newer secret.
 */
export async function sealStoredTotpSecrets(em: EntityManager, box: TotpSecretBox, logger: Logger): Promise<void> {
  const rows = await em
    .getConnection()
    .execute<{ id: string; totp_secret: string | null; totp_pending_secret: string | null }[]>(
      'select id, totp_secret, totp_pending_secret from users where totp_secret is not null or totp_pending_secret is not null',
    );
  let sealed = 0;
  for (const row of rows) {
    for (const [column, property] of [
      ['totp_secret', 'totpSecret'],
      ['totp_pending_secret', 'totpPendingSecret'],
    ] as const) {
      const stored = row[column];
      if (stored === null) continue;
      let opened: OpenedSecret;
      try {
        opened = box.open(row.id, stored);
      } catch (error) {
        logger.error('A stored TOTP secret could not be opened: that account cannot sign in with codes', {
          userId: row.id,
          error,
        });
        continue;
      }
      if (!opened.stale) continue;
      sealed += await em.nativeUpdate(
        User,
        { id: row.id, [property]: stored },
        { [property]: box.seal(row.id, opened.secret) },
      );
    }
  }
  if (sealed > 0) logger.info('Encrypted stored TOTP secrets with the current key', { sealed });
}
