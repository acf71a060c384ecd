import type { Locator } from 'playwright-core';

import { PublicPage } from './pages/public-page';
import { SiteHeader, tabTo } from './pages/site-header';
import { useE2eApp } from './support/app';
import { expectAttribute, expectFocused, expectStaysHidden, expectVisibility } from './support/eventually';

const app = useE2eApp();

const expectExpanded = (trigger: Locator, expanded: boolean) =>
  expectAttribute(trigger, 'aria-expanded', String(expanded));

describe('the header on a wide screen', () => {
  it('opens About Us and its Services submenu on hover, and closes them when the pointer leaves', async () => {
    const page = await app.open('wide');
    await new PublicPage(page).goto(app.server.url, '/');
    const header = new SiteHeader(page);

    await header.aboutUs.waitFor();
    expect(await header.menuButton.isVisible()).toBe(false);
    await expectVisibility(header.aboutUsEntries, [false, false, false]);

    await header.aboutUs.hover();
    await expectVisibility(header.aboutUsEntries, [true, true, true]);
    await expectExpanded(header.aboutUs, true);
    await expectVisibility(header.servicesEntries, [false, false, false, false, false]);

    // Through the open menu onto the nested trigger: About Us stays open, Services opens beside it.
    await header.services.hover();
    await expectVisibility(header.servicesEntries, [true, true, true, true, true]);
    await expectExpanded(header.aboutUs, true);

    await header.movePointerAway();
    await expectVisibility([...header.aboutUsEntries, ...header.servicesEntries], Array(8).fill(false));
    await expectExpanded(header.aboutUs, false);
  });

  it('follows a Services entry to its page and closes the menus', async () => {
    const page = await app.open('wide');
    await new PublicPage(page).goto(app.server.url, '/');
    const header = new SiteHeader(page);

    await header.aboutUs.hover();
    await header.services.hover();
    await header.link('Talent Development').click();

    await page.waitForURL('**/talent-development');
    await page.getByRole('heading', { level: 1, name: 'Talent Development' }).waitFor();
    await header.link('Talent Development').waitFor({ state: 'hidden' });
  });

  it('lets a keyboard user Tab to About Us, open it with Enter and close it with Escape', async () => {
    const page = await app.open('wide');
    await new PublicPage(page).goto(app.server.url, '/');
    const header = new SiteHeader(page);

    await tabTo(page, header.aboutUs);
    await expectExpanded(header.aboutUs, false);

    await page.keyboard.press('Enter');
    await header.link('Story Who We Are').waitFor();
    await expectExpanded(header.aboutUs, true);

    await page.keyboard.press('Escape');
    await header.link('Story Who We Are').waitFor({ state: 'hidden' });
    await expectExpanded(header.aboutUs, false);
    // Focus goes back to the button, so the keyboard user is where they were.
    await expectFocused(header.aboutUs);
  });
});

describe('the header on a narrow screen', () => {
  it('opens the slide-in menu from the menu button, where the dropdowns toggle on click', async () => {
    const page = await app.open('narrow');
    await new PublicPage(page).goto(app.server.url, '/');
    const header = new SiteHeader(page);

    // Closed: the links are out of sight and out of the accessibility tree.
    await header.menuButton.waitFor();
    expect(await header.link('Browse Our Open Positions').isVisible()).toBe(false);
    await expectExpanded(header.menuButton, false);

    await header.menuButton.click();
    await header.link('Browse Our Open Positions').waitFor();
    await expectExpanded(header.menuButton, true);
    await expectVisibility([header.link('Home'), header.link('Contact'), header.adminLogin], [true, true, true]);

    // Hovering does nothing on a small screen (no menu opens within the desktop hover's time); a click toggles.
    await header.aboutUs.hover();
    await expectStaysHidden(header.link('Story Who We Are'), 300);

    await header.aboutUs.click();
    await expectVisibility(header.aboutUsEntries, [true, true, true]);

    await header.services.click();
    await expectVisibility(header.servicesEntries, [true, true, true, true, true]);

    await header.services.click();
    await header.link('HR Consulting').waitFor({ state: 'hidden' });
    await header.link('Story Who We Are').waitFor();

    await header.aboutUs.click();
    await header.link('Story Who We Are').waitFor({ state: 'hidden' });

    await header.menuButton.click();
    await header.link('Browse Our Open Positions').waitFor({ state: 'hidden' });
    await expectExpanded(header.menuButton, false);
  });

  it('closes the slide-in menu after following a link', async () => {
    const page = await app.open('narrow');
    await new PublicPage(page).goto(app.server.url, '/');
    const header = new SiteHeader(page);

    await header.menuButton.click();
    await header.aboutUs.click();
    await header.link('Our Events').click();

    await page.waitForURL('**/events');
    await page.getByRole('heading', { level: 1, name: 'Our Events' }).waitFor();
    await expectExpanded(header.menuButton, false);
    await header.link('Contact').waitFor({ state: 'hidden' });
  });
});
