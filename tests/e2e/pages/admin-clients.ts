import type { Locator } from 'playwright-core';

import { AdminPage } from './admin-page';

/** The clients list (/admin/clients) and a client's page (/admin/clients/:id). */
export class AdminClientsPage extends AdminPage {
  get addClient(): Locator {
    return this.main.getByRole('button', { name: 'Add client' });
  }

  /** A client's row in the list. */
  row(name: string): Locator {
    return this.main
      .getByRole('table')
      .getByRole('row')
      .filter({ has: this.page.getByRole('link', { name, exact: true }) });
  }

  /** A client's name in the list: a link to its page. */
  client(name: string): Locator {
    return this.main.getByRole('table').getByRole('link', { name, exact: true });
  }

  section(name: string): Locator {
    return this.main.getByRole('region', { name, exact: true });
  }

  dialog(name: string): Locator {
    return this.page.getByRole('dialog', { name });
  }
}
