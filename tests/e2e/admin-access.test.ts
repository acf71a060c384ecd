import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import type { Page } from 'playwright-core';

import { pdfBytes } from '../helpers/files';

import { RegisteredCandidatesAdminPage } from './pages/admin-events';
import { AdminPage } from './pages/admin-page';
import { SignInDialog } from './pages/sign-in-dialog';
import { type Account, createAccount, signInAt, signInFromHeader, storedSession } from './support/admin-session';
import { useE2eApp } from './support/app';
import { eventually, expectCount, expectValue } from './support/eventually';
import type { CreatedEvent, CreatedJob } from './support/staff-api';
import { VisitorApi } from './support/visitor-api';

const app = useE2eApp();

/** The GraphQL operations the back-office screens run (read from their .graphql files). */
const BACK_OFFICE_OPERATIONS = (() => {
  const features = path.resolve(__dirname, '../../client/src/features');
  const names = new Set<string>();
  for (const feature of [
    'job-admin',
    'candidates',
    'event-admin',
    'users',
    'join-us-admin',
    'contact-inbox',
    'inbox',
    'reports',
  ]) {
    const dir = path.join(features, feature, 'api');
    if (!existsSync(dir)) continue;
    const files = readdirSync(dir).filter((file) => file.endsWith('.graphql'));
    for (const file of files) {
      for (const match of readFileSync(path.join(dir, file), 'utf8').matchAll(/\b(?:query|mutation)\s+(\w+)/g)) {
        names.add(match[1]!);
      }
    }
  }
  return names;
})();

/** The names of the GraphQL operations the page sends from now on. */
function recordOperations(page: Page): string[] {
  const operations: string[] = [];
  page.on('request', (request) => {
    if (!request.url().includes('/graphql') || request.method() !== 'POST') return;
    try {
      const body = request.postDataJSON() as { operationName?: string; query?: string } | null;
      const name = body?.operationName ?? /\b(?:query|mutation)\s+(\w+)/.exec(body?.query ?? '')?.[1];
      if (name) operations.push(name);
    } catch {
      operations.push('(unreadable request)');
    }
  });
  return operations;
}

const APPLICANT = { fullName: 'Priya Desai', email: 'priya.desai@example.com', phone: '+91 90000 22222' };

let user: Account;
let recruiter: Account;
let job: CreatedJob;
let event: CreatedEvent;

beforeAll(async () => {
  [user, recruiter] = await Promise.all([
    createAccount(app.staff, 'USER', 'Uma', 'User'),
    createAccount(app.staff, 'INTERNAL_RECRUITER', 'Ravi', 'Recruiter'),
  ]);
  job = await app.staff.createJob({ title: 'Compensation Analyst', location: 'Singapore' });
  event = await app.staff.createEvent({
    name: 'Campus Connect Pune',
    date: '2099-09-01',
    time: '11:00',
    description: 'Graduates meet hiring managers.',
  });
  await new VisitorApi(app.server).apply(job.id, APPLICANT, {
    bytes: pdfBytes(),
    name: 'cv.pdf',
    type: 'application/pdf',
  });
  expect(BACK_OFFICE_OPERATIONS.size).toBeGreaterThan(5);
});

describe('an account without back-office rights (USER)', () => {
  it('sees "No access" after signing in, and no back-office data', async () => {
    const page = await app.open('wide');
    const operations = recordOperations(page);
    await signInFromHeader(page, app.server.url, user);
    const screen = new AdminPage(page);
    await screen.noAccess.waitFor();
    await screen.settle();

    await expectCount(screen.main.getByRole('table'), 0);
    await expectCount(screen.menu('Manage Jobs'), 0);
    await expectCount(screen.link('Add Users'), 0);
    await expectCount(page.getByText(job.title), 0);
    // The recorder saw the page's requests (the account check), and none of them asked for staff data.
    expect(operations).toContain('Me');
    expect(operations.filter((name) => BACK_OFFICE_OPERATIONS.has(name))).toEqual([]);
    await screen.logout.first().waitFor();
  });

  it('sees the same when typing the address of Applied Candidates', async () => {
    const page = await app.open('narrow');
    const operations = recordOperations(page);
    await signInAt(page, app.server.url, user, `/admin/applied-candidates?job=${job.id}`);
    const screen = new AdminPage(page);
    await screen.noAccess.waitFor();
    await screen.settle();

    await expectCount(screen.main.getByRole('combobox', { name: 'Select a job' }), 0);
    await expectCount(screen.main.getByRole('table'), 0);
    await expectCount(page.getByText(APPLICANT.fullName), 0);
    await expectCount(page.getByText(APPLICANT.email), 0);
    expect(operations.filter((name) => BACK_OFFICE_OPERATIONS.has(name))).toEqual([]);
  });
});

describe('signing out and in again', () => {
  it('clears authToken and userRole on Logout, lands on /, and /admin then asks to sign in', async () => {
    const page = await app.open('wide');
    await signInAt(page, app.server.url, recruiter, '/admin');
    const screen = new AdminPage(page);
    await screen.expectHeading('Dashboard');
    expect(await storedSession(page)).toEqual({ token: expect.any(String), role: 'INTERNAL_RECRUITER' });

    await screen.signOut();
    await page.waitForURL((url) => url.pathname === '/');
    await eventually(async () => expect(await storedSession(page)).toEqual({ token: null, role: null }));

    await page.goto(app.url('/admin'));
    await new SignInDialog(page).dialog.waitFor();
    await page.waitForURL((url) => url.pathname === '/');
  });

  it('sends a visitor who opens an admin page without a session to sign in, then back to that page', async () => {
    const page = await app.open('narrow');
    const route = `/admin/registered-candidates?event=${event.id}`;
    await page.goto(app.url(route));
    const dialog = new SignInDialog(page);
    await dialog.dialog.waitFor();
    await page.waitForURL((url) => url.pathname === '/');

    await dialog.signIn(recruiter.email, recruiter.password);
    await page.waitForURL((url) => url.pathname === '/admin/registered-candidates');
    const screen = new RegisteredCandidatesAdminPage(page);
    await screen.expectHeading('Registered Candidates');
    expect(new URL(page.url()).searchParams.get('event')).toBe(event.id);
    await screen.main.getByText('No registrations found for this event.').waitFor();
    await expectValue(screen.eventSelector, event.id);
  });
});
