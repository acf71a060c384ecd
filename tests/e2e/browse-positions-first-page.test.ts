import type { Page } from 'playwright-core';

import { BrowsePositionsPage } from './pages/browse-positions-page';
import { useE2eApp } from './support/app';
import { expectCount, expectFocused, expectText } from './support/eventually';
import { NetworkActivity } from './support/network';

const app = useE2eApp();

/** More than one page: the list's first page holds 12. */
const TITLES = Array.from({ length: 14 }, (_, n) => `Search Consultant ${String(n + 1).padStart(2, '0')}`);

beforeAll(async () => {
  for (const title of TITLES) await app.staff.createJob({ title, location: 'Leeds, UK' });
});

/** Every request the page makes to the API, from the start. */
function apiRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/graphql') seen.push(request.postData() ?? request.url());
  });
  return seen;
}

async function openList(page: Page): Promise<BrowsePositionsPage> {
  const network = NetworkActivity.of(page);
  const screen = await new BrowsePositionsPage(page).goto(app.server.url, '/browse-positions');
  await expectCount(screen.cardHeadings, 12);
  await network.quiet();
  return screen;
}

describe('the list’s first page, written into the page by the server', () => {
  it('is drawn without asking the API, which is asked only for "Load more"', async () => {
    const page = await app.open('narrow');
    const asked = apiRequests(page);
    const screen = await openList(page);
    await expectText(screen.main.getByRole('status'), 'Showing 12 of 14 open positions');
    expect(asked).toEqual([]);

    const more = screen.main.getByRole('button', { name: 'Load more' });
    await more.focus();
    await page.keyboard.press('Enter');
    await expectCount(screen.cardHeadings, 14);
    await expectText(screen.main.getByRole('status'), 'Showing 14 of 14 open positions');
    expect(asked).toHaveLength(1);
    expect(asked[0]).toContain('"offset":12');
  });

  it('keeps the focus on the card that opened a job when the API client arrives and the job closes', async () => {
    const page = await app.open('wide');
    const screen = await openList(page);
    const link = screen.cardLink(TITLES[13]);
    await link.focus();
    await page.keyboard.press('Enter');
    const details = screen.details(TITLES[13]);
    await details.view.waitFor();
    await page.keyboard.press('Escape');
    await details.view.waitFor({ state: 'detached' });
    await expectFocused(link);
    await page.waitForURL((url) => url.pathname === '/browse-positions');
  });
});
