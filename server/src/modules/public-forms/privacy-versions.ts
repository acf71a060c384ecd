/**
 * The versions of the privacy notice that the site's forms have shown, oldest first. The client
 * keeps the current one in `client/src/content/privacy.ts` (PRIVACY_VERSION) and sends it with
 * every form; the server stores it with the record and refuses a version it does not know. When
 * the policy text changes, add its new version here (and keep the old ones: records point to them).
 */
export const KNOWN_PRIVACY_VERSIONS: readonly string[] = ['2026-11-25', '2026-11-27', '2026-11-28'];

export function isKnownPrivacyVersion(version: string): boolean {
  return KNOWN_PRIVACY_VERSIONS.includes(version);
}
