import type { RouteObject } from 'react-router-dom';

import { routes } from '../../../client/src/app/routes';
import { SITE_NAME as CLIENT_SITE_NAME } from '../../../client/src/components/ui/use-document-title';
import { jobAlertPages } from '../../../client/src/content/job-alerts';
import { contactHero } from '../../../client/src/features/contact/contact-content';
import { EVENTS_PAGE_TITLE } from '../../../client/src/features/events/EventsPage';
import { sendCvContent } from '../../../client/src/features/jobs/general-application';
import { PAGE_TITLE as JOBS_PAGE_TITLE } from '../../../client/src/features/jobs/job-board';
import {
  EVENT_CANCEL_SUFFIX,
  EVENT_PAGE_PREFIX,
  JOB_ALERT_PAGES,
  JOB_PAGE_PREFIX,
  PUBLIC_ALIAS_PATHS,
  PUBLIC_PAGE_PATHS,
} from '../../../server/src/http/public-pages';
import { SHORTLIST_PAGE_PREFIX } from '../../../server/src/http/shortlist-pages';
import { PAGE_HEADS, SITE_NAME } from '../../../server/src/http/site-head';
import { sitePage } from '../../../server/src/modules/site-content/pages';

/** The routes with a path under `route`, through pathless ones (an error boundary's wrapper). */
function pathRoutes(route: RouteObject): RouteObject[] {
  return (route.children ?? []).flatMap((child) => (child.path ? [child] : pathRoutes(child)));
}

/** Every concrete path of the public layout's routes; an optional last segment counts both ways. */
function publicPaths(): string[] {
  const publicLayout = routes[0]!;
  const paths: string[] = [];
  for (const route of pathRoutes(publicLayout)) {
    if (!route.path || route.path === '*') continue;
    const optional = /^(.*)\/:[^/]+\?$/.exec(route.path);
    if (optional) paths.push(optional[1]!, `${optional[1]!}/:param`);
    else paths.push(route.path);
  }
  return paths.sort();
}

describe("the server's list of public pages", () => {
  it('is the public route table of the client, page for page', () => {
    expect(publicPaths()).toEqual(
      [
        ...PUBLIC_PAGE_PATHS,
        ...PUBLIC_ALIAS_PATHS,
        `${JOB_PAGE_PREFIX}:param`,
        `${EVENT_PAGE_PREFIX}:eventId`,
        `${EVENT_PAGE_PREFIX}:eventId${EVENT_CANCEL_SUFFIX}`,
        ...Object.keys(JOB_ALERT_PAGES),
        `${SHORTLIST_PAGE_PREFIX}:token`,
      ].sort(),
    );
  });
});

/** The seeded title of a content page (its words are site content; the page names the tab after it). */
const seededTitle = (key: string) => sitePage(key)!.seed.title;

describe("the server's page titles", () => {
  it('are the titles of the job-alert link pages', () => {
    expect(JOB_ALERT_PAGES).toEqual({
      '/job-alerts/confirm': jobAlertPages.confirm.title,
      '/job-alerts/unsubscribe': jobAlertPages.unsubscribe.title,
    });
  });

  it('are the names each screen gives useDocumentTitle', () => {
    expect(SITE_NAME).toBe(CLIENT_SITE_NAME);
    expect(Object.fromEntries(Object.entries(PAGE_HEADS).map(([path, head]) => [path, head.page]))).toEqual({
      '/': undefined,
      '/about': seededTitle('about'),
      '/services': seededTitle('services'),
      '/hr-consulting': seededTitle('hr-consulting'),
      '/talent-search': seededTitle('talent-search'),
      '/talent-development': seededTitle('talent-development'),
      '/skill-development': seededTitle('skill-development'),
      '/events': EVENTS_PAGE_TITLE,
      '/browse-positions': JOBS_PAGE_TITLE,
      '/send-cv': sendCvContent.title,
      '/contact': contactHero.title,
      '/privacy-policy': seededTitle('privacy-policy'),
    });
  });
});
