import { pdfBytes } from '../helpers/files';
import { type ReceivedMail, type SmtpSink, startSmtpSink } from '../helpers/smtp-sink';

import { AppliedCandidatesAdminPage } from './pages/admin-candidates';
import { type Account, createAccount, signInAt } from './support/admin-session';
import { collectAlerts } from './support/alerts';
import { useE2eApp } from './support/app';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expectText } from './support/eventually';
import { VisitorApi } from './support/visitor-api';

let sink: SmtpSink;
beforeAll(async () => {
  sink = await startSmtpSink();
});
afterAll(async () => {
  await sink?.stop();
});

// Long enough for a loaded machine to see the dialog and the row change well within it; short
// enough to wait for the e-mail. The dispatcher looks for due mail every 100 ms.
const DELAY_SECONDS = 10;
const app = useE2eApp(() => ({
  SMTP_URL: sink.url,
  MAIL_POLL_MS: '100',
  REJECTION_EMAIL_DELAY_MINUTES: String(DELAY_SECONDS / 60),
}));

const JOB = { title: 'Compensation Analyst', location: 'Pune' };
const APPLICANT = { fullName: 'Tanvi Deshpande', email: 'tanvi.deshpande@example.com', phone: '+91 98220 33445' };

let recruiter: Account;
let jobId: string;
beforeAll(async () => {
  recruiter = await createAccount(app.staff, 'INTERNAL_RECRUITER', 'Rohan', 'Recruiter');
  const job = await app.staff.createJob(JOB);
  jobId = job.id;
  await new VisitorApi(app.server).apply(job.id, APPLICANT, {
    name: 'tanvi-cv.pdf',
    type: 'application/pdf',
    bytes: pdfBytes(APPLICANT.fullName),
  });
});

/** The rejection e-mails the applicant got: the subject the dialog showed (the template's default). */
let rejectionSubject = '';
const mailsTo = (messages: ReceivedMail[]) =>
  messages.filter((mail) => mail.to.includes(APPLICANT.email) && mail.subject === rejectionSubject);

describe('Reject on Applied Candidates', () => {
  it('asks first in the reject dialog, and the e-mail goes out once, only after the delay', async () => {
    const page = await app.open('wide');
    const alerts = collectAlerts(page);
    await signInAt(page, app.server.url, recruiter, `/admin/applied-candidates?job=${jobId}`);
    const screen = new AppliedCandidatesAdminPage(page);
    await screen.expectStatus(APPLICANT.fullName, 'N/A');

    // One click opens the dialog with the e-mail and its delay; nothing is decided or sent yet.
    const dialog = await screen.openRejectDialog(APPLICANT.fullName);
    await dialog
      .getByText(`${APPLICANT.fullName} will be marked Rejected and sent this e-mail in ${DELAY_SECONDS} seconds.`)
      .waitFor();
    await dialog.getByText(APPLICANT.email).waitFor();
    rejectionSubject = (await dialog.getByRole('definition').nth(1).innerText()).trim();
    expect(rejectionSubject).toContain(JOB.title);
    await expectNoSeriousA11yViolations(page, 'Applied Candidates, the reject dialog');
    expect(await screen.statusOf(APPLICANT.fullName)).toBe('N/A');
    expect(mailsTo(sink.messages)).toEqual([]);

    const rejectedAt = Date.now();
    await dialog.getByRole('button', { name: 'Reject and send e-mail' }).click();
    await dialog.waitFor({ state: 'hidden' });

    // The row changes in place, offers Undo while the e-mail waits, and the page says until when.
    await screen.expectStatus(APPLICANT.fullName, 'Rejected');
    await screen.undo(APPLICANT.fullName).waitFor();
    await expectText(
      screen.outcome,
      new RegExp(`^Rejected ${APPLICANT.fullName}\\. The e-mail goes out at .+; until then Undo cancels it\\.$`),
    );
    await expectNoSeriousA11yViolations(page, 'Applied Candidates after a rejection');
    expect(mailsTo(sink.messages)).toEqual([]);

    const received = await sink.waitFor((messages) => mailsTo(messages).length > 0, (DELAY_SECONDS + 45) * 1000);
    // The e-mail cannot leave before its time, which the server set after the click.
    expect(Date.now() - rejectedAt).toBeGreaterThanOrEqual(DELAY_SECONDS * 1000);
    expect(mailsTo(received)).toHaveLength(1);
    // One rejection, one e-mail: a few more polls bring no second one.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(mailsTo(sink.messages)).toHaveLength(1);
    expect(alerts).toEqual([]);
  });
});
