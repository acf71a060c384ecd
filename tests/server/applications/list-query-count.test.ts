import { type QueryLoggedApp, startQueryLoggedApp } from '../../helpers/query-logged-app';
import { Role, startTestServer, type TestServer } from '../../helpers/test-server';

import { applicant, APPLICATIONS, type ApplicationView, applyByForm, newJob } from './application-fixtures';

let t: TestServer;
let recruiter: string;
let app: QueryLoggedApp;

beforeAll(async () => {
  t = await startTestServer();
  recruiter = (await t.userWithRole(Role.INTERNAL_RECRUITER)).token;
  app = await startQueryLoggedApp(t, { poolMax: 4 });
});
afterAll(async () => {
  await app.stop();
  await t.stop();
});

async function jobWithApplicants(count: number): Promise<string> {
  const job = await newJob(t, recruiter, `Role with ${count}`);
  await Promise.all(Array.from({ length: count }, () => applyByForm(t, job, applicant())));
  return job;
}

const listByRest = (job: string) =>
  fetch(`${app.url}/api/candidates/${job}/applications`, { headers: { authorization: `Bearer ${recruiter}` } }).then(
    (response) => response.json() as Promise<ApplicationView[]>,
  );

const listByGraphQL = (job: string) =>
  fetch(`${app.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${recruiter}` },
    body: JSON.stringify({ query: APPLICATIONS, variables: { jobId: job } }),
  })
    .then((response) => response.json() as Promise<{ data: { applications: ApplicationView[] } }>)
    .then((body) => body.data.applications);

describe('listing applications with their job', () => {
  let one: string;
  let twenty: string;
  beforeAll(async () => {
    one = await jobWithApplicants(1);
    twenty = await jobWithApplicants(20);
  });

  it.each([
    ['REST', listByRest],
    ['GraphQL', listByGraphQL],
  ])('runs the same few queries for 1 and for 20 applications through %s (no N+1)', async (_label, list) => {
    const small = await app.counted(() => list(one));
    const large = await app.counted(() => list(twenty));
    expect(small.result).toHaveLength(1);
    expect(large.result).toHaveLength(20);
    expect(large.result.every((application) => application.job.id === twenty)).toBe(true);
    // The signed-in user, the job, then the applications joined with their job.
    expect(large.sql).toHaveLength(small.sql.length);
    expect(large.sql.length).toBeLessThanOrEqual(3);
    expect(large.sql.filter((sql) => /from "job"/.test(sql) && !/from "application"/.test(sql))).toHaveLength(1);
  });
});
