import type { Locator, Page } from 'playwright-core';

import { expectText, waitOrDescribe } from '../support/eventually';

/** Any public screen: the frame every page shares, and opening a route. */
export class PublicPage {
  constructor(readonly page: Page) {}

  get main(): Locator {
    return this.page.getByRole('main');
  }

  /** The page's own title (its level-1 heading). */
  get heading(): Locator {
    return this.main.getByRole('heading', { level: 1 }).first();
  }

  /**
   * Waits until the page's own title reads `name` (after a link, the previous page's heading can
   * still be shown while the next page's lazy chunk loads).
   */
  async expectHeading(name: string | RegExp): Promise<void> {
    await expectText(this.heading, name);
  }

  /**
   * Opens a route as a visitor typing the address, and waits for the app to replace the server's
   * static rendition (the job list, a job: `data-server-rendition`, whose links and fields are not
   * the app's) and for its heading (a page that never shows one is described in the error: what
   * was in flight, which stylesheets were still loading).
   */
  async goto(baseUrl: string, route: string): Promise<this> {
    await this.page.goto(new URL(route, baseUrl).toString());
    await this.page.locator('[data-server-rendition]').waitFor({ state: 'detached' });
    await waitOrDescribe(this.page, this.heading);
    return this;
  }

  /** Waits until no request has been in flight for a moment (data and lazy chunks loaded). */
  async settle(): Promise<void> {
    await this.page.waitForLoadState('networkidle');
  }
}
