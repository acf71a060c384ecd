import { pdfBytes } from '../helpers/files';

import { AllCandidatesAdminPage } from './pages/admin-all-candidates';
import { CandidateAdminPage } from './pages/admin-candidate';
import { type Account, createAccount, signInAt } from './support/admin-session';
import { collectAlerts } from './support/alerts';
import { useE2eApp } from './support/app';
import { expectNoSeriousA11yViolations } from './support/axe';
import { eventually, expectAttribute, expectFocused, expectText, expectTexts, expectValue } from './support/eventually';
import type { CreatedJob } from './support/staff-api';
import { VisitorApi } from './support/visitor-api';

// The resume reader runs: a search finds a word that is only inside a resume.
const app = useE2eApp({ RESUME_TEXT_POLL_SECONDS: '60' });

const JOB = { title: 'Talent Acquisition Partner', location: 'Manchester' };
const OTHER_JOB = { title: 'HR Operations Lead', location: 'Bristol' };
const ARCHIVED_JOB = { title: 'Reward Analyst', location: 'Glasgow' };

// Applied in this order, so newest first is the reverse.
const AT_JOB = [
  { fullName: 'Priya Raman', email: 'priya.raman@example.com', phone: '+44 7700 900101' },
  { fullName: 'Tomasz Nowak', email: 'tomasz.nowak@example.com', phone: '+44 7700 900102' },
  { fullName: 'Efua Mensah', email: 'efua.mensah@example.com', phone: '+44 7700 900103' },
];
const AT_OTHER_JOB = { fullName: 'Hiroshi Tanaka', email: 'hiroshi.tanaka@example.com', phone: '+44 7700 900104' };
const AT_ARCHIVED_JOB = { fullName: 'Olga Petrova', email: 'olga.petrova@example.com', phone: '+44 7700 900105' };

let recruiter: Account;
let job: CreatedJob;
let otherJob: CreatedJob;

beforeAll(async () => {
  recruiter = await createAccount(app.staff, 'INTERNAL_RECRUITER', 'Rita', 'Recruiter');
  [job, otherJob] = await Promise.all([app.staff.createJob(JOB), app.staff.createJob(OTHER_JOB)]);
  const archivedJob = await app.staff.createJob(ARCHIVED_JOB);
  const visitor = new VisitorApi(app.server);
  const resume = { bytes: pdfBytes(), name: 'cv.pdf', type: 'application/pdf' };
  for (const applicant of AT_JOB) await visitor.apply(job.id, applicant, resume);
  await visitor.apply(otherJob.id, AT_OTHER_JOB, resume);
  await visitor.apply(archivedJob.id, AT_ARCHIVED_JOB, resume);
  await app.staff.deleteJob(archivedJob.id);
});

describe('all candidates', () => {
  it('finds a candidate by name from the whole list, keeps the search in the URL and opens their page', async () => {
    const page = await app.open('wide');
    const alerts = collectAlerts(page);
    await signInAt(page, app.server.url, recruiter, '/admin/candidates');
    const list = new AllCandidatesAdminPage(page);
    await list.expectHeading('All Candidates');
    await list.expectNames([
      AT_ARCHIVED_JOB.fullName,
      AT_OTHER_JOB.fullName,
      ...AT_JOB.map((applicant) => applicant.fullName).reverse(),
    ]);
    await list.main.getByText('Showing 5 of 5 candidates', { exact: true }).waitFor();
    await expectText(list.jobCell(AT_ARCHIVED_JOB.fullName), `${ARCHIVED_JOB.title} (archived)`);

    await list.search.fill('nowak');

    await list.expectNames(['Tomasz Nowak']);
    await list.expectQuery({ q: 'nowak' });
    await list.nameLink('Tomasz Nowak').click();
    const candidate = new CandidateAdminPage(page);
    await candidate.expectHeading('Tomasz Nowak');
    await candidate.section('Application').getByText('tomasz.nowak@example.com').waitFor();

    // Back: the list as it was, search included.
    await page.goBack();
    await list.expectHeading('All Candidates');
    await list.expectNames(['Tomasz Nowak']);
    await expectValue(list.search, 'nowak');
    expect(alerts).toEqual([]);
  });

  it('rejects two selected candidates through the dialog, and a filter from the URL survives a reload', async () => {
    const page = await app.open('wide');
    const alerts = collectAlerts(page);
    await signInAt(page, app.server.url, recruiter, `/admin/candidates?job=${job.id}`);
    const list = new AllCandidatesAdminPage(page);
    await list.expectHeading('All Candidates');
    const [priya, tomasz, efua] = AT_JOB.map((applicant) => applicant.fullName) as [string, string, string];
    await list.expectNames([efua, tomasz, priya]);
    await expectValue(list.filter('Job'), job.id);

    await list.checkbox(priya).check();
    await list.checkbox(efua).check();
    await expectText(list.selectedLine, '2 selected');
    await list.bulkButton('Reject selected').click();
    const dialog = list.rejectDialog('Reject 2 candidates?');
    await dialog.getByRole('figure', { name: `The e-mail to ${efua} (1 of 2)` }).waitFor();
    await dialog.getByRole('combobox', { name: 'Reason' }).selectOption({ index: 1 });
    await dialog.getByRole('button', { name: 'Reject and send e-mail' }).click();
    await dialog.waitFor({ state: 'hidden' });

    await list.expectDecision(priya, 'Rejected');
    await list.expectDecision(efua, 'Rejected');
    await list.expectDecision(tomasz, 'Awaiting decision');
    await expectText(list.outcome, /^Rejected 2 candidates\. The e-mails go out at /);
    await expectFocused(list.outcome);
    await expectText(list.selectedLine, 'No candidates selected');

    // Narrow to the rejected ones: the URL holds both filters, and a reload shows the same list.
    await list.filter('Decision').selectOption({ label: 'Rejected' });
    await list.expectNames([efua, priya]);
    await list.expectQuery({ job: job.id, decision: 'rejected' });
    await page.reload();
    await list.expectHeading('All Candidates');
    await list.expectNames([efua, priya]);
    await expectValue(list.filter('Job'), job.id);
    await expectValue(list.filter('Decision'), 'rejected');
    await list.expectDecision(priya, 'Rejected');
    expect(alerts).toEqual([]);
  });

  it('selects and shortlists with the keyboard alone, then gives the focus to what happened', async () => {
    const page = await app.open('wide');
    await signInAt(page, app.server.url, recruiter, `/admin/candidates?job=${otherJob.id}`);
    const list = new AllCandidatesAdminPage(page);
    await list.expectHeading('All Candidates');
    await list.expectNames([AT_OTHER_JOB.fullName]);

    await list.search.focus();
    await list.tabTo(list.checkbox(AT_OTHER_JOB.fullName));
    await page.keyboard.press('Space');
    await expectText(list.selectedLine, '1 selected');
    const shortlist = list.bulkButton('Shortlist selected');
    await expectAttribute(shortlist, 'aria-disabled', null);
    await list.tabTo(shortlist, { backwards: true });
    await page.keyboard.press('Enter');

    await list.expectDecision(AT_OTHER_JOB.fullName, 'Shortlisted');
    await expectText(list.outcome, 'Shortlisted Hiroshi Tanaka.');
    await expectFocused(list.outcome);
  });

  it('finds a word that is only inside a resume, and shows where it is with the word marked', async () => {
    const lena = { fullName: 'Lena Fjord', email: 'lena.fjord@example.com', phone: '+44 7700 900106' };
    const resume = {
      bytes: pdfBytes('Glaciologist mapping Svalbard icefields'),
      name: 'lena.pdf',
      type: 'application/pdf',
    };
    await new VisitorApi(app.server).apply(otherJob.id, lena, resume);
    // The resume is read in the background: searchable moments after the application is stored.
    await eventually(async () => expect(await app.staff.candidateNames('glaciologists')).toEqual([lena.fullName]));

    const page = await app.open('wide');
    const alerts = collectAlerts(page);
    await signInAt(page, app.server.url, recruiter, '/admin/candidates');
    const list = new AllCandidatesAdminPage(page);
    await list.expectHeading('All Candidates');
    await list.search.fill('glaciologists svalbard');

    await list.expectNames([lena.fullName]);
    const snippet = list.resumeSnippet(lena.fullName);
    await expectText(snippet, 'In the resume: …Glaciologist mapping Svalbard icefields…');
    await expectTexts(snippet.locator('mark'), ['Glaciologist', 'Svalbard']);
    await expectNoSeriousA11yViolations(page, 'All candidates with a resume snippet');
    expect(alerts).toEqual([]);
  });
});
