import { createLogger } from '../../../server/src/lib/logger';
import { startServer } from '../../../server/src/server';
import { Role, startTestServer, testConfig, type TestServer } from '../../helpers/test-server';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({
    LOGIN_MAX_FAILURES_PER_EMAIL: '3',
    LOGIN_MAX_FAILURES_PER_IP: '20',
    LOGIN_WINDOW_SECONDS: '600',
  });
});
afterAll(() => t.stop());

const login = (email: string, password: string, headers?: Record<string, string>) =>
  t.rest<{ message: string; token?: string }>('POST', '/api/user/login', { body: { email, password }, headers });

describe('login rate limit', () => {
  it('refuses an e-mail after 3 failures, even with the right password, with 429 and Retry-After', async () => {
    const { email, password } = await t.userWithRole(Role.USER);
    for (let i = 0; i < 3; i += 1) expect((await login(email, 'wrong-password')).status).toBe(401);
    const blocked = await login(email, password);
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toMatch(/Too many failed sign-in attempts/);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(500);
    const gql = await t.gql('mutation($e: String!, $p: String!) { login(email: $e, password: $p) { token } }', {
      e: email,
      p: password,
    });
    expect(gql.errors?.[0].extensions?.code).toBe('TOO_MANY_REQUESTS');
  });

  it('counts the e-mail in any letter case as one key', async () => {
    const { email, password } = await t.userWithRole(Role.USER);
    await login(email.toUpperCase(), 'wrong-1');
    await login(` ${email} `, 'wrong-2');
    await login(email, 'wrong-3');
    expect((await login(email, password)).status).toBe(429);
  });

  it('forgets earlier failures after a successful sign-in', async () => {
    const { email, password } = await t.userWithRole(Role.USER);
    await login(email, 'wrong-1');
    await login(email, 'wrong-2');
    expect((await login(email, password)).status).toBe(200);
    await login(email, 'wrong-3');
    await login(email, 'wrong-4');
    expect((await login(email, password)).status).toBe(200);
  });

  it('stops aliases from batching guesses in one GraphQL operation', async () => {
    const { email } = await t.userWithRole(Role.USER);
    const guesses = (n: number) =>
      Array.from({ length: n }, (_, i) => `g${i}: login(email: "${email}", password: "guess-${i}") { token }`).join(
        '\n',
      );
    // Mutations run one after another and login is non-null: the first refusal ends the operation.
    const answer = await t.gql(`mutation { ${guesses(6)} }`);
    expect(answer.errors?.map((e) => e.extensions?.code)).toEqual(['UNAUTHENTICATED']);
    const rows: { failures: number }[] = await t.orm.em
      .fork()
      .getConnection()
      .execute('select failures from login_throttle where key = ?', [`email:${email}`]);
    expect(rows[0].failures).toBe(1);
    // And more than 15 aliases are refused before anything runs.
    const tooMany = await t.gql(`mutation { ${guesses(16)} }`);
    expect(tooMany.errors?.[0].message).toMatch(/aliases/i);
  });

  it('refuses an IP after too many failures across e-mails, even for a right password', async () => {
    const { email, password } = await t.userWithRole(Role.USER);
    // The test server does not trust X-Forwarded-For, so every request here comes from 127.0.0.1;
    // the earlier tests already spent some of its budget: spend the rest on unknown e-mails.
    let status = 401;
    for (let i = 0; i < 25 && status !== 429; i += 1) status = (await login(`nobody-${i}@example.com`, 'x')).status;
    expect(status).toBe(429);
    expect((await login(email, password)).status).toBe(429);
  });

  it('shares the counters between two server processes on one database', async () => {
    const { email, password } = await t.userWithRole(Role.USER);
    const config = testConfig({
      DATABASE_URL: t.db.url,
      LOGIN_MAX_FAILURES_PER_EMAIL: '3',
      LOGIN_MAX_FAILURES_PER_IP: '1000',
    });
    const second = await startServer(config, createLogger('silent'), { print: () => undefined });
    try {
      // The first server's IP budget is spent by the test above; talk to the second only,
      // after one failure recorded through the first.
      await t.orm.em.fork().getConnection().execute(`delete from login_throttle where key like 'ip:%'`);
      await login(email, 'wrong-1');
      const post = (body: unknown) =>
        fetch(`${second.url}/api/user/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
      await post({ email, password: 'wrong-2' });
      await post({ email, password: 'wrong-3' });
      expect((await post({ email, password })).status).toBe(429);
    } finally {
      await second.stop();
    }
  });
});
