/**
 * Two app processes that share only PostgreSQL and a bucket (each has its own DATA_DIR): a file
 * one receives, the other serves, and an erasure through either removes it from the bucket.
 * Runs the built server (dist/): `npm run build:server` first.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import { createFileStorage } from '../../../server/src/storage/create-file-storage';
import type { FileStorage } from '../../../server/src/storage/file-storage';
import { pdfBytes, pngBytes } from '../../helpers/files';
import { storedFiles } from '../../helpers/multipart-bodies';
import { startTestS3, type TestS3 } from '../../helpers/s3-server';
import { type ServerProcess, spawnServer } from '../../helpers/server-process';
import { createTestDatabase, type TestDatabase } from '../../helpers/test-database';
import { TEST_ADMIN } from '../../helpers/test-server';

let db: TestDatabase;
let s3: TestS3;
let bucket: FileStorage;
let dataDir: string;
const processes: ServerProcess[] = [];

beforeAll(async () => {
  db = await createTestDatabase();
  s3 = await startTestS3();
  bucket = createFileStorage(s3.location('shared'));
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'talent-s3-processes-'));
  const env = (name: string) => ({
    DATABASE_URL: db.url,
    DATA_DIR: path.join(dataDir, name),
    HOST: '127.0.0.1',
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
    ADMIN_EMAIL: TEST_ADMIN.email,
    ADMIN_PASSWORD: TEST_ADMIN.password,
    LOG_LEVEL: 'error',
    FORM_MIN_FILL_SECONDS: '0',
    ...s3.env('shared'),
  });
  processes.push(await spawnServer(env('a')));
  processes.push(await spawnServer(env('b')));
}, 120_000);
afterAll(async () => {
  for (const child of processes) await child.stop();
  await bucket?.close();
  await s3?.stop();
  await db?.drop();
  await rm(dataDir, { recursive: true, force: true });
});

async function signIn(url: string): Promise<Record<string, string>> {
  const answer = await fetch(`${url}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(TEST_ADMIN),
  });
  const { token } = (await answer.json()) as { token: string };
  return { authorization: `Bearer ${token}` };
}

function form(fields: Record<string, string>, file: { field: string; bytes: Buffer; name: string }): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  body.set(file.field, new Blob([new Uint8Array(file.bytes)]), file.name);
  return body;
}

/** What each process's own storage folder holds: nothing, with files in the bucket. */
async function localFiles(): Promise<string[]> {
  return [
    ...(await storedFiles(path.join(dataDir, 'a', 'files'))),
    ...(await storedFiles(path.join(dataDir, 'b', 'files'))),
  ];
}

describe('two processes sharing a bucket', () => {
  it('one stores a resume and an event picture; the other serves them; erasure through it empties the bucket', async () => {
    const [a, b] = processes as [ServerProcess, ServerProcess];
    const authA = await signIn(a.url);
    const authB = await signIn(b.url);
    const job = await fetch(`${a.url}/api/jobs`, {
      method: 'POST',
      headers: { ...authA, 'content-type': 'application/json' },
      body: JSON.stringify({ title: 'Shared Storage Lead', location: 'Lisbon' }),
    });
    const jobId = ((await job.json()) as { id: string }).id;

    const resume = pdfBytes('Resume received by process A');
    const email = 'shared-bucket@example.com';
    const applied = await fetch(`${a.url}/api/candidates/${jobId}`, {
      method: 'POST',
      body: form(
        { fullName: 'Shared Bucket', email, phone: '+351 912 345 678' },
        { field: 'resume', bytes: resume, name: 'cv.pdf' },
      ),
    });
    expect(applied.status).toBe(200);
    const applicationId = ((await applied.json()) as { id: string }).id;

    const served = await fetch(`${b.url}/api/candidates/resumes/${applicationId}`, { headers: authB });
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(resume)).toBe(true);

    const added = await fetch(`${b.url}/api/events/add`, {
      method: 'POST',
      headers: authB,
      body: form(
        { name: 'Shared fair', date: '2031-01-01', time: '10:00', description: 'Pictures in a bucket.' },
        { field: 'image', bytes: pngBytes(), name: 'banner.png' },
      ),
    });
    expect(added.status).toBe(201);
    const { imageUrl } = (await added.json()) as { imageUrl: string };
    const picture = await fetch(`${a.url}${imageUrl}`);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/webp');
    expect(await localFiles()).toEqual([]);

    const stored = await bucket.listSettled(0);
    const resumeKeys = stored.filter((key) => key.startsWith('resumes/'));
    expect(resumeKeys).toHaveLength(1);
    const erased = await fetch(`${b.url}/graphql`, {
      method: 'POST',
      headers: { ...authB, 'content-type': 'application/json' },
      body: JSON.stringify({
        query: 'mutation ($email: String!) { erasePerson(email: $email) { applications resumes } }',
        variables: { email },
      }),
    });
    expect(((await erased.json()) as { data: unknown }).data).toEqual({
      erasePerson: { applications: 1, resumes: 1 },
    });
    expect(await bucket.exists(resumeKeys[0]!)).toBe(false);
    expect((await fetch(`${a.url}/api/candidates/resumes/${applicationId}`, { headers: authA })).status).toBe(404);
  }, 60_000);
});
