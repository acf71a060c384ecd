/** The server's password rule (server/src/modules/auth/password.ts): 8 to 128 characters, no composition rules. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** True when a password typed for a new one breaks the length rule (every character counts, spaces too). */
export function passwordLengthWrong(password: string): boolean {
  return password.length < PASSWORD_MIN_LENGTH || password.length > PASSWORD_MAX_LENGTH;
}
