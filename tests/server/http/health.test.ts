import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import pg from 'pg';

import { startTestServer, type TestServer } from '../../helpers/test-server';

interface Probe {
  status: number;
  headers: Headers;
  body: { status: string };
  ms: number;
}

/** Asks like a browser would (Accept: text/html), so an HTML fallback would show. */
async function probe(t: TestServer, route: string): Promise<Probe> {
  const started = Date.now();
  const response = await fetch(`${t.url}${route}`, { headers: { accept: 'text/html,*/*' } });
  const text = await response.text();
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  return {
    status: response.status,
    headers: response.headers,
    body: JSON.parse(text) as Probe['body'],
    ms: Date.now() - started,
  };
}

/** A connection to the PostgreSQL server itself (not the test's database), to switch a database off. */
async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: process.env.TEST_SERVER_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 10_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > until) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

let clientDir: string;
let t: TestServer;
beforeAll(async () => {
  // A site with an SPA fallback, as in production: a probe must never get its page.
  clientDir = await mkdtemp(path.join(os.tmpdir(), 'talent-test-site-'));
  await writeFile(path.join(clientDir, 'index.html'), '<!doctype html><html><head></head><body>site</body></html>');
  t = await startTestServer({}, { clientDir });
});
afterAll(async () => {
  await t?.stop();
  await rm(clientDir, { recursive: true, force: true });
});

describe('/livez, /readyz and /healthz', () => {
  it('answer JSON that is never cached while everything is fine', async () => {
    const live = await probe(t, '/livez');
    expect(live).toMatchObject({ status: 200, body: { status: 'ok' } });
    expect(live.headers.get('cache-control')).toBe('no-store');

    const ready = await probe(t, '/readyz');
    expect(ready).toMatchObject({ status: 200, body: { status: 'ready' } });
    expect(Object.keys(ready.body)).toEqual(['status']);
    expect(ready.headers.get('cache-control')).toBe('no-store');

    expect(await probe(t, '/healthz')).toMatchObject({ status: 200, body: { status: 'ok' } });
  });

  it('/readyz answers a bare 503 and logs the migration the database lacks', async () => {
    const logged = jest.spyOn(t.server.deps.logger, 'error');
    const em = t.orm.em.fork();
    const [latest] = await em
      .getConnection()
      .execute<{ id: number; name: string }[]>('select id, name from mikro_orm_migrations order by id desc limit 1');
    await em.getConnection().execute('delete from mikro_orm_migrations where id = ?', [latest!.id]);
    try {
      const ready = await probe(t, '/readyz');
      expect(ready.status).toBe(503);
      expect(ready.headers.get('retry-after')).toBe('5');
      // Anyone may ask: the answer names nothing of the schema, the log tells the operator.
      expect(ready.body).toEqual({ status: 'not ready' });
      expect(logged).toHaveBeenCalledWith(
        'Not ready',
        expect.objectContaining({
          reasons: [`migrations pending: ${latest!.name}`],
          checks: { database: 'ok', migrations: 'pending', draining: false },
          pendingMigrations: [latest!.name],
        }),
      );
      // The process itself is fine: no restart wanted.
      expect((await probe(t, '/livez')).status).toBe(200);
    } finally {
      await em.getConnection().execute('insert into mikro_orm_migrations (name) values (?)', [latest!.name]);
    }
    expect((await probe(t, '/readyz')).status).toBe(200);
    logged.mockRestore();
  });

  it('/readyz and /healthz answer 503 within seconds while the database is down, and recover', async () => {
    const name = t.db.name;
    const logged = jest.spyOn(t.server.deps.logger, 'error');
    // The log stays JSON: knex's own console output about dropped connections goes through the logger.
    const console = jest.spyOn(global.console, 'log');
    await admin(async (client) => {
      await client.query(`alter database "${name}" with allow_connections false`);
      await client.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [name]);
    });
    try {
      const ready = await probe(t, '/readyz');
      expect(ready.status).toBe(503);
      expect(ready.ms).toBeLessThan(5000);
      expect(ready.body).toEqual({ status: 'not ready' });
      expect(logged).toHaveBeenCalledWith(
        'Not ready',
        expect.objectContaining({
          reasons: ['database unreachable'],
          checks: { database: 'unreachable', migrations: 'unknown', draining: false },
        }),
      );
      expect(await probe(t, '/healthz')).toMatchObject({ status: 503, body: { status: 'database unavailable' } });
      expect((await probe(t, '/livez')).status).toBe(200);
    } finally {
      await admin((client) => client.query(`alter database "${name}" with allow_connections true`));
    }
    const back = await eventually(
      () => probe(t, '/readyz'),
      (answer) => answer.status === 200,
    );
    expect(back.body.status).toBe('ready');
    expect(console).not.toHaveBeenCalled();
    console.mockRestore();
    logged.mockRestore();
  });
});

describe('draining', () => {
  it('/readyz answers 503 "draining" once stopping begins, while requests are still served', async () => {
    const draining = await startTestServer({ DRAIN_SECONDS: '5' });
    try {
      expect((await probe(draining, '/readyz')).status).toBe(200);
      const logged = jest.spyOn(draining.server.deps.logger, 'info');
      const stopped = draining.server.stop();
      const ready = await probe(draining, '/readyz');
      expect(ready).toMatchObject({ status: 503, body: { status: 'not ready' } });
      expect(logged).toHaveBeenCalledWith(
        'Not ready',
        expect.objectContaining({
          reasons: ['draining: the process is stopping'],
          checks: { database: 'ok', migrations: 'ok', draining: true },
        }),
      );
      expect((await probe(draining, '/livez')).status).toBe(200);
      expect((await draining.rest('GET', '/api/jobs')).status).toBe(200);
      await stopped;
      await expect(fetch(`${draining.url}/livez`)).rejects.toThrow();
    } finally {
      await draining.stop();
    }
  });
});
