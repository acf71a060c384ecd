import { Secret, TOTP } from 'otpauth';

import { SettingsAdminPage } from './pages/admin-settings';
import { SignInDialog } from './pages/sign-in-dialog';
import { createAccount, signInAt, storedSession } from './support/admin-session';
import { collectAlerts } from './support/alerts';
import { useE2eApp } from './support/app';
import { expectNoSeriousA11yViolations } from './support/axe';
import { eventually, expectAttribute, expectCount, expectText } from './support/eventually';

const app = useE2eApp();

const PERIOD_MS = 30_000;
const step = (ms: number) => Math.floor(ms / PERIOD_MS);

/**
 * An authenticator app's code for the real current time. The server takes the steps before and
 * after the current one (clock drift) and refuses a step it already took, so a second code is the
 * next step's when the current one was used (`after`): accepted now and still after the step
 * ends, with no 30 s wait. The current step's code is never used within 3 s of the step's end.
 */
async function appCode(secret: string, after = -1): Promise<{ code: string; step: number }> {
  const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' });
  for (;;) {
    const now = Date.now();
    const left = PERIOD_MS - (now % PERIOD_MS);
    if (step(now) === after) return { code: totp.generate({ timestamp: now + PERIOD_MS }), step: after + 1 };
    if (step(now) > after && left >= 3_000) return { code: totp.generate({ timestamp: now }), step: step(now) };
    await new Promise((resolve) => setTimeout(resolve, left + 50));
  }
}

describe('two-factor sign-in', () => {
  it('is set up from Settings with a QR code, then signing in asks for a code (or takes a recovery code once)', async () => {
    const recruiter = await createAccount(app.staff, 'INTERNAL_RECRUITER', 'Tara', 'Twofactor');

    const page = await app.open('wide');
    const alerts = collectAlerts(page);
    await signInAt(page, app.server.url, recruiter, '/admin/settings');
    const settings = new SettingsAdminPage(page);
    await expectText(settings.twoFactor.getByText(/^Two-factor sign-in is/), /is off/);
    await settings.setUp.click();

    // The QR code is drawn by the server as a data: URL: it loads under the site's CSP.
    await settings.qrCode.waitFor();
    await eventually(async () =>
      expect(
        await settings.qrCode.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth),
      ).toBeGreaterThan(0),
    );
    await settings.setupKey.waitFor();
    const secret = (await settings.setupKey.innerText()).replace(/\s+/g, '');
    await expectNoSeriousA11yViolations(page, 'settings: two-factor setup');

    const enrolment = await appCode(secret);
    await settings.code.fill(enrolment.code);
    await settings.turnOn.click();
    await expectText(settings.twoFactorStatus, 'Two-factor sign-in turned on successfully!');
    await expectCount(settings.recoveryCodes, 10);
    await expectAttribute(settings.downloadCodes, 'download', 'recovery-codes.txt');
    const recoveryCodes = (await settings.recoveryCodes.allInnerTexts()).map((text) => text.trim());
    await expectNoSeriousA11yViolations(page, 'settings: recovery codes');
    await expectText(settings.twoFactor.getByText(/^Two-factor sign-in is (on|off):/), /is on/);

    // Signing in again: the password is not enough; a recovery code works instead of the app's code.
    const second = await app.open('wide');
    await second.goto(new URL('/admin', app.server.url).toString());
    const dialog = new SignInDialog(second);
    await dialog.signIn(recruiter.email, recruiter.password);
    await dialog.code.waitFor();
    await expectNoSeriousA11yViolations(second, 'sign-in dialog: code step');
    await expectAttribute(dialog.code, 'autocomplete', 'one-time-code');
    expect((await storedSession(second)).token).toBeNull();
    await dialog.useRecoveryCode.click();
    await dialog.recoveryCode.fill(recoveryCodes[0]!);
    await dialog.verify.click();
    await second.waitForURL((url) => url.pathname === '/admin');
    expect((await storedSession(second)).role).toBe('INTERNAL_RECRUITER');

    // A third sign-in: the used recovery code is refused, a wrong code too, the app's code works.
    const third = await app.open('wide');
    await third.goto(new URL('/admin', app.server.url).toString());
    const again = new SignInDialog(third);
    await again.signIn(recruiter.email, recruiter.password);
    await again.code.waitFor();
    await again.useRecoveryCode.click();
    await again.recoveryCode.fill(recoveryCodes[0]!);
    await again.verify.click();
    await expectText(again.error, /not right/);
    await again.dialog.getByRole('button', { name: 'Use the code from your app' }).click();
    const { code } = await appCode(secret, enrolment.step);
    await again.code.fill(code);
    await again.verify.click();
    await third.waitForURL((url) => url.pathname === '/admin');
    expect((await storedSession(third)).role).toBe('INTERNAL_RECRUITER');
    expect(alerts).toEqual([]);
  });
});
