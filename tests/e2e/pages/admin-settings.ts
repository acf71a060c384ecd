import type { Locator } from 'playwright-core';

import { AdminPage } from './admin-page';

/**
 * /admin/settings: the profile, the password form, the "Two-factor sign-in" panel and, for admins,
 * the "Rejection e-mail" template.
 */
export class SettingsAdminPage extends AdminPage {
  get twoFactor(): Locator {
    return this.main.getByRole('region', { name: 'Two-factor sign-in' });
  }

  get setUp(): Locator {
    return this.twoFactor.getByRole('button', { name: 'Set up two-factor sign-in' });
  }

  get qrCode(): Locator {
    return this.twoFactor.getByRole('img', { name: 'QR code to scan with your authenticator app' });
  }

  /** The setup key as shown for typing by hand: base32 in groups of four. */
  get setupKey(): Locator {
    return this.twoFactor.getByText(/^([A-Z2-7]{4} )+[A-Z2-7]{1,4}$/);
  }

  get code(): Locator {
    return this.twoFactor.getByLabel(/^Code from your app/);
  }

  get turnOn(): Locator {
    return this.twoFactor.getByRole('button', { name: 'Turn on two-factor sign-in' });
  }

  get twoFactorStatus(): Locator {
    return this.twoFactor.getByRole('status').filter({ hasText: /\S/ });
  }

  get recoveryCodes(): Locator {
    return this.twoFactor.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  }

  get downloadCodes(): Locator {
    return this.twoFactor.getByRole('link', { name: 'Download codes' });
  }

  get rejectionEmail(): Locator {
    return this.main.getByRole('region', { name: 'Rejection e-mail' });
  }

  get templateSubject(): Locator {
    return this.rejectionEmail.getByLabel(/^Subject/);
  }

  get templateBody(): Locator {
    return this.rejectionEmail.getByLabel(/^Body/);
  }

  /** Writes the template and saves it; waits for "Saved." in its live region. */
  async saveTemplate(subject: string, body: string): Promise<void> {
    await this.templateSubject.fill(subject);
    await this.templateBody.fill(body);
    await this.rejectionEmail.getByRole('button', { name: 'Save template' }).click();
    await this.rejectionEmail.getByRole('status').filter({ hasText: 'Rejection e-mail saved successfully!' }).waitFor();
  }
}
