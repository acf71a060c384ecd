import { AddUsersAdminPage } from './pages/admin-users';
import { ManageJobsAdminPage } from './pages/admin-jobs';
import { createAccount, newAccount, signInFromHeader, storedSession } from './support/admin-session';
import { collectAlerts } from './support/alerts';
import { useE2eApp } from './support/app';

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
    await screen.heading.waitFor();
    await screen.navigate('Add Users');
    await page.waitForURL('**/admin/add-users');
    expect(await screen.heading.innerText()).toBe('Add Users');

    // An ADMIN may grant USER and INTERNAL_RECRUITER, never ADMIN or SUPER_ADMIN; USER is the default.
    await screen.role.waitFor();
    expect(await screen.roleOptions()).toEqual(['USER', 'INTERNAL_RECRUITER']);
    expect(await screen.role.inputValue()).toBe('USER');

    const recruiter = newAccount('INTERNAL_RECRUITER', 'Nisha', 'Nair');
    await screen.add(recruiter);
    const added = screen.status('User added successfully!');
    await added.waitFor();
    expect(await screen.field('First Name').inputValue()).toBe('');
    expect(await screen.field('Email').inputValue()).toBe('');
    await added.waitFor({ state: 'hidden', timeout: 6_000 });
    expect(alerts).toEqual([]);

    // The new recruiter signs in on a phone, has no Add Users link, and reaches Manage Jobs.
    const phone = await app.open('narrow');
    await signInFromHeader(phone, app.server.url, recruiter);
    expect((await storedSession(phone)).role).toBe('INTERNAL_RECRUITER');
    const jobs = new ManageJobsAdminPage(phone);
    await jobs.heading.waitFor();
    expect(await jobs.link('Add Users').count()).toBe(0);
    await jobs.navigate('Manage Jobs', 'Manage Jobs');
    await phone.waitForURL('**/admin/manage-jobs');
    expect(await jobs.heading.innerText()).toBe('Manage Jobs');
    await jobs.row(job.title).waitFor();
  });
});
