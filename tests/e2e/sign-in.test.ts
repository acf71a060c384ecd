import { PublicPage } from './pages/public-page';
import { SignInDialog } from './pages/sign-in-dialog';
import { SiteHeader } from './pages/site-header';
import { storedSession } from './support/admin-session';
import { E2E_ADMIN, useE2eApp } from './support/app';
import { eventually, expectAttribute } from './support/eventually';

const app = useE2eApp();

describe('signing in as staff', () => {
  it('lands the first admin on /admin with authToken and userRole in local storage', async () => {
    const page = await app.open('wide');
    await new PublicPage(page).goto(app.server.url, '/');
    await new SiteHeader(page).adminLogin.click();
    const dialog = new SignInDialog(page);
    await dialog.dialog.waitFor();
    expect(await dialog.email.getAttribute('type')).toBe('email');
    expect(await dialog.password.getAttribute('type')).toBe('password');

    await dialog.signIn(E2E_ADMIN.email, E2E_ADMIN.password);

    await page.waitForURL((url) => url.pathname === '/admin');
    await dialog.dialog.waitFor({ state: 'hidden' });
    const stored = await eventually(async () => {
      const session = await storedSession(page);
      expect(session).toEqual({ token: expect.any(String), role: 'SUPER_ADMIN' });
      return session;
    });
    // The stored token is a real session: the API knows who it belongs to.
    const me = await app.server.gql<{ me: { email: string } }>('{ me { email } }', {}, stored.token ?? '');
    expect(me.data?.me.email).toBe(E2E_ADMIN.email);
  });

  it('shows the server’s refusal for a wrong password and stays on the page', async () => {
    const page = await app.open('narrow');
    await new PublicPage(page).goto(app.server.url, '/');
    const header = new SiteHeader(page);
    await header.menuButton.click();
    await header.adminLogin.click();
    const dialog = new SignInDialog(page);

    // What the server answers for this mistake, which the dialog must show as it is.
    const refusal = await app.server.gql('mutation { login(email: "nobody@example.com", password: "x") { token } }');
    const serverMessage = refusal.errors?.[0]?.message ?? '';
    expect(serverMessage).not.toBe('');

    await dialog.signIn(E2E_ADMIN.email, 'not-the-password');

    await dialog.error.filter({ hasText: serverMessage }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    expect((await storedSession(page)).token).toBeNull();
    // Ready again: busy buttons are aria-disabled (a disabled one would drop the focus).
    await expectAttribute(dialog.submit, 'aria-disabled', null);
  });

  it('sends a visitor who opens /admin without a session to the sign-in dialog, then back', async () => {
    const page = await app.open('wide');
    await page.goto(app.url('/admin'));
    const dialog = new SignInDialog(page);
    await dialog.dialog.waitFor();
    await page.waitForURL((url) => url.pathname === '/');

    await dialog.signIn(E2E_ADMIN.email, E2E_ADMIN.password);
    await page.waitForURL((url) => url.pathname === '/admin');
    await dialog.dialog.waitFor({ state: 'hidden' });
  });
});
