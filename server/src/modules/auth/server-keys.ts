import { hkdfSync } from 'node:crypto';

/**
 * What a key is for. Each purpose has a key of its own, so a value made for one (a capability
 * link, say) can never pass for another (a sign-in token), and one key's exposure through one
 * use says nothing about the others.
 */
export type KeyPurpose = 'sign-in-token' | 'capability-link' | 'sign-in-challenge' | 'audit-email-hash' | 'totp-secret';

/** Fixed: changing it would change every derived key (like changing the secret). */
const HKDF_SALT = 'talent-consultancy server keys';
const KEY_BYTES = 32;

function derive(secret: string, purpose: KeyPurpose): Buffer {
  return Buffer.from(hkdfSync('sha256', Buffer.from(secret, 'utf8'), HKDF_SALT, `${purpose} v1`, KEY_BYTES));
}

/**
 * The keys of the server, derived with HKDF (RFC 5869) from its one secret (JWT_SECRET, or the one
 * generated into DATA_DIR). During a rotation the previous secret's keys are still accepted for
 * checking and decrypting; anything new is always made with the current secret's.
 */
export class ServerKeys {
  private readonly current: Map<KeyPurpose, Buffer> = new Map();
  private readonly previous: Map<KeyPurpose, Buffer> = new Map();

  constructor(
    private readonly secret: string,
    private readonly previousSecret?: string,
  ) {}

  /** The key new values of `purpose` are made with. */
  keyFor(purpose: KeyPurpose): Buffer {
    let key = this.current.get(purpose);
    if (!key) this.current.set(purpose, (key = derive(this.secret, purpose)));
    return key;
  }

  /** The keys a value of `purpose` is checked (or decrypted) with: the current one first. */
  acceptedKeys(purpose: KeyPurpose): Buffer[] {
    if (this.previousSecret === undefined) return [this.keyFor(purpose)];
    let old = this.previous.get(purpose);
    if (!old) this.previous.set(purpose, (old = derive(this.previousSecret, purpose)));
    return [this.keyFor(purpose), old];
  }

  /**
   * The secrets themselves, current first: capability links e-mailed before keys were derived were
   * signed with the raw secret, and an unsubscribe link in an old mail must keep working.
   */
  legacyLinkSecrets(): string[] {
    return this.previousSecret === undefined ? [this.secret] : [this.secret, this.previousSecret];
  }
}
