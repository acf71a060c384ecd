/**
 * Guesses fired at once for one account: the wait is checked and the failure counted in one step,
 * so no more than the free failures are ever evaluated (answered 401); the rest, which come before
 * the wait after the last failure has passed, are refused with 429 before their password is checked.
 */
import { Role, startTestServer, type TestServer } from '../../helpers/test-server';

const LIMIT = 5;
const PARALLEL = 30;

/** The server's clock stands still: however slowly the guesses arrive, none comes after its wait. */
const START = Date.now();

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer(
    {
      LOGIN_FREE_FAILURES_PER_EMAIL: String(LIMIT),
      LOGIN_FREE_FAILURES_PER_IP: '1000',
      // The real cost: a race between checking the limit and counting a failure shows while argon2 runs.
      PASSWORD_HASHING: 'standard',
    },
    { clock: () => START },
  );
});
afterAll(() => t.stop());

async function failures(key: string): Promise<number | undefined> {
  const rows: { failures: number }[] = await t.orm.em
    .fork()
    .getConnection()
    .execute('select failures from login_throttle where key = ?', [key]);
  return rows[0]?.failures;
}

function tally(values: (number | string)[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const value of values) counts[value] = (counts[value] ?? 0) + 1;
  return counts;
}

describe('parallel failed sign-ins for one account', () => {
  it(`over REST: exactly ${LIMIT} of ${PARALLEL} are evaluated, the rest get 429`, async () => {
    const { email, password } = await t.userWithRole(Role.USER);
    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, (_, i) =>
        t.rest('POST', '/api/user/login', { body: { email, password: `wrong-${i}` } }),
      ),
    );
    expect(tally(answers.map((answer) => answer.status))).toEqual({ 401: LIMIT, 429: PARALLEL - LIMIT });
    expect(await failures(`email:${email}`)).toBe(LIMIT);
    // The right password too must wait.
    expect((await t.rest('POST', '/api/user/login', { body: { email, password } })).status).toBe(429);
  });

  it(`over GraphQL: exactly ${LIMIT} of ${PARALLEL} are evaluated, the rest get TOO_MANY_REQUESTS`, async () => {
    const { email } = await t.userWithRole(Role.USER);
    const query = 'mutation($e: String!, $p: String!) { login(email: $e, password: $p) { token } }';
    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, (_, i) => t.gql(query, { e: email, p: `wrong-${i}` })),
    );
    const codes = answers.map((answer) => String(answer.errors?.[0].extensions?.code));
    expect(tally(codes)).toEqual({ UNAUTHENTICATED: LIMIT, TOO_MANY_REQUESTS: PARALLEL - LIMIT });
    expect(await failures(`email:${email}`)).toBe(LIMIT);
  });

  it('a right password gives its place back: the IP counter holds only the failures', async () => {
    const { email, password } = await t.userWithRole(Role.USER);
    const before = (await failures('ip:127.0.0.1')) ?? 0;
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => t.rest('POST', '/api/user/login', { body: { email, password } })),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    expect(await failures('ip:127.0.0.1')).toBe(before);
    expect(await failures(`email:${email}`)).toBeUndefined();
  });
});
