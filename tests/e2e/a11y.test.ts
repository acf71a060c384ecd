import type { Page } from 'playwright-core';

import { ContactPage } from './pages/contact-page';
import { PublicPage } from './pages/public-page';
import { useE2eApp } from './support/app';
import { expectNoSeriousA11yViolations } from './support/axe';
import { NetworkActivity } from './support/network';
import { saveScreenshot } from './support/screenshot';
import type { CreatedEvent, CreatedJob } from './support/staff-api';
import { VIEWPORT_NAMES } from './support/viewports';

const app = useE2eApp();
let job: CreatedJob;
let event: CreatedEvent;

beforeAll(async () => {
  // Content for the data-driven pages, so axe sees their cards and dialogs, not only empty states.
  job = await app.staff.createJob({
    title: 'Accessible Frontend Engineer',
    location: 'Remote',
    description: ['Build public pages that everyone can use.'],
    responsibilities: ['Ship accessible components'],
    qualifications: ['Knows WCAG 2.2'],
  });
  event = await app.staff.createEvent({
    name: 'Inclusive Hiring Workshop',
    date: '2099-05-20',
    time: '10:00',
    description: 'How to run interviews that work for every candidate.',
  });
});

interface RouteCase {
  name: string;
  route: () => string;
  /** What must be on screen before the page is judged. */
  ready?: (page: Page) => Promise<void>;
}

const ROUTES: RouteCase[] = [
  { name: 'home', route: () => '/' },
  { name: 'about', route: () => '/about' },
  { name: 'services', route: () => '/services' },
  { name: 'hr-consulting', route: () => '/hr-consulting' },
  { name: 'talent-search', route: () => '/talent-search' },
  { name: 'talent-development', route: () => '/talent-development' },
  { name: 'skill-development', route: () => '/skill-development' },
  {
    name: 'events',
    route: () => '/events',
    ready: (page) => page.getByRole('main').getByText(event.name).first().waitFor(),
  },
  {
    name: 'browse-positions',
    route: () => '/browse-positions',
    ready: (page) => page.getByRole('main').getByText(job.title).first().waitFor(),
  },
  {
    name: 'job-details',
    route: () => `/browse-positions/${job.id}`,
    // A dialog over the list on wide screens, the job's own page on phones.
    ready: (page) =>
      page.getByRole('dialog').or(page.getByRole('main').getByRole('article')).getByText(job.title).first().waitFor(),
  },
  {
    name: 'contact',
    route: () => '/contact',
    ready: (page) => new ContactPage(page).markerLabels.first().waitFor(),
  },
  { name: 'privacy-policy', route: () => '/privacy-policy' },
  {
    // The pages of the job-alert mails' links, as a link opens them (nothing happens before the button).
    name: 'job-alert-confirm',
    route: () => '/job-alerts/confirm#a-token',
    ready: (page) => page.getByRole('button', { name: 'Confirm job alert' }).waitFor(),
  },
  {
    name: 'job-alert-unsubscribe',
    route: () => '/job-alerts/unsubscribe#a-token',
    ready: (page) => page.getByRole('button', { name: 'Unsubscribe' }).waitFor(),
  },
];

describe.each(VIEWPORT_NAMES)('at the %s size', (size) => {
  // One page for every route at this size: each route is a fresh page load (only the browser's
  // cache carries over), without a new browser context per route.
  let opened: Promise<Page> | undefined;
  const visitorPage = () =>
    (opened ??= app.openForFile(size).then((page) => {
      NetworkActivity.of(page);
      return page;
    }));

  it.each(ROUTES.map((route) => [route.name, route] as const))(
    'has no serious or critical axe violations on %s',
    async (_name, { name, route, ready }) => {
      const page = await visitorPage();
      await new PublicPage(page).goto(app.server.url, route());
      await ready?.(page);
      await NetworkActivity.of(page).quiet();
      await saveScreenshot(page, name);
      await expectNoSeriousA11yViolations(page, `${route()} (${size})`);
    },
  );
});

describe('the axe check itself', () => {
  it('fails naming the rule and the element when a page has a serious violation', async () => {
    const page = await app.open('wide');
    await new PublicPage(page).goto(app.server.url, '/privacy-policy');
    await page.evaluate(() => {
      const button = document.createElement('button');
      button.id = 'e2e-unnamed-button';
      document.getElementById('main')?.append(button);
    });

    await expect(expectNoSeriousA11yViolations(page, 'the test page')).rejects.toThrow(
      /button-name[\s\S]*#e2e-unnamed-button/,
    );
  });
});
