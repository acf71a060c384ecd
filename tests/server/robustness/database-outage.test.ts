/**
 * While PostgreSQL cannot be reached, requests are answered 503 with Retry-After (REST and
 * GraphQL alike), not 500; once it is back, the same requests work again.
 */

import { createLogger } from '../../../server/src/lib/logger';
import { type RunningServer, startServer } from '../../../server/src/server';
import { startTcpProxy, type TcpProxy } from '../../helpers/tcp-proxy';
import { createTestDatabase, type TestDatabase } from '../../helpers/test-database';
import { TEST_ADMIN, testConfig } from '../../helpers/test-server';

let db: TestDatabase;
let proxy: TcpProxy;
let server: RunningServer;
let logged: jest.Mock;

beforeAll(async () => {
  db = await createTestDatabase();
  const target = new URL(db.url);
  proxy = await startTcpProxy(target.hostname, Number(target.port));
  const viaProxy = new URL(db.url);
  viaProxy.port = String(proxy.port);
  const logger = createLogger('silent');
  logged = jest.fn();
  logger.error = logged;
  server = await startServer(testConfig({ DATABASE_URL: viaProxy.toString() }), logger, { print: () => undefined });
});
afterAll(async () => {
  await proxy.up().catch(() => undefined);
  await server.stop();
  await proxy.close();
  await db.drop();
});

const get = (route: string) => fetch(`${server.url}${route}`, { signal: AbortSignal.timeout(10_000) });
const post = (route: string, body: unknown) =>
  fetch(`${server.url}${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(10_000),
  });

describe('PostgreSQL unreachable', () => {
  beforeAll(async () => {
    // A working request first, so the pool holds connections that the outage then cuts.
    expect((await get('/api/jobs')).status).toBe(200);
    await proxy.down();
  });

  it('REST answers 503 with Retry-After and a plain message', async () => {
    for (const answer of [await get('/api/jobs'), await post('/api/user/login', TEST_ADMIN)]) {
      expect(answer.status).toBe(503);
      expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(((await answer.json()) as { message: string }).message).toMatch(/briefly unavailable/);
    }
  });

  it('GraphQL answers 503 with Retry-After and SERVICE_UNAVAILABLE', async () => {
    const answer = await post('/graphql', { query: '{ events { id } }' });
    expect(answer.status).toBe(503);
    expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
    const body = (await answer.json()) as { errors: { extensions: { code: string } }[] };
    expect(body.errors[0].extensions.code).toBe('SERVICE_UNAVAILABLE');
  });

  it('/healthz says so too, and nothing is logged as an unexpected error', async () => {
    expect((await get('/healthz')).status).toBe(503);
    // (The mail dispatcher, a background worker, may say it could not read its outbox.)
    const unexpected = logged.mock.calls.filter(([message]) => /Unexpected/.test(String(message)));
    expect(unexpected).toEqual([]);
  });

  it('once PostgreSQL is back, the same requests succeed', async () => {
    await proxy.up();
    expect((await get('/api/jobs')).status).toBe(200);
    expect((await post('/api/user/login', TEST_ADMIN)).status).toBe(200);
  });
});
