import { createHmac } from 'node:crypto';

import { ServerKeys } from '../../../server/src/modules/auth/server-keys';
import { TokenSigner } from '../../../server/src/modules/auth/token';
import { JobAlert } from '../../../server/src/modules/job-alerts/job-alert.entity';
import { Role, startTestServer, testConfig, type TestServer } from '../../helpers/test-server';
import { alertEmail, subscribe, UNSUBSCRIBE } from '../job-alerts/job-alert-fixtures';

/** The secret the test server runs with (tests/helpers/test-server.ts) and the one before a rotation. */
const CURRENT = 'test-secret-that-is-long-enough-for-hs256-signing';
const PREVIOUS = 'the-secret-before-the-rotation-also-32-chars';
const UNKNOWN = 'a-secret-this-server-has-never-been-given-at-all';

const ME = `{ me { id } }`;
const LOGIN_2FA = `mutation($challenge: String!, $code: String!) { loginWithTwoFactor(challenge: $challenge, code: $code) { step } }`;

/** A capability link as every version before key derivation made it: HMAC under the raw secret. */
function legacyLink(secret: string, purpose: string, value: string): string {
  return `${value}.${createHmac('sha256', secret).update(`${purpose}\n${value}`).digest('base64url')}`;
}

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ JWT_SECRET_PREVIOUS: PREVIOUS });
});
afterAll(() => t.stop());

describe('sign-in tokens during a rotation', () => {
  it('takes a token made with the previous secret’s key and refuses one of a secret the server does not know', async () => {
    const { user } = await t.userWithRole(Role.USER);
    const before = new TokenSigner(new ServerKeys(PREVIOUS), '1h').sign(user.id, user.role);
    expect((await t.gql<{ me: { id: string } }>(ME, {}, before)).data?.me.id).toBe(user.id);

    const stranger = new TokenSigner(new ServerKeys(UNKNOWN), '1h').sign(user.id, user.role);
    expect((await t.gql(ME, {}, stranger)).errors?.[0]).toMatchObject({ extensions: { code: 'UNAUTHENTICATED' } });
  });

  it('makes new tokens with the current secret’s key only', async () => {
    const { user } = await t.userWithRole(Role.USER);
    const token = t.server.deps.tokens.sign(user.id, user.role);
    expect(new TokenSigner(new ServerKeys(CURRENT), '1h').verify(token)).toMatchObject({ ok: true, userId: user.id });
    expect(new TokenSigner(new ServerKeys(PREVIOUS), '1h').verify(token)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('refuses a token signed with the raw secret (no key of any purpose is the secret itself)', async () => {
    const { user } = await t.userWithRole(Role.USER);
    const jwt = await import('jsonwebtoken');
    const raw = jwt.default.sign({ role: user.role }, CURRENT, {
      algorithm: 'HS256',
      subject: user.id,
      issuer: 'talent-consultancy',
      expiresIn: 3600,
    });
    expect((await t.gql(ME, {}, raw)).errors?.[0]).toMatchObject({ extensions: { code: 'UNAUTHENTICATED' } });
  });
});

describe('capability links', () => {
  async function alertFor(label: string): Promise<{ email: string; id: string }> {
    const email = alertEmail(label);
    expect((await subscribe(t, { email, search: 'Rotation Role' })).errors).toBeUndefined();
    const alert = await t.orm.em.fork().findOneOrFail(JobAlert, { email });
    return { email, id: alert.id };
  }

  it.each([
    ['the current secret', CURRENT],
    ['the previous secret', PREVIOUS],
  ])('keeps an unsubscribe link e-mailed before keys were derived working (signed with %s)', async (_, secret) => {
    const { email, id } = await alertFor('legacy');
    const answer = await t.gql(UNSUBSCRIBE, { token: legacyLink(secret, 'job-alert-unsubscribe', id) });
    expect(answer.errors).toBeUndefined();
    expect(await t.orm.em.fork().count(JobAlert, { email })).toBe(0);
  });

  it('takes a link made with the previous secret’s derived key, and refuses one of an unknown secret', async () => {
    const { email, id } = await alertFor('rotated');
    const stranger = new TokenSigner(new ServerKeys(UNKNOWN), '1h').signValue('job-alert-unsubscribe', id);
    expect((await t.gql(UNSUBSCRIBE, { token: stranger })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(await t.orm.em.fork().count(JobAlert, { email })).toBe(1);

    const previous = new TokenSigner(new ServerKeys(PREVIOUS), '1h').signValue('job-alert-unsubscribe', id);
    expect((await t.gql(UNSUBSCRIBE, { token: previous })).errors).toBeUndefined();
    expect(await t.orm.em.fork().count(JobAlert, { email })).toBe(0);
  });

  it('makes new links with a derived key, not the raw secret', async () => {
    const link = t.server.deps.tokens.signValue('job-alert-unsubscribe', 'some-id');
    expect(link).not.toBe(legacyLink(CURRENT, 'job-alert-unsubscribe', 'some-id'));
    expect(new TokenSigner(new ServerKeys(CURRENT), '1h').verifyValue('job-alert-unsubscribe', link)).toBe('some-id');
  });
});

describe('sign-in challenges', () => {
  const codeChallenge = (userId: string) => `${userId}.code.${Math.floor(Date.now() / 1000) + 300}`;

  it('refuses a challenge signed with the capability-link key: keys differ by purpose', async () => {
    const { user } = await t.userWithRole(Role.USER);
    const forged = t.server.deps.tokens.signValue('sign-in-challenge', codeChallenge(user.id));
    const answer = await t.gql(LOGIN_2FA, { challenge: forged, code: '000000' });
    expect(answer.errors?.[0]).toMatchObject({ extensions: { code: 'UNAUTHENTICATED' } });
    expect(answer.errors?.[0]?.message).toMatch(/expired/);
  });

  it('refuses a challenge in the legacy form: only links e-mailed long ago need it', async () => {
    const { user } = await t.userWithRole(Role.USER);
    const legacy = legacyLink(CURRENT, 'sign-in-challenge', codeChallenge(user.id));
    const answer = await t.gql(LOGIN_2FA, { challenge: legacy, code: '000000' });
    expect(answer.errors?.[0]?.message).toMatch(/expired/);
  });
});

describe('JWT_SECRET_PREVIOUS', () => {
  it('is refused when shorter than 32 characters or the same as JWT_SECRET, naming it', () => {
    expect(() => testConfig({ JWT_SECRET_PREVIOUS: 'short' })).toThrow(/^Invalid JWT_SECRET_PREVIOUS: .*32/);
    expect(() => testConfig({ JWT_SECRET_PREVIOUS: CURRENT })).toThrow(/^Invalid JWT_SECRET_PREVIOUS: must differ/);
  });
});
