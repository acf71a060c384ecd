import { ResumeTextExtractor } from '../../server/src/modules/applications/resume-text-extractor';
import { pdfBytes } from '../helpers/files';
import { type ReceivedMail, type SmtpSink, startSmtpSink } from '../helpers/smtp-sink';

import { PipelineAdminPage } from './pages/admin-pipeline';
import { ClientShortlistPage } from './pages/client-shortlist';
import { type Account, createAccount, signInAt } from './support/admin-session';
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

// The server sends its mail to the sink (started by the hook above, before the server).
const app = useE2eApp(() => ({ SMTP_URL: sink.url, MAIL_POLL_MS: '100' }));

const extractor = new ResumeTextExtractor({ timeoutMs: 20_000, idleMs: 60_000, maxHeapMb: 256 });
afterAll(async () => {
  await extractor.close();
});

const CLIENT = 'Acme Holdings';
const DANA = { fullName: 'Dana Boss', email: 'dana.boss@acme.example', role: 'Hiring manager' };
const ADA = { fullName: 'Ada Lovelace', email: 'ada.lovelace@example.com', phone: '+44 20 7946 0101' };
const GRACE = { fullName: 'Grace Hopper', email: 'grace.hopper@example.com', phone: '+1 202 555 0199' };
const JOB_TITLE = 'Payroll Specialist';

let recruiter: Account;
let jobId: string;
/** The link's path the contact got by e-mail (`/shortlists/<token>`). */
let linkPath: string;

/** Calls the API as the first admin (arranging what the journey needs). */
async function asAdmin<T>(query: string, variables: Record<string, unknown>): Promise<T> {
  const answer = await app.server.gql<T>(query, variables, await app.staff.adminToken());
  if (answer.errors?.length || !answer.data) throw new Error(`${query} failed: ${JSON.stringify(answer.errors)}`);
  return answer.data;
}

/** The newest mail to `to` whose subject matches. */
async function mailTo(to: string, subject: RegExp): Promise<ReceivedMail> {
  const matches = (mail: ReceivedMail) => mail.to.includes(to) && subject.test(mail.subject);
  const all = await sink.waitFor((messages) => messages.some(matches), 30_000);
  return all.filter(matches).at(-1)!;
}

beforeAll(async () => {
  recruiter = await createAccount(app.staff, 'INTERNAL_RECRUITER', 'Rana', 'Recruiter');
  const { createClient } = await asAdmin<{ createClient: { id: string } }>(
    'mutation ($input: ClientInput!) { createClient(input: $input) { id } }',
    { input: { name: CLIENT } },
  );
  await asAdmin(
    'mutation ($clientId: ID!, $input: ClientContactInput!) { addClientContact(clientId: $clientId, input: $input) { id } }',
    {
      clientId: createClient.id,
      input: DANA,
    },
  );
  const { createJob } = await asAdmin<{ createJob: { id: string } }>(
    'mutation ($input: JobInput!) { createJob(input: $input) { id } }',
    {
      input: {
        title: JOB_TITLE,
        location: 'Leeds',
        description: [],
        responsibilities: [],
        qualifications: [],
        clientId: createClient.id,
      },
    },
  );
  jobId = createJob.id;
  const visitor = new VisitorApi(app.server);
  for (const person of [GRACE, ADA]) {
    await visitor.apply(jobId, person, { bytes: pdfBytes(person.fullName), name: 'cv.pdf', type: 'application/pdf' });
  }
});

describe('a shortlist for a client, from the board to the client’s answer', () => {
  it('lets a recruiter pick candidates on the board and send them to the client’s contact', async () => {
    const page = await app.open('wide');
    await signInAt(page, app.server.url, recruiter, `/admin/jobs/${jobId}/pipeline`);
    const board = new PipelineAdminPage(page);
    await board.expectHeading(`Pipeline: ${JOB_TITLE}`);
    await board.card('Applied', ADA.fullName).waitFor();

    await board.main.getByRole('button', { name: 'Send to client' }).click();
    const dialog = page.getByRole('dialog', { name: `Send to client: ${JOB_TITLE}` });
    await dialog.getByRole('checkbox', { name: `${ADA.fullName} (Applied)` }).check();
    await dialog.getByRole('textbox', { name: `Note about ${ADA.fullName}` }).fill('Ran payroll for 3,000 people.');
    await dialog
      .getByRole('combobox', { name: /Contact/ })
      .selectOption({ label: `${DANA.fullName}, ${DANA.role} (${DANA.email})` });
    await expectNoSeriousA11yViolations(page, 'the send to client dialog');
    await dialog.getByRole('button', { name: 'Send', exact: true }).click();

    await dialog.waitFor({ state: 'hidden' });
    await board.main.getByText(`Shortlist sent to ${DANA.fullName}`).waitFor();
    const sent = board.main.getByRole('region', { name: 'Sent to clients' });
    await expectText(sent.getByRole('row', { name: new RegExp(DANA.fullName) }), /Active.*0 of 1 answered/);

    const mail = await mailTo(DANA.email, new RegExp(`^Candidates for ${JOB_TITLE}$`));
    const link = /https?:\/\/\S+\/shortlists\/[A-Za-z0-9_-]+/.exec(mail.text)?.[0];
    if (!link) throw new Error(`No shortlist link in:\n${mail.text}`);
    linkPath = new URL(link).pathname;
  });

  it('lets the contact open the link with a one-time code, read the watermarked resume and answer', async () => {
    const client = await new ClientShortlistPage(await app.open('wide')).goto(app.server.url, linkPath);
    await client.expectHeading(`Candidates for ${JOB_TITLE}`);
    await client.sendCode.waitFor();
    expect(await client.candidate(ADA.fullName).count()).toBe(0);
    await expectNoSeriousA11yViolations(client.page, 'the shortlist page asking for a code');

    await client.sendCode.click();
    const codeMail = await mailTo(DANA.email, /^Your code: \d{6}$/);
    const code = /\d{6}/.exec(codeMail.subject)![0];
    await client.code.fill(code);
    await client.open.click();

    const ada = client.candidate(ADA.fullName);
    await ada.waitFor();
    await ada.getByText('Ran payroll for 3,000 people.').waitFor();
    expect(await client.candidate(GRACE.fullName).count()).toBe(0);
    await expectNoSeriousA11yViolations(client.page, 'the open shortlist');

    // The resume opens inline in a new tab; its bytes, read as the page reads them, carry the client's name.
    const resume = ada.getByRole('link', { name: /View resume/ });
    expect(await resume.getAttribute('target')).toBe('_blank');
    const href = (await resume.getAttribute('href'))!;
    const answer = await client.page.evaluate(async (url) => {
      const response = await fetch(url);
      return {
        status: response.status,
        type: response.headers.get('content-type'),
        bytes: Array.from(new Uint8Array(await response.arrayBuffer())),
      };
    }, href);
    expect(answer).toMatchObject({ status: 200, type: 'application/pdf' });
    const read = await extractor.extract('pdf', Buffer.from(answer.bytes));
    expect('text' in read && read.text).toEqual(expect.stringContaining(`Shared with ${CLIENT}`));

    await ada.getByRole('radio', { name: 'Interested', exact: true }).check();
    await ada.getByRole('textbox', { name: 'Comment' }).fill('Could she start in January?');
    await ada.getByRole('button', { name: 'Send answer' }).click();
    await ada.getByText(/Thank you: your answer was saved\./).waitFor();
    await ada.getByText(/Your answer: Interested/).waitFor();
  });

  it('shows the recruiter the answer on the board, and after revoking the link no longer works', async () => {
    const page = await app.open('wide');
    await signInAt(page, app.server.url, recruiter, `/admin/jobs/${jobId}/pipeline`);
    const board = new PipelineAdminPage(page);
    await board.expectHeading(`Pipeline: ${JOB_TITLE}`);
    await expectText(board.card('Applied', ADA.fullName).locator('.client-feedback-badge'), 'Client: Interested');

    const sent = board.main.getByRole('region', { name: 'Sent to clients' });
    await expectText(sent.getByRole('row', { name: new RegExp(DANA.fullName) }), /1 of 1 answered/);
    await sent.getByRole('button', { name: `Revoke the shortlist for ${DANA.fullName}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Revoke this shortlist?' });
    await confirm.getByRole('button', { name: 'Revoke' }).click();
    await confirm.waitFor({ state: 'hidden' });
    await expectText(sent.getByRole('row', { name: new RegExp(DANA.fullName) }), /Revoked/);

    const client = await new ClientShortlistPage(await app.open('wide')).goto(app.server.url, linkPath);
    await client.main.getByText('This shortlist is no longer available.').waitFor();
  });
});
