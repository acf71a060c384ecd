import type { Locator, Page } from 'playwright-core';

import { expectText } from '../support/eventually';

/** The admin header's two menus (SPEC section 2, admin header) and the Admin menu of the screens the spec lacks. */
export type AdminMenu = 'Manage Jobs' | 'Manage Events' | 'Admin';

/**
 * Any back-office screen: the admin header (Home, the Manage Jobs and Manage Events menus, Join us
 * Users, Add Users for admins, Logout), the page's own heading, and opening a route.
 */
export class AdminPage {
  constructor(readonly page: Page) {}

  get main(): Locator {
    return this.page.getByRole('main');
  }

  /** The page's own title (its level-1 heading). */
  get heading(): Locator {
    return this.main.getByRole('heading', { level: 1 }).first();
  }

  get banner(): Locator {
    return this.page.getByRole('banner');
  }

  /** Small screens only: shows and hides the admin navigation. */
  get menuButton(): Locator {
    return this.banner.getByRole('button', { name: /^(Menu|Open menu|Close menu)$/ });
  }

  /** A menu's disclosure button. */
  menu(name: AdminMenu): Locator {
    return this.banner.getByRole('button', { name, exact: true });
  }

  /** A link of the admin header (inside a menu it shows once the menu is open). */
  link(name: string): Locator {
    return this.banner.getByRole('link', { name, exact: true });
  }

  get logout(): Locator {
    return this.banner
      .getByRole('button', { name: 'Logout', exact: true })
      .or(this.banner.getByRole('link', { name: 'Logout', exact: true }));
  }

  /** What a USER sees instead of a back-office screen. */
  get noAccess(): Locator {
    return this.main.getByRole('heading', { name: 'No access' });
  }

  /** The page's status line (success messages clear after 3 s). */
  status(text: string): Locator {
    return this.main.getByRole('status').filter({ hasText: text });
  }

  /**
   * Waits until the page's own title reads `name`. After a navigation inside the app the URL
   * changes before the lazy screen renders, so the previous screen's heading can still be there:
   * wait for the expected one instead of reading whichever is shown.
   */
  async expectHeading(name: string | RegExp): Promise<void> {
    await expectText(this.heading, name);
  }

  /** Opens a route (with the session already stored) and waits for its heading. */
  async goto(baseUrl: string, route: string): Promise<this> {
    await this.page.goto(new URL(route, baseUrl).toString());
    await this.heading.waitFor();
    return this;
  }

  /** On a phone the navigation sits behind the menu button: open it when it is there. */
  async showNavigation(): Promise<void> {
    if ((await this.menuButton.count()) > 0 && (await this.menuButton.isVisible())) {
      if ((await this.menuButton.getAttribute('aria-expanded')) !== 'true') await this.menuButton.click();
    }
  }

  /**
   * Goes to a screen through the header: a menu entry (Manage Jobs > Applied Candidates) or a link.
   * Waits for the link's address only: the screen may still be rendering, so follow with a waiting
   * check of what it shows (`expectHeading`, a row's `waitFor`).
   */
  async navigate(entry: string, menu?: AdminMenu): Promise<void> {
    await this.showNavigation();
    if (menu) {
      const trigger = this.menu(menu);
      if ((await trigger.getAttribute('aria-expanded')) !== 'true') await trigger.click();
    }
    const link = this.link(entry);
    const target = new URL((await link.getAttribute('href')) ?? '', this.page.url());
    await link.click();
    await this.page.waitForURL((url) => url.pathname === target.pathname);
  }

  async signOut(): Promise<void> {
    await this.showNavigation();
    await this.logout.click();
  }

  /** Waits until no request has been in flight for a moment (data and lazy chunks loaded). */
  async settle(): Promise<void> {
    await this.page.waitForLoadState('networkidle');
  }
}
