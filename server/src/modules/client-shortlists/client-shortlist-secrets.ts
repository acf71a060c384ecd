import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** A link's or a browser's token: 32 random bytes, base64url (43 characters). Never stored. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What is stored of a token: its SHA-256, hex. */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A token as the server makes them; anything else is not looked up at all. */
export function isTokenShaped(token: unknown): token is string {
  return typeof token === 'string' && /^[\w-]{43}$/.test(token);
}

/** A one-time code: six digits, uniformly drawn. */
export function newCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** What is stored of a code: SHA-256 of the code's row id and the code (hex). */
export function codeHash(codeId: string, code: string): string {
  return createHash('sha256').update(`${codeId}:${code}`).digest('hex');
}

/** Compares two hex hashes of equal length in constant time. */
export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

/** The contact's address with most of its local part hidden: `j•••@example.com`. */
export function emailHint(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '•••';
  return `${email[0]}•••${email.slice(at)}`;
}
