import { type SmtpSink, startSmtpSink } from '../../helpers/smtp-sink';
import { Role, startTestServer, type TestServer } from '../../helpers/test-server';

import { applicant, newJob } from './application-fixtures';
import { newApplication, REJECT, SHORTLIST_MANY, UNDO } from './pipeline-fixtures';

const PENDING = `query PendingRejectionEmails {
  pendingRejectionEmails { id fullName rejectionEmailDueAt job { id title } }
}`;

interface Pending {
  id: string;
  fullName: string;
  rejectionEmailDueAt: string;
  job: { id: string; title: string };
}

let t: TestServer;
let sink: SmtpSink;
let recruiter: string;
let user: string;
let jobId: string;

beforeAll(async () => {
  sink = await startSmtpSink();
  // An hour's delay: the rejection e-mails stay waiting while the test reads them.
  t = await startTestServer({ SMTP_URL: sink.url, REJECTION_EMAIL_DELAY_MINUTES: '60' });
  recruiter = (await t.userWithRole(Role.INTERNAL_RECRUITER)).token;
  user = (await t.userWithRole(Role.USER)).token;
  jobId = await newJob(t, recruiter, 'Benefits Analyst');
});
afterAll(async () => {
  await t.stop();
  await sink.stop();
});

const pending = async () => {
  const answer = await t.gql<{ pendingRejectionEmails: Pending[] }>(PENDING, {}, recruiter);
  expect(answer.errors).toBeUndefined();
  return answer.data!.pendingRejectionEmails;
};

describe('pendingRejectionEmails', () => {
  it('is UNAUTHENTICATED for a visitor, FORBIDDEN for USER, and allowed for INTERNAL_RECRUITER', async () => {
    expect((await t.gql(PENDING)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect((await t.gql(PENDING, {}, user)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await t.gql(PENDING, {}, recruiter)).errors).toBeUndefined();
  });

  it('lists the rejections whose e-mail is still waiting, soonest first, and drops one when it is undone', async () => {
    const first = await newApplication(t, jobId, applicant({ fullName: 'Ada First' }));
    const second = await newApplication(t, jobId, applicant({ fullName: 'Bea Second' }));
    const shortlisted = await newApplication(t, jobId, applicant({ fullName: 'Cy Shortlisted' }));
    expect(await pending()).toEqual([]);

    const before = Date.now();
    expect((await t.gql(REJECT, { id: first }, recruiter)).errors).toBeUndefined();
    expect((await t.gql(REJECT, { id: second }, recruiter)).errors).toBeUndefined();
    expect((await t.gql(SHORTLIST_MANY, { ids: [shortlisted] }, recruiter)).errors).toBeUndefined();

    const listed = await pending();
    expect(listed.map((item) => [item.fullName, item.job.title])).toEqual([
      ['Ada First', 'Benefits Analyst'],
      ['Bea Second', 'Benefits Analyst'],
    ]);
    // Due about an hour after the decision.
    for (const item of listed) {
      const due = Date.parse(item.rejectionEmailDueAt);
      expect(due).toBeGreaterThanOrEqual(before + 59 * 60_000);
      expect(due).toBeLessThanOrEqual(Date.now() + 61 * 60_000);
    }

    expect((await t.gql(UNDO, { id: first }, recruiter)).errors).toBeUndefined();
    expect((await pending()).map((item) => item.id)).toEqual([second]);
  });
});
