/** The cookies of a `Cookie` request header, by name (the first of a name wins; values percent-decoded). */
export function parseCookies(header: string | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq < 1) continue;
    const name = part.slice(0, eq).trim();
    if (!name || cookies.has(name)) continue;
    let value = part.slice(eq + 1).trim();
    if (value.startsWith('"') && value.endsWith('"') && value.length >= 2) value = value.slice(1, -1);
    try {
      cookies.set(name, decodeURIComponent(value));
    } catch {
      // A malformed escape: not a cookie this server set.
    }
  }
  return cookies;
}

export interface CookieOptions {
  maxAgeSeconds: number;
  path?: string;
  httpOnly?: boolean;
  sameSite?: 'Strict' | 'Lax';
  secure?: boolean;
}

/** One `Set-Cookie` value. The value is percent-encoded; names are the server's own constants. */
export function serializeCookie(name: string, value: string, options: CookieOptions): string {
  return [
    `${name}=${encodeURIComponent(value)}`,
    `Path=${options.path ?? '/'}`,
    `Max-Age=${Math.max(0, Math.floor(options.maxAgeSeconds))}`,
    ...(options.httpOnly === false ? [] : ['HttpOnly']),
    `SameSite=${options.sameSite ?? 'Strict'}`,
    ...(options.secure ? ['Secure'] : []),
  ].join('; ');
}
