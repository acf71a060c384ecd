import { JobAlert } from '../../server/src/modules/job-alerts/job-alert.entity';
import { type SmtpSink, startSmtpSink } from '../helpers/smtp-sink';

import { JobAlertLinkPage, JobAlertsPanel } from './pages/job-alerts';
import { useE2eApp } from './support/app';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expectText } from './support/eventually';
import { mailText } from './support/mail';

let sink: SmtpSink;
beforeAll(async () => {
  sink = await startSmtpSink();
});
afterAll(async () => {
  await sink?.stop();
});

// The server sends its mail to the sink (started by the hook above, before the server).
const app = useE2eApp(() => ({ SMTP_URL: sink.url, MAIL_POLL_MS: '100' }));

const mailTextTo = (email: string, subject: string) => mailText(sink, email, subject);

/** A link of the mail, as a path on the test server (its origin is the configured PUBLIC_URL). */
function linkPath(text: string, page: string): string {
  const link = new RegExp(`https?://\\S+/job-alerts/${page}#\\S+`).exec(text)?.[0];
  if (!link) throw new Error(`No ${page} link in:\n${text}`);
  const { pathname, hash } = new URL(link);
  return `${pathname}${hash}`;
}

describe('job alerts', () => {
  it('subscribes with the list’s search and filters, and confirms through the link in the mail', async () => {
    await app.staff.createJob({
      title: 'Alert Analyst',
      location: 'Leeds',
      description: ['Reads the signals.'],
      responsibilities: ['Watch the list'],
      qualifications: ['Patience'],
    });
    const email = `alert-${Date.now()}@example.com`;
    const page = await app.open('wide');
    const list = await new JobAlertsPanel(page).goto(app.server.url, '/browse-positions?q=Analyst&location=Leeds');
    await list.card('Alert Analyst').waitFor();

    await list.openButton.click();
    await list.email.fill(email);
    await list.frequency.selectOption({ label: 'Weekly' });
    await list.consent.check();
    await expectNoSeriousA11yViolations(page, 'the job-alert form');
    await list.subscribeButton.click();
    await expectText(list.status, /^Check your inbox to confirm/);
    expect(await list.email.count()).toBe(0);

    const text = await mailTextTo(email, 'Confirm your job alert');
    expect(text).toContain('once a week about new jobs matching: “Analyst”, location Leeds.');

    const confirm = await new JobAlertLinkPage(await app.open('wide')).goto(app.server.url, linkPath(text, 'confirm'));
    await confirm.expectHeading('Confirm your job alert');
    await confirm.button('Confirm job alert').click();
    await expectText(
      confirm.answer,
      'Your job alert is confirmed: we will e-mail you new jobs matching “Analyst”, location Leeds every week.',
    );
    const [alert] = await app.server.orm.em.fork().find(JobAlert, { emailKey: email });
    expect(alert).toMatchObject({ search: 'Analyst', location: 'Leeds', frequency: 'WEEKLY' });
    expect(alert!.confirmedAt).toBeInstanceOf(Date);

    // The mail's unsubscribe link: the page asks first, then the alert is gone.
    const leave = await new JobAlertLinkPage(await app.open('wide')).goto(
      app.server.url,
      linkPath(text, 'unsubscribe'),
    );
    await leave.button('Unsubscribe').click();
    await expectText(leave.answer, 'You are unsubscribed: we will send you no more e-mails for this job alert.');
    expect(await app.server.orm.em.fork().count(JobAlert, { emailKey: email })).toBe(0);
  });
});
