import {
  ALREADY_IN_JOB_MESSAGE,
  HELD_SOURCE_MESSAGE,
} from '../../../server/src/modules/applications/application-intake.service';
import { Role } from '../../../server/src/modules/users/role';
import { startTestServer, type TestServer } from '../../helpers/test-server';
import { unzip } from '../people/people-fixtures';

import { applicant, applyByForm, newJob, PDF_RESUME, resumeFiles } from './application-fixtures';

const ADD = `mutation ($applicationId: ID!, $jobId: ID!) {
  addCandidateToJob(applicationId: $applicationId, jobId: $jobId) {
    id fullName email phone linkedIn coverLetter sourceKind sourceDetail status job { id title }
    answers { questionId } activity { kind actorLabel details } otherApplications { id }
  }
}`;
const HISTORY = 'query ($id: ID!) { candidate(id: $id) { activity { kind actorLabel details } } }';

interface Added {
  id: string;
  fullName: string;
  email: string;
  phone: string;
  linkedIn: string;
  coverLetter: string;
  sourceKind: string;
  sourceDetail: string;
  status: string | null;
  job: { id: string; title: string };
  answers: unknown[];
  activity: { kind: string; actorLabel: string; details: string }[];
  otherApplications: { id: string }[];
}

let t: TestServer;
let recruiter: { token: string; email: string };
let admin: string;
let fromJob: string;
let toJob: string;

beforeAll(async () => {
  t = await startTestServer({ MAIL_POLL_MS: '3600000' });
  recruiter = await t.userWithRole(Role.INTERNAL_RECRUITER);
  admin = (await t.userWithRole(Role.ADMIN)).token;
  fromJob = await newJob(t, recruiter.token, 'Payroll Specialist');
  toJob = await newJob(t, recruiter.token, 'Payroll Team Lead');
});
afterAll(() => t.stop());

async function apply(jobId: string, fields: Record<string, string> = {}): Promise<{ id: string; email: string }> {
  const data = applicant(fields);
  const answer = await applyByForm(t, jobId, data);
  expect(answer.status).toBe(200);
  return { id: String(answer.body.id), email: data.email! };
}

function add(applicationId: string, jobId: string, token = recruiter.token) {
  return t.gql<{ addCandidateToJob: Added }>(ADD, { applicationId, jobId }, token);
}

const sql = <T>(query: string, params: unknown[] = []) => t.orm.em.fork().execute<T[]>(query, params);

async function resumeBytes(applicationId: string): Promise<Buffer> {
  const response = await fetch(`${t.url}/api/candidates/resumes/${applicationId}`, {
    headers: { authorization: `Bearer ${recruiter.token}` },
  });
  expect(response.status).toBe(200);
  return Buffer.from(await response.arrayBuffer());
}

describe('adding a candidate to another job', () => {
  it('makes a new application of the same person with a copy of the resume, said in both histories and the audit log', async () => {
    const from = await apply(fromJob, { fullName: 'Lina Haddad', linkedIn: 'linkedin.com/in/lina' });
    const mailBefore = await sql<{ n: number }>('select count(*)::int as n from outbox_message where "to" = ?', [
      from.email,
    ]);

    const added = await add(from.id, toJob);

    expect(added.errors).toBeUndefined();
    const application = added.data!.addCandidateToJob;
    expect(application).toMatchObject({
      fullName: 'Lina Haddad',
      email: from.email,
      phone: '+1 555 0100',
      linkedIn: 'https://linkedin.com/in/lina',
      // The cover letter and answers were written for the other job.
      coverLetter: '',
      answers: [],
      sourceKind: 'ADDED_BY_STAFF',
      sourceDetail: 'Payroll Specialist',
      status: null,
      job: { id: toJob, title: 'Payroll Team Lead' },
      otherApplications: [{ id: from.id }],
    });
    // Details are JSON text (jsonb: keys in its own order).
    const parsed = (lines: { kind: string; details: string }[]) =>
      lines.map((line) => ({ ...line, details: JSON.parse(line.details) as unknown }));
    expect(parsed(application.activity)).toEqual([
      {
        kind: 'ADDED_BY_STAFF',
        actorLabel: recruiter.email,
        details: { fromApplicationId: from.id, fromJobTitle: 'Payroll Specialist' },
      },
    ]);
    const history = await t.gql<{ candidate: { activity: { kind: string; details: string }[] } }>(
      HISTORY,
      { id: from.id },
      recruiter.token,
    );
    expect(parsed(history.data!.candidate.activity)[0]).toMatchObject({
      kind: 'ADDED_TO_JOB',
      details: { applicationId: application.id, jobTitle: 'Payroll Team Lead' },
    });
    const audit = await sql<{ actor_label: string; details: Record<string, string> }>(
      `select actor_label, details from audit_entry where action = 'APPLICATION_ADDED_TO_JOB' and subject_id = ?`,
      [application.id],
    );
    expect(audit).toEqual([{ actor_label: recruiter.email, details: { fromApplicationId: from.id, jobId: toJob } }]);

    // A resume of its own with the same bytes: each application's file goes with it alone.
    const keys = await sql<{ id: string; resume_key: string }>(
      'select id, resume_key from application where id in (?, ?)',
      [from.id, application.id],
    );
    expect(new Set(keys.map((row) => row.resume_key)).size).toBe(2);
    expect(await resumeBytes(application.id)).toEqual(PDF_RESUME.bytes);
    expect(await resumeBytes(from.id)).toEqual(PDF_RESUME.bytes);
    // The candidate did not apply: no e-mail to them.
    const mailAfter = await sql<{ n: number }>('select count(*)::int as n from outbox_message where "to" = ?', [
      from.email,
    ]);
    expect(mailAfter).toEqual(mailBefore);

    // The person's export has both applications.
    const exported = await fetch(`${t.url}/api/people/export?email=${encodeURIComponent(from.email)}`, {
      headers: { authorization: `Bearer ${admin}` },
    });
    const records = JSON.parse(
      (await unzip(Buffer.from(await exported.arrayBuffer()))).get('records.json')!.toString('utf8'),
    ) as {
      applications: { id: string; sourceKind: string }[];
    };
    expect(records.applications.map((one) => one.id).sort()).toEqual([from.id, application.id].sort());
  });

  it('takes a job past its closing date (staff still fill it)', async () => {
    const closing = await t.gql<{ createJob: { id: string } }>(
      'mutation ($input: JobInput!) { createJob(input: $input) { id } }',
      { input: { title: 'Payroll Auditor', closesAt: new Date(Date.now() + 60_000).toISOString() } },
      recruiter.token,
    );
    const jobId = closing.data!.createJob.id;
    await sql("update job set closes_at = now() - interval '1 day' where id = ?", [jobId]);
    const from = await apply(fromJob);
    const added = await add(from.id, jobId);
    expect(added.errors).toBeUndefined();
    expect(added.data!.addCandidateToJob.job.id).toBe(jobId);
  });

  it.each([
    ['the job they are already in', 'same', 'CONFLICT', 'jobId', ALREADY_IN_JOB_MESSAGE],
    ['a job they were added to before', 'twice', 'CONFLICT', 'jobId', ALREADY_IN_JOB_MESSAGE],
    ['an archived job', 'archived', 'NOT_FOUND', undefined, 'This job does not exist or has been deleted.'],
    ['a job that does not exist', 'missing', 'NOT_FOUND', undefined, 'This job does not exist or has been deleted.'],
  ])('refuses %s, leaving no row and no file', async (_case, target, code, field, message) => {
    const from = await apply(fromJob);
    let jobId = toJob;
    if (target === 'same') jobId = fromJob;
    if (target === 'twice') expect((await add(from.id, toJob)).errors).toBeUndefined();
    if (target === 'archived') {
      jobId = await newJob(t, recruiter.token, 'Archived Role');
      await t.rest('DELETE', `/api/jobs/${jobId}`, { token: recruiter.token });
    }
    if (target === 'missing') jobId = '00000000-0000-4000-8000-000000000000';
    const files = await resumeFiles(t);
    const [{ n: rows }] = await sql<{ n: number }>('select count(*)::int as n from application');

    const refused = await add(from.id, jobId);

    expect(refused.errors?.[0]).toMatchObject({ message, extensions: { code, ...(field ? { field } : {}) } });
    expect(await sql<{ n: number }>('select count(*)::int as n from application')).toEqual([{ n: rows }]);
    expect(await resumeFiles(t)).toEqual(files);
  });

  it('refuses an application held for review, and an unknown one', async () => {
    const from = await apply(fromJob);
    await sql('update application set held_at = now(), held_reason = ? where id = ?', ['fast', from.id]);
    expect((await add(from.id, toJob)).errors?.[0]).toMatchObject({
      message: HELD_SOURCE_MESSAGE,
      extensions: { code: 'CONFLICT', field: 'applicationId' },
    });
    expect((await add('00000000-0000-4000-8000-000000000000', toJob)).errors?.[0]?.extensions).toMatchObject({
      code: 'NOT_FOUND',
    });
  });

  it('is staff’s alone', async () => {
    const from = await apply(fromJob);
    const anonymous = await t.gql(ADD, { applicationId: from.id, jobId: toJob });
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const user = (await t.userWithRole(Role.USER)).token;
    expect((await add(from.id, toJob, user)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
