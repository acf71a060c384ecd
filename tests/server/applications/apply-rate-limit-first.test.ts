import { watch } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';

import { Role, startTestServer, type TestServer } from '../../helpers/test-server';
import { gqlUpload } from '../../helpers/uploads';

import { applicant, APPLY, applyByForm, countApplications, newJob, PDF_RESUME } from './application-fixtures';

/** Runs `work` and answers every name created in the resumes folder meanwhile (`.part` files too). */
async function filesWrittenDuring<T>(t: TestServer, work: () => Promise<T>): Promise<{ result: T; names: string[] }> {
  const folder = path.join(t.server.deps.config.storageDir, 'resumes');
  await mkdir(folder, { recursive: true });
  const names: string[] = [];
  const watcher = watch(folder, (_event, name) => {
    if (name) names.push(name);
  });
  try {
    const result = await work();
    // inotify events arrive on the event loop: give them a moment after the answer.
    await new Promise((resolve) => setTimeout(resolve, 200));
    return { result, names };
  } finally {
    watcher.close();
  }
}

function applyByGraphQL(t: TestServer, jobId: string, input: Record<string, string>) {
  return gqlUpload(t.url, APPLY, { jobId, input, resume: null }, 'variables.resume', PDF_RESUME);
}

describe('the form rate limits are checked before a resume is read', () => {
  let t: TestServer;
  let jobId: string;
  beforeAll(async () => {
    t = await startTestServer({ FORM_RATE_LIMIT_PER_IP: '2', FORM_RATE_LIMIT_PER_EMAIL: '1' });
    jobId = await newJob(t, (await t.userWithRole(Role.ADMIN)).token);
  });
  afterAll(() => t?.stop());

  it('per e-mail: a second application with the same address is 429 and its file never touches the disk', async () => {
    const fields = applicant();
    const first = await filesWrittenDuring(t, () => applyByForm(t, jobId, fields));
    expect(first.result.status).toBe(200);
    expect(first.names.length).toBeGreaterThan(0); // the watch sees a written resume

    const rest = await filesWrittenDuring(t, () => applyByForm(t, jobId, fields));
    expect(rest.result).toMatchObject({ status: 429, body: { field: 'email' } });
    expect(rest.names).toEqual([]);

    const graphql = await filesWrittenDuring(t, () => applyByGraphQL(t, jobId, fields));
    expect(graphql.result.errors?.[0]?.extensions?.code).toBe('TOO_MANY_REQUESTS');
    expect(graphql.names).toEqual([]);
    expect(await countApplications(t, { email: fields.email })).toBe(1);
  });

  it('per address: once the address is at its limit, no form from it has its file written', async () => {
    // The address sent one form above; this one reaches its limit of 2.
    expect((await applyByForm(t, jobId, applicant())).status).toBe(200);
    const rest = await filesWrittenDuring(t, () => applyByForm(t, jobId, applicant()));
    expect(rest.result.status).toBe(429);
    expect(rest.result.body.message).toMatch(/^Too many forms were sent from your network\./);
    expect(rest.names).toEqual([]);
    const graphql = await filesWrittenDuring(t, () => applyByGraphQL(t, jobId, applicant()));
    expect(graphql.result.errors?.[0]?.extensions?.code).toBe('TOO_MANY_REQUESTS');
    expect(graphql.names).toEqual([]);
  });
});
