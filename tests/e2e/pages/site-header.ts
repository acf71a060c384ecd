import type { Locator, Page } from 'playwright-core';

/** The public site's fixed top bar: links, the About Us dropdown with its Services submenu, Admin Login. */
export class SiteHeader {
  constructor(readonly page: Page) {}

  get banner(): Locator {
    return this.page.getByRole('banner');
  }

  /** Small screens only: opens and closes the slide-in menu. */
  get menuButton(): Locator {
    return this.banner.getByRole('button', { name: 'Menu' });
  }

  /** The main navigation (on small screens, the slide-in menu; hidden while closed). */
  get nav(): Locator {
    return this.page.getByRole('navigation', { name: 'Main' });
  }

  get aboutUs(): Locator {
    return this.nav.getByRole('button', { name: 'About Us' });
  }

  get services(): Locator {
    return this.nav.getByRole('button', { name: 'Services', exact: true });
  }

  get adminLogin(): Locator {
    return this.nav.getByRole('button', { name: 'Admin Login' });
  }

  link(name: string): Locator {
    return this.nav.getByRole('link', { name, exact: true });
  }

  /** The About Us dropdown's own entries. */
  get aboutUsEntries(): Locator[] {
    return [this.link('Story Who We Are'), this.services, this.link('Our Events')];
  }

  /** The Services submenu's entries. */
  get servicesEntries(): Locator[] {
    return ['Our Services', 'Talent Search', 'Talent Development', 'HR Consulting', 'Skill Development'].map((name) =>
      this.link(name),
    );
  }

  async isExpanded(trigger: Locator): Promise<boolean> {
    return (await trigger.getAttribute('aria-expanded')) === 'true';
  }

  /** Moves the pointer to the middle of the page, away from the header. */
  async movePointerAway(): Promise<void> {
    const size = this.page.viewportSize()!;
    await this.page.mouse.move(size.width / 2, size.height - 20);
  }
}

/** Presses Tab until `target` has focus; fails after `max` presses. */
export async function tabTo(page: Page, target: Locator, max = 60): Promise<void> {
  for (let presses = 0; presses < max; presses += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`${target} did not get focus after ${max} presses of Tab`);
}

/** What a signed-in staff member gets instead of Admin Login: a link back to the back office. */
export function backOfficeLink(header: SiteHeader): Locator {
  return header.nav.getByRole('link', { name: 'Back office', exact: true });
}
