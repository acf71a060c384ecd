import type { MikroORM } from '@mikro-orm/postgresql';
import { Router } from 'express';

import { sendError } from '../lib/send-error';
import { createRequestContext } from '../request-context';
import type { ServerDeps } from '../services';

import { type Html, html } from './html';
import { jobPagePath, PUBLIC_PAGE_PATHS } from './public-pages';
import { REVALIDATE, SHORT_CACHE } from './static-site';

/** The sitemap protocol's limit per file; the newest open jobs fill what the pages leave. */
export const SITEMAP_MAX_URLS = 50_000;

/** One `<url>` of the sitemap, on a line of its own. */
function sitemapUrl(loc: string, lastmod?: Date): Html {
  return html`<url><loc>${loc}</loc>${lastmod && html`<lastmod>${lastmod.toISOString()}</lastmod>`}</url>\n`;
}

/**
 * GET /robots.txt and GET /sitemap.xml: what crawlers may read, and every public page and open job
 * with its absolute URL (PUBLIC_URL). The sitemap is kept in `deps.crawlerReads`: a job written
 * through this process, or one reaching its closing date, leaves it at once; a write by another
 * process shows within CRAWLER_CACHE_SECONDS.
 */
export function crawlerRoutes(orm: MikroORM, deps: ServerDeps): Router {
  const router = Router();
  const origin = deps.config.publicUrl;

  const robots = [
    'User-agent: *',
    'Allow: /',
    'Disallow: /admin',
    'Disallow: /api',
    'Disallow: /graphql',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
  router.get('/robots.txt', (_req, res) => {
    res.set('Cache-Control', SHORT_CACHE).type('text/plain').send(robots);
  });

  router.get('/sitemap.xml', async (req, res) => {
    const ctx = createRequestContext(orm, deps, req);
    try {
      // Anyone may ask, as often as they like: built once per CRAWLER_CACHE_SECONDS at most.
      const sitemap = await deps.crawlerReads.get(
        'sitemap.xml',
        async () => {
          const jobs = await ctx.services.jobs.openJobStamps(SITEMAP_MAX_URLS - PUBLIC_PAGE_PATHS.length);
          const urls = [
            ...PUBLIC_PAGE_PATHS.map((page) => sitemapUrl(`${origin}${page}`)),
            ...jobs.map((job) => sitemapUrl(`${origin}${jobPagePath(job.id)}`, job.updatedAt)),
          ];
          const xml = html`<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${urls}</urlset>
`;
          return { xml: String(xml), jobs: jobs.length };
        },
        () => ctx.services.jobSearch.nextClosingAt(),
        (built) => built.jobs,
      );
      res.set('Cache-Control', REVALIDATE).type('application/xml').send(sitemap.xml);
    } catch (error) {
      sendError(res, error, ctx.requestId, deps.logger);
    }
  });
  return router;
}
