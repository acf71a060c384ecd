import type { Locator, Page } from 'playwright-core';

import { RegisterDialog } from './events-page';
import { PublicPage } from './public-page';

/** /events/<id>: one event's own page, with Register and add-to-calendar. */
export class EventPage extends PublicPage {
  constructor(page: Page) {
    super(page);
  }

  text(text: string): Locator {
    return this.main.getByText(text, { exact: true });
  }

  /** Register, or "Join the waiting list" when the event is full. */
  registerButton(name: 'Register' | 'Join the waiting list'): Locator {
    return this.main.getByRole('button', { name, exact: true });
  }

  async register(eventName: string, button: 'Register' | 'Join the waiting list'): Promise<RegisterDialog> {
    await this.registerButton(button).click();
    const dialog = new RegisterDialog(this.page, eventName);
    await dialog.dialog.waitFor();
    return dialog;
  }

  get icsLink(): Locator {
    return this.main.getByRole('link', { name: 'Download .ics' });
  }
}

/** /events/<id>/cancel#<token>: the page a cancel link in a registration mail opens. */
export class CancelRegistrationPage extends PublicPage {
  constructor(page: Page) {
    super(page);
  }

  get cancelButton(): Locator {
    return this.main.getByRole('button', { name: 'Cancel my registration' });
  }

  message(text: string): Locator {
    return this.main.getByText(text, { exact: true });
  }
}
