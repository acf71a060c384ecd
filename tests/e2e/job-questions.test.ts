import { pdfBytes } from '../helpers/files';

import { JobPostingAdminPage } from './pages/admin-jobs';
import { AdminPage } from './pages/admin-page';
import { BrowsePositionsPage } from './pages/browse-positions-page';
import { type Account, createAccount, signInAt } from './support/admin-session';
import { useE2eApp } from './support/app';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expectAttribute, expectFocused, expectTexts } from './support/eventually';

const app = useE2eApp();

const JOB = { title: 'Payroll Team Lead', location: 'Porto, Portugal' };
const PERMIT = 'Do you have the right to work in Portugal?';
const START = 'When could you start?';
const APPLICANT = { fullName: 'Inês Carvalho', email: 'ines.carvalho@example.com', phone: '+351 22 000 0002' };

let recruiter: Account;

beforeAll(async () => {
  recruiter = await createAccount(app.staff, 'INTERNAL_RECRUITER', 'Rui', 'Recruiter');
});

describe('a job’s questions for applicants', () => {
  it('are written in the job form, asked in the apply form (a required one enforced), and read on the candidate page', async () => {
    // The recruiter posts a job that asks two questions.
    const page = await app.open('wide');
    await signInAt(page, app.server.url, recruiter, '/admin/job-posting');
    const posting = new JobPostingAdminPage(page);
    await posting.expectHeading('Post a Job');
    await posting.form.fill(JOB);
    const questions = posting.main.getByRole('group', { name: 'Questions for applicants' });
    await questions.getByRole('button', { name: 'Add question' }).click();
    const first = questions.getByRole('group', { name: 'Question 1', exact: true });
    await first.getByLabel('Question 1', { exact: true }).fill(START);
    await first.getByLabel('Answer type').selectOption({ label: 'Single choice' });
    await first.getByLabel('Options (one per line)').fill('Immediately\nWithin a month\nIn three months');
    await questions.getByRole('button', { name: 'Add question' }).click();
    const second = questions.getByRole('group', { name: 'Question 2', exact: true });
    await second.getByLabel('Question 2', { exact: true }).fill(PERMIT);
    await second.getByLabel('Answer type').selectOption({ label: 'Yes / No' });
    await second.getByRole('checkbox', { name: 'Required' }).check();
    // The permit question goes first, by keyboard.
    await questions.getByRole('button', { name: 'Move question 2 up' }).focus();
    await page.keyboard.press('Enter');
    await expectAttribute(questions.getByLabel('Question 1', { exact: true }), 'value', PERMIT);
    await expectNoSeriousA11yViolations(page, 'the job form with two questions');
    await posting.submit.click();
    await posting.status('Job posted successfully!').waitFor();

    // A visitor applies; the required question stops the first try.
    const visitor = await app.open('narrow');
    const positions = await new BrowsePositionsPage(visitor).goto(app.server.url, '/browse-positions');
    const details = await positions.viewDetails(JOB.title);
    const jobId = new URL(visitor.url()).pathname.split('/').pop()!;
    const apply = await details.apply();
    await apply.fill(APPLICANT);
    await apply.attach({ name: 'ines.pdf', mimeType: 'application/pdf', buffer: pdfBytes('Ines Carvalho') });
    const permit = apply.dialog.getByRole('group', { name: new RegExp(`^${PERMIT.replace('?', '\\?')}`) });
    const start = apply.dialog.getByRole('group', { name: START });
    await apply.submit.click();
    await apply.message('Please fill in all required fields.').waitFor();
    await expectFocused(permit.getByRole('radio', { name: 'Yes' }));
    await permit.getByText(`Please answer “${PERMIT}”.`).waitFor();
    await expectNoSeriousA11yViolations(visitor, 'the apply form with a question left unanswered');
    await permit.getByRole('radio', { name: 'Yes' }).check();
    await start.getByRole('radio', { name: 'Within a month' }).check();
    await apply.submit.click();
    await apply.message('Your application has been submitted successfully!').waitFor();

    // The recruiter reads the answers on the candidate page, in the job's order.
    const [application] = await app.staff.applications(jobId);
    await page.goto(new URL(`/admin/candidates/${application!.id}`, app.server.url).toString());
    const candidate = new AdminPage(page);
    await candidate.expectHeading(APPLICANT.fullName);
    const answers = candidate.main.getByRole('region', { name: 'Answers' });
    await expectTexts(answers.locator('dt'), [PERMIT, START]);
    await expectTexts(answers.locator('dd'), ['Yes', 'Within a month']);
    await expectNoSeriousA11yViolations(page, 'the candidate page with answers');
  });
});
