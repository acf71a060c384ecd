import { simpleParser } from 'mailparser';
import type { Page } from 'playwright-core';

import { parseCalendar } from '../helpers/calendar';
import { pdfBytes } from '../helpers/files';
import { type SmtpSink, startSmtpSink } from '../helpers/smtp-sink';

import { AdminPage } from './pages/admin-page';
import { type Account, createAccount, signInAt } from './support/admin-session';
import { useE2eApp } from './support/app';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expectFocused } from './support/eventually';
import type { CreatedJob } from './support/staff-api';
import { VisitorApi } from './support/visitor-api';

let sink: SmtpSink;
beforeAll(async () => {
  sink = await startSmtpSink();
});
afterAll(async () => {
  await sink?.stop();
});

// Mail goes to the sink (started by the hook above, before the server); the dispatcher looks every 100 ms.
const app = useE2eApp(() => ({ SMTP_URL: sink.url, MAIL_POLL_MS: '100' }));

const CANDIDATE = { fullName: 'Lina Haddad', email: 'lina.haddad@example.com', phone: '+961 1 000 000' };

let recruiter: Account;
let interviewer: Account;
let payroll: CreatedJob;
let lead: CreatedJob;
let applicationId: string;

beforeAll(async () => {
  recruiter = await createAccount(app.staff, 'INTERNAL_RECRUITER', 'Rana', 'Recruiter');
  interviewer = await createAccount(app.staff, 'INTERNAL_RECRUITER', 'Ivo', 'Interviewer');
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

  it('schedules an interview whose invitation reaches the candidate and the interviewer with a valid calendar file', async () => {
    const page = await app.open('wide');
    await signInAt(page, app.server.url, recruiter, `/admin/candidates/${applicationId}`);
    const screen = new AdminPage(page);
    await screen.expectHeading(CANDIDATE.fullName);
    const interviews = screen.main.getByRole('region', { name: 'Interviews' });
    await interviews.getByText('No interviews yet.').waitFor();

    await interviews.getByRole('button', { name: 'Schedule interview' }).click();
    const dialog = page.getByRole('dialog', { name: `Schedule an interview with ${CANDIDATE.fullName}` });
    await dialog.getByLabel('Date *').fill('2031-07-03');
    await dialog.getByLabel('Time *').fill('14:30');
    await dialog.getByLabel('Time zone').selectOption('Europe/Lisbon');
    await dialog.getByLabel('Duration').selectOption({ label: '45 minutes' });
    await dialog.getByLabel('Location').fill('Avenida da Liberdade 10, Lisbon');
    await dialog.getByLabel('Video link').fill('https://meet.example.com/payroll');
    await dialog
      .getByRole('group', { name: 'Interviewers' })
      .getByRole('checkbox', { name: `Ivo Interviewer (${interviewer.email})` })
      .check();
    await expectNoSeriousA11yViolations(page, 'the schedule interview dialog');
    await dialog.getByRole('button', { name: 'Schedule', exact: true }).click();

    await dialog.waitFor({ state: 'hidden' });
    await screen.main.getByText('Interview scheduled: invitations sent.').waitFor();
    await interviews.getByText('Thursday 3 July 2031 at 2:30 PM Lisbon time').waitFor();
    await interviews.getByText('Ivo Interviewer').waitFor();

    // The invitation, through real SMTP, with its calendar file read back by a real parser.
    const invited = (to: string) => (mail: { to: string[]; subject: string }) =>
      mail.to.includes(to) && mail.subject.startsWith('Interview invitation: Payroll Specialist');
    const messages = await sink.waitFor(
      (all) => all.some(invited(CANDIDATE.email)) && all.some(invited(interviewer.email)),
      30_000,
    );
    const calendars = [];
    for (const person of [CANDIDATE.email, interviewer.email]) {
      const parsed = await simpleParser(messages.find(invited(person))!.raw);
      const attachment = parsed.attachments.find((file) => file.filename === 'interview.ics')!;
      expect(attachment.contentType).toBe('text/calendar');
      calendars.push(parseCalendar(attachment.content.toString('utf8')));
    }
    for (const calendar of calendars) {
      expect(calendar).toMatchObject({
        method: 'REQUEST',
        sequence: 0,
        status: 'CONFIRMED',
        start: new Date('2031-07-03T13:30:00Z'),
        end: new Date('2031-07-03T14:15:00Z'),
        location: 'Avenida da Liberdade 10, Lisbon',
      });
      expect(calendar.attendees.sort()).toEqual([CANDIDATE.email, interviewer.email].sort());
    }
    expect(calendars[0]!.uid).toBe(calendars[1]!.uid);

    // The interviewer finds it from the dashboard.
    const theirs = await app.open('narrow');
    await signInAt(theirs, app.server.url, interviewer, '/admin');
    const dashboard = new AdminPage(theirs);
    await dashboard.main.getByRole('link', { name: 'My interviews' }).click();
    await dashboard.expectHeading('My interviews');
    await dashboard.main.getByRole('link', { name: CANDIDATE.fullName }).waitFor();
    await dashboard.main.getByText('Thursday 3 July 2031 at 2:30 PM Lisbon time').waitFor();
  });

  it('shows an interviewer the other’s scorecard only once they have submitted their own', async () => {
    // An interview by two interviewers that has taken place (moved into the past in the database).
    const second = await createAccount(app.staff, 'INTERNAL_RECRUITER', 'Zara', 'Interviewer');
    const token = await app.staff.adminToken();
    const options = await app.server.gql<{ interviewerOptions: { id: string; email: string }[] }>(
      '{ interviewerOptions { id email } }',
      {},
      token,
    );
    const idOf = (email: string) => options.data!.interviewerOptions.find((option) => option.email === email)!.id;
    const scheduled = await app.server.gql<{ scheduleInterview: { id: string } }>(
      'mutation ($a: ID!, $i: InterviewInput!) { scheduleInterview(applicationId: $a, input: $i) { id } }',
      {
        a: applicationId,
        i: {
          date: '2031-01-10',
          time: '10:00',
          timeZone: 'Europe/London',
          interviewerIds: [idOf(interviewer.email), idOf(second.email)],
        },
      },
      token,
    );
    const interviewId = scheduled.data!.scheduleInterview.id;
    await app.server.orm.em
      .fork()
      .execute(`update interview set starts_at = now() - interval '2 hours', date = '2025-01-10' where id = ?`, [
        interviewId,
      ]);

    const submit = async (page: Page, recommendation: string, notes: string) => {
      const screen = new AdminPage(page);
      await screen.main.getByRole('button', { name: /^Submit scorecard for the interview on / }).click();
      const dialog = page.getByRole('dialog', { name: new RegExp(`^Your scorecard: ${CANDIDATE.fullName} on `) });
      for (const group of ['Relevant experience', 'Skills for the role', 'Communication', 'Motivation'])
        await dialog.getByRole('group', { name: group }).getByRole('radio', { name: 'Yes', exact: true }).check();
      await dialog
        .getByRole('group', { name: 'Overall recommendation' })
        .getByRole('radio', { name: recommendation, exact: true })
        .check();
      await dialog.getByLabel('Notes').fill(notes);
      await dialog.getByRole('button', { name: 'Submit scorecard' }).click();
      await screen.main.getByText('Scorecard submitted.').waitFor();
    };

    // Ivo judges first, and sees no one else's (there is none yet).
    const ivo = await app.open('wide');
    await signInAt(ivo, app.server.url, interviewer, `/admin/candidates/${applicationId}`);
    await new AdminPage(ivo).expectHeading(CANDIDATE.fullName);
    await submit(ivo, 'Strong yes', 'Clear thinker about payroll controls.');

    // Zara has not judged: Ivo's scorecard is kept from her until she submits hers.
    const zara = await app.open('wide');
    await signInAt(zara, app.server.url, second, `/admin/candidates/${applicationId}`);
    const zaraScreen = new AdminPage(zara);
    await zaraScreen.expectHeading(CANDIDATE.fullName);
    await zaraScreen.main.getByText('1 scorecard hidden until you submit yours.').first().waitFor();
    expect(await zaraScreen.main.getByText('Clear thinker about payroll controls.').count()).toBe(0);
    await submit(zara, 'No', 'Needs more depth on year-end.');
    await zaraScreen.main.getByText('Clear thinker about payroll controls.').waitFor();
    await zaraScreen.main.getByText('2 scorecards: 1 Strong yes, 1 No').waitFor();

    // And Ivo, reading the page again, sees Zara's.
    await ivo.reload();
    await new AdminPage(ivo).main.getByText('Needs more depth on year-end.').waitFor();
  });
});
