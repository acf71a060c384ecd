import type { Locator, Page } from 'playwright-core';

import { PublicPage } from './public-page';

export type JoinType = 'Individual' | 'Organization';

export interface JoinDetails {
  name: string;
  email: string;
  phone: string;
  location: string;
  /** Tick the consent box (the default); false leaves it as it is. */
  consent?: boolean;
}

/** /skill-development: the mission, and the two join cards that open the join dialog. */
export class SkillDevelopmentPage extends PublicPage {
  constructor(page: Page) {
    super(page);
  }

  /** The join card titled Individual or Organization. */
  joinCard(type: JoinType): Locator {
    return this.main.getByRole('article').filter({ has: this.page.getByRole('heading', { name: type, exact: true }) });
  }

  async join(type: JoinType): Promise<JoinDialog> {
    await this.joinCard(type).getByRole('button').click();
    const dialog = new JoinDialog(this.page);
    await dialog.type.waitFor();
    return dialog;
  }
}

/** The join dialog: contact details and a type select, then the outcome in place of the form. */
export class JoinDialog {
  constructor(readonly page: Page) {}

  get dialog(): Locator {
    return this.page.getByRole('dialog');
  }

  get form(): Locator {
    return this.dialog.locator('form');
  }

  get type(): Locator {
    return this.dialog.getByRole('combobox', { name: 'Type' });
  }

  message(text: string): Locator {
    return this.dialog.getByText(text, { exact: true });
  }

  async fill(details: JoinDetails): Promise<void> {
    await this.dialog.getByLabel('Name').fill(details.name);
    await this.dialog.getByLabel('Email').fill(details.email);
    await this.dialog.getByLabel('Phone').fill(details.phone);
    await this.dialog.getByLabel('Location').fill(details.location);
    if (details.consent !== false) await this.consent.check();
  }

  /** The required consent box (its label is the consent statement). */
  get consent(): Locator {
    return this.dialog.getByRole('checkbox', { name: /^I agree/ });
  }

  async submit(): Promise<void> {
    await this.form.getByRole('button', { name: /submit|join/i }).click();
  }
}
