/**
 * Wrong two-factor codes per account: a daily cap (beyond it every code is refused until the day
 * ends) and an e-mail to the owner after a run of them, once per run.
 */
import { totpCode } from '../../../server/src/modules/auth/totp';
import { User } from '../../../server/src/modules/users/user.entity';
import { type SmtpSink, startSmtpSink } from '../../helpers/smtp-sink';
import { Role, startTestServer, type TestServer } from '../../helpers/test-server';

const PER_DAY = 5;
const ALERT_AFTER = 3;
const STEP = 30_000;
const DAY = 86_400_000;

/** The server's clock, at the start of a 30-second step; tests move it. */
let now = Math.floor(Date.now() / STEP) * STEP;

let t: TestServer;
let sink: SmtpSink;
beforeAll(async () => {
  sink = await startSmtpSink();
  t = await startTestServer(
    {
      TWO_FACTOR_WRONG_CODES_PER_DAY: String(PER_DAY),
      TWO_FACTOR_WRONG_CODES_ALERT: String(ALERT_AFTER),
      // The per-e-mail slowing down has tests of its own: here it stays out of the way.
      LOGIN_FREE_FAILURES_PER_EMAIL: '1000',
      LOGIN_FREE_FAILURES_PER_IP: '1000',
      SMTP_URL: sink.url,
      MAIL_POLL_MS: '50',
    },
    { clock: () => now },
  );
});
afterAll(async () => {
  await t.stop();
  await sink.stop();
});
beforeEach(() => {
  now += 10 * STEP;
});

const PAYLOAD = 'step token challenge';
const LOGIN = `mutation($email: String!, $password: String!) { login(email: $email, password: $password) { ${PAYLOAD} } }`;
const LOGIN_2FA = `mutation($challenge: String!, $code: String!) { loginWithTwoFactor(challenge: $challenge, code: $code) { ${PAYLOAD} } }`;

interface Payload {
  step: string;
  token: string | null;
  challenge: string | null;
}

async function enrolled() {
  const account = await t.userWithRole(Role.INTERNAL_RECRUITER);
  const started = await t.gql<{ startTwoFactorEnrolment: { secret: string } }>(
    `mutation { startTwoFactorEnrolment { secret } }`,
    {},
    account.token,
  );
  const secret = started.data!.startTwoFactorEnrolment.secret;
  const confirmed = await t.gql<{ confirmTwoFactor: { token: string } }>(
    `mutation($code: String!) { confirmTwoFactor(code: $code) { token } }`,
    {
      code: totpCode(secret, now),
    },
    account.token,
  );
  expect(confirmed.errors).toBeUndefined();
  now += STEP;
  return { ...account, token: confirmed.data!.confirmTwoFactor.token, secret };
}

async function challengeOf(email: string, password: string): Promise<string> {
  const answer = await t.gql<{ login: Payload }>(LOGIN, { email, password });
  expect(answer.data?.login.step).toBe('TWO_FACTOR');
  return answer.data!.login.challenge!;
}

const code = (challenge: string, value: string) =>
  t.gql<{ loginWithTwoFactor: Payload }>(LOGIN_2FA, { challenge, code: value });

const counters = (id: string) =>
  t.orm.em.fork().findOneOrFail(User, { id }, { fields: ['wrongCodes', 'wrongCodesInARow'] });

const alertsTo = (email: string) =>
  sink.messages.filter((mail) => mail.to.includes(email) && mail.subject === 'Wrong two-factor codes on your account');

describe('the daily cap on wrong codes', () => {
  it(`refuses every code, the right one too, after ${PER_DAY} wrong ones, until 24 hours after the first`, async () => {
    const { email, password, secret } = await enrolled();
    const challenge = await challengeOf(email, password);
    for (let i = 0; i < PER_DAY; i += 1) {
      expect((await code(challenge, '000000')).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    }
    const capped = await code(challenge, totpCode(secret, now));
    expect(capped.errors?.[0]).toMatchObject({
      message: 'Too many wrong two-factor codes for this account today. Please try again in 24 hours.',
      extensions: { code: 'TOO_MANY_REQUESTS' },
    });
    // Over REST: 429 with Retry-After.
    const rest = await t.rest<{ message: string }>('POST', '/api/user/login/two-factor', {
      body: { challenge: await challengeOf(email, password), code: totpCode(secret, now) },
    });
    expect(rest.status).toBe(429);
    expect(Number(rest.headers.get('retry-after'))).toBeGreaterThan(DAY / 1000 - 3600);
    expect((await counters((await t.orm.em.fork().findOneOrFail(User, { email })).id)).wrongCodes).toBe(PER_DAY);

    // A day after the first wrong code the right code signs in.
    now += DAY;
    const next = await code(await challengeOf(email, password), totpCode(secret, now));
    expect(next.data?.loginWithTwoFactor.step).toBe('SIGNED_IN');
  });

  it('does not count a right code, and counts wrong recovery codes too', async () => {
    const { email, password, secret, user } = await enrolled();
    const challenge = await challengeOf(email, password);
    await code(challenge, '000000');
    await code(challenge, 'aaaa-bbbb-cccc-dddd');
    expect(await counters(user.id)).toMatchObject({ wrongCodes: 2, wrongCodesInARow: 2 });
    expect((await code(challenge, totpCode(secret, now))).data?.loginWithTwoFactor.step).toBe('SIGNED_IN');
    expect(await counters(user.id)).toMatchObject({ wrongCodes: 2, wrongCodesInARow: 0 });
  });

  it('counts codes checked in Settings as well', async () => {
    const { secret, token, user } = await enrolled();
    for (let i = 0; i < PER_DAY; i += 1) {
      const wrong = await t.gql(`mutation { regenerateRecoveryCodes(code: "000000") }`, {}, token);
      expect(wrong.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    }
    const capped = await t.gql(
      `mutation($code: String!) { regenerateRecoveryCodes(code: $code) }`,
      { code: totpCode(secret, now) },
      token,
    );
    expect(capped.errors?.[0].extensions?.code).toBe('TOO_MANY_REQUESTS');
    expect((await counters(user.id)).wrongCodes).toBe(PER_DAY);
  });
});

describe('the alert to the owner', () => {
  it(`e-mails the owner at the ${ALERT_AFTER}rd wrong code in a row, once per run`, async () => {
    const { email, password, secret } = await enrolled();
    const challenge = await challengeOf(email, password);
    for (let i = 0; i < ALERT_AFTER - 1; i += 1) await code(challenge, '000000');
    // Two wrong codes: nothing is sent (the dispatcher polls every 50 ms).
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(alertsTo(email)).toEqual([]);

    await code(challenge, '000000');
    const [alert] = await sink.waitFor((messages) => messages.some((mail) => mail.to.includes(email)));
    expect(alertsTo(email)).toHaveLength(1);
    expect(alert!.text).toMatch(/3 wrong two-factor codes in a row/);
    expect(alert!.text).toMatch(/change your\s+password/);

    // The fourth wrong code of the same run sends nothing more.
    await code(challenge, '000000');
    expect((await code(challenge, totpCode(secret, now))).data?.loginWithTwoFactor.step).toBe('SIGNED_IN');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(alertsTo(email)).toHaveLength(1);

    // A right code ended the run: the next run of wrong codes is told about again (the next day).
    now += DAY;
    const later = await challengeOf(email, password);
    for (let i = 0; i < ALERT_AFTER; i += 1) await code(later, '000000');
    await sink.waitFor(() => alertsTo(email).length === 2);
  });
});
