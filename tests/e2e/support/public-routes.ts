import type { Page } from 'playwright-core';

import { ContactPage } from '../pages/contact-page';

import type { E2eApp } from './app';

/** A public route, and what must be on screen before the page counts as loaded. */
export interface PublicRoute {
  name: string;
  path: string;
  /** Waits for the page's own content (data-driven pages: their cards); undefined: the heading is enough. */
  ready?: (page: Page) => Promise<void>;
}

/** What the data-driven public pages show once loaded: a full first page of jobs and three events. */
export interface PublicContent {
  jobTitle: string;
  eventName: string;
}

/**
 * Arranges content so the data-driven pages show cards (not empty states): a full first page of
 * jobs (twelve) and three events with pictures.
 */
export async function arrangePublicContent(app: E2eApp): Promise<PublicContent> {
  const jobs = await Promise.all(
    Array.from({ length: 12 }, (_, index) =>
      app.staff.createJob({
        title: `Layout Analyst ${index + 1}`,
        location: 'Pune, India',
        description: ['Keeps pages steady while they load.'],
        responsibilities: ['Measure layout shifts'],
        qualifications: ['Patience'],
      }),
    ),
  );
  const events = [];
  for (const [index, name] of ['Steady Pages Meetup', 'Readable Type Workshop', 'Careers Evening'].entries()) {
    events.push(
      await app.staff.createEvent({
        name,
        date: `2099-0${index + 4}-1${index}`,
        time: '10:00',
        description: 'An evening about pages that do not jump while they load, with time for questions.',
      }),
    );
  }
  return { jobTitle: jobs[0]!.title, eventName: events[0]!.name };
}

/** Every public route (SPEC section 2), each with the content it must show once loaded. */
export function publicRoutes(content: () => PublicContent): PublicRoute[] {
  return [
    { name: 'home', path: '/' },
    { name: 'about', path: '/about' },
    { name: 'services', path: '/services' },
    { name: 'hr-consulting', path: '/hr-consulting' },
    { name: 'talent-search', path: '/talent-search' },
    { name: 'talent-development', path: '/talent-development' },
    { name: 'skill-development', path: '/skill-development' },
    {
      name: 'events',
      path: '/events',
      ready: (page) => page.getByRole('main').getByText(content().eventName).first().waitFor(),
    },
    {
      name: 'browse-positions',
      path: '/browse-positions',
      ready: (page) => page.getByRole('main').getByText(content().jobTitle, { exact: true }).first().waitFor(),
    },
    {
      name: 'contact',
      path: '/contact',
      ready: (page) => new ContactPage(page).markerLabels.first().waitFor(),
    },
    { name: 'privacy-policy', path: '/privacy-policy' },
  ];
}

/**
 * Waits until every picture the page has started to load has finished (or failed): a picture
 * arriving late is one of the things that can move a page after its content is shown.
 */
export async function waitForImages(page: Page): Promise<void> {
  await page.waitForFunction(() => Array.from(document.images).every((image) => image.complete));
}
