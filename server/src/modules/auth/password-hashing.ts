/** PASSWORD_HASHING's values: the standard cost, or argon2's minimum for the test suite (see password.ts). */
export const PASSWORD_HASHINGS = ['standard', 'test'] as const;
export type PasswordHashing = (typeof PASSWORD_HASHINGS)[number];
