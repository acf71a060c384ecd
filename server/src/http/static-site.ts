import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

import compression from 'compression';
import express, { type Request, type RequestHandler, type Response, type Router } from 'express';
import expressStaticGzip from 'express-static-gzip';

import type { Config } from '../config';
import { HTTP_STATUS_BY_CODE, toAppError } from '../lib/app-error';
import type { Logger } from '../lib/logger';

import { html } from './html';
import { type PagePreloads, pagePreloads, type PageStyles, pageStyles } from './page-preloads';
import { SITE_NAME } from './site-head';
import type { SitePage } from './site-page';

/** Vite's `[name]-[hash].[ext]` under /assets: a new build gives a changed file a new name. */
const HASHED_ASSET = /^assets\/.+-[\w-]{8}\.[a-z0-9]+$/i;
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Unhashed public files (the favicon, the touch icon) keep their names across builds. */
export const SHORT_CACHE = 'public, max-age=3600';
/** The page itself is revalidated on every visit (its ETag keeps that cheap), so a new build shows at once. */
export const REVALIDATE = 'no-cache';

/**
 * Requests that name a file rather than a page: under /assets, or a last segment with an extension
 * (no route of the site has one). A missing one answers 404, never the site's HTML, so a browser
 * never runs a page as a script or shows it as an image.
 */
const FILE_REQUEST = /^\/assets\/|\/[^/]*\.[a-z0-9]{1,12}$/i;

/**
 * Compresses answers generated per request (JSON of /graphql and /api, the site's HTML) with brotli
 * or gzip, as the client accepts. Files already sent compressed (the precompressed assets) pass
 * through, as do types that do not compress (PDFs, images).
 */
export function responseCompression(): RequestHandler {
  // Below 1 KB the headers and the compressor's framing eat most of the saving.
  return compression({ threshold: 1024 });
}

/**
 * The site's index.html with the map tile settings as meta tags, so one client build works with
 * any MAP_TILE_URL: the contact map reads them at run time. Built once, at start.
 */
function siteIndexHtml(clientDir: string, config: Config): string {
  const index = readFileSync(path.join(clientDir, 'index.html'), 'utf8');
  const meta = html`<meta name="map-tile-url" content="${config.mapTileUrl}" /><meta name="map-tile-attribution" content="${config.mapTileAttribution}" />`;
  // A replacer function: a replacement string would treat `$&` in the settings as a pattern.
  const withSettings = index.includes('</head>') ? index.replace('</head>', () => `${meta}</head>`) : `${meta}${index}`;
  // Each page gets its own title and description (site-head.ts): the build's are taken out.
  return withSettings.replace(/<title>.*?<\/title>/s, '').replace(/<meta\s+name="description"[^>]*>/s, '');
}

/**
 * The index.html with the page's head (and its screen's preloads) before `</head>` and its static
 * rendition in `#root`; a screen drawn that way gets its CSS inline, so the rendition is drawn in
 * the screen's look from the first paint (page-preloads.ts `pageStyles`).
 */
function pageHtml(index: string, { head, root, screen }: SitePage, preloads: PagePreloads, styles: PageStyles): string {
  const links = screen ? (preloads.get(screen) ?? '') : '';
  const css = root && screen ? (styles.get(screen) ?? '') : '';
  const withHead = index.replace('</head>', () => `${links}${css}${head}</head>`);
  return root ? withHead.replace('<div id="root"></div>', () => `<div id="root">${root}</div>`) : withHead;
}

/**
 * The built client: its files (brotli or gzip variants written at build time, chosen by
 * Accept-Encoding), and index.html for every other path outside /api and /graphql, so deep links
 * work after a reload, with the status and head `page` decides for the path (404 for a path that
 * is no page, 410 for a closed job). Undefined when the folder holds no build.
 */
export function staticSite(
  clientDir: string | undefined,
  config: Config,
  page: (req: Request) => Promise<SitePage>,
  logger: Logger,
): Router | undefined {
  if (!clientDir || !existsSync(path.join(clientDir, 'index.html'))) return undefined;
  const site = express.Router();
  const indexHtml = siteIndexHtml(clientDir, config);
  const preloads = pagePreloads(clientDir);
  const styles = pageStyles(clientDir);
  const sendPage: RequestHandler = async (req, res) => {
    let answer: SitePage;
    try {
      answer = await page(req);
    } catch (error) {
      // The site still loads (and shows its own error); the status says what went wrong.
      const known = toAppError(error);
      if (!known) logger.error('Unexpected error while preparing a page', { requestId: req.id, error });
      answer = { status: known ? HTTP_STATUS_BY_CODE[known.code] : 500, head: html`<title>${SITE_NAME}</title>` };
      if (known?.retryAfterSeconds) res.setHeader('Retry-After', String(known.retryAfterSeconds));
    }
    res
      .status(answer.status)
      .set('Cache-Control', REVALIDATE)
      .type('html')
      .send(pageHtml(indexHtml, answer, preloads, styles));
  };

  // Before the files, or /index.html would go out without the settings.
  site.get('/index.html', sendPage);
  site.use(
    expressStaticGzip(clientDir, {
      enableBrotli: true,
      orderPreference: ['br', 'gzip'],
      index: false,
      serveStatic: {
        index: false,
        cacheControl: false,
        setHeaders: (res, filePath) => {
          // `filePath` is the variant sent (`main-x.js.br`): the policy follows the file it stands for.
          const file = path
            .relative(clientDir, filePath)
            .replace(/\.(?:br|gz)$/, '')
            .split(path.sep)
            .join('/');
          res.setHeader('Cache-Control', HASHED_ASSET.test(file) ? IMMUTABLE : SHORT_CACHE);
          // The same type, spelled the same way, whichever variant goes out.
          (res as Response).type(path.extname(file));
        },
      },
    }),
  );
  site.get(FILE_REQUEST, (_req, res) => {
    res.status(404).set('Cache-Control', REVALIDATE).type('text/plain').send('Not found');
  });
  site.get(/^\/(?!api\/|graphql).*/, sendPage);
  return site;
}
