import { existsSync } from 'node:fs';

import { chromium } from 'playwright-core';

import { pdfBytes } from '../helpers/files';
import { type ReceivedMail, type SmtpSink, startSmtpSink } from '../helpers/smtp-sink';

import { AllCandidatesAdminPage } from './pages/admin-all-candidates';
import { CandidateAdminPage } from './pages/admin-candidate';
import { SettingsAdminPage } from './pages/admin-settings';
import { type Account, createAccount, signInAt } from './support/admin-session';
import { collectAlerts } from './support/alerts';
import { useE2eApp } from './support/app';
import { CHROMIUM_LAUNCH, CHROMIUM_PATH } from './support/browser';
import { eventually, expectText } from './support/eventually';
import { VisitorApi } from './support/visitor-api';

let sink: SmtpSink;
beforeAll(async () => {
  sink = await startSmtpSink();
});
afterAll(async () => {
  await sink?.stop();
});

// Long enough for a loaded machine to reject, see the page change and undo well within it; short
// enough to wait for the e-mail. The dispatcher looks for due mail every 100 ms.
const DELAY_SECONDS = 10;
const app = useE2eApp(() => ({
  SMTP_URL: sink.url,
  MAIL_POLL_MS: '100',
  REJECTION_EMAIL_DELAY_MINUTES: String(DELAY_SECONDS / 60),
}));

const JOB = { title: 'Payroll Specialist', location: 'Leeds' };
const APPLICANT = { fullName: 'Meera Iyer', email: 'meera.iyer@example.com', phone: '+91 99887 76655' };
const RESUME = pdfBytes('Meera Iyer');
const SUBJECT = 'About your application for {jobTitle}';
const BODY = 'Dear {candidateName},\n\nThe {jobTitle} role went to someone else this time.\n\nThe recruitment team';
const SENT_SUBJECT = `About your application for ${JOB.title}`;
const SENT_BODY = `Dear ${APPLICANT.fullName},\n\nThe ${JOB.title} role went to someone else this time.\n\nThe recruitment team`;

let recruiter: Account;
let admin: Account;
let applicationId: string;
beforeAll(async () => {
  [recruiter, admin] = await Promise.all([
    createAccount(app.staff, 'INTERNAL_RECRUITER', 'Rita', 'Recruiter'),
    createAccount(app.staff, 'ADMIN', 'Ada', 'Admin'),
  ]);
  const job = await app.staff.createJob(JOB);
  await new VisitorApi(app.server).apply(job.id, APPLICANT, {
    name: 'meera-iyer-cv.pdf',
    type: 'application/pdf',
    bytes: RESUME,
  });
  const [application] = await app.staff.applications(job.id);
  applicationId = application!.id;
});

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const rejectionsTo = (messages: ReceivedMail[]) =>
  messages.filter((mail) => mail.to.includes(APPLICANT.email) && mail.subject === SENT_SUBJECT);

describe('a candidate’s page', () => {
  it('finds the candidate by name among all candidates (the search in the URL), shows the PDF inline, takes a note, rejects with the edited e-mail, undoes, rejects again and mails once', async () => {
    // An admin words the rejection e-mail in Settings first.
    const adminPage = await app.open('wide');
    await signInAt(adminPage, app.server.url, admin, '/admin/settings');
    const settings = new SettingsAdminPage(adminPage);
    await settings.expectHeading('Settings and Preferences');
    await settings.saveTemplate(SUBJECT, BODY);

    // The recruiter starts from every candidate, finds this one by name and opens the page.
    const page = await app.open('wide');
    const alerts = collectAlerts(page);
    await CandidateAdminPage.recordObjectUrls(page);
    await signInAt(page, app.server.url, recruiter, '/admin/candidates');
    const list = new AllCandidatesAdminPage(page);
    await list.expectHeading('All Candidates');
    await list.search.fill('Iyer');
    await list.expectNames([APPLICANT.fullName]);
    await list.expectQuery({ q: 'Iyer' });
    await list.nameLink(APPLICANT.fullName).click();
    await page.waitForURL((url) => url.pathname === `/admin/candidates/${applicationId}`);
    const candidate = new CandidateAdminPage(page);
    await candidate.expectHeading(APPLICANT.fullName);

    // The PDF is in the page (a same-origin blob: URL), byte for byte what the candidate sent, and
    // the history says it was viewed.
    const framed = await candidate.framedFile(APPLICANT.fullName);
    expect(framed.src).toMatch(new RegExp(`^blob:${escapeRegExp(new URL(app.server.url).origin)}/`));
    expect(framed.type).toBe('application/pdf');
    expect(Buffer.compare(framed.bytes, RESUME)).toBe(0);
    await candidate.expectHistoryStartsWith(['Resume viewed', 'Applied']);

    // A note, with its line of history.
    await candidate.addNote('Strong payroll background; call back on Monday.');
    await expectText(candidate.noteField, '');
    await candidate.expectHistoryStartsWith(['Note added', 'Resume viewed', 'Applied']);

    // Reject: the dialog shows the admin's words filled in for this candidate, and the delay.
    let dialog = await candidate.openRejectDialog(APPLICANT.fullName);
    await dialog.getByText(`will be marked Rejected and sent this e-mail in ${DELAY_SECONDS} seconds.`).waitFor();
    const mail = dialog.getByRole('figure', { name: 'The e-mail' });
    await mail.getByText(APPLICANT.email, { exact: true }).waitFor();
    await mail.getByText(SENT_SUBJECT, { exact: true }).waitFor();
    await eventually(async () => expect(await mail.locator('.reject-dialog__body').innerText()).toBe(SENT_BODY));
    await candidate.confirmReject(APPLICANT.fullName);
    await candidate.statusLine.getByText(/until then Undo cancels the rejection and the e-mail\./).waitFor();
    await candidate.expectHistoryStartsWith([/^Rejection e-mail queued, goes out at /, 'Rejected']);
    await eventually(async () => expect(await candidate.shortlistButton(APPLICANT.fullName).count()).toBe(0));

    // Undo within the delay: no decision, no e-mail.
    await candidate.undoButton(APPLICANT.fullName).click();
    await candidate.expectStatus('Awaiting decision');
    await candidate.expectHistoryStartsWith(['Decision undone (was Rejected)', 'Rejection e-mail cancelled']);

    // Reject again: this e-mail goes out after the delay, exactly once.
    dialog = await candidate.openRejectDialog(APPLICANT.fullName);
    await candidate.chooseReason(dialog);
    const rejectedAt = Date.now();
    await dialog.getByRole('button', { name: 'Reject and send e-mail' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await candidate.expectStatus('Rejected');

    const received = await sink.waitFor((messages) => rejectionsTo(messages).length > 0, (DELAY_SECONDS + 45) * 1000);
    const arrivedAt = Date.now();
    // The e-mail cannot leave before its time, which the server set after the click.
    expect(arrivedAt - rejectedAt).toBeGreaterThanOrEqual(DELAY_SECONDS * 1000);
    const [sent] = rejectionsTo(received);
    expect(sent!.to).toEqual([APPLICANT.email]);
    expect(sent!.text.replace(/\r\n/g, '\n').trim()).toBe(SENT_BODY);
    // The first rejection's e-mail was due earlier and was cancelled: a few more polls bring nothing.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(rejectionsTo(sink.messages)).toHaveLength(1);

    // The history (read afresh) says the e-mail went, and Undo is now refused with the server's reason.
    // The reloaded page shows the PDF again, in the same visit: no second "Resume viewed".
    await page.reload();
    await candidate.expectHeading(APPLICANT.fullName);
    await candidate.framedFile(APPLICANT.fullName);
    await candidate.expectHistoryStartsWith(['Rejection e-mail sent', /^Rejection e-mail queued, goes out at /]);
    await expectText(candidate.statusLine, /^Status: Rejected$/);
    await candidate.undoButton(APPLICANT.fullName).click();
    await expectText(
      candidate.decisionError,
      'The rejection e-mail has already been sent (or is being sent): the decision can no longer be undone.',
    );
    await candidate.expectStatus('Rejected');
    expect(alerts).toEqual([]);
  }, 180_000);
});

// The shared browser is Chromium's headless shell, which has no PDF viewer (a framed PDF becomes a
// download there, so the test above reads the frame's bytes). The full Chromium, headless, has the
// viewer: it proves the site's CSP lets the browser's own viewer draw the blob: frame.
const FULL_CHROMIUM = ['/usr/lib/chromium/chromium', '/usr/bin/chromium'].find(
  (path) => path !== CHROMIUM_PATH && existsSync(path),
);
const withFullChromium = FULL_CHROMIUM ? describe : describe.skip;

withFullChromium('the PDF resume in Chromium’s own viewer', () => {
  it('is drawn by the PDF viewer inside the page’s frame, with no CSP violation', async () => {
    const browser = await chromium.launch({
      executablePath: FULL_CHROMIUM,
      args: [...CHROMIUM_LAUNCH.args, '--headless=new'],
    });
    try {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      context.setDefaultTimeout(30_000);
      const page = await context.newPage();
      const violations: string[] = [];
      page.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
      });
      await signInAt(page, app.server.url, recruiter, `/admin/candidates/${applicationId}`);
      const candidate = new CandidateAdminPage(page);
      await candidate.expectHeading(APPLICANT.fullName);
      await candidate.resumeFrame(APPLICANT.fullName).waitFor();
      // The viewer is an extension page Chromium puts inside the blob: frame.
      await eventually(() =>
        expect(page.frames().map((frame) => frame.url())).toEqual(
          expect.arrayContaining([
            expect.stringMatching(new RegExp(`^blob:${escapeRegExp(new URL(app.server.url).origin)}/`)),
            expect.stringMatching(/^chrome-extension:\/\/[a-z]+\/index\.html$/),
          ]),
        ),
      );
      expect(violations).toEqual([]);
    } finally {
      await browser.close();
    }
  });
});
