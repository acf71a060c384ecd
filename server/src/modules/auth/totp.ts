import { Secret, TOTP } from 'otpauth';

import { loadQrcode } from '../../lib/packages-on-first-use';

/** The name authenticator apps show above the account. */
const ISSUER = 'Talent Consultancy';

/** RFC 6238 with the parameters every authenticator app understands: SHA-1, six digits, 30 seconds. */
export const TOTP_PERIOD_SECONDS = 30;
const DIGITS = 6;
/** Codes of the step before and after the current one are taken too (clock drift, typing time). */
const WINDOW = 1;

function totp(secretBase32: string, label = ''): TOTP {
  return new TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: DIGITS,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secretBase32),
  });
}

/** A new random secret (160 bits, as RFC 4226 recommends), base32. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** What an authenticator app needs to add the account: the otpauth:// URI and its QR code. */
export async function totpEnrolment(secretBase32: string, accountLabel: string) {
  const uri = totp(secretBase32, accountLabel).toString();
  // Drawn here, as an SVG data URL: the secret never leaves for a QR service, and CSP img-src allows data:.
  const svg = await loadQrcode().toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return {
    secret: secretBase32,
    otpauthUri: uri,
    qrCodeDataUrl: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
  };
}

/** A code as people type it: digits, perhaps with spaces. */
export function looksLikeTotpCode(code: string): boolean {
  return /^\d{6}$/.test(code.replace(/\s+/g, ''));
}

/**
 * The time step a right code belongs to (within ±WINDOW steps of `nowMs`), or null for a wrong
 * code. The caller refuses a step it has already accepted (replay).
 */
export function totpStep(secretBase32: string, code: string, nowMs: number): number | null {
  const token = code.replace(/\s+/g, '');
  const delta = totp(secretBase32).validate({ token, timestamp: nowMs, window: WINDOW });
  if (delta === null) return null;
  return Math.floor(nowMs / 1000 / TOTP_PERIOD_SECONDS) + delta;
}

/** The current code of a secret (tests and the development seed; never sent anywhere). */
export function totpCode(secretBase32: string, nowMs: number): string {
  return totp(secretBase32).generate({ timestamp: nowMs });
}
