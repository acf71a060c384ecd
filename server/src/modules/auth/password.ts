import argon2 from 'argon2';

import type { PasswordHashing } from './password-hashing';

/**
 * argon2id at OWASP's recommended floor (19 MiB, 2 passes, 1 lane). One hash takes about
 * 30 ms on this project's 2-core reference machine, so a login stays fast while an offline
 * guess stays expensive; `npm run bench` prints the measured figure.
 */
export const ARGON2_OPTIONS = {
  type: argon2.argon2id,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

/**
 * The test suite's hashing (PASSWORD_HASHING=test, refused unless NODE_ENV=test): argon2id at its
 * minimum memory and one pass, about 1 ms instead of 30 to 80. The suite hashes and verifies
 * passwords thousands of times (every account it creates, every sign-in); what it checks of them
 * is what they accept and refuse, which the cost does not change. Rails' has_secure_password does
 * the same with bcrypt's minimum cost in its test environment. Verifying reads the parameters from
 * the stored hash, so hashes of either kind verify under either setting.
 */
const TEST_ARGON2_OPTIONS = {
  type: argon2.argon2id,
  memoryCost: 1024,
  timeCost: 1,
  parallelism: 1,
} as const;

let dummyHash: Promise<string> | undefined;
let hashOptions: typeof ARGON2_OPTIONS | typeof TEST_ARGON2_OPTIONS = ARGON2_OPTIONS;

/** Chooses the cost of new hashes for this process (the server calls it at start from its config). */
export function usePasswordHashing(hashing: PasswordHashing): void {
  const next = hashing === 'test' ? TEST_ARGON2_OPTIONS : ARGON2_OPTIONS;
  if (next !== hashOptions) dummyHash = undefined;
  hashOptions = next;
}

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, hashOptions);
}

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

/** Spends the time of one verification, so an unknown e-mail answers as slowly as a wrong password. */
export async function verifyAgainstDummy(password: string): Promise<void> {
  dummyHash ??= hashPassword('not-a-real-password-used-for-timing');
  await verifyPassword(await dummyHash, password);
}
