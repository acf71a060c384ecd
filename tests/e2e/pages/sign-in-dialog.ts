import type { Locator, Page } from 'playwright-core';

/** The admin sign-in dialog opened by the header's Admin Login button. */
export class SignInDialog {
  constructor(readonly page: Page) {}

  get dialog(): Locator {
    return this.page.getByRole('dialog', { name: 'Sign In' });
  }

  get email(): Locator {
    return this.dialog.getByLabel('Email Address');
  }

  get password(): Locator {
    return this.dialog.getByLabel('Password');
  }

  get submit(): Locator {
    return this.dialog.getByRole('button', { name: 'Sign In' });
  }

  /** The two-factor step: the authenticator app's code. */
  get code(): Locator {
    return this.dialog.getByLabel(/^Authentication code/);
  }

  get recoveryCode(): Locator {
    return this.dialog.getByLabel(/^Recovery code/);
  }

  get useRecoveryCode(): Locator {
    return this.dialog.getByRole('button', { name: 'Use a recovery code' });
  }

  get verify(): Locator {
    return this.dialog.getByRole('button', { name: 'Verify' });
  }

  get close(): Locator {
    return this.dialog.getByRole('button', { name: 'Close' });
  }

  /** The message line under the form, when it shows an error. */
  get error(): Locator {
    return this.dialog.getByRole('alert');
  }

  async signIn(email: string, password: string): Promise<void> {
    await this.email.fill(email);
    await this.password.fill(password);
    await this.submit.click();
  }
}
