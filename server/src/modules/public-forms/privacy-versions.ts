import type { EntityManager } from '@mikro-orm/postgresql';

import { SiteDocumentRevision } from '../site-content/site-document-revision.entity';

/**
 * The versions of the privacy notice that the site's forms showed before the notice became
 * editable, oldest first. The client keeps the last of them in `client/src/content/privacy.ts`
 * (PRIVACY_VERSION), its fallback when a page's head names none. Since then each publish of the
 * `privacy-policy` document makes a new version (recorded on its revision, see PrivacyVersions);
 * keep these: records point to them.
 */
export const KNOWN_PRIVACY_VERSIONS: readonly string[] = ['2026-11-25', '2026-11-27', '2026-11-28'];

/** The site-content document whose publishes make privacy notice versions. */
export const PRIVACY_POLICY_KEY = 'privacy-policy';

export function isKnownPrivacyVersion(version: string): boolean {
  return KNOWN_PRIVACY_VERSIONS.includes(version);
}

/**
 * The privacy notice versions a form may send: KNOWN_PRIVACY_VERSIONS and every version a publish
 * of the privacy policy made (site_content_revision.privacy_version), so a page loaded before a
 * publish can still be sent. The current one is the latest publish's, else the newest constant.
 */
export class PrivacyVersions {
  constructor(private readonly em: EntityManager) {}

  /** Whether a form may send this version (a constant costs no query). */
  async isKnown(version: string | null | undefined): Promise<boolean> {
    if (!version) return false;
    if (isKnownPrivacyVersion(version)) return true;
    return (await this.em.count(SiteDocumentRevision, { key: PRIVACY_POLICY_KEY, privacyVersion: version })) > 0;
  }

  /** The version the site shows now: what the pages' `<meta name="privacy-version">` says. */
  async current(): Promise<string> {
    const [latest] = await this.em.find(
      SiteDocumentRevision,
      { key: PRIVACY_POLICY_KEY, privacyVersion: { $ne: null } },
      { orderBy: { number: 'desc' }, limit: 1, fields: ['privacyVersion'] },
    );
    return latest?.privacyVersion ?? KNOWN_PRIVACY_VERSIONS[KNOWN_PRIVACY_VERSIONS.length - 1]!;
  }

  /**
   * The version a publish on `day` (YYYY-MM-DD) makes: the day itself, or `day.2`, `day.3`… when a
   * constant or an earlier publish has it. Run inside the publish's transaction (the document's row
   * is locked, so two publishes cannot take one version).
   */
  async next(day: string, em: EntityManager = this.em): Promise<string> {
    const rows = await em.find(
      SiteDocumentRevision,
      { key: PRIVACY_POLICY_KEY, privacyVersion: { $like: `${day}%` } },
      { fields: ['privacyVersion'] },
    );
    const taken = new Set([...KNOWN_PRIVACY_VERSIONS, ...rows.map((row) => row.privacyVersion)]);
    if (!taken.has(day)) return day;
    let n = 2;
    while (taken.has(`${day}.${n}`)) n += 1;
    return `${day}.${n}`;
  }
}

/** The current privacy notice version (see PrivacyVersions.current), for a page's head. */
export function currentPrivacyVersion(em: EntityManager): Promise<string> {
  return new PrivacyVersions(em).current();
}
