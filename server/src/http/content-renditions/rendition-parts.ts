import type { SiteImageRendition } from '../../modules/site-content/content-schema';
import { type Html, html, sanitizedHtml } from '../html';

import { type Link, type Rich } from './content-types';

// ---- Pieces drawn as the client's components draw them (same elements, same classes)

/**
 * The page's frame: `<main>` sits where the app's does, under the fixed header the app adds;
 * `data-server-rendition` tells browser tests the app has not replaced it yet (as job-rendition.ts).
 */
export const frame = (body: Html) =>
  html`<main id="main" class="site-main" tabindex="-1" data-server-rendition>${body}</main>`;

/** ContentLink: every link of the content is a plain link here. */
export const link = (to: Link, className?: string) =>
  html`<a${className ? html` class="${className}"` : ''} href="${to.to}">${to.label}</a>`;

/** RichText: the server's renderer has sanitized it (rich-text.ts); the one place it goes in as HTML. */
export const richText = (text: Rich, className?: string) =>
  html`<div${className ? html` class="${className}"` : ''}>${sanitizedHtml(text)}</div>`;

/** SitePicture. */
export function picture(image: SiteImageRendition, sizes: string, className: string): Html {
  return html`<picture><source type="image/avif" srcset="${image.avif}" sizes="${sizes}"><source type="image/webp" srcset="${image.webp}" sizes="${sizes}"><img class="${className}" src="${image.src}" alt="${image.alt}" width="${image.width}" height="${image.height}" loading="lazy" decoding="async"></picture>`;
}

/** A section named by its heading (the client's sections take the heading's id from useId). */
export function region(id: string, className: string, heading: Html, body: Html, inner = 'page'): Html {
  return html`<section class="${className}" aria-labelledby="${id}"><div class="${inner}"><h2 id="${id}">${heading}</h2>${body}</div></section>`;
}
