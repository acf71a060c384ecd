import { pdfBytes } from '../helpers/files';
import { type SmtpSink, startSmtpSink } from '../helpers/smtp-sink';

import { AppliedCandidatesAdminPage } from './pages/admin-candidates';
import { JobFormFieldsOf, JobPostingAdminPage, ManageJobsAdminPage } from './pages/admin-jobs';
import { BrowsePositionsPage } from './pages/browse-positions-page';
import { type Account, createAccount, signInAt } from './support/admin-session';
import { collectAlerts } from './support/alerts';
import { useE2eApp } from './support/app';
import { downloadedBytes } from './support/downloads';
import { expectAttribute, expectCount, expectText, expectValue } from './support/eventually';
import { VisitorApi } from './support/visitor-api';

let sink: SmtpSink;
beforeAll(async () => {
  sink = await startSmtpSink();
});
afterAll(async () => {
  await sink?.stop();
});

// The server sends its mail to the sink (the sink is started by the hook above, before the server).
// Rejection e-mails go out at once here (the delay and its Undo have a test of their own:
// applied-candidates-reject.test.ts); the dispatcher looks for due mail every 100 ms.
const app = useE2eApp(() => ({ SMTP_URL: sink.url, MAIL_POLL_MS: '100', REJECTION_EMAIL_DELAY_MINUTES: '0' }));

const JOB = {
  title: 'Talent Acquisition Partner',
  location: 'Bengaluru, India',
  description: ['Own hiring for our technology clients.', 'Hybrid, three days in the office.'],
  // The blank line is dropped (SPEC section 5).
  responsibilities: ['Run structured interviews', '', 'Negotiate offers'],
  qualifications: ['Four years of recruiting experience'],
};
const APPLICANT = { fullName: 'Meera Iyer', email: 'meera.iyer@example.com', phone: '+91 99887 76655' };
const RESUME = pdfBytes('Meera Iyer');

let recruiter: Account;
beforeAll(async () => {
  recruiter = await createAccount(app.staff, 'INTERNAL_RECRUITER', 'Rita', 'Recruiter');
});

describe('a recruiter’s job, from posting to a rejected applicant', () => {
  it('posts a job, finds the visitor’s application, downloads the resume, shortlists, then rejects with an e-mail', async () => {
    // The recruiter signs in on the page they asked for and posts the job.
    const page = await app.open('wide');
    const alerts = collectAlerts(page);
    await signInAt(page, app.server.url, recruiter, '/admin/job-posting');
    const posting = new JobPostingAdminPage(page);
    await posting.expectHeading('Post a Job');
    await posting.post(JOB);

    const posted = posting.status('Job posted successfully!');
    await posted.waitFor();
    await expectValue(posting.form.field('Title'), '');
    // The success message clears itself after 3 seconds.
    await posted.waitFor({ state: 'hidden', timeout: 6_000 });

    // Through the header's Manage Jobs menu, the new job is in the list.
    await posting.navigate('Manage Jobs', 'Manage Jobs');
    await page.waitForURL('**/admin/manage-jobs');
    const manage = new ManageJobsAdminPage(page);
    await manage.expectHeading('Manage Jobs');
    await manage.row(JOB.title).getByRole('cell', { name: JOB.location }).waitFor();

    // A visitor, in a browser of their own, applies with a real PDF.
    const visitor = await app.open('narrow');
    const positions = await new BrowsePositionsPage(visitor).goto(app.server.url, '/browse-positions');
    await positions.card(JOB.title).waitFor();
    const details = await positions.viewDetails(JOB.title);
    await details.view.getByText('Negotiate offers').waitFor();
    const apply = await details.apply();
    await apply.fill(APPLICANT);
    await apply.attach({ name: 'meera-iyer-cv.pdf', mimeType: 'application/pdf', buffer: RESUME });
    await apply.submit.click();
    await apply.message('Your application has been submitted successfully!').waitFor();

    // The recruiter finds the candidate under Manage Jobs > Applied Candidates.
    await manage.navigate('Applied Candidates', 'Manage Jobs');
    await page.waitForURL('**/admin/applied-candidates');
    const candidates = new AppliedCandidatesAdminPage(page);
    await candidates.main.getByText('Please select a job to view candidates.').waitFor();
    await candidates.chooseJob(JOB.title, JOB.location);
    await candidates.row(APPLICANT.fullName).getByText(APPLICANT.email).waitFor();
    await candidates.expectStatus(APPLICANT.fullName, 'N/A');

    // The resume downloads with the recruiter's session, byte for byte what the visitor sent.
    const dialog = await candidates.viewDetails(APPLICANT.fullName);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: 'Download resume' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    expect(Buffer.compare(await downloadedBytes(download), RESUME)).toBe(0);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'hidden' });

    // Shortlist: the row says so, and still does after a reload (the job stays chosen in the URL).
    await candidates.shortlist(APPLICANT.fullName).click();
    await candidates.expectStatus(APPLICANT.fullName, 'Shortlisted');
    await page.reload();
    await candidates.expectStatus(APPLICANT.fullName, 'Shortlisted');
    // A shortlisted row offers only Reject.
    await expectCount(candidates.shortlist(APPLICANT.fullName), 0);

    // Reject, confirmed in the reject dialog: the row says so and the rejection e-mail reaches the applicant.
    const rejectDialog = await candidates.openRejectDialog(APPLICANT.fullName);
    await rejectDialog.getByRole('button', { name: 'Reject and send e-mail' }).click();
    await rejectDialog.waitFor({ state: 'hidden' });
    await candidates.expectStatus(APPLICANT.fullName, 'Rejected');
    const subject = `Your application: ${JOB.title}`;
    const received = await sink.waitFor((messages) => messages.some((mail) => mail.subject === subject));
    const rejection = received.find((mail) => mail.subject === subject)!;
    expect(rejection.to).toEqual([APPLICANT.email]);
    expect(rejection.text).toContain(`Dear ${APPLICANT.fullName},`);
    expect(rejection.text).toContain(JOB.title);
    expect(rejection.text).toMatch(/will not take your application further/);
    // Exactly one rejection, next to the confirmation the applicant got when applying.
    expect(received.filter((mail) => mail.subject === subject)).toHaveLength(1);
    expect(received.map((mail) => mail.subject)).toContain(`We received your application: ${JOB.title}`);

    expect(alerts).toEqual([]);
  });
});

describe('managing a posted job', () => {
  it('updates a job in place and deletes it, after which visitors no longer see it', async () => {
    const job = await app.staff.createJob({
      title: 'Payroll Coordinator',
      location: 'Manila',
      responsibilities: ['Prepare payroll inputs'],
    });
    // Stays open: once its card shows, the list visitors see has loaded.
    const other = await app.staff.createJob({ title: 'Benefits Administrator', location: 'Manila' });
    const page = await app.open('wide');
    const alerts = collectAlerts(page);
    await signInAt(page, app.server.url, recruiter, '/admin/manage-jobs');
    const manage = new ManageJobsAdminPage(page);
    await manage.row(job.title).waitFor();

    // Update: the edit form is pre-filled, and the row changes where it is.
    let details = await manage.viewDetails(job.title);
    await details.getByRole('button', { name: `Update ${job.title}` }).click();
    const edit = page.getByRole('dialog', { name: 'Update Job' });
    await edit.waitFor();
    const form = new JobFormFieldsOf(edit);
    await expectValue(form.field('Responsibilities'), 'Prepare payroll inputs');
    await form.fill({ title: 'Senior Payroll Coordinator', location: 'Manila (hybrid)' });
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await edit.waitFor({ state: 'hidden' });
    const updated = manage.row('Senior Payroll Coordinator');
    await updated.getByRole('cell', { name: 'Manila (hybrid)' }).waitFor();
    await expectCount(manage.row(job.title), 0);

    // Delete, after confirming: the row goes, and so does the public card.
    details = await manage.viewDetails('Senior Payroll Coordinator');
    await details.getByRole('button', { name: 'Delete Senior Payroll Coordinator' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Senior Payroll Coordinator?' });
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await confirm.waitFor({ state: 'hidden' });
    await updated.waitFor({ state: 'detached' });

    const visitor = await app.open('wide');
    const positions = await new BrowsePositionsPage(visitor).goto(app.server.url, '/browse-positions');
    await positions.card(other.title).waitFor();
    await expectCount(positions.card('Senior Payroll Coordinator'), 0);
    expect(alerts).toEqual([]);
  });
});

describe('archived jobs', () => {
  it('lists a deleted job under Archived with its applicants, and Reopen puts it back among the open jobs and on the public list', async () => {
    const job = await app.staff.createJob({ title: 'Onboarding Specialist', location: 'Lisbon' });
    const applicant = { fullName: 'Ana Costa', email: 'ana.costa@example.com', phone: '+351 912 000 111' };
    await new VisitorApi(app.server).apply(job.id, applicant, {
      bytes: pdfBytes(applicant.fullName),
      name: 'ana-costa-cv.pdf',
      type: 'application/pdf',
    });
    await app.staff.deleteJob(job.id);

    const page = await app.open('wide');
    const alerts = collectAlerts(page);
    await signInAt(page, app.server.url, recruiter, '/admin/manage-jobs');
    const manage = new ManageJobsAdminPage(page);
    await manage.expectHeading('Manage Jobs');
    await expectAttribute(manage.view('Open'), 'aria-current', 'page');

    // The Archived view lists it with its applicant, awaiting a decision.
    await manage.view('Archived').click();
    await page.waitForURL('**/admin/manage-jobs?view=archived');
    const archivedRow = manage.row(job.title, manage.archivedTable);
    const count = archivedRow.getByRole('link', { name: `1 applicant for ${job.title}`, exact: true });
    await count.waitFor();
    await expectAttribute(count, 'href', `/admin/applied-candidates?job=${job.id}`);
    await expectText(archivedRow.getByRole('cell').nth(4), '1');

    // Reopen: it leaves the archived list and is among the open jobs, without a reload.
    await archivedRow.getByRole('button', { name: `Reopen ${job.title}` }).click();
    await manage.status(`“${job.title}” reopened successfully! It is back among the open jobs.`).waitFor();
    await archivedRow.waitFor({ state: 'detached' });
    await manage.view('Open').click();
    await page.waitForURL('**/admin/manage-jobs');
    await manage.row(job.title).waitFor();

    // Its count leads to its candidates.
    await manage.applicants(job.title).click();
    await page.waitForURL(`**/admin/applied-candidates?job=${job.id}`);
    const candidates = new AppliedCandidatesAdminPage(page);
    await candidates.row(applicant.fullName).getByText(applicant.email).waitFor();

    const visitor = await app.open('wide');
    const positions = await new BrowsePositionsPage(visitor).goto(app.server.url, '/browse-positions');
    await positions.card(job.title).waitFor();
    expect(alerts).toEqual([]);
  });
});
