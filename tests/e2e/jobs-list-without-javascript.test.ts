import type { BrowserContext, Page } from 'playwright-core';

import { useE2eApp } from './support/app';
import { expectNoSeriousA11yViolations } from './support/axe';
import { newContext } from './support/browser';
import { expectCount, expectTexts } from './support/eventually';
import { layoutShifts, observeLayoutShifts } from './support/layout-shifts';
import { VIEWPORT_NAMES, type ViewportName, VIEWPORTS } from './support/viewports';

// /browse-positions as the server draws it (server/src/http/jobs-list-rendition.ts): a crawler or
// a visitor without JavaScript reads the jobs and follows the filters and pages as links, and
// the app takes its place without anything on screen moving or changing its words.

const app = useE2eApp();

/** Newest last: the list shows them newest first, 12 to a page. */
const TITLES = Array.from({ length: 14 }, (_, n) => `Learning Partner ${String(n + 1).padStart(2, '0')}`);
const NEWEST_FIRST = [...TITLES].reverse();

beforeAll(async () => {
  for (const [n, title] of TITLES.entries()) {
    await app.staff.createJob({
      title,
      location: n % 4 === 0 ? 'Porto, Portugal' : 'Leeds, UK',
      ...(n % 3 === 0 ? { employmentType: 'FULL_TIME', workplace: 'HYBRID', department: 'People' } : {}),
    });
  }
});

const contexts: BrowserContext[] = [];
afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});

/** A page with JavaScript off: only what the server sent (nothing leaves the machine either). */
async function withoutJavaScript(size: ViewportName): Promise<Page> {
  const context = await app.browser.newContext({ javaScriptEnabled: false, viewport: VIEWPORTS[size] });
  contexts.push(context);
  return context.newPage();
}

function cardLinks(page: Page) {
  return page.getByRole('main').getByRole('list', { name: 'Open positions' }).getByRole('heading', { level: 2 });
}

describe('the job list for a visitor who runs no JavaScript', () => {
  it('lists the jobs, each a link to its page, and pages through them with links', async () => {
    const page = await withoutJavaScript('wide');
    const response = await page.goto(app.url('/browse-positions'));
    expect(response?.status()).toBe(200);
    await page.getByRole('heading', { level: 1, name: 'Browse Our Open Positions' }).waitFor();
    await expectTexts(cardLinks(page), NEWEST_FIRST.slice(0, 12));
    await page.getByText('Showing 12 of 14 open positions').waitFor();

    await page.getByRole('link', { name: 'Next page' }).click();
    await page.waitForURL((url) => url.searchParams.get('page') === '2');
    await expectTexts(cardLinks(page), NEWEST_FIRST.slice(12));
    await page.getByRole('link', { name: 'Previous page' }).click();
    await page.waitForURL((url) => url.pathname === '/browse-positions' && url.search === '');
    await expectCount(cardLinks(page), 12);

    await page.getByRole('link', { name: NEWEST_FIRST[0] }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/browse-positions/'));
    await page.getByRole('heading', { level: 1, name: NEWEST_FIRST[0] }).waitFor();
  });

  it('filters the list through the links of a facet, and "Clear all" lifts the filter', async () => {
    const page = await withoutJavaScript('wide');
    await page.goto(app.url('/browse-positions'));
    const filters = page.getByRole('group', { name: 'Filter positions' });
    await filters.locator('summary', { hasText: 'Location' }).click();
    await filters.getByRole('link', { name: 'Porto, Portugal (4)' }).click();
    await page.waitForURL((url) => url.searchParams.get('location') === 'Porto, Portugal');
    const porto = NEWEST_FIRST.filter((title) => TITLES.indexOf(title) % 4 === 0);
    await expectTexts(cardLinks(page), porto);

    await page.getByRole('link', { name: 'Clear all' }).click();
    await page.waitForURL((url) => url.search === '');
    await expectCount(cardLinks(page), 12);
  });

  it('unfolds the filters on a phone from the "Filters" link', async () => {
    const page = await withoutJavaScript('narrow');
    await page.goto(app.url('/browse-positions'));
    const filters = page.getByRole('group', { name: 'Filter positions' });
    await filters.waitFor({ state: 'hidden' });
    await page.getByRole('link', { name: 'Filters' }).click();
    await filters.waitFor({ state: 'visible' });
    await filters.locator('summary', { hasText: 'Workplace' }).click();
    await filters.getByRole('link', { name: 'Hybrid (5)' }).click();
    await page.waitForURL((url) => url.searchParams.get('workplace') === 'HYBRID');
    await expectCount(cardLinks(page), 5);
  });

  it('has no serious or critical accessibility fault, a facet open', async () => {
    // axe runs scripts of its own: the page allows them, but loads none of the site's (no app).
    const context = await newContext(app.browser, 'wide');
    contexts.push(context);
    await context.route(/\.js$/, (route) => route.abort());
    const page = await context.newPage();
    await page.goto(app.url('/browse-positions'));
    const filters = page.getByRole('group', { name: 'Filter positions' });
    await filters.locator('summary', { hasText: 'Location' }).click();
    await filters.getByRole('link', { name: 'Porto, Portugal (4)' }).waitFor();
    expect(await page.locator('[data-server-rendition]').count()).toBe(1);
    await expectNoSeriousA11yViolations(page, 'the server’s job list');
  });
});

declare global {
  interface Window {
    __listGaps?: string[];
  }
}

/**
 * Installed before the page's scripts: notes what `#root` shows whenever it changes and holds no
 * job card after it had some (the server's cards replaced by a loading line, say).
 */
function watchCardsStay() {
  const gaps: string[] = [];
  window.__listGaps = gaps;
  let hadCards = false;
  new MutationObserver(() => {
    const root = document.getElementById('root');
    if (!root) return;
    const cards = root.querySelector('.job-card') !== null;
    if (hadCards && !cards) gaps.push(root.textContent?.slice(0, 120) ?? '');
    hadCards ||= cards;
  }).observe(document, { childList: true, subtree: true });
}

/** Where the list's parts are drawn and what they read, rounded to whole pixels. */
async function drawnList(page: Page) {
  return page.evaluate(() => {
    const box = (element: Element | null) => {
      if (!element) return null;
      const { top, left, width, height } = element.getBoundingClientRect();
      return [top, left, width, height].map(Math.round).join(' ');
    };
    const main = document.querySelector('main')!;
    const cards = Array.from(main.querySelectorAll('.job-card'));
    return {
      heading: box(main.querySelector('h1')),
      search: box(main.querySelector('.job-search')),
      filters: box(main.querySelector('.job-filters')),
      count: [box(main.querySelector('.paged-list__count')), main.querySelector('.paged-list__count')?.textContent],
      cards: cards.map((card) => [box(card), (card as HTMLElement).innerText]),
      more: box(main.querySelector('.paged-list__more')),
    };
  });
}

describe('the app taking the place of the server’s list', () => {
  it.each(VIEWPORT_NAMES)(
    'moves nothing at the %s size (no layout shift, no loading line between), with the same words in the same places',
    async (size) => {
      const staticPage = await withoutJavaScript(size);
      await staticPage.goto(app.url('/browse-positions'));
      await expectCount(cardLinks(staticPage), 12);
      const drawnByServer = await drawnList(staticPage);

      const page = await app.open(size);
      await page.addInitScript(observeLayoutShifts);
      await page.addInitScript(watchCardsStay);
      await page.goto(app.url('/browse-positions'));
      // The app's list: its header is in, and the server's rendition is gone.
      await page.getByRole('banner').waitFor();
      await page.locator('[data-server-rendition]').waitFor({ state: 'detached' });
      await expectTexts(cardLinks(page), NEWEST_FIRST.slice(0, 12));
      await page.getByRole('button', { name: 'Load more' }).waitFor();
      await page.evaluate(() => document.fonts.ready.then(() => undefined));

      const measured = await layoutShifts(page);
      expect({ total: measured.total, shifts: measured.shifts }).toEqual({ total: 0, shifts: [] });
      expect(await drawnList(page)).toEqual(drawnByServer);
      // The server's cards stayed until the app's took their place in one step.
      expect(await page.evaluate(() => window.__listGaps)).toEqual([]);
    },
  );
});
