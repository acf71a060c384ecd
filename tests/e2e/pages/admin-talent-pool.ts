import type { Locator } from 'playwright-core';

import { AdminPage } from './admin-page';

/** The talent pool's list (/admin/talent-pool) and an entry's page (/admin/talent-pool/:id). */
export class AdminTalentPoolPage extends AdminPage {
  get search(): Locator {
    return this.main.getByRole('searchbox', { name: 'Search' });
  }

  /** An entry's name in the list: a link to its page. */
  entry(fullName: string): Locator {
    return this.main.getByRole('table').getByRole('link', { name: fullName, exact: true });
  }

  section(name: string): Locator {
    return this.main.getByRole('region', { name });
  }

  get addToJob(): Locator {
    return this.main.getByRole('button', { name: 'Add to job' });
  }

  /** The Add to job dialog of `fullName`. */
  addToJobDialog(fullName: string): Locator {
    return this.page.getByRole('dialog', { name: `Add ${fullName} to a job` });
  }
}
