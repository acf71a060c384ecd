import { PublicPage } from './pages/public-page';
import { SiteHeader, tabTo } from './pages/site-header';
import { useE2eApp } from './support/app';
import { eventually } from './support/eventually';

const app = useE2eApp();

async function visibility(locators: { isVisible(): Promise<boolean> }[]): Promise<boolean[]> {
  return Promise.all(locators.map((locator) => locator.isVisible()));
}

describe('the header on a wide screen', () => {
  it('opens About Us and its Services submenu on hover, and closes them when the pointer leaves', async () => {
    const page = await app.open('wide');
    await new PublicPage(page).goto(app.server.url, '/');
    const header = new SiteHeader(page);

    expect(await header.menuButton.isVisible()).toBe(false);
    expect(await visibility(header.aboutUsEntries)).toEqual([false, false, false]);

    await header.aboutUs.hover();
    await header.link('Story Who We Are').waitFor();
    expect(await visibility(header.aboutUsEntries)).toEqual([true, true, true]);
    expect(await header.isExpanded(header.aboutUs)).toBe(true);
    expect(await visibility(header.servicesEntries)).toEqual([false, false, false, false, false]);

    // Through the open menu onto the nested trigger: About Us stays open, Services opens beside it.
    await header.services.hover();
    await header.link('Talent Search').waitFor();
    expect(await visibility(header.servicesEntries)).toEqual([true, true, true, true, true]);
    expect(await header.isExpanded(header.aboutUs)).toBe(true);

    await header.movePointerAway();
    await header.link('Story Who We Are').waitFor({ state: 'hidden' });
    expect(await header.isExpanded(header.aboutUs)).toBe(false);
    expect(await visibility([...header.aboutUsEntries, ...header.servicesEntries])).toEqual(Array(8).fill(false));
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
    expect(await header.isExpanded(header.aboutUs)).toBe(false);

    await page.keyboard.press('Enter');
    await header.link('Story Who We Are').waitFor();
    expect(await header.isExpanded(header.aboutUs)).toBe(true);

    await page.keyboard.press('Escape');
    await header.link('Story Who We Are').waitFor({ state: 'hidden' });
    expect(await header.isExpanded(header.aboutUs)).toBe(false);
    // Focus goes back to the button, so the keyboard user is where they were.
    expect(await header.aboutUs.evaluate((element) => element === document.activeElement)).toBe(true);
  });
});

describe('the header on a narrow screen', () => {
  it('opens the slide-in menu from the menu button, where the dropdowns toggle on click', async () => {
    const page = await app.open('narrow');
    await new PublicPage(page).goto(app.server.url, '/');
    const header = new SiteHeader(page);

    // Closed: the links are out of sight and out of the accessibility tree.
    expect(await header.link('Browse Our Open Positions').isVisible()).toBe(false);
    expect(await header.isExpanded(header.menuButton)).toBe(false);

    await header.menuButton.click();
    await header.link('Browse Our Open Positions').waitFor();
    expect(await header.isExpanded(header.menuButton)).toBe(true);
    expect(await visibility([header.link('Home'), header.link('Contact'), header.adminLogin])).toEqual([
      true,
      true,
      true,
    ]);

    // Hovering does nothing on a small screen; a click toggles.
    await header.aboutUs.hover();
    await page.waitForTimeout(300);
    expect(await header.link('Story Who We Are').isVisible()).toBe(false);

    await header.aboutUs.click();
    await header.link('Story Who We Are').waitFor();
    expect(await visibility(header.aboutUsEntries)).toEqual([true, true, true]);

    await header.services.click();
    await header.link('HR Consulting').waitFor();
    expect(await visibility(header.servicesEntries)).toEqual([true, true, true, true, true]);

    await header.services.click();
    await header.link('HR Consulting').waitFor({ state: 'hidden' });
    expect(await header.link('Story Who We Are').isVisible()).toBe(true);

    await header.aboutUs.click();
    await header.link('Story Who We Are').waitFor({ state: 'hidden' });

    await header.menuButton.click();
    await header.link('Browse Our Open Positions').waitFor({ state: 'hidden' });
    expect(await header.isExpanded(header.menuButton)).toBe(false);
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
    await eventually(async () => expect(await header.isExpanded(header.menuButton)).toBe(false));
    expect(await header.link('Contact').isVisible()).toBe(false);
  });
});
