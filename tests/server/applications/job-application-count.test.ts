/**
 * job_application_count: how many applications each job has, kept by triggers on every write
 * (applying, moving, erasing, SQL behind the ORM's back), which the title search relies on.
 */
import { JobApplicationCount } from '../../../server/src/modules/applications/job-application-count.entity';
import { Role, startTestServer, type TestServer } from '../../helpers/test-server';

import { applicant, applyByForm, newJob } from './application-fixtures';

let t: TestServer;
let staff: string;
let admin: string;
beforeAll(async () => {
  t = await startTestServer();
  staff = (await t.userWithRole(Role.INTERNAL_RECRUITER)).token;
  admin = (await t.userWithRole(Role.ADMIN)).token;
});
afterAll(() => t.stop());

async function counts(...jobIds: string[]): Promise<Record<string, number>> {
  const rows = await t.orm.em.fork().find(JobApplicationCount, { jobId: { $in: jobIds } });
  return Object.fromEntries(rows.map((row) => [row.jobId, row.applications]));
}

describe('applications per job', () => {
  it('follow applying, a move between jobs, SQL updates and erasure, and a job without any has no row', async () => {
    const first = await newJob(t, staff, 'Count Keeper');
    const second = await newJob(t, staff, 'Count Mover');
    const empty = await newJob(t, staff, 'Count Nobody');
    const ada = applicant();
    for (const fields of [ada, applicant(), applicant()]) {
      expect((await applyByForm(t, first, fields)).status).toBe(200);
    }
    expect((await applyByForm(t, second, applicant())).status).toBe(200);
    expect(await counts(first, second, empty)).toEqual({ [first]: 3, [second]: 1 });

    const sql = (query: string, params: unknown[]) => t.orm.em.fork().execute(query, params);
    await sql(`update application set job_id = ? where email_key = ?`, [second, ada.email!.toLowerCase()]);
    expect(await counts(first, second)).toEqual({ [first]: 2, [second]: 2 });
    // An update that moves nothing changes nothing.
    await sql(`update application set status = 'Shortlisted' where job_id = ?`, [first]);
    expect(await counts(first, second)).toEqual({ [first]: 2, [second]: 2 });

    const erased = await t.gql<{ erasePerson: { applications: number } }>(
      `mutation ($email: String!) { erasePerson(email: $email) { applications } }`,
      { email: ada.email },
      admin,
    );
    expect(erased.data?.erasePerson.applications).toBe(1);
    expect(await counts(first, second)).toEqual({ [first]: 2, [second]: 1 });
    await sql(`delete from application where job_id = ?`, [second]);
    expect(await counts(first, second)).toEqual({ [first]: 2 });
  });
});
