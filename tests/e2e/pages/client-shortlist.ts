import type { Locator, Page } from 'playwright-core';

import { expectText } from '../support/eventually';

/** /shortlists/<token>: the shortlist a client's contact opens from the e-mail (no staff sign-in). */
export class ClientShortlistPage {
  constructor(readonly page: Page) {}

  async goto(baseUrl: string, path: string): Promise<this> {
    await this.page.goto(new URL(path, baseUrl).toString());
    return this;
  }

  get main(): Locator {
    return this.page.getByRole('main');
  }

  async expectHeading(text: string): Promise<void> {
    await expectText(this.main.getByRole('heading', { level: 1 }), text);
  }

  get sendCode(): Locator {
    return this.main.getByRole('button', { name: /^(Send me a code|Send a new code)$/ });
  }

  get code(): Locator {
    return this.main.getByRole('textbox', { name: /One-time code/ });
  }

  get open(): Locator {
    return this.main.getByRole('button', { name: 'Open the shortlist' });
  }

  candidate(fullName: string): Locator {
    return this.main.getByRole('article', { name: fullName, exact: true });
  }
}
