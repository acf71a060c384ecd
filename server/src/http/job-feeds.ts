import type { MikroORM } from '@mikro-orm/postgresql';
import { Router } from 'express';

import { sendError } from '../lib/send-error';
import { nobody } from '../modules/auth/viewer';
import {
  EMPLOYMENT_TYPE_LABELS,
  EmploymentType,
  SalaryPeriod,
  Workplace,
  WORKPLACE_LABELS,
} from '../modules/jobs/job-facts';
import type { JobRow } from '../modules/jobs/job-search.service';
import { createRequestContext } from '../request-context';
import type { ServerDeps } from '../services';

import { cdata, html } from './html';
import { JOB_FEEDS } from './job-feed-links';
import { addressParts, jobDescriptionHtml } from './job-posting-ld';
import { jobPagePath } from './public-pages';
import { SITE_NAME } from './site-head';
import { REVALIDATE } from './static-site';

/**
 * How many of the newest open jobs each feed lists. Readers show the latest few dozen, and Indeed
 * reads the feed again a few times a day; 500 keeps a feed under about 2 MB (a job's text is at
 * most a few kilobytes) and lists every open job of a consultancy of this size. Past it the oldest
 * open jobs are left out (the sitemap still lists them all).
 */
export const JOB_FEED_MAX_JOBS = 500;

const VISITOR = nobody('missing');

/** Characters XML 1.0 cannot hold at all, escaped or not (C0 controls but tab and line ends, U+FFFE/F, lone surrogates). */
const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/** `text` without the characters XML cannot hold (a pasted vertical tab would make the whole feed unreadable). */
export function xmlSafe(text: string): string {
  return text.replace(NOT_XML, '');
}

/** RFC 822 dates, as RSS 2.0 and Indeed's `lastBuildDate` write them: "Sat, 28 Nov 2026 23:30:00 GMT". */
function rfc822(date: Date): string {
  return date.toUTCString();
}

/** Indeed's `jobtype` values. */
const INDEED_JOB_TYPES: Record<EmploymentType, string> = {
  [EmploymentType.FULL_TIME]: 'fulltime',
  [EmploymentType.PART_TIME]: 'parttime',
  [EmploymentType.CONTRACT]: 'contract',
  [EmploymentType.TEMPORARY]: 'temporary',
  [EmploymentType.INTERNSHIP]: 'internship',
};

const SALARY_PERIOD_WORDS: Record<SalaryPeriod, string> = {
  [SalaryPeriod.HOUR]: 'an hour',
  [SalaryPeriod.DAY]: 'a day',
  [SalaryPeriod.WEEK]: 'a week',
  [SalaryPeriod.MONTH]: 'a month',
  [SalaryPeriod.YEAR]: 'a year',
};

/** An amount in its currency, as the site shows it: "€50,000", "$42.50". */
function money(value: number, currency: string): string {
  try {
    return new Intl.NumberFormat('en', {
      style: 'currency',
      currency,
      maximumFractionDigits: Number.isInteger(value) ? 0 : 2,
    }).format(value);
  } catch {
    // A code Intl does not know (the API checks the form of the code, not that it exists).
    return `${currency} ${value.toLocaleString('en')}`;
  }
}

/**
 * The salary in words, as the job list writes it: "€50,000–€65,000 a year", "From €25,000 a
 * month", "Up to $40 an hour"; null when the job gives none (a salary needs an amount, a currency
 * and a period).
 */
function salaryText(job: Pick<JobRow, 'salaryMin' | 'salaryMax' | 'salaryCurrency' | 'salaryPeriod'>) {
  const { salaryMin: min, salaryMax: max, salaryCurrency: currency, salaryPeriod: period } = job;
  const hasMin = typeof min === 'number';
  const hasMax = typeof max === 'number';
  if ((!hasMin && !hasMax) || !currency || !period) return null;
  const per = ` ${SALARY_PERIOD_WORDS[period]}`;
  if (hasMin && hasMax)
    return `${min === max ? money(min, currency) : `${money(min, currency)}–${money(max, currency)}`}${per}`;
  return hasMin ? `From ${money(min, currency)}${per}` : `Up to ${money(max!, currency)}${per}`;
}

/** A closing instant in words, in UTC: "31 December 2026 at 17:00 UTC". */
function closingText(closesAt: Date): string {
  const when = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' });
  return `${when.format(closesAt)} UTC`;
}

/** What the feeds read of an open job: its row with every text made safe for XML. */
type FeedJob = JobRow;

function safeJob(job: JobRow): FeedJob {
  const lines = (values: string[]) => values.map(xmlSafe);
  const optional = (value: string | null | undefined) => (value ? xmlSafe(value) : value);
  return {
    ...job,
    title: xmlSafe(job.title),
    location: xmlSafe(job.location),
    description: lines(job.description),
    responsibilities: lines(job.responsibilities),
    qualifications: lines(job.qualifications),
    department: optional(job.department),
    remoteRegion: optional(job.remoteRegion),
    salaryCurrency: optional(job.salaryCurrency),
    clientName: optional(job.clientName),
  };
}

/** The facts a reader sees above the job's text, as label and value, those the job has. */
function jobFacts(job: FeedJob): [string, string][] {
  const workplace = job.workplace
    ? job.workplace === Workplace.REMOTE && job.remoteRegion
      ? `Remote (${job.remoteRegion})`
      : WORKPLACE_LABELS[job.workplace]
    : null;
  const salary = salaryText(job);
  const facts: [string, string | null | undefined][] = [
    ['Location', job.location],
    ['Workplace', workplace],
    ['Employment type', job.employmentType ? EMPLOYMENT_TYPE_LABELS[job.employmentType] : null],
    ['Department', job.department],
    ['Salary', salary],
    ['Applications close', job.closesAt ? closingText(job.closesAt) : null],
  ];
  return facts.filter((fact): fact is [string, string] => Boolean(fact[1]));
}

/**
 * The job as the HTML the RSS and Atom feeds carry (escaped once more as XML text): its facts,
 * its text (the same HTML its JobPosting gives Google, every line escaped) and a link to apply.
 */
function readerHtml(job: FeedJob, url: string): string {
  const facts = jobFacts(job).map(([label, value]) => html`<li>${label}: ${value}</li>`);
  const apply = html`<p><a href="${url}">Read more and apply</a></p>`;
  return String(html`${facts.length > 0 && html`<ul>${facts}</ul>`}`) + jobDescriptionHtml(job) + String(apply);
}

/** When the feed last changed in a way a reader would show: its newest job's last change. */
function feedUpdated(jobs: FeedJob[], builtAt: Date): Date {
  if (jobs.length === 0) return builtAt;
  return new Date(Math.max(...jobs.map((job) => job.updatedAt.getTime())));
}

/**
 * Who hires, by the JobPosting's rule (job-posting-ld.ts, hiringOrganization): the client where its
 * name may be public (the list row's clientName), else the consultancy.
 */
function company(job: FeedJob): string {
  return (job.confidentialClient ? '' : job.clientName?.trim()) || SITE_NAME;
}

interface FeedContext {
  origin: string;
  jobs: FeedJob[];
  builtAt: Date;
}

const XML_DECLARATION = html`<?xml version="1.0" encoding="UTF-8"?>\n`;

/**
 * RSS 2.0 (https://www.rssboard.org/rss-specification): one item per job, its HTML description
 * carrying the facts RSS has no element for (salary, closing date); location, workplace,
 * employment type and department are categories too.
 */
export function rssFeed({ origin, jobs, builtAt }: FeedContext): string {
  const listUrl = `${origin}/browse-positions`;
  const items = jobs.map((job) => {
    const url = origin + jobPagePath(job.id);
    const category = (domain: string, value: string | null | undefined) =>
      value && html`<category domain="${domain}">${value}</category>`;
    return html`<item><title>${job.title}</title><link>${url}</link><description>${readerHtml(job, url)}</description>${[
      category('location', job.location),
      category('workplace', job.workplace ? WORKPLACE_LABELS[job.workplace] : null),
      category('employment-type', job.employmentType ? EMPLOYMENT_TYPE_LABELS[job.employmentType] : null),
      category('department', job.department),
    ]}<guid isPermaLink="true">${url}</guid><pubDate>${rfc822(job.createdAt)}</pubDate></item>\n`;
  });
  return String(html`${XML_DECLARATION}<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
<channel><title>${SITE_NAME}: open positions</title><link>${listUrl}</link><description>The open positions of ${SITE_NAME}, newest first.</description><language>en</language><lastBuildDate>${rfc822(feedUpdated(jobs, builtAt))}</lastBuildDate><atom:link href="${origin}${JOB_FEEDS.rss.path}" rel="self" type="${JOB_FEEDS.rss.type}" />
${items}</channel>
</rss>
`);
}

/**
 * Atom (RFC 4287): one entry per job, identified by its id as a `urn:uuid:` (stable whatever the
 * site's address), its HTML content carrying the facts; employment type and location are
 * categories too. Titles are `type="text"`, so no reader takes markup in a title for markup.
 */
export function atomFeed({ origin, jobs, builtAt }: FeedContext): string {
  const listUrl = `${origin}/browse-positions`;
  const entries = jobs.map((job) => {
    const url = origin + jobPagePath(job.id);
    const category = (term: string | null | undefined, label?: string) =>
      term && html`<category term="${term}"${label ? html` label="${label}"` : ''} />`;
    return html`<entry><id>urn:uuid:${job.id}</id><title type="text">${job.title}</title><link rel="alternate" type="text/html" href="${url}" /><published>${job.createdAt.toISOString()}</published><updated>${job.updatedAt.toISOString()}</updated>${[
      category(job.employmentType, job.employmentType ? EMPLOYMENT_TYPE_LABELS[job.employmentType] : undefined),
      category(job.location),
    ]}<content type="html">${readerHtml(job, url)}</content></entry>\n`;
  });
  return String(html`${XML_DECLARATION}<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="en">
<id>${listUrl}</id><title type="text">${SITE_NAME}: open positions</title><subtitle type="text">The open positions of ${SITE_NAME}, newest first.</subtitle><link rel="self" type="${JOB_FEEDS.atom.type}" href="${origin}${JOB_FEEDS.atom.path}" /><link rel="alternate" type="text/html" href="${listUrl}" /><updated>${feedUpdated(jobs, builtAt).toISOString()}</updated><author><name>${SITE_NAME}</name><uri>${origin}</uri></author>
${entries}</feed>
`);
}

/**
 * The XML feed in the format Indeed documents (https://docs.indeed.com/indeed-apply/xml-feed):
 * every job value in a CDATA section, the description as HTML (its lines escaped), dates in ISO
 * 8601 as Indeed recommends. The company is who hires by the JobPosting's rule (a client whose
 * name may be public, else the consultancy); the location is split as for the JobPosting ("City,
 * Region, Country"), and left out when the job gives none.
 */
export function indeedFeed({ origin, jobs, builtAt }: FeedContext): string {
  // Each value in a CDATA section; an element whose value the job does not have is left out.
  const value = (text: string | null | undefined) => (text ? cdata(text) : undefined);
  const items = jobs.map((job) => {
    const url = origin + jobPagePath(job.id);
    const place = addressParts(job.location);
    const salary = salaryText(job);
    const jobType = job.employmentType ? INDEED_JOB_TYPES[job.employmentType] : null;
    return html`<job><title>${value(job.title)}</title><date>${value(job.createdAt.toISOString())}</date><referencenumber>${value(job.id)}</referencenumber><requisitionid>${value(job.id)}</requisitionid><url>${value(url)}</url><company>${value(company(job))}</company>${[
      place.addressLocality && html`<city>${value(place.addressLocality)}</city>`,
      place.addressRegion && html`<state>${value(place.addressRegion)}</state>`,
      place.addressCountry && html`<country>${value(place.addressCountry)}</country>`,
    ]}<description>${value(jobDescriptionHtml(job) || job.title)}</description>${[
      salary && html`<salary>${value(salary)}</salary>`,
      jobType && html`<jobtype>${value(jobType)}</jobtype>`,
      job.department && html`<category>${value(job.department)}</category>`,
      job.closesAt && html`<expirationdate>${value(job.closesAt.toISOString())}</expirationdate>`,
    ]}</job>\n`;
  });
  return String(html`${XML_DECLARATION}<source><publisher>${SITE_NAME}</publisher><publisherurl>${origin}</publisherurl><lastBuildDate>${rfc822(feedUpdated(jobs, builtAt))}</lastBuildDate>
${items}</source>
`);
}

/**
 * GET /jobs.rss, /jobs.atom and /feeds/indeed.xml: public, like the sitemap (anyone may read the
 * open jobs). The newest JOB_FEED_MAX_JOBS open jobs, newest first, with absolute URLs on
 * PUBLIC_URL; archived jobs and jobs past their closing date are never in them. Each feed is kept
 * in `deps.crawlerReads` with the sitemap: a job written through this process, or one reaching its
 * closing date, changes it at once; a write by another process shows within CRAWLER_CACHE_SECONDS.
 * Express's ETag lets a reader that polls ask again for nothing (304).
 */
export function jobFeedRoutes(orm: MikroORM, deps: ServerDeps): Router {
  const router = Router();
  const origin = deps.config.publicUrl;
  const feeds = [
    { ...JOB_FEEDS.rss, write: rssFeed },
    { ...JOB_FEEDS.atom, write: atomFeed },
    { ...JOB_FEEDS.indeed, write: indeedFeed },
  ];
  for (const feed of feeds) {
    router.get(feed.path, async (req, res) => {
      const ctx = createRequestContext(orm, deps, req);
      try {
        const built = await deps.crawlerReads.get(
          feed.path,
          async () => {
            const page = await ctx.services.jobSearch.list(VISITOR, {
              offset: 0,
              limit: JOB_FEED_MAX_JOBS,
              includeArchived: false,
            });
            const jobs = page.items.map(safeJob);
            return { xml: feed.write({ origin, jobs, builtAt: new Date() }), jobs: jobs.length };
          },
          () => ctx.services.jobSearch.nextClosingAt(),
          (kept) => kept.jobs,
        );
        res.set('Cache-Control', REVALIDATE).type(feed.type).send(built.xml);
      } catch (error) {
        sendError(res, error, ctx.requestId, deps.logger);
      }
    });
  }
  return router;
}
