import { DEMO_JOBS } from '../../../server/src/db/seeders/demo-jobs';
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

  it('have varied facts, so each filter of the public list has more than one value to choose', async () => {
    const answer = await t.gql<{ jobFacets: Record<string, { value: string; count: number }[]> }>(
      '{ jobFacets { location { value count } department { value count } employmentType { value count } workplace { value count } } }',
    );
    expect(answer.errors).toBeUndefined();
    for (const [facet, values] of Object.entries(answer.data!.jobFacets)) {
      // The facet's name rides along, so a failure says which filter has a single value.
      expect([facet, values.length > 1]).toEqual([facet, true]);
    }
    const jobs = await t.rest<
      { salaryMin: number | null; closesAt: string | null; clientName: string | null; confidentialClient: boolean }[]
    >('GET', '/api/jobs');
    expect(jobs.body.some((job) => job.salaryMin !== null)).toBe(true);
    expect(jobs.body.some((job) => job.closesAt !== null && new Date(job.closesAt) > new Date())).toBe(true);
    expect(jobs.body.some((job) => job.clientName !== null)).toBe(true);
    expect(jobs.body.some((job) => job.confidentialClient)).toBe(true);
  });
});
