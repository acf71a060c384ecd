// This file passes 400 lines: its cases share one server (another file would start another, and load the server again).
import { OutboxMessage } from '../../../server/src/mail/outbox-message.entity';
import { Application } from '../../../server/src/modules/applications/application.entity';
import { WebhookDelivery } from '../../../server/src/modules/webhooks/webhook-delivery.entity';
import { type SmtpSink, startSmtpSink } from '../../helpers/smtp-sink';
import { Role, startTestServer, type TestServer } from '../../helpers/test-server';
import { createEndpoint } from '../webhooks/webhook-fixtures';

import { applicant, newJob, SET_STATUS } from './application-fixtures';
import {
  historyKinds,
  newApplication,
  type PipelineView,
  REJECT,
  REJECT_MANY,
  SHORTLIST_MANY,
  TEMPLATE,
  UNDO,
  UPDATE_TEMPLATE,
} from './pipeline-fixtures';

const DELAY_MS = 2000;
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

let t: TestServer;
let sink: SmtpSink;
let recruiter: string;
let recruiterId: string;
let admin: string;
let user: string;
let jobId: string;

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await startTestServer({
    SMTP_URL: sink.url,
    MAIL_POLL_MS: '50',
    REJECTION_EMAIL_DELAY_MINUTES: String(DELAY_MS / 60_000),
    WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true',
    // Deliveries stay queued: the test reads what would be sent.
    WEBHOOK_POLL_MS: '3600000',
  });
  const staff = await t.userWithRole(Role.INTERNAL_RECRUITER);
  recruiter = staff.token;
  recruiterId = staff.user.id;
  admin = (await t.userWithRole(Role.ADMIN)).token;
  user = (await t.userWithRole(Role.USER)).token;
  jobId = await newJob(t, recruiter, 'Payroll Specialist');
});
afterAll(async () => {
  await t.stop();
  await sink.stop();
});

const rejectionsTo = (email: string) =>
  sink.messages.filter((message) => message.to.includes(email) && !message.subject.startsWith('We received'));
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const status = async (id: string) => (await t.orm.em.fork().findOneOrFail(Application, { id })).status ?? null;
const outboxAbout = (id: string) =>
  t.orm.em.fork().find(OutboxMessage, { about: `application:${id}`, purpose: { $ne: null } });

describe('who may decide', () => {
  it.each([
    ['rejectApplication', REJECT, (id: string) => ({ id })],
    ['undoApplicationDecision', UNDO, (id: string) => ({ id })],
    ['shortlistApplications', SHORTLIST_MANY, (id: string) => ({ ids: [id] })],
    ['rejectApplications', REJECT_MANY, (id: string) => ({ ids: [id] })],
  ])(
    '%s: UNAUTHENTICATED for anonymous, FORBIDDEN for USER, allowed for INTERNAL_RECRUITER',
    async (name, query, vars) => {
      const id = await newApplication(t, jobId);
      if (name === 'undoApplicationDecision') await t.gql(SHORTLIST_MANY, { ids: [id] }, recruiter);
      expect((await t.gql(query, vars(id))).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
      expect((await t.gql(query, vars(id), user)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
      expect((await t.gql(query, vars(id), recruiter)).errors).toBeUndefined();
    },
  );

  it('reads the rejection template as INTERNAL_RECRUITER, and lets only ADMIN change it', async () => {
    expect((await t.gql(TEMPLATE)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect((await t.gql(TEMPLATE, {}, user)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await t.gql(TEMPLATE, {}, recruiter)).errors).toBeUndefined();
    const input = { subject: 'About {jobTitle}', body: 'Dear {candidateName}, no.' };
    expect((await t.gql(UPDATE_TEMPLATE, { input })).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect((await t.gql(UPDATE_TEMPLATE, { input }, recruiter)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect(
      (await t.gql(`mutation { resetRejectionEmailTemplate { subject } }`, {}, recruiter)).errors?.[0].extensions?.code,
    ).toBe('FORBIDDEN');
    expect((await t.gql(`mutation { resetRejectionEmailTemplate { subject } }`, {}, admin)).errors).toBeUndefined();
  });
});

describe('rejecting with a delayed e-mail and undo', () => {
  it('sends the rejection once, after the delay, naming the job of the rejected application', async () => {
    const data = applicant({ fullName: 'Ada Delay' });
    const otherJob = await newJob(t, recruiter, 'Office Manager');
    await newApplication(t, otherJob, data);
    const id = await newApplication(t, jobId, data);
    const before = Date.now();
    const answer = await t.gql<{ rejectApplication: PipelineView }>(REJECT, { id }, recruiter);
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.rejectApplication.status).toBe('Rejected');
    const dueAt = new Date(answer.data!.rejectApplication.rejectionEmailDueAt!).getTime();
    expect(dueAt).toBeGreaterThanOrEqual(before + DELAY_MS - 50);

    await pause(DELAY_MS / 2);
    expect(rejectionsTo(data.email)).toHaveLength(0);
    const [mail] = await sink
      .waitFor(() => rejectionsTo(data.email).length > 0, 10_000)
      .then(() => rejectionsTo(data.email));
    expect(Date.now()).toBeGreaterThanOrEqual(dueAt);
    expect(mail!.subject).toBe('Your application: Payroll Specialist');
    expect(mail!.text).toContain('Dear Ada Delay,');
    expect(mail!.text).not.toContain('Office Manager');
    await pause(500); // ten more polls: no second copy may follow
    expect(rejectionsTo(data.email)).toHaveLength(1);
    expect(await historyKinds(t, recruiter, id)).toEqual([
      'REJECTION_EMAIL_SENT',
      'REJECTION_EMAIL_QUEUED',
      'STATUS_SET',
      'APPLIED',
    ]);
    // Once sent, the decision stays.
    const undo = await t.gql(UNDO, { id }, recruiter);
    expect(undo.errors?.[0]).toMatchObject({
      extensions: { code: 'CONFLICT' },
      message: expect.stringContaining('already been sent'),
    });
    expect(await status(id)).toBe('Rejected');
  });

  it('cancels the decision and the e-mail when undone within the delay; rejecting again sends exactly one e-mail', async () => {
    const data = applicant({ fullName: 'Bob Undo' });
    const id = await newApplication(t, jobId, data);
    expect((await t.gql(REJECT, { id }, recruiter)).errors).toBeUndefined();
    const undone = await t.gql<{ undoApplicationDecision: PipelineView }>(UNDO, { id }, recruiter);
    expect(undone.errors).toBeUndefined();
    expect(undone.data?.undoApplicationDecision).toMatchObject({ status: null, rejectionEmailDueAt: null });
    expect(await outboxAbout(id)).toHaveLength(0);
    const history = await t.gql<{
      application: { activity: { kind: string; actorId: string | null; details: string }[] };
    }>(`query ($id: ID!) { application(id: $id) { activity { kind actorId details } } }`, { id }, recruiter);
    const lines = history.data!.application.activity.map((line) => ({ ...line, details: JSON.parse(line.details) }));
    expect(lines).toEqual([
      { kind: 'STATUS_UNDONE', actorId: recruiterId, details: { from: 'Rejected' } },
      { kind: 'REJECTION_EMAIL_CANCELLED', actorId: recruiterId, details: { messageId: expect.any(String) } },
      {
        kind: 'REJECTION_EMAIL_QUEUED',
        actorId: recruiterId,
        details: { messageId: expect.any(String), dueAt: expect.any(String) },
      },
      { kind: 'STATUS_SET', actorId: recruiterId, details: { from: null, to: 'Rejected' } },
      { kind: 'APPLIED', actorId: null, details: {} },
    ]);
    await pause(DELAY_MS + 1500);
    expect(rejectionsTo(data.email)).toHaveLength(0);

    expect((await t.gql(REJECT, { id }, recruiter)).errors).toBeUndefined();
    await sink.waitFor(() => rejectionsTo(data.email).length > 0, 10_000);
    await pause(500); // ten more polls: no second copy may follow
    expect(rejectionsTo(data.email)).toHaveLength(1);
  });

  it('refuses to undo while the dispatcher holds the e-mail (it is being sent), changing nothing', async () => {
    const id = await newApplication(t, jobId);
    await t.gql(REJECT, { id }, recruiter);
    const [queued] = await outboxAbout(id);
    // The dispatcher's claim: the row locked in an open transaction, as while it talks to SMTP.
    const em = t.orm.em.fork();
    await em.transactional(async (tx) => {
      await tx.execute('select "id" from "outbox_message" where "id" = ? for update', [queued!.id]);
      const undo = await t.gql(UNDO, { id }, recruiter);
      expect(undo.errors?.[0]).toMatchObject({
        extensions: { code: 'CONFLICT' },
        message: 'The rejection e-mail has already been sent (or is being sent): the decision can no longer be undone.',
      });
    });
    expect(await status(id)).toBe('Rejected');
    expect(await outboxAbout(id)).toHaveLength(1);
    expect((await historyKinds(t, recruiter, id))[0]).toBe('REJECTION_EMAIL_QUEUED');
    // Released: the undo goes through.
    expect((await t.gql(UNDO, { id }, recruiter)).errors).toBeUndefined();
  });

  it('queues one e-mail when the same application is rejected twice at once', async () => {
    const id = await newApplication(t, jobId);
    const answers = await Promise.all([t.gql(REJECT, { id }, recruiter), t.gql(REJECT_MANY, { ids: [id] }, recruiter)]);
    expect(answers.map((answer) => answer.errors?.[0]?.extensions?.code ?? 'OK').sort()).toEqual(['CONFLICT', 'OK']);
    expect(await outboxAbout(id)).toHaveLength(1);
    await t.gql(UNDO, { id }, recruiter);
  });

  it('tells webhooks of the undo: application.status_changed with status null and the previous status', async () => {
    const endpoint = await createEndpoint(t, admin, 'http://127.0.0.1:9/hook', ['application.status_changed']);
    const id = await newApplication(t, jobId);
    await t.gql(REJECT, { id }, recruiter);
    await t.gql(UNDO, { id }, recruiter);
    const deliveries = await t.orm.em
      .fork()
      .find(WebhookDelivery, { endpoint: endpoint.id }, { orderBy: { createdAt: 'asc' } });
    const bodies = deliveries.map((delivery) => JSON.parse(delivery.body) as { data: Record<string, unknown> });
    expect(bodies.map((body) => [body.data.id, body.data.status, body.data.previousStatus])).toEqual([
      [id, 'Rejected', null],
      [id, null, 'Rejected'],
    ]);
  });

  it('refuses to undo when there is no decision, and to reject twice, with CONFLICT', async () => {
    const id = await newApplication(t, jobId);
    expect((await t.gql(UNDO, { id }, recruiter)).errors?.[0].extensions?.code).toBe('CONFLICT');
    await t.gql(REJECT, { id }, recruiter);
    const again = await t.gql(REJECT, { id }, recruiter);
    expect(again.errors?.[0]).toMatchObject({ extensions: { code: 'CONFLICT' }, message: expect.stringContaining(id) });
    expect(await outboxAbout(id)).toHaveLength(1);
    expect((await t.gql(UNDO, { id: UNKNOWN_ID }, recruiter)).errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });

  it('undoes a shortlisting back to no decision', async () => {
    const id = await newApplication(t, jobId);
    await t.gql(SHORTLIST_MANY, { ids: [id] }, recruiter);
    const undone = await t.gql<{ undoApplicationDecision: PipelineView }>(UNDO, { id }, recruiter);
    expect(undone.data?.undoApplicationDecision.status).toBeNull();
    // Shortlisting moved it to the Shortlisted stage, undoing it back to Applied: each move in the history.
    expect(await historyKinds(t, recruiter, id)).toEqual([
      'STATUS_UNDONE',
      'STAGE_CHANGED',
      'STATUS_SET',
      'STAGE_CHANGED',
      'APPLIED',
    ]);
  });
});

describe("the spec's Reject (status, then send-rejection-email)", () => {
  it('makes the e-mail the decision’s: undo is refused once it has gone, and the decision stays', async () => {
    const email = 'spec.reject@example.com';
    const id = await newApplication(t, jobId, applicant({ email }));
    expect((await t.rest('PUT', `/api/candidates/${id}?status=Rejected`, { token: recruiter })).status).toBe(200);
    const sent = await t.rest('POST', '/api/candidates/send-rejection-email', { token: recruiter, body: { email } });
    expect(sent.status).toBe(200);
    const row = await t.orm.em.fork().findOneOrFail(Application, { id });
    expect(row.rejectionMailId).toEqual(expect.any(String));
    expect(row.rejectionEmailDueAt).toBeInstanceOf(Date);
    await sink.waitFor(() => rejectionsTo(email).length > 0, 10_000);

    const undone = await t.gql(UNDO, { id }, recruiter);
    expect(undone.errors?.[0]).toMatchObject({
      extensions: { code: 'CONFLICT' },
      message: expect.stringContaining('already been sent'),
    });
    expect(await status(id)).toBe('Rejected');
  });

  it('leaves an application without a decision undoable as before (no e-mail is tied to it)', async () => {
    const email = 'no.decision@example.com';
    const id = await newApplication(t, jobId, applicant({ email }));
    expect(
      (await t.rest('POST', '/api/candidates/send-rejection-email', { token: recruiter, body: { email } })).status,
    ).toBe(200);
    expect((await t.orm.em.fork().findOneOrFail(Application, { id })).rejectionMailId).toBeNull();
    await t.gql(SHORTLIST_MANY, { ids: [id] }, recruiter);
    expect((await t.gql(UNDO, { id }, recruiter)).errors).toBeUndefined();
  });
});

describe('shortlisting a rejected application', () => {
  it('is refused by the pipeline until undone, and shortlists after undo', async () => {
    const id = await newApplication(t, jobId);
    expect((await t.gql(REJECT, { id }, recruiter)).errors).toBeUndefined();
    const bulk = await t.gql(SHORTLIST_MANY, { ids: [id] }, recruiter);
    expect(bulk.errors?.[0]).toMatchObject({ extensions: { code: 'CONFLICT' }, message: expect.stringContaining(id) });
    expect(await status(id)).toBe('Rejected');

    expect((await t.gql(UNDO, { id }, recruiter)).errors).toBeUndefined();
    expect((await t.gql(SHORTLIST_MANY, { ids: [id] }, recruiter)).errors).toBeUndefined();
    expect(await status(id)).toBe('Shortlisted');
  });

  it("is taken by the spec's calls as before, and cancels a rejection e-mail still waiting", async () => {
    const email = 'changed.mind@example.com';
    const id = await newApplication(t, jobId, applicant({ email }));
    expect((await t.gql(REJECT, { id }, recruiter)).errors).toBeUndefined();
    expect(await outboxAbout(id)).toHaveLength(1);
    const rest = await t.rest('PUT', `/api/candidates/${id}?status=Shortlisted`, { token: recruiter });
    expect(rest.status).toBe(200);
    expect(await status(id)).toBe('Shortlisted');
    expect(await outboxAbout(id)).toHaveLength(0);
    expect((await historyKinds(t, recruiter, id)).slice(0, 3)).toEqual([
      'STATUS_SET',
      'STAGE_CHANGED',
      'REJECTION_EMAIL_CANCELLED',
    ]);

    // The spec's mutation too, from a plain spec rejection (no e-mail waiting).
    const other = await newApplication(t, jobId);
    expect((await t.rest('PUT', `/api/candidates/${other}?status=Rejected`, { token: recruiter })).status).toBe(200);
    expect((await t.gql(SET_STATUS, { id: other, status: 'Shortlisted' }, recruiter)).errors).toBeUndefined();
    expect(await status(other)).toBe('Shortlisted');

    await pause(DELAY_MS + 1500);
    expect(rejectionsTo(email)).toHaveLength(0);
  });
});

describe('bulk decisions', () => {
  it('changes nothing when one id is already rejected or unknown, and names the failing ids', async () => {
    const [a, b, rejected] = [
      await newApplication(t, jobId),
      await newApplication(t, jobId),
      await newApplication(t, jobId),
    ];
    await t.gql(REJECT, { id: rejected }, recruiter);
    const conflict = await t.gql(REJECT_MANY, { ids: [a, rejected, b] }, recruiter);
    expect(conflict.errors?.[0]).toMatchObject({ extensions: { code: 'CONFLICT' } });
    expect(conflict.errors?.[0].message).toContain(rejected);
    expect(conflict.errors?.[0].message).not.toContain(a);
    const unknown = await t.gql(SHORTLIST_MANY, { ids: [a, UNKNOWN_ID, b, 'not-a-uuid'] }, recruiter);
    expect(unknown.errors?.[0]).toMatchObject({ extensions: { code: 'NOT_FOUND' } });
    expect(unknown.errors?.[0].message).toContain('not-a-uuid');
    const missing = await t.gql(SHORTLIST_MANY, { ids: [a, UNKNOWN_ID, b] }, recruiter);
    expect(missing.errors?.[0].message).toContain(UNKNOWN_ID);
    expect([await status(a), await status(b)]).toEqual([null, null]);
    expect([...(await outboxAbout(a)), ...(await outboxAbout(b))]).toHaveLength(0);
    expect(await historyKinds(t, recruiter, a)).toEqual(['APPLIED']);
  });

  it('rejects several at once, each e-mail naming its own job, and shortlists several at once', async () => {
    const secondJob = await newJob(t, recruiter, 'Night Auditor');
    const [a, b] = [await newApplication(t, jobId), await newApplication(t, secondJob)];
    const answer = await t.gql<{ rejectApplications: PipelineView[] }>(REJECT_MANY, { ids: [b, a] }, recruiter);
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.rejectApplications.map((row) => [row.id, row.status])).toEqual([
      [b, 'Rejected'],
      [a, 'Rejected'],
    ]);
    expect((await outboxAbout(a)).map((message) => message.subject)).toEqual(['Your application: Payroll Specialist']);
    expect((await outboxAbout(b)).map((message) => message.subject)).toEqual(['Your application: Night Auditor']);
    // Undo one of them: its mail goes, the other's stays.
    await t.gql(UNDO, { id: a }, recruiter);
    expect(await outboxAbout(a)).toHaveLength(0);
    expect(await outboxAbout(b)).toHaveLength(1);

    const [c, d] = [await newApplication(t, jobId), await newApplication(t, jobId)];
    const shortlisted = await t.gql<{ shortlistApplications: PipelineView[] }>(
      SHORTLIST_MANY,
      { ids: [c, d, c] },
      recruiter,
    );
    expect(shortlisted.data?.shortlistApplications.map((row) => row.status)).toEqual(['Shortlisted', 'Shortlisted']);
  });

  it('refuses an empty list, naming ids', async () => {
    const answer = await t.gql(SHORTLIST_MANY, { ids: [] }, recruiter);
    expect(answer.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'ids' });
  });
});

describe('the rejection e-mail template', () => {
  afterEach(() => t.gql(`mutation { resetRejectionEmailTemplate { subject } }`, {}, admin));

  it('fills the saved template in, for the delayed rejection and the spec’s send-rejection-email alike', async () => {
    const saved = await t.gql<{ updateRejectionEmailTemplate: { subject: string; updatedBy: string } }>(
      UPDATE_TEMPLATE,
      { input: { subject: 'Update on {jobTitle}', body: 'Hello {candidateName},\nthe {jobTitle} role is filled.' } },
      admin,
    );
    expect(saved.errors).toBeUndefined();
    const data = applicant({ fullName: 'Cy Template' });
    const id = await newApplication(t, jobId, data);
    await t.gql(REJECT, { id }, recruiter);
    const [queued] = await outboxAbout(id);
    expect(queued).toMatchObject({
      subject: 'Update on Payroll Specialist',
      text: 'Hello Cy Template,\nthe Payroll Specialist role is filled.',
    });
    const preview = await t.gql<{
      application: { rejectionEmailPreview: { to: string; subject: string; text: string; delayMinutes: number } };
    }>(
      `query ($id: ID!) { application(id: $id) { rejectionEmailPreview { to subject text delayMinutes } } }`,
      { id },
      recruiter,
    );
    // The reject dialog shows the very e-mail the rejection queued, and the delay it announces is
    // REJECTION_EMAIL_DELAY_MINUTES, decimals kept.
    expect(preview.data?.application.rejectionEmailPreview).toEqual({
      to: data.email,
      subject: queued!.subject,
      text: queued!.text,
      delayMinutes: DELAY_MS / 60_000,
    });

    const other = applicant({ fullName: 'Di Spec' });
    const specId = await newApplication(t, jobId, other);
    const rest = await t.rest('POST', '/api/candidates/send-rejection-email', {
      token: recruiter,
      body: { email: other.email },
    });
    expect(rest.status).toBe(200);
    const [specMail] = await outboxAbout(specId);
    expect(specMail).toMatchObject({
      subject: 'Update on Payroll Specialist',
      text: 'Hello Di Spec,\nthe Payroll Specialist role is filled.',
    });
    expect((await historyKinds(t, recruiter, specId))[0]).toBe('REJECTION_EMAIL_QUEUED');
  });

  it.each([
    ['an unknown placeholder', { subject: 'Hi', body: 'Dear {firstName}' }, 'body', '{firstName}'],
    ['a stray brace', { subject: 'Hi {jobTitle', body: 'Dear you' }, 'subject', 'brace'],
    ['an empty body', { subject: 'Hi', body: '   ' }, 'body', 'required'],
    ['a two-line subject', { subject: 'Hi\nthere', body: 'Dear you' }, 'subject', 'one line'],
    ['a body over 5000 characters', { subject: 'Hi', body: 'x'.repeat(5001) }, 'body', '5000'],
  ])('refuses %s, naming the field', async (_label, input, field, words) => {
    const answer = await t.gql(UPDATE_TEMPLATE, { input }, admin);
    expect(answer.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field });
    expect(answer.errors?.[0].message).toContain(words);
    const current = await t.gql<{ rejectionEmailTemplate: { subject: string; updatedBy: string | null } }>(
      TEMPLATE,
      {},
      admin,
    );
    expect(current.data?.rejectionEmailTemplate).toMatchObject({
      subject: 'Your application: {jobTitle}',
      updatedBy: null,
    });
  });
});
