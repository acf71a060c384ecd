import http from 'node:http';
import type { AddressInfo } from 'node:net';

import { MikroORM } from '@mikro-orm/postgresql';

import { type App, createApp } from '../../../server/src/app';
import { createOrmConfig } from '../../../server/src/db/mikro-orm.config';
import { buildAppSchema } from '../../../server/src/graphql/build-schema';
import { Role, startTestServer, type TestServer } from '../../helpers/test-server';

import { applicant, APPLICATIONS, type ApplicationView, applyByForm, newJob } from './application-fixtures';

/**
 * The production app (same Express stack, schema and services) on an ORM whose query log goes to
 * `queries`: every SQL statement a request runs is counted, with no switch in production code.
 */
let t: TestServer;
let recruiter: string;
let orm: MikroORM;
let app: App;
let url: string;
const queries: string[] = [];

beforeAll(async () => {
  t = await startTestServer();
  recruiter = (await t.userWithRole(Role.INTERNAL_RECRUITER)).token;
  orm = await MikroORM.init(
    createOrmConfig(t.db.url, { debug: ['query'], logger: (message) => queries.push(message), pool: { min: 0, max: 4 } }),
  );
  const httpServer = http.createServer();
  app = await createApp({ orm, deps: t.server.deps, schema: await buildAppSchema(), httpServer });
  httpServer.on('request', app.express);
  await new Promise<void>((resolve) => httpServer.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(httpServer.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await app.apollo.stop(); // its drain plugin closes the HTTP server
  await orm.close(true);
  await t.stop();
});

async function jobWithApplicants(count: number): Promise<string> {
  const job = await newJob(t, recruiter, `Role with ${count}`);
  await Promise.all(Array.from({ length: count }, () => applyByForm(t, job, applicant())));
  return job;
}

/** Runs one request and answers its result and the SQL statements it ran. */
async function counted<T>(request: () => Promise<T>): Promise<{ result: T; sql: string[] }> {
  queries.length = 0;
  const result = await request();
  return { result, sql: [...queries] };
}

const listByRest = (job: string) =>
  fetch(`${url}/api/candidates/${job}/applications`, { headers: { authorization: `Bearer ${recruiter}` } }).then(
    (response) => response.json() as Promise<ApplicationView[]>,
  );

const listByGraphQL = (job: string) =>
  fetch(`${url}/graphql`, {
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
    const small = await counted(() => list(one));
    const large = await counted(() => list(twenty));
    expect(small.result).toHaveLength(1);
    expect(large.result).toHaveLength(20);
    expect(large.result.every((application) => application.job.id === twenty)).toBe(true);
    // The signed-in user, the job, then the applications joined with their job.
    expect(large.sql).toHaveLength(small.sql.length);
    expect(large.sql.length).toBeLessThanOrEqual(3);
    expect(large.sql.filter((sql) => /from "job"/.test(sql) && !/from "application"/.test(sql))).toHaveLength(1);
  });
});
