import { ALREADY_IN_JOB_MESSAGE } from '../../../server/src/modules/applications/application-intake.service';
import { TALENT_POOL_SOURCE } from '../../../server/src/modules/talent-pool/talent-pool.service';
import { Role, startTestServer, type TestServer } from '../../helpers/test-server';
import { applicant, applyByForm, newJob, PDF_RESUME, resumeFiles } from '../applications/application-fixtures';
import { createEndpoint } from '../webhooks/webhook-fixtures';

import { ADD_TO_JOB, ENTRY, entryOf, pooled, sender } from './talent-pool-fixtures';

interface Added {
  id: string;
  fullName: string;
  email: string;
  phone: string;
  linkedIn: string;
  sourceKind: string;
  sourceDetail: string;
  status: string | null;
  job: { id: string; title: string };
  activity: { kind: string; actorLabel: string; details: string }[];
  consent: { basis: string; privacyVersion: string | null };
}

let t: TestServer;
let recruiter: { token: string; email: string };
let jobId: string;

beforeAll(async () => {
  t = await startTestServer({
    MAIL_POLL_MS: '3600000',
    // The deliveries are only queued here (an endpoint on a closed port): this test reads the queue.
    WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true',
    WEBHOOK_POLL_MS: '3600000',
  });
  recruiter = await t.userWithRole(Role.INTERNAL_RECRUITER);
  const admin = await t.userWithRole(Role.ADMIN);
  await createEndpoint(t, admin.token, 'http://127.0.0.1:9/hooks', ['application.created']);
  jobId = await newJob(t, recruiter.token, 'Payroll Team Lead');
});
afterAll(() => t.stop());

const add = (id: string, job: string, token = recruiter.token) =>
  t.gql<{ addTalentPoolEntryToJob: Added }>(ADD_TO_JOB, { id, jobId: job }, token);

const sql = <T>(query: string, params: unknown[] = []) => t.orm.em.fork().execute<T[]>(query, params);
const count = async (table: string) => (await sql<{ n: number }>(`select count(*)::int as n from "${table}"`))[0]!.n;

async function resumeBytes(path: string): Promise<Buffer> {
  const response = await fetch(`${t.url}${path}`, { headers: { authorization: `Bearer ${recruiter.token}` } });
  expect(response.status).toBe(200);
  return Buffer.from(await response.arrayBuffer());
}

describe('adding a talent-pool entry to a job', () => {
  it('makes an application of the person with a copy of the resume, in its history, the audit log, the webhook queue and the entry', async () => {
    const fields = sender({ fullName: 'Annie Easley', linkedIn: 'linkedin.com/in/annie' });
    const id = await pooled(t, fields);
    const before = (await entryOf(t, String(fields.email)))!;
    const mailBefore = await sql<{ n: number }>('select count(*)::int as n from outbox_message where "to" = ?', [
      fields.email,
    ]);

    const answer = await add(id, jobId);

    expect(answer.errors).toBeUndefined();
    const application = answer.data!.addTalentPoolEntryToJob;
    expect(application).toMatchObject({
      fullName: 'Annie Easley',
      email: fields.email,
      phone: fields.phone,
      linkedIn: 'https://linkedin.com/in/annie',
      sourceKind: 'ADDED_BY_STAFF',
      sourceDetail: TALENT_POOL_SOURCE,
      status: null,
      job: { id: jobId, title: 'Payroll Team Lead' },
      consent: { basis: 'Consent', privacyVersion: before.consent.privacyVersion },
    });
    expect(application.activity.map((line) => ({ ...line, details: JSON.parse(line.details) as unknown }))).toEqual([
      { kind: 'ADDED_BY_STAFF', actorLabel: recruiter.email, details: { fromTalentPoolEntryId: id } },
    ]);
    const audit = await sql<{ actor_label: string; details: Record<string, string> }>(
      `select actor_label, details from audit_entry where action = 'TALENT_POOL_ENTRY_ADDED_TO_JOB' and subject_id = ?`,
      [application.id],
    );
    expect(audit).toEqual([{ actor_label: recruiter.email, details: { talentPoolEntryId: id, jobId } }]);
    const deliveries = await sql<{ event_type: string }>('select event_type from webhook_delivery where about = ?', [
      `application:${application.id}`,
    ]);
    expect(deliveries).toEqual([{ event_type: 'application.created' }]);

    // A file of its own with the same bytes: each goes with its own row.
    const [{ resume_key: copyKey }] = await sql<{ resume_key: string }>(
      'select resume_key from application where id = ?',
      [application.id],
    );
    expect(copyKey).not.toBe(before.resumeKey);
    expect(await resumeBytes(`/api/candidates/resumes/${application.id}`)).toEqual(PDF_RESUME.bytes);
    expect(await resumeBytes(`/api/talent-pool/resumes/${id}`)).toEqual(PDF_RESUME.bytes);

    // The entry lists it, and its last activity moved on; the person got no e-mail.
    const entry = await t.gql<{ talentPoolEntry: { applications: { id: string; job: { id: string } }[] } }>(
      ENTRY,
      { id },
      recruiter.token,
    );
    expect(entry.data!.talentPoolEntry.applications).toEqual([
      { id: application.id, job: { id: jobId, title: 'Payroll Team Lead' } },
    ]);
    const after = (await entryOf(t, String(fields.email)))!;
    expect(after.lastActivityAt.getTime()).toBeGreaterThan(before.lastActivityAt.getTime());
    expect(
      await sql<{ n: number }>('select count(*)::int as n from outbox_message where "to" = ?', [fields.email]),
    ).toEqual(mailBefore);
  });

  it.each([
    ['a job the address applied to', 'applied', 'CONFLICT', 'jobId', ALREADY_IN_JOB_MESSAGE],
    ['a job the entry was added to before', 'twice', 'CONFLICT', 'jobId', ALREADY_IN_JOB_MESSAGE],
    ['an archived job', 'archived', 'NOT_FOUND', undefined, 'This job does not exist or has been deleted.'],
    ['a job that does not exist', 'missing', 'NOT_FOUND', undefined, 'This job does not exist or has been deleted.'],
  ])('refuses %s, writing nothing', async (_case, target, code, field, message) => {
    const fields = sender();
    const id = await pooled(t, fields);
    let job = await newJob(t, recruiter.token, `Target ${target}`);
    if (target === 'applied') {
      expect((await applyByForm(t, job, applicant({ email: String(fields.email).toUpperCase() }))).status).toBe(200);
    }
    if (target === 'twice') expect((await add(id, job)).errors).toBeUndefined();
    if (target === 'archived') await t.rest('DELETE', `/api/jobs/${job}`, { token: recruiter.token });
    if (target === 'missing') job = '00000000-0000-4000-8000-000000000000';
    const files = await resumeFiles(t);
    const counts = await Promise.all(
      ['application', 'talent_pool_addition', 'audit_entry', 'webhook_delivery'].map(count),
    );

    const refused = await add(id, job);

    expect(refused.errors?.[0]).toMatchObject({ message, extensions: { code, ...(field ? { field } : {}) } });
    expect(
      await Promise.all(['application', 'talent_pool_addition', 'audit_entry', 'webhook_delivery'].map(count)),
    ).toEqual(counts);
    expect(await resumeFiles(t)).toEqual(files);
  });

  it('answers NOT_FOUND for an unknown entry', async () => {
    const answer = await add('00000000-0000-4000-8000-000000000000', jobId);
    expect(answer.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('keeps the application made from an entry when the entry is deleted', async () => {
    const fields = sender();
    const id = await pooled(t, fields);
    const application = (await add(id, jobId)).data!.addTalentPoolEntryToJob;
    await t.gql('mutation ($id: ID!) { deleteTalentPoolEntry(id: $id) }', { id }, recruiter.token);
    expect(await sql('select id from application where id = ?', [application.id])).toHaveLength(1);
    expect(await sql('select id from talent_pool_addition where application_id = ?', [application.id])).toEqual([]);
  });
});
