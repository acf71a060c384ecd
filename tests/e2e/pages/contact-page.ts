import type { Locator, Page } from 'playwright-core';

import { PublicPage } from './public-page';

export interface ContactDetails {
  name: string;
  email: string;
  mobile: string;
  location?: string;
  message?: string;
}

/** /contact: e-mail and social links, the world map, and the message form. */
export class ContactPage extends PublicPage {
  constructor(page: Page) {
    super(page);
  }

  get form(): Locator {
    return this.main.locator('form');
  }

  /** The world map, a named region (its tiles cannot load in these tests: no host outside the machine resolves). */
  get map(): Locator {
    return this.main.getByRole('region', { name: /map/i });
  }

  /**
   * The markers' labels. Leaflet gives its tooltips no role, so they are found by Leaflet's class;
   * an SVG circle marker has no text of its own.
   */
  get markerLabels(): Locator {
    return this.map.locator('.leaflet-tooltip');
  }

  /** The thank-you that replaces the form once the message is sent. */
  get thankYou(): Locator {
    return this.main.getByText(/thank you/i).first();
  }

  async fill(details: ContactDetails): Promise<void> {
    await this.form.getByLabel(/name/i).fill(details.name);
    await this.form.getByLabel(/e-?mail/i).fill(details.email);
    await this.form.getByLabel(/mobile|phone/i).fill(details.mobile);
    if (details.location !== undefined) await this.form.getByLabel(/location/i).fill(details.location);
    if (details.message !== undefined) await this.form.getByLabel(/message/i).fill(details.message);
  }

  async submit(): Promise<void> {
    await this.form.getByRole('button', { name: /send|submit/i }).click();
  }
}
