import type { Locator } from 'playwright-core';

import { AdminPage } from './admin-page';

/** The site content list (/admin/site) and a document's editor (/admin/site/:key). */
export class AdminSitePage extends AdminPage {
  /** A document's title in the list: a link to its editor. */
  document(title: string): Locator {
    return this.main.getByRole('table').getByRole('link', { name: title, exact: true });
  }

  /** A document's row in the list. */
  row(title: string): Locator {
    return this.main
      .getByRole('table')
      .getByRole('row')
      .filter({ has: this.page.getByRole('link', { name: title, exact: true }) });
  }

  /** A group of fields (a group, a list, a list item, a link or a picture), by its legend. */
  group(name: string, within: Locator = this.main): Locator {
    return within.getByRole('group', { name, exact: true });
  }

  /** A text input or text area, by its label. */
  textbox(name: string, within: Locator = this.main): Locator {
    return within.getByRole('textbox', { name, exact: true });
  }

  button(name: string, within: Locator = this.main): Locator {
    return within.getByRole('button', { name, exact: true });
  }

  get save(): Locator {
    return this.button('Save draft');
  }

  get publish(): Locator {
    return this.button('Publish');
  }

  get discard(): Locator {
    return this.button('Discard changes');
  }

  /** Opens the public page with the saved draft, in a new tab. */
  get preview(): Locator {
    return this.main.getByRole('link', { name: 'Preview', exact: true });
  }

  get history(): Locator {
    return this.main.getByRole('region', { name: 'Revision history', exact: true });
  }

  restore(revision: number): Locator {
    return this.history.getByRole('button', { name: `Restore revision ${revision}`, exact: true });
  }

  dialog(name: string): Locator {
    return this.page.getByRole('dialog', { name });
  }

  /** Asks to publish and confirms, then waits for the page to say it is published. */
  async publishNow(title: string): Promise<void> {
    await this.publish.click();
    await this.button('Publish', this.dialog(`Publish ${title}?`)).click();
    await this.status('Published. The public page shows it now.').waitFor();
  }

  /** Saves the draft and waits for the page to say so. */
  async saveNow(): Promise<void> {
    await this.save.click();
    await this.status('Draft saved.').waitFor();
  }
}
