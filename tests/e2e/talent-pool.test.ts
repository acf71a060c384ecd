import { pdfBytes } from '../helpers/files';

import { AdminTalentPoolPage } from './pages/admin-talent-pool';
import { BrowsePositionsPage } from './pages/browse-positions-page';
import { SendCvPage } from './pages/send-cv-page';
import { type Account, createAccount, signInAt } from './support/admin-session';
import { useE2eApp } from './support/app';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expectFocused } from './support/eventually';
import type { CreatedJob } from './support/staff-api';

const app = useE2eApp();

const VISITOR = {
  fullName: 'Noor Rahman',
  email: 'noor.rahman@example.com',
  phone: '+44 20 7946 0101',
  linkedIn: 'linkedin.com/in/noor',
  lookingFor: 'Payroll or HR operations roles, hybrid in London.',
};

let recruiter: Account;
let job: CreatedJob;

beforeAll(async () => {
  recruiter = await createAccount(app.staff, 'INTERNAL_RECRUITER', 'Rana', 'Recruiter');
  job = await app.staff.createJob({ title: 'HR Operations Lead', location: 'London' });
});

describe('the talent pool, from a visitor’s CV to an application', () => {
  it('takes a CV from the job list’s “Send us your CV”, says it is in the talent pool, and acknowledges it', async () => {
    const page = await app.open('wide');
    const list = await new BrowsePositionsPage(page).goto(app.server.url, '/browse-positions');
    await list.main.getByRole('link', { name: 'Send us your CV' }).click();

    const form = new SendCvPage(page);
    await form.expectHeading('Send us your CV');
    expect(new URL(page.url()).pathname).toBe('/send-cv');
    await form.settle();
    await expectNoSeriousA11yViolations(page, 'Send us your CV');

    // Sent empty: each required field says what it needs, and the first takes the focus.
    await form.submit.click();
    await form.message('Please fill in all required fields.').waitFor();
    await expectFocused(form.main.getByLabel('Full Name'));

    await form.fill(VISITOR);
    await form.resume.setInputFiles({ name: 'noor.pdf', mimeType: 'application/pdf', buffer: pdfBytes('Noor Rahman') });
    await form.submit.click();

    await form.message(/^Thank you: your CV is in our talent pool/).waitFor();
    expect(await form.submit.count()).toBe(0);
    await expectNoSeriousA11yViolations(page, 'the CV receipt');
  });

  it('lets staff find the CV in the talent pool, add the person to a job, and open the new application', async () => {
    const page = await app.open('wide');
    await signInAt(page, app.server.url, recruiter, '/admin/talent-pool');
    const pool = new AdminTalentPoolPage(page);
    await pool.expectHeading('Talent pool');
    await pool.search.fill('noor');
    // The search is written to the address once typing pauses: a click before that could be undone by it.
    await page.waitForURL(/[?&]q=noor(&|$)/);
    await pool.entry(VISITOR.fullName).waitFor();
    await expectNoSeriousA11yViolations(page, 'the talent pool');

    await pool.entry(VISITOR.fullName).click();
    await pool.expectHeading(VISITOR.fullName);
    await pool.section('What they are looking for').getByText(VISITOR.lookingFor).waitFor();
    await pool.section('Resume').getByTitle(`Resume of ${VISITOR.fullName} (PDF)`).waitFor();
    await pool.section('Applications made from this entry').getByText('None yet.').waitFor();
    await expectNoSeriousA11yViolations(page, 'a talent-pool entry');

    await pool.addToJob.click();
    const dialog = pool.addToJobDialog(VISITOR.fullName);
    const select = dialog.getByLabel('Open job');
    await expectFocused(select);
    await expectNoSeriousA11yViolations(page, 'the add to job dialog');
    await select.selectOption({ label: 'HR Operations Lead (London)' });
    await dialog.getByRole('button', { name: 'Add to job' }).click();

    await dialog.waitFor({ state: 'hidden' });
    await pool.main.getByText('Added to HR Operations Lead.').waitFor();
    await pool.section('Applications made from this entry').getByRole('link', { name: 'HR Operations Lead' }).waitFor();
    await pool.main.getByRole('link', { name: 'Open the new application' }).click();

    const added = (await app.staff.applications(job.id)).find((one) => one.email === VISITOR.email);
    expect(added).toMatchObject({ sourceKind: 'ADDED_BY_STAFF', sourceDetail: 'Talent pool' });
    // The entry's heading is the person's name too: wait for the candidate page's address first.
    await page.waitForURL(new URL(`/admin/candidates/${added!.id}`, app.server.url).toString());
    await pool.expectHeading(VISITOR.fullName);
  });
});
