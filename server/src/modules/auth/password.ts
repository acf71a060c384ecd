import argon2 from 'argon2';

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

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/** Spends the time of one verification, so an unknown e-mail answers as slowly as a wrong password. */
export async function verifyAgainstDummy(password: string): Promise<void> {
  dummyHash ??= hashPassword('not-a-real-password-used-for-timing');
  await verifyPassword(await dummyHash, password);
}
