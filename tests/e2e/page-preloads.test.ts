import { PUBLIC_PAGE_PATHS } from '../../server/src/http/public-pages';

import { PublicPage } from './pages/public-page';
import { useE2eApp } from './support/app';
import { NetworkActivity } from './support/network';

const app = useE2eApp();

/** The files a page's head asks the browser to fetch early. */
function preloadsIn(html: string): string[] {
  return [...html.matchAll(/<link rel="(?:modulepreload|preload)"[^>]*href="([^"]+)"/g)].map((match) => match[1]!);
}

describe('the chunks a page preloads', () => {
  it.each(PUBLIC_PAGE_PATHS)(
    'are files %s loads without them, and more than the entry’s own unless it is home',
    async (route) => {
      const preloaded = preloadsIn(await (await fetch(app.url(route))).text());
      // The home page's are Vite's, for the entry's chunks; every other screen is a lazy route.
      const entryOnly = preloadsIn(await (await fetch(app.url('/'))).text());
      if (route !== '/') expect(preloaded.filter((file) => !entryOnly.includes(file)).length).toBeGreaterThan(0);

      const page = await app.open('wide');
      // The page as it would load without any preload, so a preload's own request cannot count.
      await page.route(app.url(route), async (request) => {
        const response = await request.fetch();
        const body = (await response.text()).replace(/<link rel="(?:modulepreload|preload)"[^>]*>/g, '');
        await request.fulfill({ response, body });
      });
      const loaded: string[] = [];
      page.on('request', (request) => {
        const { pathname } = new URL(request.url());
        if (pathname.startsWith('/assets/')) loaded.push(pathname);
      });
      const network = NetworkActivity.of(page);
      await new PublicPage(page).goto(app.server.url, route);
      await network.quiet();
      // A preload the page never uses costs a phone bandwidth for nothing (and means a wrong path).
      for (const file of preloaded) expect(loaded).toContain(file);
    },
  );
});
