import type { Locator, Page } from 'playwright-core';

import { BrowsePositionsPage } from './browse-positions-page';
import { PublicPage } from './public-page';

/** /browse-positions with its "Get job alerts" panel. */
export class JobAlertsPanel extends BrowsePositionsPage {
  constructor(page: Page) {
    super(page);
  }

  get openButton(): Locator {
    return this.main.getByRole('button', { name: 'Get job alerts' });
  }

  get panel(): Locator {
    return this.main.getByRole('region', { name: 'Get new jobs like these by e-mail' });
  }

  get email(): Locator {
    return this.panel.getByRole('textbox', { name: 'Email' });
  }

  get frequency(): Locator {
    return this.panel.getByRole('combobox', { name: 'How often' });
  }

  get consent(): Locator {
    return this.panel.getByRole('checkbox', { name: /^I agree that you e-mail me new jobs/ });
  }

  get subscribeButton(): Locator {
    return this.panel.getByRole('button', { name: 'Subscribe' });
  }

  /** The panel's status line (the success message that replaces the form). */
  get status(): Locator {
    return this.panel.getByRole('status');
  }
}

/** /job-alerts/confirm#… and /job-alerts/unsubscribe#…: a button, then the server's answer. */
export class JobAlertLinkPage extends PublicPage {
  constructor(page: Page) {
    super(page);
  }

  button(name: 'Confirm job alert' | 'Unsubscribe'): Locator {
    return this.main.getByRole('button', { name });
  }

  /** The announced answer (a status line). */
  get answer(): Locator {
    return this.main.locator('p[role="status"]');
  }
}
