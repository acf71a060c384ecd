import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** How many one-time recovery codes an account gets at a time. */
export const RECOVERY_CODE_COUNT = 10;

// Lower-case letters and digits without the look-alikes (0/o, 1/l/i): 31 symbols.
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const GROUPS = 4;
const GROUP_LENGTH = 4;

/**
 * A new code such as `k7mq-2xva-p9rt-hc4e`: 16 symbols of 31, about 79 random bits.
 *
 * Stored as SHA-256 of a per-code random salt and the code, not argon2: argon2's cost is there
 * to slow down guessing low-entropy, human-chosen passwords; 79 random bits cannot be guessed
 * offline at any hash speed, and a cheap hash lets a sign-in compare a code against all ten.
 */
export function newRecoveryCode(): string {
  const groups: string[] = [];
  for (let g = 0; g < GROUPS; g += 1) {
    let group = '';
    for (let i = 0; i < GROUP_LENGTH; i += 1) group += ALPHABET[randomInt(ALPHABET.length)];
    groups.push(group);
  }
  return groups.join('-');
}

/** A code as typed: any letter case, with or without dashes and spaces. */
export function normaliseRecoveryCode(code: string): string {
  return code.toLowerCase().replace(/[\s-]+/g, '');
}

export function hashRecoveryCode(code: string, salt = randomBytes(16).toString('hex')) {
  const hash = createHash('sha256')
    .update(`${salt}:${normaliseRecoveryCode(code)}`)
    .digest('hex');
  return { salt, hash };
}

export function recoveryCodeMatches(code: string, stored: { salt: string; hash: string }): boolean {
  const given = Buffer.from(hashRecoveryCode(code, stored.salt).hash, 'hex');
  const expected = Buffer.from(stored.hash, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
