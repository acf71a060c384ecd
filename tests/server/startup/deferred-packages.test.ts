import { chmod, mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import { MikroORM } from '@mikro-orm/postgresql';

import { pendingMigrationNames } from '../../../server/src/db/migration-state';
import { MIGRATIONS } from '../../../server/src/db/migrations';
import { createOrmConfig } from '../../../server/src/db/mikro-orm.config';
import { bundledPackages, bundleScripts, bundleSettings } from '../../helpers/server-bundle';
import { spawnServer } from '../../helpers/server-process';
import { createTestDatabase, type TestDatabase } from '../../helpers/test-database';

const PRELOAD = path.join(__dirname, 'fixtures', 'record-packages.mjs');

/** Packages a start and its first requests never need: each waits for the work that uses it. */
const DEFERRED = [
  // A pending migration (db/mikro-orm.config.ts, db/migration-state.ts).
  '@mikro-orm/migrations',
  'umzug',
  // METRICS_TOKEN or METRICS_PORT (metrics/metrics.ts).
  'prom-client',
  // The first public form; the OpenAPI document; never (Apollo's inline traces are off).
  'rate-limiter-flexible',
  'class-validator-jsonschema',
  '@apollo/usage-reporting-protobuf',
  // lib/packages-on-first-use.ts and the S3 adapter.
  'sharp',
  'archiver',
  'nodemailer',
  'qrcode',
  'ics',
  'pdf-lib',
  '@pdf-lib/fontkit',
  'bidi-js',
  '@aws-sdk/client-s3',
  // class-validator's index, which loads every rule and with them libphonenumber-js's metadata of
  // the world's phone numbers: the inputs' rules load one by one (lib/class-validator-rules.ts).
  'libphonenumber-js',
];

let dir: string;
let db: TestDatabase;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'talent-test-deferred-'));
  await chmod(dir, 0o755);
  db = await createTestDatabase();
});
afterAll(async () => {
  await db?.drop();
  await rm(dir, { recursive: true, force: true });
});

const post = (url: string, query: string) =>
  fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query }) });

/** Runs the built server on the test's database, has `work` ask it things, stops it: which of DEFERRED did it load? */
async function deferredLoaded(
  work: (url: string) => Promise<void>,
  env: Record<string, string> = {},
): Promise<{ loaded: string[]; output: string }> {
  const file = path.join(dir, `loaded-${Date.now()}.json`);
  const server = await spawnServer({
    NODE_OPTIONS: `--import ${PRELOAD}`,
    WATCHED_PACKAGES: JSON.stringify(DEFERRED),
    LOADED_PACKAGES_FILE: file,
    DATABASE_URL: db.url,
    DATA_DIR: dir,
    HOST: '127.0.0.1',
    LOG_LEVEL: 'info',
    ...env,
  });
  try {
    await work(server.url);
  } finally {
    expect(await server.stop()).toBe(0);
  }
  return { loaded: JSON.parse(await readFile(file, 'utf8')) as string[], output: server.output() };
}

/** What a first visitor asks: the jobs over REST and GraphQL, and the probe. */
async function firstRequests(url: string): Promise<void> {
  expect((await fetch(`${url}/api/jobs?limit=20`)).status).toBe(200);
  expect((await post(`${url}/graphql`, '{ jobs(limit: 20) { total items { id title } } }')).status).toBe(200);
  expect((await fetch(`${url}/readyz`)).status).toBe(200);
}

describe('what a start loads', () => {
  it('watches packages the bundled server requires from node_modules (a bundled one would never be seen loading)', () => {
    const bundled = bundledPackages(bundleScripts(bundleSettings()));
    expect(bundled).toContain('graphql');
    expect(DEFERRED.filter((name) => bundled.has(name))).toEqual([]);
  });

  it('on an up-to-date database with metrics off, starts and answers without the migrator or prom-client', async () => {
    const { loaded, output } = await deferredLoaded(firstRequests);
    expect(loaded).toEqual([]);
    expect(output).not.toContain('Applied migrations');
  }, 60_000);

  it('applies a pending migration (loading the migrator for it), and loads prom-client when metrics are on', async () => {
    const latest = MIGRATIONS[MIGRATIONS.length - 1]!.name;
    const orm = await MikroORM.init(createOrmConfig(db.url, { pool: { min: 0, max: 1 } }));
    try {
      await orm.migrator.down();
      expect(await pendingMigrationNames(orm)).toEqual([latest]);

      const { loaded, output } = await deferredLoaded(firstRequests, {
        METRICS_TOKEN: 'metrics-token-for-the-tests-0123456789',
      });
      expect(loaded).toEqual(['@mikro-orm/migrations', 'prom-client', 'umzug']);
      expect(output).toContain('Applied migrations');
      expect(output).toContain(latest);
      expect(await pendingMigrationNames(orm)).toEqual([]);
    } finally {
      await orm.close(true);
    }
  }, 60_000);
});
