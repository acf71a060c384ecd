import { PublicPage } from './pages/public-page';
import { signInAt } from './support/admin-session';
import { E2E_ADMIN, useE2eApp } from './support/app';
import { expectText } from './support/eventually';
import { layoutShifts, observeLayoutShifts } from './support/layout-shifts';
import { waitForImages } from './support/public-routes';
import { VIEWPORT_NAMES } from './support/viewports';

// The visitor's half of site content (issue 29): pages drawn by the server from the published
// content, then by the app without moving; a publish reaching visitors; the staff preview. The
// admin's half (the editor) is tests/e2e/site-content.test.ts.

const app = useE2eApp();

const PREVIEW_BANNER = 'Preview: this is the draft, not yet published';

/** The site-content API as the first admin, through the GraphQL the back office uses. */
async function staffGql<T>(query: string, variables: Record<string, unknown>): Promise<T> {
  const answer = await app.server.gql<T>(query, variables, await app.staff.adminToken());
  if (!answer.data) throw new Error(JSON.stringify(answer.errors));
  return answer.data;
}

type Draft = Record<string, Record<string, unknown>>;

async function saveHomeTitle(title: string): Promise<void> {
  const { siteContentPage } = await staffGql<{ siteContentPage: { draft: Draft } }>(
    'query ($key: String!) { siteContentPage(key: $key) { draft } }',
    { key: 'home' },
  );
  const { draft } = siteContentPage;
  await staffGql(
    'mutation ($key: String!, $content: JSONObject!) { saveSiteContentDraft(key: $key, content: $content) { key } }',
    {
      key: 'home',
      content: { ...draft, hero: { ...draft.hero, title } },
    },
  );
}

async function publishHome(): Promise<void> {
  await staffGql('mutation ($key: String!) { publishSiteContent(key: $key) { key } }', { key: 'home' });
}

describe.each(VIEWPORT_NAMES)('a content page at the %s size', (size) => {
  it.each(['/', '/about'])(
    'does not move at all when the app replaces the server’s page at %s (CLS 0)',
    async (route) => {
      const page = await app.open(size);
      await page.addInitScript(observeLayoutShifts);
      await page.goto(app.url(route));
      // The app drew the page: the server's rendition is gone and the app's header is there.
      await page.locator('[data-server-rendition]').waitFor({ state: 'detached' });
      await page.getByRole('banner').waitFor();
      await page.getByRole('heading', { level: 1 }).waitFor();
      await waitForImages(page);
      await page.evaluate(() => document.fonts.ready.then(() => undefined));

      expect(await layoutShifts(page)).toEqual({ total: 0, shifts: [] });
    },
  );
});

describe('a publish, seen by visitors, and the staff preview', () => {
  it('puts a published hero in the HTML without JavaScript and on screen; staff preview a draft visitors do not see', async () => {
    const published = 'PEOPLE WHO CARE, WORK THAT MATTERS';
    const draft = 'A DRAFT NOBODY ELSE SEES';
    await saveHomeTitle(published);
    await publishHome();

    // Without JavaScript: only what the server sent.
    const noScript = await app.browser.newContext({ javaScriptEnabled: false });
    try {
      const page = await noScript.newPage();
      const response = await page.goto(app.url('/'));
      expect(response?.status()).toBe(200);
      await expectText(page.getByRole('heading', { level: 1 }), published);
      expect(await page.getByRole('link', { name: 'Learn More About Us' }).getAttribute('href')).toBe('/about');
    } finally {
      await noScript.close();
    }

    // With JavaScript: the app's page says the same.
    const visitor = await app.open('narrow');
    const home = await new PublicPage(visitor).goto(app.server.url, '/');
    await home.expectHeading(published);

    // A draft: staff see it at the page's own address with ?preview=1, under the banner.
    await saveHomeTitle(draft);
    const staff = await app.open('wide');
    await signInAt(staff, app.server.url, E2E_ADMIN, '/admin');
    const preview = await new PublicPage(staff).goto(app.server.url, '/?preview=1');
    await preview.expectHeading(draft);
    const banner = staff.getByRole('status').filter({ hasText: PREVIEW_BANNER });
    await banner.waitFor();
    expect(await banner.getByRole('link', { name: 'Back to the editor' }).getAttribute('href')).toBe(
      '/admin/site/home',
    );

    // Visitors, with ?preview=1 or without, still get the published page, and so does its HTML.
    for (const route of ['/', '/?preview=1']) {
      const page = await app.open('wide');
      const seen = await new PublicPage(page).goto(app.server.url, route);
      await seen.expectHeading(published);
      expect(await page.getByText(PREVIEW_BANNER).count()).toBe(0);
    }
    const html = await (await fetch(app.url('/?preview=1'))).text();
    expect(html).toContain(published);
    expect(html).not.toContain(draft);
  });
});
