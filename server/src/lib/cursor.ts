import { AppError } from './app-error';

/**
 * The one codec of keyset cursors: the parts that locate a row (a list's name or sort, the sort
 * value, the id), written as base64url JSON. Opaque to callers; `decodeCursor` answers the parts
 * only when `isValid` accepts them, else refuses `after` with `message`.
 */
export function encodeCursor(parts: readonly string[]): string {
  return Buffer.from(JSON.stringify(parts)).toString('base64url');
}

export function decodeCursor(raw: string, isValid: (parts: string[]) => boolean, message: string): string[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
  } catch {
    throw AppError.badInput('after', message);
  }
  if (!Array.isArray(parsed) || !parsed.every((part) => typeof part === 'string') || !isValid(parsed)) {
    throw AppError.badInput('after', message);
  }
  return parsed;
}
