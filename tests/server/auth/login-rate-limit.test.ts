import { createLogger } from '../../../server/src/lib/logger';
import { startServer } from '../../../server/src/server';
import { Role, startTestServer, testConfig, type TestServer } from '../../helpers/test-server';

const FREE_PER_IP = 8;
const MAX_DELAY = 40;
const WINDOW = 600;

/** The server's clock: it stands still unless a test moves it, so no wait passes by itself on a slow machine. */
let now = Date.now();

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer(
    {
      LOGIN_FREE_FAILURES_PER_EMAIL: '3',
      LOGIN_FREE_FAILURES_PER_IP: String(FREE_PER_IP),
      LOGIN_MAX_DELAY_SECONDS: String(MAX_DELAY),
      LOGIN_WINDOW_SECONDS: String(WINDOW),
    },
    { clock: () => now },
  );
});
afterAll(() => t.stop());
// Every request here comes from 127.0.0.1 (the test server trusts no proxy): each test starts
// with that address's failures forgotten, except the one about addresses.
beforeEach(() => sql(`delete from login_throttle where key like 'ip:%'`));

const login = (email: string, password: string, headers?: Record<string, string>) =>
  t.rest<{ message: string; token?: string }>('POST', '/api/user/login', { body: { email, password }, headers });

function sql<T = unknown>(statement: string, params: unknown[] = []): Promise<T[]> {
  return t.orm.em.fork().getConnection().execute(statement, params);
}

const counter = async (email: string) =>
  (await sql<{ failures: number }>('select failures from login_throttle where key = ?', [`email:${email}`]))[0];

/** Lets `seconds` pass on the server's clock. */
const wait = (seconds: number) => {
  now += seconds * 1000;
};

describe('sign-in slowing down', () => {
  it('takes 3 failures freely, then refuses a try within 1 s of the last one with 429 and Retry-After, unchecked', async () => {
    const { email, password } = await t.userWithRole(Role.USER);
    for (let i = 0; i < 3; i += 1) expect((await login(email, `wrong-${i}`)).status).toBe(401);
    wait(0.5);
    const early = await login(email, password);
    expect(early.status).toBe(429);
    expect(early.body.message).toBe('Too many failed sign-in attempts. Please try again in 1 second.');
    expect(early.headers.get('retry-after')).toBe('1');
    const gql = await t.gql('mutation($e: String!, $p: String!) { login(email: $e, password: $p) { token } }', {
      e: email,
      p: password,
    });
    expect(gql.errors?.[0].extensions?.code).toBe('TOO_MANY_REQUESTS');
    // Refused before the password was looked at: nothing more was counted.
    expect((await counter(email))?.failures).toBe(3);
  });

  it('doubles the wait with each further failure (1 s, 2 s, 4 s...) up to LOGIN_MAX_DELAY_SECONDS', async () => {
    const { email } = await t.userWithRole(Role.USER);
    for (let i = 0; i < 3; i += 1) await login(email, `wrong-${i}`);
    const waits: number[] = [];
    for (let i = 0; i < 7; i += 1) {
      // Just before the wait ends the try is refused (and says how long is left)...
      const expected = Math.min(MAX_DELAY, 2 ** i);
      wait(expected - 0.5);
      const early = await login(email, 'still wrong');
      expect(early.status).toBe(429);
      waits.push(Number(early.headers.get('retry-after')));
      // ...and once it has passed the try is taken and counted.
      wait(0.5);
      expect((await login(email, `wrong-again-${i}`)).status).toBe(401);
    }
    expect(waits).toEqual([1, 1, 1, 1, 1, 1, 1]);
    expect((await counter(email))?.failures).toBe(10);
    // The wait after ten failures would be 128 s: capped at 40, as after the eleventh.
    wait(MAX_DELAY - 3);
    expect((await login(email, 'wrong')).headers.get('retry-after')).toBe('3');
    wait(3);
    expect((await login(email, 'wrong')).status).toBe(401);
    wait(MAX_DELAY - 2);
    const capped = await login(email, 'wrong');
    expect(capped.status).toBe(429);
    expect(Number(capped.headers.get('retry-after'))).toBe(2);
  });

  it('lets the owner in once the wait has passed, however many wrong passwords someone else typed', async () => {
    const { email, password } = await t.userWithRole(Role.USER);
    for (let i = 0; i < 3; i += 1) await login(email, `wrong-${i}`);
    await sql(`update login_throttle set failures = 500 where key = ?`, [`email:${email}`]);
    expect((await login(email, password)).status).toBe(429);
    wait(MAX_DELAY);
    const signedIn = await login(email, password);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.token).toEqual(expect.any(String));
    // A right password forgets the e-mail's failures.
    expect(await counter(email)).toBeUndefined();
  });

  it('forgets the failures LOGIN_WINDOW_SECONDS after the last one', async () => {
    const { email } = await t.userWithRole(Role.USER);
    for (let i = 0; i < 3; i += 1) await login(email, `wrong-${i}`);
    await sql(`update login_throttle set failures = 9 where key = ?`, [`email:${email}`]);
    wait(WINDOW - 5);
    expect((await login(email, 'wrong')).status).toBe(401);
    expect((await counter(email))?.failures).toBe(10);
    wait(WINDOW);
    expect((await login(email, 'wrong')).status).toBe(401);
    expect((await counter(email))?.failures).toBe(1);
  });

  it('counts the e-mail in any letter case as one key', async () => {
    const { email, password } = await t.userWithRole(Role.USER);
    await login(email.toUpperCase(), 'wrong-1');
    await login(` ${email} `, 'wrong-2');
    await login(email, 'wrong-3');
    expect((await counter(email))?.failures).toBe(3);
    expect((await login(email, password)).status).toBe(429);
  });

  it('forgets earlier failures after a successful sign-in', async () => {
    const { email, password } = await t.userWithRole(Role.USER);
    await login(email, 'wrong-1');
    await login(email, 'wrong-2');
    expect((await login(email, password)).status).toBe(200);
    await login(email, 'wrong-3');
    await login(email, 'wrong-4');
    expect((await counter(email))?.failures).toBe(2);
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
    expect((await counter(email))?.failures).toBe(1);
    // And more than 15 aliases are refused before anything runs.
    const tooMany = await t.gql(`mutation { ${guesses(16)} }`);
    expect(tooMany.errors?.[0].message).toMatch(/aliases/i);
  });

  it('slows down an address after its free failures across e-mails, even for a right password', async () => {
    const { email, password } = await t.userWithRole(Role.USER);
    for (let i = 0; i < FREE_PER_IP; i += 1) expect((await login(`nobody-${i}@example.com`, 'x')).status).toBe(401);
    const early = await login(email, password);
    expect(early.status).toBe(429);
    expect(await counter(email)).toBeUndefined();
    wait(1);
    expect((await login(email, password)).status).toBe(200);
  });

  it('shares the counters between two server processes on one database', async () => {
    // The second process runs on the real clock: so does the first one from here.
    now = Date.now();
    const { email, password } = await t.userWithRole(Role.USER);
    const config = testConfig({ DATABASE_URL: t.db.url, LOGIN_FREE_FAILURES_PER_EMAIL: '3' });
    const second = await startServer(config, createLogger('silent'), { print: () => undefined });
    try {
      await login(email, 'wrong-1');
      const post = (body: unknown) =>
        fetch(`${second.url}/api/user/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
      await post({ email, password: 'wrong-2' });
      await post({ email, password: 'wrong-3' });
      expect((await counter(email))?.failures).toBe(3);
      // Held an hour ahead, so that no slowness of this machine lets the wait pass.
      await sql(`update login_throttle set last_failure_at = now() + interval '1 hour' where key = ?`, [
        `email:${email}`,
      ]);
      expect((await post({ email, password })).status).toBe(429);
    } finally {
      await second.stop();
    }
  });
});
