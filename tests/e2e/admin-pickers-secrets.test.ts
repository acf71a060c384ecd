import type { Locator, Page } from 'playwright-core';

import { RegisteredCandidatesAdminPage } from './pages/admin-events';
import { IntegrationsAdminPage } from './pages/admin-integrations';
import { StaffAccountsAdminPage } from './pages/admin-staff';
import { AddUsersAdminPage } from './pages/admin-users';
import { type Account, createAccount, signInAt } from './support/admin-session';
import { E2E_ADMIN, useE2eApp } from './support/app';
import { eventually, expectText, expectValue } from './support/eventually';

const app = useE2eApp();

/** WCAG 2.5.8's smallest target. */
const MIN_TARGET_PX = 24;

let ravi: Account;
let eventId: string;
beforeAll(async () => {
  ravi = await createAccount(app.staff, 'INTERNAL_RECRUITER', 'Ravi', 'Kumar');
  eventId = (
    await app.staff.createEvent({
      name: 'Talent Partners Meetup',
      date: '2099-12-01',
      time: '18:00',
      description: 'An evening for talent partners.',
    })
  ).id;
});

/** Waits until a control is laid out at least 24 by 24 px. */
async function expectTargetSize(control: Locator): Promise<void> {
  await eventually(async () => {
    const box = await control.boundingBox();
    expect(box).not.toBeNull();
    expect(box!.width).toBeGreaterThanOrEqual(MIN_TARGET_PX);
    expect(box!.height).toBeGreaterThanOrEqual(MIN_TARGET_PX);
  });
}

/** The role an account has in the database. */
async function storedRole(email: string): Promise<string | undefined> {
  const rows = await app.server.orm.em
    .getConnection()
    .execute<{ role: string }[]>('select role from users where email = ?', [email]);
  return rows[0]?.role;
}

async function openAsSuperAdmin(route: string): Promise<Page> {
  const page = await app.open('narrow');
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: app.server.url });
  await signInAt(page, app.server.url, E2E_ADMIN, route);
  return page;
}

describe('pickers at least 24 px', () => {
  it('sizes the role, event and webhook event pickers on a phone', async () => {
    const page = await openAsSuperAdmin('/admin/users');
    const staff = new StaffAccountsAdminPage(page);
    await expectTargetSize(staff.roleSelect(ravi.email));

    await page.goto(app.url('/admin/add-users'));
    await expectTargetSize(new AddUsersAdminPage(page).role);

    await page.goto(app.url(`/admin/registered-candidates?event=${eventId}`));
    await expectTargetSize(new RegisteredCandidatesAdminPage(page).eventSelector);

    await page.goto(app.url('/admin/integrations'));
    const integrations = new IntegrationsAdminPage(page);
    await expectTargetSize(integrations.keyForm.getByRole('combobox', { name: 'Key role' }));
    await expectTargetSize(integrations.keyForm.getByRole('checkbox', { name: /^Read-only/ }));
    await expectTargetSize(integrations.endpointForm.getByRole('checkbox', { name: 'job.published', exact: true }));
  });
});

describe('granting Super Admin', () => {
  it('asks in a dialog naming the person; Cancel changes nothing, confirming changes the role', async () => {
    const page = await openAsSuperAdmin('/admin/users');
    const staff = new StaffAccountsAdminPage(page);
    const dialog = page.getByRole('dialog', { name: `Make Ravi Kumar (${ravi.email}) a Super Admin?` });

    await staff.roleSelect(ravi.email).selectOption('SUPER_ADMIN');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expectValue(staff.roleSelect(ravi.email), 'INTERNAL_RECRUITER');
    expect(await storedRole(ravi.email)).toBe('INTERNAL_RECRUITER');

    await staff.roleSelect(ravi.email).selectOption('SUPER_ADMIN');
    await dialog.getByRole('button', { name: 'Make Super Admin' }).click();
    await expectText(
      staff.main.getByRole('status').filter({ hasText: 'now has' }),
      `Role changed successfully! ${ravi.email} now has the Super Admin role.`,
    );
    expect(await storedRole(ravi.email)).toBe('SUPER_ADMIN');
  });

  it('asks before adding a Super Admin account, and adds nothing on Cancel', async () => {
    const page = await openAsSuperAdmin('/admin/add-users');
    const add = new AddUsersAdminPage(page);
    const sofia: Account = {
      firstName: 'Sofia',
      lastName: 'Rossi',
      email: 'sofia.rossi@example.com',
      password: 'a long enough password',
      role: 'SUPER_ADMIN',
    };
    await add.add(sofia);
    const dialog = page.getByRole('dialog', { name: `Make Sofia Rossi (${sofia.email}) a Super Admin?` });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expectValue(add.field('Email'), sofia.email);
    expect(await storedRole(sofia.email)).toBeUndefined();

    await add.submit.click();
    await dialog.getByRole('button', { name: 'Make Super Admin' }).click();
    await add.main.getByText('User added successfully!').waitFor();
    expect(await storedRole(sofia.email)).toBe('SUPER_ADMIN');
  });
});

describe('one-time secrets', () => {
  it('copies a new API key with its Copy button, which says Copied', async () => {
    const page = await openAsSuperAdmin('/admin/integrations');
    const integrations = new IntegrationsAdminPage(page);
    await integrations.keyForm.waitFor();
    await integrations.createKey('Reporting export', 'USER', true, E2E_ADMIN.password);
    await integrations.newKey.waitFor();
    const key = (await integrations.newKey.textContent())!.trim();

    const copy = integrations.main.getByRole('button', { name: 'Copy the new API key' });
    await copy.click();
    await integrations.main
      .getByRole('status')
      .filter({ hasText: /^Copied$/ })
      .waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);
  });
});
