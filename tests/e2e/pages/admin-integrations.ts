import type { Locator, Page } from 'playwright-core';

import { AdminPage } from './admin-page';

/** /admin/integrations: the API key form and table, the webhook endpoint form and cards. */
export class IntegrationsAdminPage extends AdminPage {
  constructor(page: Page) {
    super(page);
  }

  get keyForm(): Locator {
    return this.main.getByRole('form', { name: 'New API key' });
  }

  get endpointForm(): Locator {
    return this.main.getByRole('form', { name: 'New webhook endpoint' });
  }

  /** The key shown once after Create key. */
  get newKey(): Locator {
    return this.main.getByLabel('New API key', { exact: true }).and(this.main.locator('code'));
  }

  /** The signing secret shown once after Add endpoint. */
  get newSecret(): Locator {
    return this.main.getByLabel('New signing secret', { exact: true });
  }

  keyRow(name: string): Locator {
    return this.main.getByRole('region', { name: 'API keys' }).getByRole('row').filter({ hasText: name });
  }

  endpoint(url: string): Locator {
    return this.main.getByRole('article', { name: `Endpoint ${url}` });
  }

  /** The rows of an endpoint's open delivery log. */
  logRows(url: string): Locator {
    return this.main.getByRole('region', { name: `Delivery log of ${url}` }).getByRole('row');
  }

  /** Creates a key, confirming with the signed-in person's password. */
  async createKey(name: string, role: string, readOnly: boolean, password: string): Promise<void> {
    await this.keyForm.getByLabel(/^Key name/).fill(name);
    await this.keyForm.getByLabel('Key role').selectOption(role);
    const box = this.keyForm.getByRole('checkbox', { name: /^Read-only/ });
    if ((await box.isChecked()) !== readOnly) await box.click();
    await this.keyForm.getByLabel(/^Your password/).fill(password);
    await this.keyForm.getByRole('button', { name: 'Create key' }).click();
  }

  /** Registers an endpoint, confirming with the signed-in person's password. */
  async addEndpoint(url: string, events: string[], password: string): Promise<void> {
    await this.endpointForm.getByLabel(/^Endpoint URL/).fill(url);
    for (const event of events) await this.endpointForm.getByRole('checkbox', { name: event, exact: true }).check();
    await this.endpointForm.getByLabel(/^Your password/).fill(password);
    await this.endpointForm.getByRole('button', { name: 'Add endpoint' }).click();
  }
}
