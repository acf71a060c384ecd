import 'reflect-metadata';

import { randomBytes } from 'node:crypto';

import { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';

import { createOrmConfig } from '../../server/src/db/mikro-orm.config';

function serverUrl(): string {
  const url = process.env.TEST_SERVER_URL;
  if (!url) throw new Error('TEST_SERVER_URL is not set: run the tests through jest (tests/helpers/global-setup.mjs)');
  return url;
}

export function databaseUrl(name: string): string {
  const url = new URL(serverUrl());
  url.pathname = `/${name}`;
  return url.toString();
}

async function withAdminClient<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl() });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** The run's migrated template: created once (under a lock) by whichever test file asks first. */
async function ensureTemplate(client: pg.Client): Promise<string> {
  const template = `tmpl_${process.env.TEST_RUN_ID ?? 'local'}`;
  await client.query('select pg_advisory_lock(7301)');
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [template]);
    if (!rowCount) {
      await client.query(`create database "${template}"`);
      const orm = await MikroORM.init(createOrmConfig(databaseUrl(template)));
      try {
        await orm.getMigrator().up();
      } finally {
        await orm.close(true);
      }
    }
  } finally {
    await client.query('select pg_advisory_unlock(7301)');
  }
  return template;
}

export interface TestDatabase {
  name: string;
  url: string;
  drop(): Promise<void>;
}

/** A fresh database with every migration applied, for one test file. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const name = `test_${randomBytes(6).toString('hex')}`;
  await withAdminClient(async (client) => {
    const template = await ensureTemplate(client);
    await client.query(`create database "${name}" template "${template}"`);
  });
  return {
    name,
    url: databaseUrl(name),
    drop: () =>
      withAdminClient((client) => client.query(`drop database if exists "${name}" with (force)`)).then(() => undefined),
  };
}

/** An empty database (no migrations), for tests of the server's own start-up. */
export async function createEmptyDatabase(): Promise<TestDatabase> {
  const name = `empty_${randomBytes(6).toString('hex')}`;
  await withAdminClient((client) => client.query(`create database "${name}"`));
  return {
    name,
    url: databaseUrl(name),
    drop: () =>
      withAdminClient((client) => client.query(`drop database if exists "${name}" with (force)`)).then(() => undefined),
  };
}

/**
 * For a test file that works on the ORM alone: a fresh migrated database and an ORM on it, opened
 * before the file's tests and closed (and the database dropped) after them. Read `.orm` in a test.
 */
export function useTestOrm(): { readonly orm: MikroORM } {
  const opened: { orm?: MikroORM; db?: TestDatabase } = {};
  beforeAll(async () => {
    opened.db = await createTestDatabase();
    opened.orm = await MikroORM.init(createOrmConfig(opened.db.url));
  });
  afterAll(async () => {
    await opened.orm?.close(true);
    await opened.db?.drop();
  });
  return {
    get orm() {
      if (!opened.orm) throw new Error('useTestOrm: the ORM opens in beforeAll; read it in a test.');
      return opened.orm;
    },
  };
}
