import { type Html, html } from './html';

/**
 * The feeds of open jobs (job-feeds.ts serves them): their paths and content types, and the
 * titles feed readers show when they find one. Kept apart from job-feeds.ts so the head
 * (site-head.ts, which the client's tests read too) can link them without loading the server.
 */
export const JOB_FEEDS = {
  rss: { path: '/jobs.rss', type: 'application/rss+xml', title: 'Open positions (RSS)' },
  atom: { path: '/jobs.atom', type: 'application/atom+xml', title: 'Open positions (Atom)' },
  indeed: { path: '/feeds/indeed.xml', type: 'application/xml', title: 'Open positions (Indeed XML)' },
} as const;

/**
 * The `<link rel="alternate">` elements by which browsers and feed readers find the RSS and Atom
 * feeds from the job list's page (the Indeed feed is for Indeed, given to it by hand: not linked).
 */
export function jobFeedHeadLinks(): Html {
  return html`${[JOB_FEEDS.rss, JOB_FEEDS.atom].map(
    (feed) => html`<link rel="alternate" type="${feed.type}" title="${feed.title}" href="${feed.path}" />`,
  )}`;
}
