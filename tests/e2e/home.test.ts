import { PublicPage } from './pages/public-page';
import { useE2eApp } from './support/app';
import { expectText } from './support/eventually';

const app = useE2eApp();

const TAGLINE = 'MATCHING MISSION WITH PASSION';

// The home page's calls to action (SPEC section 2) and where each must lead.
const LINKS = [
  ['Learn More About Us', '/about'],
  ['View Privacy Policy', '/privacy-policy'],
  ['Join Us on This Journey', '/skill-development'],
  ['Contact Us', '/contact'],
] as const;

describe('the home page', () => {
  it('shows the tagline on / and on /login', async () => {
    const page = await app.open('wide');
    for (const route of ['/', '/login']) {
      const home = await new PublicPage(page).goto(app.server.url, route);
      await home.expectHeading(TAGLINE);
    }
  });

  it.each(LINKS)('leads from “%s” to %s', async (label, target) => {
    const page = await app.open('narrow');
    const home = await new PublicPage(page).goto(app.server.url, '/');
    await home.main.getByRole('link', { name: label, exact: true }).first().click();
    await page.waitForURL((url) => url.pathname === target);
    // The URL changes before the next page's lazy chunk renders: wait for its own heading.
    await expectText(home.heading, new RegExp(`^(?!${TAGLINE}$).+`));
  });
});
