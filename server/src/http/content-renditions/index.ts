import type { MikroORM } from '@mikro-orm/postgresql';
import type { Request } from 'express';

import { createRequestContext } from '../../request-context';
import type { ServerDeps } from '../../services';
import { type Html, html, scriptJson } from '../html';
import type { PublicPagePath } from '../public-pages';

import {
  aboutRendition,
  hrConsultingRendition,
  privacyRendition,
  servicesRendition,
  skillDevelopmentRendition,
  talentDevelopmentRendition,
  talentSearchRendition,
} from './company-renditions';
import type { Documents } from './content-types';
import { homeRendition } from './home-rendition';

/**
 * The public pages whose words are site content (edited at /admin/site), with the documents each
 * shows, its own first. The client's pages ask for the same keys (client/src/features/home,
 * company, skill-development, privacy).
 */
export const CONTENT_PAGE_DOCUMENTS: Partial<Record<PublicPagePath, readonly string[]>> = {
  '/': ['home', 'testimonials', 'client-logos'],
  '/about': ['about', 'team'],
  '/services': ['services'],
  '/hr-consulting': ['hr-consulting'],
  '/talent-search': ['talent-search'],
  '/talent-development': ['talent-development'],
  '/skill-development': ['skill-development'],
  '/privacy-policy': ['privacy-policy'],
};

/** The id of the data block with a page's published documents (client: lib/site-content.ts). */
export const SITE_CONTENT_DATA_ID = 'site-content';

/** The name of the head's meta tag with the current privacy notice version (client: FormPrivacy.tsx). */
export const PRIVACY_VERSION_META = 'privacy-version';

/** What the server adds to a page for its site content. */
export interface ContentParts {
  /** The privacy version's meta tag, and a content page's data block. */
  head: Html;
  /** A content page's static rendition inside `#root`. */
  root?: Html;
}

const RENDITIONS: Partial<Record<PublicPagePath, (documents: Documents) => Html>> = {
  '/': homeRendition,
  '/about': aboutRendition,
  '/services': servicesRendition,
  '/hr-consulting': hrConsultingRendition,
  '/talent-search': talentSearchRendition,
  '/talent-development': talentDevelopmentRendition,
  '/skill-development': skillDevelopmentRendition,
  '/privacy-policy': privacyRendition,
};

/**
 * What site content adds to the page the server sends: on every page, the current privacy notice
 * version as `<meta name="privacy-version">` (the forms send it); on a content page (`screen`), its
 * published documents as the `#site-content` JSON block (keyed by document key: the client draws
 * from it without asking) and the page as static HTML inside `#root`, in the client's elements and
 * classes (crawlers without JavaScript read it; React replaces it on start). Drafts never go into
 * the HTML: a staff preview is fetched by the client. When the content cannot be read, the page
 * goes out without it and the client asks the API itself.
 */
export function siteContentParts(orm: MikroORM, deps: ServerDeps) {
  return async (req: Request, screen: PublicPagePath | undefined): Promise<ContentParts> => {
    const service = createRequestContext(orm, deps, req).services.siteContent;
    const keys = screen ? CONTENT_PAGE_DOCUMENTS[screen] : undefined;
    const [version, documents] = await Promise.all([
      service.currentPrivacyVersion().catch((error: unknown) => {
        deps.logger.error('The privacy version could not be written into the page', { requestId: req.id, error });
        return undefined;
      }),
      keys
        ? service.published(keys).catch((error: unknown) => {
            deps.logger.error('The site content could not be written into the page', { requestId: req.id, error });
            return undefined;
          })
        : undefined,
    ]);
    const meta = version && html`<meta name="${PRIVACY_VERSION_META}" content="${version}" />`;
    if (!screen || !documents) return { head: html`${meta}` };
    const byKey = new Map(documents.map((document) => [document.key, document]));
    const block = Object.fromEntries(
      documents.map(({ key, content, version: publishes, privacyVersion }) => [
        key,
        { key, content, version: publishes, ...(privacyVersion ? { privacyVersion } : {}) },
      ]),
    );
    return {
      head: html`${meta}<script type="application/json" id="${SITE_CONTENT_DATA_ID}">${scriptJson(block)}</script>`,
      root: RENDITIONS[screen]?.(byKey),
    };
  };
}
