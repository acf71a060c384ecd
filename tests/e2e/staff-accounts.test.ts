import { AuditLogAdminPage, StaffAccountsAdminPage } from './pages/admin-staff';
import { SignInDialog } from './pages/sign-in-dialog';
import { createAccount, signInAt, storedSession } from './support/admin-session';
import { collectAlerts } from './support/alerts';
import { useE2eApp } from './support/app';
import { expectCount, expectText, expectValue } from './support/eventually';

const app = useE2eApp();

async function meStatus(token: string): Promise<number> {
  const response = await fetch(`${app.server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query: '{ me { id } }' }),
  });
  const body = (await response.json()) as { errors?: { extensions?: { code?: string } }[] };
  return body.errors ? 401 : 200;
}

describe('an admin managing staff accounts', () => {
  it('disables a recruiter (its session stops), re-enables it, sets a temporary password the recruiter replaces at sign-in, and finds it all in the audit log', async () => {
    const admin = await createAccount(app.staff, 'ADMIN', 'Asha', 'Admin');
    const recruiter = await createAccount(app.staff, 'INTERNAL_RECRUITER', 'Ravi', 'Recruiter');
    const signedIn = await app.server.rest<{ token: string }>('POST', '/api/user/login', {
      body: { email: recruiter.email, password: recruiter.password },
    });
    const recruiterToken = signedIn.body.token;

    const page = await app.open('wide');
    const alerts = collectAlerts(page);
    await signInAt(page, app.server.url, admin, '/admin/users');
    const screen = new StaffAccountsAdminPage(page);
    await screen.expectHeading('Staff Accounts');
    await screen.row(recruiter.email).waitFor();
    await expectValue(screen.roleSelect(recruiter.email), 'INTERNAL_RECRUITER');
    // Their own row offers nothing to change.
    await expectCount(screen.row(admin.email).getByRole('button'), 0);

    await screen.toggle(recruiter.email, 'Disable').click();
    await screen.status(`${recruiter.email} disabled successfully!`).waitFor();
    await expectText(screen.state(recruiter.email), /^Disabled/);
    expect(await meStatus(recruiterToken)).toBe(401);

    await screen.toggle(recruiter.email, 'Enable').click();
    await screen.status(`${recruiter.email} enabled successfully!`).waitFor();
    await expectText(screen.state(recruiter.email), /^Active/);
    // Disabling ended the recruiter's sessions for good: enabling brings no old token back.
    expect(await meStatus(recruiterToken)).toBe(401);

    await screen.setTemporaryPassword(recruiter.email, 'temporary password 1');
    await screen.status(`Temporary password for ${recruiter.email} set successfully!`).waitFor();
    await expectText(screen.state(recruiter.email), /Temporary password pending/);

    // The recruiter signs in with the temporary password and must choose a new one first.
    const other = await app.open('wide');
    await other.goto(new URL('/admin', app.server.url).toString());
    const dialog = new SignInDialog(other);
    await dialog.signIn(recruiter.email, 'temporary password 1');
    const newPassword = dialog.dialog.getByLabel(/^New Password/);
    await newPassword.waitFor();
    await expectText(dialog.error, /choose a new one/);
    expect((await storedSession(other)).token).toBeNull();
    await newPassword.fill('my very own password');
    await dialog.submit.click();
    await other.waitForURL((url) => url.pathname === '/admin');
    expect((await storedSession(other)).role).toBe('INTERNAL_RECRUITER');

    // The audit log shows the admin's changes.
    const audit = new AuditLogAdminPage(page);
    await audit.goto(app.server.url, '/admin/audit');
    await audit.expectHeading('Audit Log');
    await audit.filter('What').selectOption({ label: 'Account disabled' });
    await expectCount(audit.rows('Asha Admin disabled the account of Ravi Recruiter'), 1);
    await audit.filter('What').selectOption({ label: 'Temporary password set' });
    await expectCount(audit.rows('Asha Admin set a temporary password for Ravi Recruiter'), 1);
    expect(alerts).toEqual([]);
  });
});
