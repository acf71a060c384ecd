import { AdminClientsPage } from './pages/admin-clients';
import { JobPostingAdminPage } from './pages/admin-jobs';
import { type Account, createAccount, signInAt } from './support/admin-session';
import { useE2eApp } from './support/app';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expectFocused, expectText } from './support/eventually';

const app = useE2eApp();

let admin: Account;
beforeAll(async () => {
  admin = await createAccount(app.staff, 'ADMIN', 'Ada', 'Admin');
});

describe('clients', () => {
  it('lets an admin add a client and a contact, link a job to the client in the job form, and see its open job counted', async () => {
    const page = await app.open('wide');
    await signInAt(page, app.server.url, admin, '/admin/clients');
    const clients = new AdminClientsPage(page);
    await clients.expectHeading('Clients');
    await clients.main.getByText('No clients yet. Add the first one.').waitFor();
    await expectNoSeriousA11yViolations(page, 'the clients list');

    await clients.addClient.click();
    const add = clients.dialog('Add client');
    await expectFocused(add.getByRole('textbox', { name: 'Name', exact: true }));
    await add.getByRole('textbox', { name: 'Name', exact: true }).fill('Northwind Traders');
    await add.getByLabel('Industry', { exact: true }).fill('Wholesale');
    await add.getByLabel('Show the name on public job postings').check();
    await expectNoSeriousA11yViolations(page, 'the add client dialog');
    await add.getByRole('button', { name: 'Save' }).click();
    await clients.client('Northwind Traders').waitFor();

    await clients.client('Northwind Traders').click();
    await clients.expectHeading('Northwind Traders');
    await clients.main.getByRole('button', { name: 'Add contact' }).click();
    const contact = clients.dialog('Add contact');
    await contact.getByRole('textbox', { name: 'Full name', exact: true }).fill('Grace Hopper');
    await contact.getByLabel('Role', { exact: true }).fill('Head of Engineering');
    await contact.getByRole('textbox', { name: 'Email', exact: true }).fill('grace@northwind.example.com');
    await contact.getByRole('button', { name: 'Save' }).click();
    await clients.section('Contacts').getByRole('cell', { name: 'Grace Hopper', exact: true }).waitFor();
    await clients
      .section('Jobs')
      .getByText(/No jobs for this client yet/)
      .waitFor();
    await expectNoSeriousA11yViolations(page, 'a client’s page');

    const posting = await new JobPostingAdminPage(page).goto(app.server.url, '/admin/job-posting');
    await posting.form.fill({ title: 'Warehouse Planner', location: 'Rotterdam' });
    await posting.main.getByLabel('Client', { exact: true }).selectOption({ label: 'Northwind Traders' });
    await posting.submit.click();
    await posting.status('Job posted successfully!').waitFor();

    await clients.goto(app.server.url, '/admin/clients');
    await expectText(clients.row('Northwind Traders').getByRole('cell').nth(2), '1');
    await clients.client('Northwind Traders').click();
    await clients.expectHeading('Northwind Traders');
    const job = clients.section('Jobs').getByRole('link', { name: 'Warehouse Planner' });
    await job.waitFor();
    expect(await job.getAttribute('href')).toMatch(/^\/admin\/jobs\/[0-9a-f-]+\/pipeline$/);
  });
});
