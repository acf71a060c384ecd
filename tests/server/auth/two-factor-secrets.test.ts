import { createLogger } from '../../../server/src/lib/logger';
import { ServerKeys } from '../../../server/src/modules/auth/server-keys';
import { newTotpSecret, totpCode } from '../../../server/src/modules/auth/totp';
import { TotpSecretBox } from '../../../server/src/modules/auth/totp-secret-box';
import { startServer } from '../../../server/src/server';
import { Role, startTestServer, testConfig, type TestServer } from '../../helpers/test-server';

const START = Date.UTC(2026, 10, 25, 12, 0, 0);
const STEP = 30_000;
let now = START;
const clock = () => now;

const CURRENT = 'test-secret-that-is-long-enough-for-hs256-signing';
const PREVIOUS = 'the-secret-before-the-rotation-also-32-chars';

const LOGIN = `mutation($email: String!, $password: String!) { login(email: $email, password: $password) { step challenge } }`;
const LOGIN_2FA = `mutation($challenge: String!, $code: String!) {
  loginWithTwoFactor(challenge: $challenge, code: $code) { step } }`;
const START_ENROLMENT = `mutation { startTwoFactorEnrolment { secret } }`;
const CONFIRM = `mutation($code: String!) { confirmTwoFactor(code: $code) { token } }`;

/** Only the current key: a value it opens without `stale` is sealed with it. */
const currentBox = new TotpSecretBox(new ServerKeys(CURRENT));

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({}, { clock });
});
afterAll(() => t.stop());
beforeEach(() => {
  now += 10 * STEP;
});

async function storedSecrets(id: string) {
  const [row] = await t.orm.em
    .fork()
    .getConnection()
    .execute<{ totp_secret: string | null; totp_pending_secret: string | null }[]>(
      'select totp_secret, totp_pending_secret from users where id = ?',
      [id],
    );
  return row!;
}

const setSecrets = (id: string, values: Record<string, string | null | Date>) =>
  t.orm.em
    .fork()
    .getConnection()
    .execute(
      `update users set ${Object.keys(values)
        .map((column) => `${column} = ?`)
        .join(', ')} where id = ?`,
      [...Object.values(values), id],
    );

async function signInWithCode(email: string, password: string, code: string) {
  const first = await t.gql<{ login: { step: string; challenge: string } }>(LOGIN, { email, password });
  expect(first.data!.login.step).toBe('TWO_FACTOR');
  return t.gql<{ loginWithTwoFactor: { step: string } }>(LOGIN_2FA, { challenge: first.data!.login.challenge, code });
}

describe('TOTP secrets at rest', () => {
  it('stores the pending and the active secret encrypted, never as the base32 an app shows', async () => {
    const { user, token } = await t.userWithRole(Role.INTERNAL_RECRUITER);
    const started = await t.gql<{ startTwoFactorEnrolment: { secret: string } }>(START_ENROLMENT, {}, token);
    const secret = started.data!.startTwoFactorEnrolment.secret;
    const pending = (await storedSecrets(user.id)).totp_pending_secret!;
    expect(pending).toMatch(/^v1:[\w-]+$/);
    expect(pending).not.toContain(secret);
    expect(currentBox.open(user.id, pending)).toEqual({ secret, stale: false });
    // Bound to its account: the same value does not open as another's.
    expect(() => currentBox.open('00000000-0000-4000-8000-000000000000', pending)).toThrow();

    expect((await t.gql(CONFIRM, { code: totpCode(secret, now) }, token)).errors).toBeUndefined();
    const active = await storedSecrets(user.id);
    expect(active.totp_pending_secret).toBeNull();
    expect(active.totp_secret).toMatch(/^v1:/);
    expect(active.totp_secret).not.toContain(secret);
    expect(currentBox.open(user.id, active.totp_secret!)).toEqual({ secret, stale: false });
  });

  it('still takes a code of a secret stored in plain text before encryption, and encrypts it on that use', async () => {
    const { user, email, password } = await t.userWithRole(Role.INTERNAL_RECRUITER);
    const secret = newTotpSecret();
    await setSecrets(user.id, { totp_secret: secret, two_factor_enabled_at: new Date(now) });

    const answer = await signInWithCode(email, password, totpCode(secret, now));
    expect(answer.data?.loginWithTwoFactor.step).toBe('SIGNED_IN');
    const stored = (await storedSecrets(user.id)).totp_secret!;
    expect(stored).toMatch(/^v1:/);
    expect(currentBox.open(user.id, stored)).toEqual({ secret, stale: false });

    now += STEP;
    const again = await signInWithCode(email, password, totpCode(secret, now));
    expect(again.data?.loginWithTwoFactor.step).toBe('SIGNED_IN');
  });

  it('encrypts at start every plain secret and every secret under the previous key with the current key', async () => {
    const plainActive = await t.userWithRole(Role.USER);
    const plainPending = await t.userWithRole(Role.USER);
    const rotated = await t.userWithRole(Role.USER);
    const secrets = [newTotpSecret(), newTotpSecret(), newTotpSecret()] as const;
    const previousBox = new TotpSecretBox(new ServerKeys(PREVIOUS));
    await setSecrets(plainActive.user.id, { totp_secret: secrets[0], two_factor_enabled_at: new Date(now) });
    await setSecrets(plainPending.user.id, { totp_pending_secret: secrets[1] });
    await setSecrets(rotated.user.id, {
      totp_secret: previousBox.seal(rotated.user.id, secrets[2]),
      two_factor_enabled_at: new Date(now),
    });

    const rotatedBefore = (await storedSecrets(rotated.user.id)).totp_secret!;
    const config = testConfig({ DATABASE_URL: t.db.url, JWT_SECRET_PREVIOUS: PREVIOUS }, t.server.deps.config.dataDir);
    const restarted = await startServer(config, createLogger(config.logLevel), { print: () => undefined, clock });
    try {
      const active = (await storedSecrets(plainActive.user.id)).totp_secret!;
      const pending = (await storedSecrets(plainPending.user.id)).totp_pending_secret!;
      const resealed = (await storedSecrets(rotated.user.id)).totp_secret!;
      for (const stored of [active, pending, resealed]) expect(stored).toMatch(/^v1:/);
      expect(resealed).not.toBe(rotatedBefore);
      expect(currentBox.open(plainActive.user.id, active)).toEqual({ secret: secrets[0], stale: false });
      expect(currentBox.open(plainPending.user.id, pending)).toEqual({ secret: secrets[1], stale: false });
      expect(currentBox.open(rotated.user.id, resealed)).toEqual({ secret: secrets[2], stale: false });
    } finally {
      await restarted.stop();
    }
  });
});
