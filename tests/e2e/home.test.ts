import { PublicPage } from './pages/public-page';
import { useE2eApp } from './support/app';

const app = useE2eApp();

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
      expect(await home.heading.innerText()).toBe('MATCHING MISSION WITH PASSION');
    }
  });

  it.each(LINKS)('leads from “%s” to %s', async (label, target) => {
    const page = await app.open('narrow');
    const home = await new PublicPage(page).goto(app.server.url, '/');
    await home.main.getByRole('link', { name: label, exact: true }).first().click();
    await page.waitForURL((url) => url.pathname === target);
    await home.heading.waitFor();
    expect(await home.heading.innerText()).not.toBe('MATCHING MISSION WITH PASSION');
  });
});
