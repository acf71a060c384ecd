import { existsSync } from 'node:fs';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import { MikroORM } from '@mikro-orm/postgresql';

import { createOrmConfig } from '../../../server/src/db/mikro-orm.config';
import { SeedMarker } from '../../../server/src/db/seeders/seed-marker.entity';
import { createLogger } from '../../../server/src/lib/logger';
import { User } from '../../../server/src/modules/users/user.entity';
import { startServer } from '../../../server/src/server';
import { runServerToExit, spawnServer } from '../../helpers/server-process';
import { createEmptyDatabase } from '../../helpers/test-database';
import { testConfig } from '../../helpers/test-server';

async function post(url: string, body: unknown, token?: string) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('first start on the embedded default, then a restart', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'talent-first-start-'));
    await chmod(dataDir, 0o755);
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('creates a SUPER_ADMIN with a printed password, keeps data and secrets across a restart, and stops cleanly', async () => {
    const env = { DATA_DIR: dataDir, LOG_LEVEL: 'info' };
    const first = await spawnServer(env);
    const printed = /email:\s+(\S+)\s+password:\s+(\S+)/.exec(first.output());
    expect(printed?.[1]).toBe('admin@localhost');
    const password = printed![2];
    expect(password.length).toBeGreaterThanOrEqual(16);
    expect(first.output()).toContain('Seeded demo content');

    const login = await post(`${first.url}/api/user/login`, { email: 'admin@localhost', password });
    expect(login).toMatchObject({ status: 200, body: { role: 'SUPER_ADMIN' } });
    const token = login.body.token as string;
    const added = await post(
      `${first.url}/api/user/register`,
      {
        firstName: 'Rita',
        lastName: 'Recruiter',
        email: 'rita@example.com',
        password: 'rita-password',
        role: 'INTERNAL_RECRUITER',
      },
      token,
    );
    expect(added.status).toBe(201);

    expect(await first.stop()).toBe(0);
    // PostgreSQL was stopped too: its lock file is gone.
    expect(existsSync(path.join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);
    expect(existsSync(path.join(dataDir, 'jwt-secret'))).toBe(true);

    const second = await spawnServer(env);
    try {
      expect(second.output()).not.toMatch(/password:/);
      expect(second.output()).not.toContain('Seeded demo content');
      expect(second.output()).not.toContain('Applied migrations');
      // The same JWT secret: a token from before the restart still works.
      const me = await post(`${second.url}/graphql`, { query: '{ me { email role } }' }, token);
      expect(me.body).toEqual({ data: { me: { email: 'admin@localhost', role: 'SUPER_ADMIN' } } });
      const rita = await post(`${second.url}/api/user/login`, { email: 'rita@example.com', password: 'rita-password' });
      expect(rita).toMatchObject({ status: 200, body: { role: 'INTERNAL_RECRUITER' } });
    } finally {
      expect(await second.stop()).toBe(0);
    }
  });

  it('refuses to start on a wrong setting, naming the variable', async () => {
    // Both processes at once: each spends most of its life loading the server's modules.
    const [{ code, output }, production] = await Promise.all([
      runServerToExit({ DATA_DIR: dataDir, PORT: 'eighty' }),
      runServerToExit({ DATA_DIR: dataDir, NODE_ENV: 'production' }),
    ]);
    expect(code).toBe(1);
    expect(output).toContain('Invalid PORT');
    expect(production.code).toBe(1);
    expect(production.output).toContain('Invalid JWT_SECRET: is required when NODE_ENV=production');
  });
});

describe('first start on DATABASE_URL', () => {
  it('migrates an empty database, creates the admin from ADMIN_EMAIL/ADMIN_PASSWORD once, and seeds no demo content', async () => {
    const db = await createEmptyDatabase();
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'talent-first-start-'));
    const lines: string[] = [];
    const start = (password: string) =>
      startServer(
        testConfig(
          { DATABASE_URL: db.url, ADMIN_EMAIL: 'Boss@Example.com', ADMIN_PASSWORD: password, SEED_DEMO: '' },
          dataDir,
        ),
        createLogger('silent'),
        { print: (line) => lines.push(line) },
      );
    const orm = await MikroORM.init(createOrmConfig(db.url));
    try {
      const first = await start('first-password');
      await first.stop();
      const second = await start('another-password');
      await second.stop();
      const users = await orm.em.fork().find(User, {});
      expect(users.map((u) => [u.email, u.role])).toEqual([['boss@example.com', 'SUPER_ADMIN']]);
      expect(lines).toEqual([]);
      expect(await orm.em.fork().count(SeedMarker, {})).toBe(0);
    } finally {
      await orm.close(true);
      await db.drop();
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('migrates once and creates one admin when two processes start together on an empty database', async () => {
    const db = await createEmptyDatabase();
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'talent-first-start-'));
    const start = () =>
      startServer(
        testConfig({ DATABASE_URL: db.url, ADMIN_EMAIL: 'twin@example.com', ADMIN_PASSWORD: 'twin-password' }, dataDir),
        createLogger('silent'),
        { print: () => undefined },
      );
    const orm = await MikroORM.init(createOrmConfig(db.url));
    try {
      const results = await Promise.allSettled([start(), start()]);
      await Promise.all(results.map((result) => (result.status === 'fulfilled' ? result.value.stop() : undefined)));
      expect(results.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled']);
      expect(await orm.em.fork().count(User, {})).toBe(1);
    } finally {
      await orm.close(true);
      await db.drop();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
