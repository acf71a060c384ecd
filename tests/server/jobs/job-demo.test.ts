import { DEMO_JOBS } from '../../../server/src/modules/jobs/job.demo';
import { startTestServer, type TestServer } from '../../helpers/test-server';

import type { JobView } from './job-fixtures';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ SEED_DEMO: 'true' });
});
afterAll(() => t.stop());

describe('demo jobs', () => {
  it('are seeded once with SEED_DEMO=true and listed newest first', async () => {
    const rest = await t.rest<JobView[]>('GET', '/api/jobs');
    expect(rest.status).toBe(200);
    expect(rest.body.map((job) => job.title)).toEqual(DEMO_JOBS.map((job) => job.title));
    for (const job of rest.body) {
      expect(job.location).not.toBe('');
      expect(job.description.length).toBeGreaterThan(0);
      expect(job.responsibilities.length).toBeGreaterThan(0);
      expect(job.qualifications.length).toBeGreaterThan(0);
    }
  });
});
