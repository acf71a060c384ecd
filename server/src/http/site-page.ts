import type { MikroORM } from '@mikro-orm/postgresql';
import type { Request } from 'express';
import type { GraphQLSchema } from 'graphql';

import { AppError } from '../lib/app-error';
import { eventStartInWords } from '../lib/date-words';
import { wallClock } from '../lib/zoned-time';
import { isClosed } from '../modules/jobs/job.service';
import { knownPublicClientName } from '../modules/jobs/job-client';
import { createRequestContext } from '../request-context';
import type { ServerDeps } from '../services';

import { siteContentParts } from './content-renditions';
import { eventLdScript, eventRendition } from './event-ld';
import { type Html, html, scriptJson } from './html';
import { jobPostingScript } from './job-posting-ld';
import { closedJobRendition, jobRendition } from './job-rendition';
import { jobsListPage } from './jobs-list-rendition';
import {
  EVENT_CANCEL_SUFFIX,
  EVENT_PAGE_PREFIX,
  JOB_ALERT_PAGES,
  JOB_PAGE_PREFIX,
  PUBLIC_PAGE_PATHS,
  type PublicPagePath,
} from './public-pages';
import { SHORTLIST_PAGE_PREFIX, SHORTLIST_PAGE_TITLE } from './shortlist-pages';
import { eventHead, jobHead, pageHead, plainHead } from './site-head';

/** What the server sends for a page path: the status, and the page's head. */
export interface SitePage {
  status: number;
  /** HTML inserted before `</head>`, the `<title>` included. */
  head: Html;
  /** Static HTML inside `#root`, which the React app replaces when it starts. */
  root?: Html;
  /** The public page whose screen this is, so its chunks can be preloaded. */
  screen?: PublicPagePath;
}

/** The title the client's not-found screen sets (client/src/app/NotFoundPage.tsx). */
const NOT_FOUND_PAGE = 'Page not found';
/** The title the client's closed-position dialog sets (JobDetailsDialog). */
const CLOSED_PAGE = 'This position is closed';

/** The title the client's cancel screen sets (CancelRegistrationPage). */
export const CANCEL_PAGE = 'Cancel your registration';

/** Open jobs a closed job's page offers instead. */
export const SIMILAR_JOBS_SHOWN = 3;

/** The id of the JSON data block that tells the client about a closed position (see ClosedPosition). */
export const CLOSED_POSITION_DATA_ID = 'closed-position';

/** What the client shows on a closed job's page; written into the page as JSON. */
export interface ClosedPosition {
  id: string;
  /** The closed job's title, so the page can name it. */
  title: string;
  location: string;
  similar: { id: string; title: string; location: string }[];
}

/** Paths that show a public page: its own, and those that show another's screen. */
const PAGE_OF_PATH = new Map<string, PublicPagePath>([
  ...PUBLIC_PAGE_PATHS.map((page) => [page, page] as const),
  ['/login', '/'],
  ['/index.html', '/'],
]);

/** The client's router ignores letter case and a trailing slash; so does the server's answer. */
function routePath(path: string): string {
  const lower = path.toLowerCase();
  return lower.length > 1 && lower.endsWith('/') ? lower.slice(0, -1) : lower;
}

/**
 * Decides the status and the head of the page the server sends for `req`'s path: 200 for a page
 * of the client's router (public, or the back office under /admin, whose own screens check the
 * session), 404 for any other path, and for `/browse-positions/<id>` 404 when no such job exists
 * or 410 (with `noindex`) when it was archived. The body is always the site, which shows its own
 * not-found or closed screen. A job past its closing date is closed like an archived one.
 */
export function sitePages(orm: MikroORM, deps: ServerDeps, schema: () => Promise<GraphQLSchema>) {
  const origin = deps.config.publicUrl;
  const listPage = jobsListPage(orm, deps, schema);
  const notFound: SitePage = { status: 404, head: plainHead(origin, NOT_FOUND_PAGE) };
  /** `/events/<id>`: the event's head, Event JSON-LD and rendition; `/events/<id>/cancel`: a noindex page. */
  const eventPage = async (rest: string, req: Request): Promise<SitePage> => {
    const cancel = rest.toLowerCase().endsWith(EVENT_CANCEL_SUFFIX);
    const eventId = cancel ? rest.slice(0, -EVENT_CANCEL_SUFFIX.length) : rest;
    if (!eventId || eventId.includes('/')) return notFound;
    const services = createRequestContext(orm, deps, req).services;
    const event = await services.events.get(eventId).catch((error: unknown) => {
      if (error instanceof AppError && error.code === 'NOT_FOUND') return null;
      throw error;
    });
    if (!event) return notFound;
    if (cancel) return { status: 200, head: plainHead(origin, CANCEL_PAGE, true) };
    const seatsLeft = await services.registrationSeats.seatsLeft(event);
    const when = eventStartInWords(event.date, event.time, event.timeZone);
    return {
      status: 200,
      head: html`${eventHead(origin, event)}${eventLdScript(origin, event, seatsLeft, wallClock(event.endsAt, event.timeZone))}`,
      root: eventRendition(event, when),
    };
  };
  const pageOf = async (req: Request): Promise<SitePage> => {
    const path = routePath(req.path);
    const publicPage = PAGE_OF_PATH.get(path);
    // The job list: its first page as JSON and the page of the URL as static HTML (jobs-list-rendition.ts).
    if (publicPage === '/browse-positions') return { status: 200, ...(await listPage(req)), screen: publicPage };
    if (publicPage) return { status: 200, head: pageHead(origin, publicPage), screen: publicPage };
    if (path === '/admin' || path.startsWith('/admin/')) return { status: 200, head: plainHead(origin, undefined) };
    if (Object.hasOwn(JOB_ALERT_PAGES, path))
      return { status: 200, head: plainHead(origin, JOB_ALERT_PAGES[path as keyof typeof JOB_ALERT_PAGES], true) };
    // A client's shortlist (client-shortlists): its screen checks the link; never indexed.
    if (path.startsWith(SHORTLIST_PAGE_PREFIX) && /^[^/]+$/.test(path.slice(SHORTLIST_PAGE_PREFIX.length)))
      return { status: 200, head: plainHead(origin, SHORTLIST_PAGE_TITLE, true) };
    if (path.startsWith(EVENT_PAGE_PREFIX))
      return eventPage(req.path.slice(EVENT_PAGE_PREFIX.length).replace(/\/$/, ''), req);
    const jobId = path.startsWith(JOB_PAGE_PREFIX) ? req.path.slice(JOB_PAGE_PREFIX.length).replace(/\/$/, '') : '';
    if (!jobId || jobId.includes('/')) return notFound;

    const jobs = createRequestContext(orm, deps, req).services.jobs;
    const job = await jobs.findOpenOrArchived(jobId);
    if (!job) return notFound;
    if (!job.archivedAt && !isClosed(job)) {
      return {
        status: 200,
        // The hiring organization is the client only where its name may be public (job-client.ts).
        head: html`${jobHead(origin, job)}${jobPostingScript(origin, { ...job, clientName: knownPublicClientName(job) ?? null })}`,
        root: jobRendition(job),
      };
    }
    const similar = await jobs.similarOpenJobs(job, SIMILAR_JOBS_SHOWN);
    const closed: ClosedPosition = {
      id: job.id,
      title: job.title,
      location: job.location,
      similar: similar.map(({ id, title, location }) => ({ id, title, location })),
    };
    return {
      status: 410,
      head: html`${plainHead(origin, CLOSED_PAGE, true)}<script type="application/json" id="${CLOSED_POSITION_DATA_ID}">${scriptJson(closed)}</script>`,
      root: closedJobRendition(CLOSED_PAGE, closed),
    };
  };
  // Every page: the privacy version's meta tag; a content page: its words as JSON and as HTML.
  const contentParts = siteContentParts(orm, deps);
  return async (req: Request): Promise<SitePage> => {
    const page = await pageOf(req);
    const parts = await contentParts(req, page.status === 200 ? page.screen : undefined);
    return { ...page, head: html`${page.head}${parts.head}`, root: page.root ?? parts.root };
  };
}
