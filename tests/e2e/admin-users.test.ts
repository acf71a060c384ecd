import { ManageJobsAdminPage } from './pages/admin-jobs';
import { AddUsersAdminPage } from './pages/admin-users';
import { createAccount, newAccount, signInFromHeader, storedSession } from './support/admin-session';
import { collectAlerts } from './support/alerts';
import { useE2eApp } from './support/app';
import { eventually, expectCount, expectValue } from './support/eventually';

const app = useE2eApp();

describe('an admin adding a recruiter', () => {
  it('offers only USER and INTERNAL_RECRUITER, adds the recruiter, who can then sign in and manage jobs', async () => {
    const admin = await createAccount(app.staff, 'ADMIN', 'Anil', 'Admin');
    const job = await app.staff.createJob({ title: 'HR Business Partner', location: 'London' });

    // The admin signs in from the public header and opens Add Users from the admin header.
    const page = await app.open('wide');
    const alerts = collectAlerts(page);
    await signInFromHeader(page, app.server.url, admin);
    const screen = new AddUsersAdminPage(page);
    await screen.expectHeading('Dashboard');
    await screen.navigate('Add Users');
    await page.waitForURL('**/admin/add-users');
    // The URL changes before the lazy screen renders: wait for its heading, not whichever is shown.
    await screen.expectHeading('Add Users');

    // An ADMIN may grant USER and INTERNAL_RECRUITER, never ADMIN or SUPER_ADMIN; USER is the default.
    await screen.role.waitFor();
    await eventually(async () => expect(await screen.roleOptions()).toEqual(['USER', 'INTERNAL_RECRUITER']));
    await expectValue(screen.role, 'USER');

    const recruiter = newAccount('INTERNAL_RECRUITER', 'Nisha', 'Nair');
    await screen.add(recruiter);
    const added = screen.status('User added successfully!');
    await added.waitFor();
    await expectValue(screen.field('First Name'), '');
    await expectValue(screen.field('Email'), '');
    await added.waitFor({ state: 'hidden', timeout: 6_000 });
    expect(alerts).toEqual([]);

    // The new recruiter signs in on a phone, has no Add Users link, and reaches Manage Jobs.
    const phone = await app.open('narrow');
    await signInFromHeader(phone, app.server.url, recruiter);
    expect((await storedSession(phone)).role).toBe('INTERNAL_RECRUITER');
    const jobs = new ManageJobsAdminPage(phone);
    await jobs.expectHeading('Dashboard');
    // The header is drawn with the dashboard: its links are all there now.
    await jobs.showNavigation();
    await jobs.menu('Manage Jobs').waitFor();
    await expectCount(jobs.link('Add Users'), 0);
    await jobs.navigate('Manage Jobs', 'Manage Jobs');
    await phone.waitForURL('**/admin/manage-jobs');
    await jobs.expectHeading('Manage Jobs');
    await jobs.row(job.title).waitFor();
  });
});
