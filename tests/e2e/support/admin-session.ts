import { randomBytes } from 'node:crypto';

import type { Page } from 'playwright-core';

import { PublicPage } from '../pages/public-page';
import { SignInDialog } from '../pages/sign-in-dialog';
import { SiteHeader } from '../pages/site-header';

import type { StaffApi, StaffRole } from './staff-api';

/** An account a journey signs in with. */
export interface Account {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  role: StaffRole;
}

/** A new, unique account of this role (not stored: pass it to `createAccount` or type it into a form). */
export function newAccount(role: StaffRole, firstName = 'Test', lastName = role.toLowerCase()): Account {
  const tag = randomBytes(4).toString('hex');
  return {
    firstName,
    lastName,
    email: `${firstName}.${lastName}.${tag}@example.com`.toLowerCase().replace(/[^a-z0-9.@_-]/g, ''),
    password: `a long password ${tag}`,
    role,
  };
}

/** Creates an account of this role through the staff API (the createUser mutation, as the first admin). */
export async function createAccount(staff: StaffApi, role: StaffRole, firstName?: string, lastName?: string) {
  const account = newAccount(role, firstName, lastName);
  await staff.createUser(account);
  return account;
}

/** The session the page's browser stored (SPEC section 9: authToken and userRole). */
export function storedSession(page: Page): Promise<{ token: string | null; role: string | null }> {
  return page.evaluate(() => ({
    token: window.localStorage.getItem('authToken'),
    role: window.localStorage.getItem('userRole'),
  }));
}

/**
 * Signs in through the real sign-in dialog the way a person typing an admin address does: the
 * guard sends them to / with the dialog open, and after signing in they land on `route`.
 */
export async function signInAt(
  page: Page,
  baseUrl: string,
  account: Pick<Account, 'email' | 'password'>,
  route = '/admin',
) {
  const target = new URL(route, baseUrl);
  await page.goto(target.toString());
  const dialog = new SignInDialog(page);
  await dialog.dialog.waitFor();
  await dialog.signIn(account.email, account.password);
  await page.waitForURL((url) => url.pathname === target.pathname && url.search === target.search);
  await dialog.dialog.waitFor({ state: 'hidden' });
}

/** Signs in from the public header's Admin Login button (through the slide-in menu on a phone). */
export async function signInFromHeader(page: Page, baseUrl: string, account: Pick<Account, 'email' | 'password'>) {
  // The page's heading first: the header is drawn in the same render, and whether its menu button
  // shows (a phone) can only be read once it is there (the first render ends after the load event).
  await new PublicPage(page).goto(baseUrl, '/');
  const header = new SiteHeader(page);
  if (await header.menuButton.isVisible()) await header.menuButton.click();
  await header.adminLogin.click();
  const dialog = new SignInDialog(page);
  await dialog.signIn(account.email, account.password);
  await page.waitForURL((url) => url.pathname === '/admin');
  await dialog.dialog.waitFor({ state: 'hidden' });
}
