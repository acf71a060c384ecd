import type { Locator, Page } from 'playwright-core';

import type { Account } from '../support/admin-session';

import { AdminPage } from './admin-page';

/** /admin/add-users: First Name, Last Name, Email, Password and Role. */
export class AddUsersAdminPage extends AdminPage {
  constructor(page: Page) {
    super(page);
  }

  get form(): Locator {
    return this.main.locator('form');
  }

  field(label: 'First Name' | 'Last Name' | 'Email' | 'Password'): Locator {
    // Required fields carry a hidden " *" in their label: match the label's start.
    return this.form.getByLabel(new RegExp(`^${label}`));
  }

  get role(): Locator {
    return this.form.getByRole('combobox', { name: /^Role/ });
  }

  /** The values the Role select offers. */
  roleOptions(): Promise<string[]> {
    return this.role
      .locator('option')
      .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
  }

  get submit(): Locator {
    return this.form.getByRole('button', { name: /add user/i });
  }

  async add(account: Account): Promise<void> {
    await this.field('First Name').fill(account.firstName);
    await this.field('Last Name').fill(account.lastName);
    await this.field('Email').fill(account.email);
    await this.field('Password').fill(account.password);
    await this.role.selectOption(account.role);
    await this.submit.click();
  }
}
