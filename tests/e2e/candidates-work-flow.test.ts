import { pdfBytes } from '../helpers/files';

import { AllCandidatesAdminPage } from './pages/admin-all-candidates';
import { CandidateAdminPage } from './pages/admin-candidate';
import { type Account, createAccount, signInAt } from './support/admin-session';
import { collectAlerts } from './support/alerts';
import { useE2eApp } from './support/app';
import { expectNoSeriousA11yViolations } from './support/axe';
import { eventually, expectCount, expectFocused, expectText, expectValue, waitOrDescribe } from './support/eventually';
import { NetworkActivity } from './support/network';
import type { CreatedJob } from './support/staff-api';
import { VisitorApi } from './support/visitor-api';

const app = useE2eApp();

/** The laptop screen the issue measures All candidates on. */
const LAPTOP = { width: 1366, height: 768 };

const JOB = { title: 'Learning Programme Coordinator', location: 'Birmingham' };
const OTHER_JOB = { title: 'Employee Relations Advisor', location: 'Cardiff' };
// Thirteen at one job, applied in this order (so newest first is the reverse), and one elsewhere.
const AT_JOB = [
  'Amara Okafor',
  'Bilal Chaudhry',
  'Chloé Martin',
  'Dmitri Volkov',
  'Esther Adeyemi',
  'Felipe Santos',
  'Greta Lindqvist',
  'Hannah Schmidt',
  'Isaac Mensah',
  'Julia Kowalska',
  'Kenji Watanabe',
  'Leila Haddad',
  'Marcus Brown',
].map((fullName, index) => ({
  fullName,
  email: `${fullName.split(' ')[0]!.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '')}.${index}@example.com`,
  phone: `+44 7700 900${String(200 + index)}`,
}));
const AT_OTHER_JOB = { fullName: 'Nadia Rahman', email: 'nadia.rahman@example.com', phone: '+44 7700 900300' };
const NEWEST_FIRST = AT_JOB.map((applicant) => applicant.fullName).reverse();

let recruiter: Account;
let job: CreatedJob;
let otherJob: CreatedJob;

beforeAll(async () => {
  recruiter = await createAccount(app.staff, 'INTERNAL_RECRUITER', 'Rita', 'Recruiter');
  [job, otherJob] = await Promise.all([app.staff.createJob(JOB), app.staff.createJob(OTHER_JOB)]);
  const visitor = new VisitorApi(app.server);
  const resume = { bytes: pdfBytes(), name: 'cv.pdf', type: 'application/pdf' };
  for (const applicant of AT_JOB) await visitor.apply(job.id, applicant, resume);
  await visitor.apply(otherJob.id, AT_OTHER_JOB, resume);
}, 120_000);

describe('All candidates as a work list', () => {
  it('shows at least ten one-line rows above the fold at 1366x768, with nothing scrolling sideways', async () => {
    const page = await app.open('wide');
    await page.setViewportSize(LAPTOP);
    await signInAt(page, app.server.url, recruiter, '/admin/candidates');
    const list = new AllCandidatesAdminPage(page);
    await list.expectHeading('All Candidates');
    await list.expectNames([AT_OTHER_JOB.fullName, ...NEWEST_FIRST]);
    // Undecided reads as the Decision filter says; each row's actions are there without hovering.
    await list.expectDecision(AT_OTHER_JOB.fullName, 'Awaiting decision');
    await list
      .row(AT_OTHER_JOB.fullName)
      .getByRole('button', { name: `Shortlist ${AT_OTHER_JOB.fullName}` })
      .waitFor();
    await list
      .row(AT_OTHER_JOB.fullName)
      .getByRole('button', { name: `Reject ${AT_OTHER_JOB.fullName}` })
      .waitFor();

    // Fonts and the selection bar settle after the rows arrive: the layout is read until it holds.
    await eventually(async () => {
      const rows = await list.rowsInView();
      expect(rows.whole).toBeGreaterThanOrEqual(10);
      expect(rows.tallest).toBeLessThanOrEqual(52);
    });
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(await list.sidewaysOverflow()).toEqual({ page: 0, table: 0 });
  });
});

describe('the candidate page’s keyboard flow', () => {
  it('steps through the filtered list with j and k, shortlists with s, opens the reject dialog with r, focuses the note with n and lists the keys on ?', async () => {
    const page = await app.open('wide');
    const alerts = collectAlerts(page);
    await signInAt(page, app.server.url, recruiter, `/admin/candidates?job=${job.id}&decision=awaiting`);
    const list = new AllCandidatesAdminPage(page);
    await list.expectNames(NEWEST_FIRST);
    const [first, second, third] = NEWEST_FIRST as [string, string, string];

    // The second of the list: Previous is the first, Next the third.
    await list.nameLink(second).click();
    const candidate = new CandidateAdminPage(page);
    await candidate.expectHeading(second);
    await candidate.step('Previous', first).waitFor();
    await candidate.step('Next', third).waitFor();
    await expectText(candidate.steps.locator('.candidate-page__position'), `2 of ${NEWEST_FIRST.length}`);

    await page.keyboard.press('j');
    await candidate.expectHeading(third);
    await candidate.step('Previous', second).waitFor();
    await page.keyboard.press('k');
    await candidate.expectHeading(second);

    // s: shortlisted; the list it came from still steps on to the third.
    await candidate.expectStatus('Awaiting decision');
    await page.keyboard.press('s');
    await candidate.expectStatus('Shortlisted');
    await page.keyboard.press('j');
    await candidate.expectHeading(third);

    // r: the reject dialog (with its e-mail); keys go to the dialog while it is open.
    await page.keyboard.press('r');
    const dialog = candidate.rejectDialog(third);
    await waitOrDescribe(page, dialog.getByRole('figure', { name: 'The e-mail' }));
    await page.keyboard.press('j');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await candidate.expectHeading(third);
    await candidate.expectStatus('Awaiting decision');

    // n: the note field; what is typed there stays there.
    await page.keyboard.press('n');
    await expectFocused(candidate.noteField);
    await page.keyboard.type('jks');
    await expectValue(candidate.noteField, 'jks');
    await candidate.expectHeading(third);
    await candidate.expectStatus('Awaiting decision');
    await candidate.noteField.fill('');
    await candidate.noteField.blur();

    // ?: the list of keys, clean for axe.
    await page.keyboard.press('?');
    const help = candidate.shortcutsDialog;
    await help.waitFor();
    for (const does of ['Next candidate in the list', 'Previous candidate in the list', 'Shortlist', 'Write a note']) {
      await help.getByText(does, { exact: true }).waitFor();
    }
    await help.getByText('Reject (shows the e-mail first)', { exact: true }).waitFor();
    await expectNoSeriousA11yViolations(page, 'candidate page, keyboard shortcuts');
    await page.keyboard.press('Escape');
    await help.waitFor({ state: 'hidden' });
    expect(alerts).toEqual([]);
  });

  it('offers no Next or Previous when opened from a link', async () => {
    const page = await app.open('wide');
    const [application] = await app.staff.applications(job.id);
    await signInAt(page, app.server.url, recruiter, `/admin/candidates/${application!.id}`);
    const candidate = new CandidateAdminPage(page);
    await candidate.expectHeading(application!.fullName);
    await candidate.section('Application').getByText(application!.email).waitFor();
    expect(await candidate.steps.count()).toBe(0);
  });
});

describe('the candidate page on a phone', () => {
  it('keeps the decision in reach while scrolling and offers the resume to open instead of an empty frame', async () => {
    const page = await app.open('narrow');
    const [application] = await app.staff.applications(job.id);
    await signInAt(page, app.server.url, recruiter, `/admin/candidates/${application!.id}`);
    const candidate = new CandidateAdminPage(page);
    await candidate.expectHeading(application!.fullName);
    await candidate.openResume.waitFor();
    expect(await candidate.resumeFrame(application!.fullName).isVisible()).toBe(false);

    const inWindow = async () => {
      const box = await candidate.rejectButton(application!.fullName).boundingBox();
      return box !== null && box.y >= 0 && box.y + box.height <= 844;
    };
    expect(await inWindow()).toBe(true);
    await candidate.section('History').scrollIntoViewIfNeeded();
    await eventually(async () => expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500));
    expect(await inWindow()).toBe(true);
  });
});

describe('“Resume viewed” in the history', () => {
  it('is recorded once per browser visit: a reload adds none, a new session adds one', async () => {
    const [application] = await app.staff.applications(otherJob.id);
    const route = `/admin/candidates/${application!.id}`;
    const page = await app.open('wide');
    const network = NetworkActivity.of(page);
    await signInAt(page, app.server.url, recruiter, route);
    const candidate = new CandidateAdminPage(page);
    await candidate.expectHeading(AT_OTHER_JOB.fullName);
    await candidate.expectHistoryStartsWith(['Resume viewed', 'Applied']);
    const viewed = candidate.historyLines.getByText('Resume viewed', { exact: true });

    // The reload shows the resume again (its request says it was seen in this visit) and, once
    // the history is read again after it, still one line.
    const shownAgain = page.waitForResponse((response) => response.url().includes('/api/candidates/resumes/'));
    await page.reload();
    expect((await shownAgain).url()).toContain('seen=visit');
    await candidate.expectHeading(AT_OTHER_JOB.fullName);
    await candidate.openResume.waitFor();
    await network.quiet();
    await candidate.expectHistoryStartsWith(['Resume viewed', 'Applied']);
    await expectCount(viewed, 1);

    // Another browser session (a new context: new sessionStorage) is another visit.
    const later = await app.open('wide');
    await signInAt(later, app.server.url, recruiter, route);
    const again = new CandidateAdminPage(later);
    await again.expectHeading(AT_OTHER_JOB.fullName);
    await expectCount(again.historyLines.getByText('Resume viewed', { exact: true }), 2);
  });
});
