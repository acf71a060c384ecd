import type { Locator } from 'playwright-core';

import { PublicPage } from './public-page';

export interface CvDetails {
  fullName: string;
  email: string;
  phone: string;
  linkedIn?: string;
  lookingFor?: string;
}

/** "Send us your CV" (/send-cv): the form, then the receipt in its place. */
export class SendCvPage extends PublicPage {
  get resume(): Locator {
    // Not "Uploading CV", the progress bar's label while sending.
    return this.main.getByLabel(/^Resume/);
  }

  get consent(): Locator {
    return this.main.getByRole('checkbox', { name: /^I agree/ });
  }

  get submit(): Locator {
    return this.main.getByRole('button', { name: 'Send CV' });
  }

  /** The page's own message (an error is an alert, a success a status), not a field's note. */
  message(text: string | RegExp): Locator {
    return this.main.getByRole('alert').or(this.main.getByRole('status')).getByText(text);
  }

  async fill(details: CvDetails): Promise<void> {
    await this.main.getByLabel('Full Name').fill(details.fullName);
    await this.main.getByLabel('Email').fill(details.email);
    await this.main.getByLabel('Phone').fill(details.phone);
    if (details.linkedIn) await this.main.getByLabel('LinkedIn').fill(details.linkedIn);
    if (details.lookingFor)
      await this.main.getByLabel('What kind of role are you looking for?').fill(details.lookingFor);
    await this.consent.check();
  }
}
