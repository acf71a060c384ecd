import type { MikroORM } from '@mikro-orm/postgresql';
import { type Response, Router } from 'express';

import { loadSharp } from '../lib/packages-on-first-use';
import { sendError } from '../lib/send-error';
import { nobody } from '../modules/auth/viewer';
import { createRequestContext } from '../request-context';
import type { ServerDeps } from '../services';

import { type Html, html } from './html';
import { DEFAULT_SHARE_IMAGE_PATH, SHARE_IMAGE_SIZE, SITE_NAME } from './site-head';

/** Job images kept in memory; the least recently used leaves first. About 40 KB each. */
export const JOB_IMAGE_CACHE_SIZE = 200;
const TAGLINE = 'Matching mission with passion';
const SERVICES = 'Talent search · Talent development · HR consulting';
const { width: W, height: H } = SHARE_IMAGE_SIZE;

/** `text` in lines of at most `perLine` characters, at most `maxLines` of them (the last ends in … when cut). */
export function wrapText(text: string, perLine: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.replace(/\s+/g, ' ').trim().split(' ')) {
    const next = line ? `${line} ${word}` : word;
    if (next.length <= perLine) line = next;
    else {
      if (line) lines.push(line);
      line = word.length > perLine ? `${word.slice(0, perLine - 1)}…` : word;
    }
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${kept[maxLines - 1]!.slice(0, perLine - 1)}…`;
  return kept;
}

/** A 1200×630 card in the site's colours (its favicon's figure, the brand), with `heading` lines. */
function cardSvg(heading: string[], subline: string): Html {
  const lineHeight = 78;
  const top = 250 - ((heading.length - 1) * lineHeight) / 2;
  const text = heading.map(
    (line, i) => html`<text x="80" y="${top + i * lineHeight}" font-size="64" font-weight="700">${line}</text>`,
  );
  return html`<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <rect width="${W}" height="${H}" fill="#0b5d8a"/>
  <rect y="${H - 120}" width="${W}" height="120" fill="#08476a"/>
  <g font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" fill="#fff">${text}
    <text x="80" y="${top + heading.length * lineHeight + 10}" font-size="36" fill="#cfe6f3">${subline}</text>
    <text x="180" y="${H - 47}" font-size="40" font-weight="700">${SITE_NAME}</text>
  </g>
  <g transform="translate(80 ${H - 102}) scale(1.3)">
    <rect width="64" height="64" rx="14" fill="#fff"/>
    <circle cx="30" cy="25" r="10" fill="#0b5d8a"/>
    <path d="M11 53c2-11 9.5-17 19-17s17 6 19 17z" fill="#0b5d8a"/>
    <circle cx="49" cy="15" r="6" fill="#f0a500"/>
  </g>
</svg>`;
}

async function png(svg: Html): Promise<Buffer> {
  return loadSharp()(Buffer.from(String(svg)))
    .png({ compressionLevel: 9, palette: true })
    .toBuffer();
}

/** The default share image: the brand and its tagline. */
export function defaultShareImage(): Promise<Buffer> {
  return png(cardSvg([TAGLINE], SERVICES));
}

/** A job's share image: its title (up to three lines), where, and the brand. */
export function jobShareImage(job: { title: string; location: string }): Promise<Buffer> {
  return png(cardSvg(wrapText(job.title, 26, 3), job.location ? `${job.location} · We are hiring` : 'We are hiring'));
}

/** A bounded least-recently-used cache of promises (a Map keeps insertion order). */
class LruCache<T> {
  private readonly entries = new Map<string, Promise<T>>();
  constructor(private readonly max: number) {}

  get size(): number {
    return this.entries.size;
  }

  getOrMake(key: string, make: () => Promise<T>): Promise<T> {
    const hit = this.entries.get(key);
    if (hit) {
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit;
    }
    const made = make();
    // A failed render is not kept: the next request tries again.
    made.catch(() => this.entries.delete(key));
    this.entries.set(key, made);
    if (this.entries.size > this.max) this.entries.delete(this.entries.keys().next().value!);
    return made;
  }
}

function sendPng(res: Response, image: Buffer, cacheControl: string): void {
  res.set('Cache-Control', cacheControl).type('image/png').send(image);
}

/**
 * GET /share-image.png (the default share image, made once) and GET /share-images/jobs/<id>.png
 * (an open job's, made from its title on first request and cached by id and last change, so an
 * edit makes a new one; 404 for a job that is not open).
 */
export function shareImageRoutes(orm: MikroORM, deps: ServerDeps): Router {
  const router = Router();
  let defaultImage: Promise<Buffer> | undefined;
  const jobImages = new LruCache<Buffer>(JOB_IMAGE_CACHE_SIZE);

  router.get(DEFAULT_SHARE_IMAGE_PATH, async (req, res) => {
    try {
      defaultImage ??= defaultShareImage();
      sendPng(res, await defaultImage, 'public, max-age=86400');
    } catch (error) {
      defaultImage = undefined;
      sendError(res, error, req.id, deps.logger);
    }
  });

  router.get('/share-images/jobs/:file', async (req, res) => {
    const ctx = createRequestContext(orm, deps, req);
    try {
      const id = /^(.+)\.png$/.exec(req.params.file)?.[1] ?? '';
      // As a visitor reads it: an archived job, or one past its closing date, has no image (404).
      // Kept in crawlerReads (dropped on a job write or closing), so a link preview costs no SQL.
      const job = await deps.crawlerReads.get(
        `share-image:${id}`,
        async () => {
          const { title, location, updatedAt } = await ctx.services.jobs.get(nobody('missing'), id);
          return { id, title, location, updatedAt };
        },
        () => ctx.services.jobSearch.nextClosingAt(),
        () => 1,
      );
      const image = await jobImages.getOrMake(`${job.id}:${job.updatedAt.getTime()}`, () => jobShareImage(job));
      // The page links the image with ?v=<last change>: a changed job is a new URL.
      sendPng(res, image, 'public, max-age=86400');
    } catch (error) {
      sendError(res, error, ctx.requestId, deps.logger);
    }
  });
  return router;
}
