import type { Locator, Page } from 'playwright-core';

import { PublicPage } from './public-page';

export interface RegistrationDetails {
  name: string;
  email: string;
  phone: string;
}

/** /events: the event cards and the register dialog. */
export class EventsPage extends PublicPage {
  constructor(page: Page) {
    super(page);
  }

  /** One event's card, named by the event. */
  card(name: string): Locator {
    return this.main.getByRole('article', { name, exact: true });
  }

  get emptyState(): Locator {
    return this.main.getByRole('heading', { name: 'No Events Available' });
  }

  async register(name: string): Promise<RegisterDialog> {
    await this.card(name)
      .getByRole('button', { name: /Register/ })
      .click();
    const dialog = new RegisterDialog(this.page, name);
    await dialog.dialog.waitFor();
    return dialog;
  }
}

/** The register dialog for one event: Name, Email, Phone, then the outcome in place of the form. */
export class RegisterDialog {
  constructor(
    readonly page: Page,
    readonly eventName: string,
  ) {}

  get dialog(): Locator {
    return this.page.getByRole('dialog').filter({ hasText: this.eventName });
  }

  get form(): Locator {
    return this.dialog.locator('form');
  }

  message(text: string): Locator {
    return this.dialog.getByText(text, { exact: true });
  }

  async fill(details: RegistrationDetails): Promise<void> {
    await this.dialog.getByLabel('Name').fill(details.name);
    await this.dialog.getByLabel('Email').fill(details.email);
    await this.dialog.getByLabel('Phone').fill(details.phone);
  }

  async submit(): Promise<void> {
    await this.form.getByRole('button', { name: /register|submit/i }).click();
  }
}
