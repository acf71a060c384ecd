import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import pg from 'pg';

import { createLogger } from '../../../server/src/lib/logger';
import { type RunningServer, startServer } from '../../../server/src/server';
import { createEmptyDatabase, type TestDatabase } from '../../helpers/test-database';
import { TEST_ADMIN, testConfig } from '../../helpers/test-server';

/** A connection to the PostgreSQL server as its superuser, for creating roles. */
async function asSuperuser<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: process.env.TEST_SERVER_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

function urlAs(databaseUrl: string, role: string, password: string): string {
  const url = new URL(databaseUrl);
  url.username = role;
  url.password = password;
  return url.toString();
}

/** What PostgreSQL answers `sql` run as `url`'s role: 'ok', or the error's SQLSTATE. */
async function outcome(url: string, sql: string): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
    return 'ok';
  } catch (error) {
    return (error as { code?: string }).code ?? String(error);
  } finally {
    await client.end();
  }
}

async function rowsAs<T extends pg.QueryResultRow>(url: string, sql: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql)).rows;
  } finally {
    await client.end();
  }
}

const suffix = randomBytes(4).toString('hex');
const owner = { role: `talent_migrate_${suffix}`, password: randomBytes(12).toString('hex') };
const app = { role: `talent_app_${suffix}`, password: randomBytes(12).toString('hex') };
/** An app role that first connects once the database is up to date (say, a credential rotation). */
const laterApp = { role: `talent_app_later_${suffix}`, password: randomBytes(12).toString('hex') };
let db: TestDatabase;
let dataDir: string;
let server: RunningServer;
let appUrl: string;

beforeAll(async () => {
  db = await createEmptyDatabase();
  await asSuperuser(async (client) => {
    await client.query(`create role "${owner.role}" login password '${owner.password}'`);
    await client.query(`create role "${app.role}" login password '${app.password}'`);
    // As docker-compose.yml's init script does: the migration role owns the database.
    await client.query(`alter database "${db.name}" owner to "${owner.role}"`);
  });
  appUrl = urlAs(db.url, app.role, app.password);
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'talent-roles-'));
  const config = testConfig(
    { DATABASE_URL: appUrl, DATABASE_MIGRATION_URL: urlAs(db.url, owner.role, owner.password) },
    dataDir,
  );
  server = await startServer(config, createLogger(config.logLevel), { print: () => undefined });
});
afterAll(async () => {
  await server?.stop();
  await db?.drop();
  await asSuperuser(async (client) => {
    await client.query(`drop role if exists "${app.role}"`);
    await client.query(`drop role if exists "${laterApp.role}"`);
    await client.query(`drop role if exists "${owner.role}"`);
  });
  await rm(dataDir, { recursive: true, force: true });
});

describe('a migration role that owns the tables, and an app role', () => {
  it('the migration role owns every table; the app signs in (an audit entry) and serves requests as the app role', async () => {
    const tables = await rowsAs<{ owner: string }>(
      appUrl,
      `select distinct tableowner as owner from pg_tables where schemaname = 'public'`,
    );
    expect(tables.map((row) => row.owner)).toEqual([owner.role]);

    const signIn = await fetch(`${server.url}/api/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: TEST_ADMIN.email, password: TEST_ADMIN.password }),
    });
    expect(signIn.status).toBe(200);
    const { token } = (await signIn.json()) as { token: string };
    const created = await fetch(`${server.url}/api/jobs`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ title: 'Role test job', location: 'Porto' }),
    });
    expect(created.status).toBe(201);
    expect((await fetch(`${server.url}/api/jobs`)).status).toBe(200);
    expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
  });

  it('the app role can append to and read the audit log, but not change, empty or unguard it', async () => {
    expect(await outcome(appUrl, `select count(*) from audit_entry where action = 'SIGN_IN_SUCCEEDED'`)).toBe('ok');
    expect(
      await outcome(appUrl, `insert into audit_entry (actor_label, action) values ('role test', 'SIGN_IN_FAILED')`),
    ).toBe('ok');
    // 42501: insufficient_privilege (for ALTER and DROP: "must be owner of table audit_entry").
    expect(await outcome(appUrl, `update audit_entry set actor_label = 'changed'`)).toBe('42501');
    expect(await outcome(appUrl, 'delete from audit_entry')).toBe('42501');
    expect(await outcome(appUrl, 'truncate audit_entry')).toBe('42501');
    expect(await outcome(appUrl, 'alter table audit_entry disable trigger audit_entry_append_only')).toBe('42501');
    expect(await outcome(appUrl, 'alter table audit_entry disable trigger all')).toBe('42501');
    expect(await outcome(appUrl, 'drop trigger audit_entry_append_only on audit_entry')).toBe('42501');
    expect(await outcome(appUrl, 'drop table audit_entry')).toBe('42501');
    // Other tables stay writable: the app needs that.
    expect(await outcome(appUrl, `update job set location = location where title = 'Role test job'`)).toBe('ok');
  });

  it('a start with nothing to migrate still grants its app role (a new one here) its rights', async () => {
    await asSuperuser((client) => client.query(`create role "${laterApp.role}" login password '${laterApp.password}'`));
    const laterUrl = urlAs(db.url, laterApp.role, laterApp.password);
    expect(await outcome(laterUrl, 'select count(*) from job')).toBe('42501');
    const config = testConfig(
      { DATABASE_URL: laterUrl, DATABASE_MIGRATION_URL: urlAs(db.url, owner.role, owner.password) },
      dataDir,
    );
    const later = await startServer(config, createLogger(config.logLevel), { print: () => undefined });
    try {
      expect((await fetch(`${later.url}/api/jobs`)).status).toBe(200);
      expect((await fetch(`${later.url}/readyz`)).status).toBe(200);
      expect(await outcome(laterUrl, 'delete from audit_entry')).toBe('42501');
    } finally {
      await later.stop();
    }
  });
});
