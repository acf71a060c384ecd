import { createHash, randomBytes } from 'node:crypto';

/** Every key starts with this, so a key is told from a sign-in token (a JWT) at a glance. */
export const API_KEY_PREFIX = 'tck_';
const PREFIX_SHOWN = API_KEY_PREFIX.length + 8;

export function isApiKey(bearer: string): boolean {
  return bearer.startsWith(API_KEY_PREFIX);
}

/** SHA-256 rather than argon2: the key holds 256 random bits, so no guessing can reach it. */
export function hashApiKey(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}

export function generateApiKey(): { key: string; prefix: string; secretHash: string } {
  const key = `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  return { key, prefix: key.slice(0, PREFIX_SHOWN), secretHash: hashApiKey(key) };
}
