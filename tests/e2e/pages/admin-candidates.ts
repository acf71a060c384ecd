import type { Locator, Page } from 'playwright-core';

import { expectText } from '../support/eventually';

import { AdminPage } from './admin-page';

/** /admin/applied-candidates: the job filter, the candidates table and a candidate's dialog. */
export class AppliedCandidatesAdminPage extends AdminPage {
  constructor(page: Page) {
    super(page);
  }

  get jobFilter(): Locator {
    return this.main.getByRole('combobox', { name: 'Select a job' });
  }

  /** Chooses a job by its option text ("Title (Location)", or the title alone). */
  async chooseJob(title: string, location = ''): Promise<void> {
    await this.jobFilter.selectOption({ label: location ? `${title} (${location})` : title });
  }

  get table(): Locator {
    return this.main.getByRole('table');
  }

  /** A candidate's row, found by their full name. */
  row(fullName: string): Locator {
    return this.table.getByRole('row').filter({ has: this.page.getByRole('cell', { name: fullName, exact: true }) });
  }

  /** The row's Status cell (the fourth column: Full Name, Email, Phone, Status). */
  statusCell(fullName: string): Locator {
    return this.row(fullName).getByRole('cell').nth(3);
  }

  /** The text of the row's Status cell as it is now. */
  async statusOf(fullName: string): Promise<string> {
    return (await this.statusCell(fullName).innerText()).trim();
  }

  /** Waits until the row's Status cell reads `status`. */
  async expectStatus(fullName: string, status: string): Promise<void> {
    await expectText(this.statusCell(fullName), status);
  }

  shortlist(fullName: string): Locator {
    return this.main.getByRole('button', { name: `Shortlist ${fullName}` });
  }

  reject(fullName: string): Locator {
    return this.main.getByRole('button', { name: `Reject ${fullName}` });
  }

  undo(fullName: string): Locator {
    return this.main.getByRole('button', { name: `Undo the decision on ${fullName}` });
  }

  /** The reject dialog about one candidate. */
  rejectDialog(fullName: string): Locator {
    return this.page.getByRole('dialog', { name: `Reject ${fullName}?` });
  }

  /** Presses the row's Reject and waits for the dialog that asks first. */
  async openRejectDialog(fullName: string): Promise<Locator> {
    await this.reject(fullName).click();
    const dialog = this.rejectDialog(fullName);
    await dialog.waitFor();
    return dialog;
  }

  /** The line that says what the last decision did. */
  get outcome(): Locator {
    return this.main.locator('.candidates-page__outcome');
  }

  async viewDetails(fullName: string): Promise<Locator> {
    await this.main.getByRole('button', { name: `View Details for ${fullName}` }).click();
    const dialog = this.page.getByRole('dialog', { name: fullName, exact: true });
    await dialog.waitFor();
    return dialog;
  }
}
