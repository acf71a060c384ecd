import type { Locator, Page } from 'playwright-core';

import { AdminPage } from './admin-page';

/** /admin/users: the staff accounts table, one row per account, with its actions. */
export class StaffAccountsAdminPage extends AdminPage {
  constructor(page: Page) {
    super(page);
  }

  row(email: string): Locator {
    return this.main.getByRole('row').filter({ hasText: email });
  }

  state(email: string): Locator {
    // The fifth cell: Name, Email, Role, Last sign-in, State.
    return this.row(email).getByRole('cell').nth(4);
  }

  toggle(email: string, action: 'Disable' | 'Enable'): Locator {
    return this.row(email).getByRole('button', { name: `${action} ${email}`, exact: true });
  }

  roleSelect(email: string): Locator {
    return this.row(email).getByRole('combobox', { name: `Role of ${email}` });
  }

  async setTemporaryPassword(email: string, password: string): Promise<void> {
    await this.row(email)
      .getByRole('button', { name: `Set a temporary password for ${email}` })
      .click();
    const dialog = this.page.getByRole('dialog', { name: 'Temporary password' });
    await dialog.getByLabel(/^Temporary password/).fill(password);
    await dialog.getByRole('button', { name: 'Set temporary password' }).click();
    await dialog.waitFor({ state: 'hidden' });
  }
}

/** /admin/audit: filters and the entries table. */
export class AuditLogAdminPage extends AdminPage {
  constructor(page: Page) {
    super(page);
  }

  filter(name: 'Who' | 'What'): Locator {
    return this.main.getByRole('combobox', { name });
  }

  rows(text: string): Locator {
    return this.main.getByRole('row').filter({ hasText: text });
  }

  /** An entry's raw fields, behind its Details disclosure. */
  details(text: string): Locator {
    return this.rows(text).locator('details');
  }
}
