/**
 * A JWT-shaped token for client tests: the client only reads its `exp` (the server checks the
 * signature), so the signature here is a placeholder. Expires an hour from now unless told.
 */
export function testJwt({ expiresInSeconds = 3600, subject = 'user-1' } = {}): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ sub: subject, iat: now, exp: now + expiresInSeconds })}.signature`;
}
