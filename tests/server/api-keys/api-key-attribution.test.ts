import { AuditEntry } from '../../../server/src/modules/audit/audit-entry.entity';
import { Role, startTestServer, type TestServer } from '../../helpers/test-server';
import { applicant, applyByForm, newJob, SET_STATUS } from '../applications/application-fixtures';

import { createKey } from './api-key-fixtures';

let t: TestServer;
let applicationId: string;

beforeAll(async () => {
  t = await startTestServer();
  const recruiter = await t.userWithRole(Role.INTERNAL_RECRUITER);
  const jobId = await newJob(t, recruiter.token);
  const applied = await applyByForm(t, jobId, applicant());
  applicationId = (applied.body as { id: string }).id;
});
afterAll(() => t.stop());

function statusEntries(): Promise<AuditEntry[]> {
  return t.orm.em.fork().find(AuditEntry, { action: 'APPLICATION_STATUS_CHANGED', subjectId: applicationId } as never, {
    orderBy: { id: 'asc' },
  });
}

describe('actions done with an API key', () => {
  it('are recorded in the audit log as that key, through GraphQL and REST alike', async () => {
    const admin = await t.userWithRole(Role.ADMIN);
    const key = await createKey(t, admin.token, { name: 'ATS sync', role: Role.INTERNAL_RECRUITER });

    const shortlisted = await t.gql(SET_STATUS, { id: applicationId, status: 'Shortlisted' }, key.secret);
    expect(shortlisted.errors).toBeUndefined();
    const rejected = await t.rest('PUT', `/api/candidates/${applicationId}?status=Rejected`, { token: key.secret });
    expect(rejected.status).toBe(200);

    const entries = await statusEntries();
    expect(entries.map((entry) => [entry.actorId, entry.actorLabel])).toEqual([
      [key.id, 'API key: ATS sync'],
      [key.id, 'API key: ATS sync'],
    ]);
  });

  it('are recorded as the person when a person does them', async () => {
    const recruiter = await t.userWithRole(Role.INTERNAL_RECRUITER);
    const before = (await statusEntries()).length;
    const answer = await t.gql(SET_STATUS, { id: applicationId, status: 'Shortlisted' }, recruiter.token);
    expect(answer.errors).toBeUndefined();
    const entries = await statusEntries();
    expect(entries).toHaveLength(before + 1);
    expect([entries.at(-1)!.actorId, entries.at(-1)!.actorLabel]).toEqual([recruiter.user.id, recruiter.email]);
  });
});
