import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import { spawnServer } from '../../helpers/server-process';
import { createTestDatabase, type TestDatabase } from '../../helpers/test-database';

interface LogLine {
  level: string;
  msg: string;
  requestId?: string;
  route?: string;
  status?: number;
  signal?: string;
}

function logLines(output: string): LogLine[] {
  return output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as LogLine);
}

let db: TestDatabase;
let dataDir: string;
beforeAll(async () => {
  db = await createTestDatabase();
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'talent-test-stop-'));
  await chmod(dataDir, 0o755);
});
afterAll(async () => {
  await db?.drop();
  await rm(dataDir, { recursive: true, force: true });
});

describe('stopping on SIGTERM (the built server, as a process)', () => {
  it('drains (/readyz 503, requests still served), then exits 0 with "Stopped" as its last log line', async () => {
    const server = await spawnServer({
      DATABASE_URL: db.url,
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      SEED_DEMO: 'false',
      DRAIN_SECONDS: '5',
    });
    const exited = new Promise<number | null>((resolve) => server.child.once('exit', (code) => resolve(code)));
    expect((await fetch(`${server.url}/readyz`)).status).toBe(200);

    server.child.kill('SIGTERM');
    let ready: Response | undefined;
    for (let i = 0; i < 50; i += 1) {
      ready = await fetch(`${server.url}/readyz`);
      if (ready.status === 503) break;
      await ready.arrayBuffer();
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(ready!.status).toBe(503);
    // Anyone can reach the probe: it says only "not ready"; why goes to the log (checked below).
    expect(await ready!.json()).toEqual({ status: 'not ready' });
    const jobs = await fetch(`${server.url}/api/jobs`);
    expect(jobs.status).toBe(200);
    const jobsRequestId = jobs.headers.get('x-request-id');

    expect(await exited).toBe(0);
    const lines = logLines(server.output());
    expect(lines.filter((line) => line.requestId === jobsRequestId)).toEqual([
      expect.objectContaining({ route: '/api/jobs', status: 200 }),
    ]);
    expect(lines).toContainEqual(
      expect.objectContaining({ msg: expect.stringMatching(/^Stopping/), signal: 'SIGTERM' }),
    );
    expect(lines).toContainEqual(
      expect.objectContaining({ msg: 'Not ready', level: 'info', checks: expect.objectContaining({ draining: true }) }),
    );
    expect(lines.at(-1)).toMatchObject({ level: 'info', msg: 'Stopped', signal: 'SIGTERM' });
    expect(server.output().trimEnd().split('\n').at(-1)).toContain('"msg":"Stopped"');
  }, 120_000);
});
