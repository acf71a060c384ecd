import { pdfBytes } from '../helpers/files';

import { AdminPage } from './pages/admin-page';
import { type Account, createAccount, signInAt } from './support/admin-session';
import { useE2eApp } from './support/app';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expectFocused } from './support/eventually';
import type { CreatedJob } from './support/staff-api';
import { VisitorApi } from './support/visitor-api';

const app = useE2eApp();

const CANDIDATE = { fullName: 'Lina Haddad', email: 'lina.haddad@example.com', phone: '+961 1 000 000' };

let recruiter: Account;
let payroll: CreatedJob;
let lead: CreatedJob;
let applicationId: string;

beforeAll(async () => {
  recruiter = await createAccount(app.staff, 'INTERNAL_RECRUITER', 'Rana', 'Recruiter');
  payroll = await app.staff.createJob({ title: 'Payroll Specialist', location: 'Beirut' });
  lead = await app.staff.createJob({ title: 'Payroll Team Lead', location: 'Dubai' });
  await new VisitorApi(app.server).apply(payroll.id, CANDIDATE, {
    bytes: pdfBytes('Lina Haddad'),
    name: 'lina.pdf',
    type: 'application/pdf',
  });
  applicationId = (await app.staff.applications(payroll.id))[0]!.id;
});

describe('a recruiter’s day with one candidate', () => {
  it('adds the candidate to another job from the candidate page, and opens the new application', async () => {
    const page = await app.open('wide');
    await signInAt(page, app.server.url, recruiter, `/admin/candidates/${applicationId}`);
    const screen = new AdminPage(page);
    await screen.expectHeading(CANDIDATE.fullName);

    const open = screen.main.getByRole('button', { name: 'Add to another job' });
    await open.click();
    const dialog = page.getByRole('dialog', { name: `Add ${CANDIDATE.fullName} to another job` });
    const select = dialog.getByLabel('Open job');
    await expectFocused(select);
    // The job the candidate is in is not offered.
    await dialog.getByRole('option', { name: 'Payroll Team Lead (Dubai)' }).waitFor({ state: 'attached' });
    expect(await dialog.getByRole('option', { name: 'Payroll Specialist (Beirut)' }).count()).toBe(0);
    await expectNoSeriousA11yViolations(page, 'the add to another job dialog');
    await select.selectOption({ label: 'Payroll Team Lead (Dubai)' });
    await dialog.getByRole('button', { name: 'Add to job' }).click();

    await dialog.waitFor({ state: 'hidden' });
    await screen.main.getByText('Added to Payroll Team Lead.').waitFor();
    await expectFocused(open);
    await screen.main.getByText(/^Added to Payroll Team Lead by /).waitFor();
    await screen.main.getByRole('link', { name: 'Open the new application' }).click();

    await screen.expectHeading(CANDIDATE.fullName);
    await screen.main.getByText('Added by staff from Payroll Specialist').waitFor();
    const added = (await app.staff.applications(lead.id)).find((one) => one.email === CANDIDATE.email);
    expect(page.url()).toBe(new URL(`/admin/candidates/${added!.id}`, app.server.url).toString());
    expect(added).toMatchObject({ sourceKind: 'ADDED_BY_STAFF', sourceDetail: 'Payroll Specialist' });
  });
});
