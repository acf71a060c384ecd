import { PublicPage } from './pages/public-page';
import { useE2eApp } from './support/app';
import { NetworkActivity } from './support/network';

const app = useE2eApp();

// Chromium says a preload went unused this long after the load event (its own timer is 3 s).
const UNUSED_PRELOAD_WINDOW_MS = 3_500;

let jobPath: string;
beforeAll(async () => {
  const job = await app.staff.createJob({ title: 'Learning Partner', location: 'Nairobi' });
  jobPath = `/browse-positions/${job.id}`;
});

describe('the stylesheets of a public page', () => {
  it.each(['/', '/browse-positions', 'a job page'])(
    'are used on %s (no console warning) and each downloaded once',
    async (which) => {
      const route = which === 'a job page' ? jobPath : which;
      const page = await app.open('wide');
      const warnings: string[] = [];
      page.on('console', (message) => {
        if (/preload/i.test(message.text())) warnings.push(message.text());
      });
      const stylesheets: string[] = [];
      page.on('request', (request) => {
        const { pathname } = new URL(request.url());
        if (pathname.endsWith('.css')) stylesheets.push(pathname);
      });
      const network = NetworkActivity.of(page);

      await new PublicPage(page).goto(app.server.url, route);
      await page.waitForLoadState('load');
      await network.quiet();
      await page.waitForTimeout(UNUSED_PRELOAD_WINDOW_MS);

      expect(warnings).toEqual([]);
      expect(stylesheets.length).toBeGreaterThan(0);
      expect(stylesheets).toEqual([...new Set(stylesheets)]);
    },
  );
});
