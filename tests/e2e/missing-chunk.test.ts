import type { Page } from 'playwright-core';

import { PublicPage } from './pages/public-page';
import { useE2eApp } from './support/app';
import { expectNoSeriousA11yViolations } from './support/axe';
import { eventually } from './support/eventually';

const app = useE2eApp();

/** The about page's own chunk: what a tab opened before a deploy asks for and the new build lacks. */
const ABOUT_CHUNK = /\/assets\/AboutPage-[^/]*\.js$/;

/** Answers 404 for the about page's chunk, as the server does once a deploy has replaced it. */
async function removeAboutChunk(page: Page): Promise<{ missed: () => number }> {
  let missed = 0;
  await page.route(ABOUT_CHUNK, async (route) => {
    missed += 1;
    await route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not found' });
  });
  return { missed: () => missed };
}

/** Counts the page loads of `path` (the document requests, a reload included). */
function countLoads(page: Page, path: string): () => number {
  let loads = 0;
  page.on('request', (request) => {
    if (request.isNavigationRequest() && new URL(request.url()).pathname === path) loads += 1;
  });
  return () => loads;
}

describe('a page whose chunk is gone after a deploy', () => {
  it('reloads the tab once, then shows a page in the site’s style with Reload, never the developer screen', async () => {
    const page = await app.open('wide');
    const screen = new PublicPage(page);
    // The tab was opened before the deploy.
    await screen.goto(app.server.url, '/');
    const chunk = await removeAboutChunk(page);
    const aboutLoads = countLoads(page, '/about');

    await page.getByRole('contentinfo').getByRole('link', { name: 'Learn More About Us' }).click();

    await screen.expectHeading('This page could not be loaded');
    // Reloaded once (the client-side navigation found no chunk, and neither did the reload), and no more.
    expect(aboutLoads()).toBe(1);
    expect(chunk.missed()).toBeGreaterThanOrEqual(2);
    await screen.main
      .getByText(
        'The site has probably been updated since this tab was opened. Reloading the page gets the latest version.',
      )
      .waitFor();
    expect(await page.getByText(/Unexpected Application Error|Hey developer/).count()).toBe(0);
    // The site's frame stays: its header and footer lead elsewhere.
    await page.getByRole('banner').waitFor();
    await page.getByRole('contentinfo').waitFor();
    await expectNoSeriousA11yViolations(page, 'the page that could not be loaded');
    // Nothing reloads by itself any more.
    await page.waitForLoadState('load');
    expect(aboutLoads()).toBe(1);

    // The new build is in place: Reload shows the page, and a later failure may reload once again.
    await page.unroute(ABOUT_CHUNK);
    await screen.main.getByRole('button', { name: 'Reload' }).click();
    await screen.expectHeading('About Us');
    expect(aboutLoads()).toBe(2);
    await eventually(async () =>
      expect(await page.evaluate(() => window.sessionStorage.getItem('chunkReloaded'))).toBeNull(),
    );
  });
});
