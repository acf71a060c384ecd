// This file passes 400 lines: its cases share one server and clock (another file would start another, and load the server again).
import Ajv2020 from 'ajv/dist/2020';

import { OutboxMessage } from '../../../server/src/mail/outbox-message.entity';
import { AuditAction } from '../../../server/src/modules/audit/audit-action';
import { AuditEntry } from '../../../server/src/modules/audit/audit-entry.entity';
import { RecoveryCode } from '../../../server/src/modules/auth/recovery-code.entity';
import { totpCode } from '../../../server/src/modules/auth/totp';
import { User } from '../../../server/src/modules/users/user.entity';
import { Role, startTestServer, type TestServer } from '../../helpers/test-server';

/** A fixed clock at the start of a 30-second step; tests move it by whole steps. */
const START = Date.UTC(2026, 10, 25, 12, 0, 0);
const STEP = 30_000;
let now = START;
const clock = () => now;

const PAYLOAD = 'step token role message challenge recoveryCodes user { id email twoFactorEnabled }';
const LOGIN = `mutation($email: String!, $password: String!) { login(email: $email, password: $password) { ${PAYLOAD} } }`;
const LOGIN_2FA = `mutation($challenge: String!, $code: String!) {
  loginWithTwoFactor(challenge: $challenge, code: $code) { ${PAYLOAD} } }`;
const NEW_PASSWORD = `mutation($email: String!, $password: String!, $newPassword: String!, $challenge: String) {
  loginWithNewPassword(email: $email, password: $password, newPassword: $newPassword, challenge: $challenge) { ${PAYLOAD} } }`;
const START_ENROLMENT = `mutation { startTwoFactorEnrolment { secret otpauthUri qrCodeDataUrl } }`;
const CONFIRM = `mutation($code: String!) { confirmTwoFactor(code: $code) { token recoveryCodes } }`;
const DISABLE = `mutation($code: String!) { disableTwoFactor(code: $code) { token user { id twoFactorEnabled } } }`;
const REGENERATE = `mutation($code: String!) { regenerateRecoveryCodes(code: $code) }`;
const ME = `{ me { id twoFactorEnabled twoFactorEnabledAt } }`;

interface Payload {
  step: string;
  token: string | null;
  role: string | null;
  message: string | null;
  challenge: string | null;
  recoveryCodes: string[] | null;
}

const auditOf = (subjectId: string, action: AuditAction) =>
  t.orm.em.fork().find(AuditEntry, { subjectId, action }, { orderBy: { id: 'asc' } });

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({}, { clock });
});
afterAll(() => t.stop());
beforeEach(() => {
  now += 10 * STEP;
});

/** A staff account with two-factor sign-in on; the clock is moved past the step its code used. */
async function enrolled(role = Role.INTERNAL_RECRUITER) {
  const account = await t.userWithRole(role);
  const started = await t.gql<{ startTwoFactorEnrolment: { secret: string } }>(START_ENROLMENT, {}, account.token);
  const secret = started.data!.startTwoFactorEnrolment.secret;
  const confirmed = await t.gql<{ confirmTwoFactor: { token: string; recoveryCodes: string[] } }>(
    CONFIRM,
    { code: totpCode(secret, now) },
    account.token,
  );
  expect(confirmed.errors).toBeUndefined();
  now += STEP;
  // Turning it on ended the account's earlier sessions: the answer's token carries this one on.
  const { token, recoveryCodes } = confirmed.data!.confirmTwoFactor;
  return { ...account, token, enrolledWith: account.token, secret, recoveryCodes };
}

async function login(email: string, password: string): Promise<Payload> {
  const answer = await t.gql<{ login: Payload }>(LOGIN, { email, password });
  expect(answer.errors).toBeUndefined();
  return answer.data!.login;
}

const secondStep = (challenge: string, code: string) =>
  t.gql<{ loginWithTwoFactor: Payload }>(LOGIN_2FA, { challenge, code });

describe('enrolment from Settings', () => {
  it('hands out a secret, its otpauth URI and a QR code drawn as an SVG data URL, and changes nothing yet', async () => {
    const { email, password, token } = await t.userWithRole(Role.INTERNAL_RECRUITER);
    const answer = await t.gql<{
      startTwoFactorEnrolment: { secret: string; otpauthUri: string; qrCodeDataUrl: string };
    }>(START_ENROLMENT, {}, token);
    const { secret, otpauthUri, qrCodeDataUrl } = answer.data!.startTwoFactorEnrolment;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUri).toMatch(/^otpauth:\/\/totp\/Talent%20Consultancy:/);
    expect(new URL(otpauthUri).searchParams.get('secret')).toBe(secret);
    expect(qrCodeDataUrl).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(qrCodeDataUrl.split(',')[1]!, 'base64').toString()).toMatch(/^<svg[^>]*>/);

    expect((await t.gql<{ me: { twoFactorEnabled: boolean } }>(ME, {}, token)).data!.me.twoFactorEnabled).toBe(false);
    expect((await login(email, password)).step).toBe('SIGNED_IN');
  });

  it('refuses a wrong code at confirmation and leaves two-factor sign-in off', async () => {
    const { token } = await t.userWithRole(Role.USER);
    const { secret } = (await t.gql<{ startTwoFactorEnrolment: { secret: string } }>(START_ENROLMENT, {}, token)).data!
      .startTwoFactorEnrolment;
    const wrong = String((Number(totpCode(secret, now)) + 1) % 1_000_000).padStart(6, '0');
    const answer = await t.gql(CONFIRM, { code: wrong }, token);
    expect(answer.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', field: 'code' } });
    expect((await t.gql<{ me: { twoFactorEnabled: boolean } }>(ME, {}, token)).data!.me.twoFactorEnabled).toBe(false);
  });

  it('turns it on with a current code: ten recovery codes shown once, stored only as salted hashes, audited', async () => {
    const { user, token, enrolledWith, recoveryCodes } = await enrolled();
    const before = await t.gql(ME, {}, enrolledWith);
    expect(before.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-9]{4}(-[a-z2-9]{4}){3}$/);

    const stored = await t.orm.em.fork().find(RecoveryCode, { user: user.id });
    expect(stored).toHaveLength(10);
    const storedText = JSON.stringify(stored);
    for (const code of recoveryCodes) expect(storedText).not.toContain(code.replace(/-/g, ''));
    expect(new Set(stored.map((row) => row.salt)).size).toBe(10);

    const me = await t.gql<{ me: { twoFactorEnabled: boolean; twoFactorEnabledAt: string } }>(ME, {}, token);
    expect(me.data!.me).toMatchObject({ twoFactorEnabled: true });
    expect((await auditOf(user.id, AuditAction.TWO_FACTOR_ENABLED)).map((entry) => entry.actorId)).toEqual([user.id]);

    const again = await t.gql(START_ENROLMENT, {}, token);
    expect(again.errors?.[0]).toMatchObject({ extensions: { code: 'CONFLICT' } });
  });

  it('is refused to an anonymous caller', async () => {
    const answer = await t.gql(START_ENROLMENT);
    expect(answer.errors?.[0]).toMatchObject({ extensions: { code: 'UNAUTHENTICATED' } });
  });
});

describe('sign-in with two factors', () => {
  it('asks for a code after the right password: step TWO_FACTOR, a challenge, no token', async () => {
    const { email, password } = await enrolled();
    const first = await login(email, password);
    expect(first).toMatchObject({
      step: 'TWO_FACTOR',
      token: null,
      role: null,
      message: expect.stringMatching(/code/),
    });
    expect(first.challenge).toEqual(expect.any(String));
    // The challenge is no session: it does not pass as a Bearer token.
    const me = await t.gql(ME, {}, first.challenge!);
    expect(me.errors?.[0]).toMatchObject({ extensions: { code: 'UNAUTHENTICATED' } });
  });

  it('signs in with the current code and refuses the same code again (replay) and an earlier step', async () => {
    const { email, password, secret, user } = await enrolled();
    const { challenge } = await login(email, password);
    const code = totpCode(secret, now);
    const signedIn = await secondStep(challenge!, code);
    expect(signedIn.data!.loginWithTwoFactor).toMatchObject({ step: 'SIGNED_IN', role: 'INTERNAL_RECRUITER' });
    const me = await t.gql<{ me: { id: string } }>(ME, {}, signedIn.data!.loginWithTwoFactor.token!);
    expect(me.data!.me.id).toBe(user.id);

    const replayed = await secondStep((await login(email, password)).challenge!, code);
    expect(replayed.errors?.[0]).toMatchObject({ extensions: { code: 'UNAUTHENTICATED' } });
    const earlier = await secondStep((await login(email, password)).challenge!, totpCode(secret, now - STEP));
    expect(earlier.errors?.[0]).toMatchObject({ extensions: { code: 'UNAUTHENTICATED' } });
    const failures = await auditOf(user.id, AuditAction.SIGN_IN_FAILED);
    expect(failures.map((entry) => entry.details)).toEqual([{ reason: 'wrong-code' }, { reason: 'wrong-code' }]);
  });

  it('takes a code of the step before or after (clock drift) but not two steps away', async () => {
    const { email, password, secret } = await enrolled();
    now += STEP; // so that the step before is not the one enrolment used
    const tooOld = await secondStep((await login(email, password)).challenge!, totpCode(secret, now - 2 * STEP));
    expect(tooOld.errors?.[0]).toMatchObject({ extensions: { code: 'UNAUTHENTICATED' } });
    const behind = await secondStep((await login(email, password)).challenge!, totpCode(secret, now - STEP));
    expect(behind.data?.loginWithTwoFactor.step).toBe('SIGNED_IN');
    const ahead = await secondStep((await login(email, password)).challenge!, totpCode(secret, now + STEP));
    expect(ahead.data?.loginWithTwoFactor.step).toBe('SIGNED_IN');
  });

  it('takes a recovery code once, in any letter case, and audits its use', async () => {
    const { email, password, recoveryCodes, user } = await enrolled();
    const code = recoveryCodes[3]!;
    const used = await secondStep((await login(email, password)).challenge!, code.toUpperCase());
    expect(used.data?.loginWithTwoFactor.step).toBe('SIGNED_IN');
    const again = await secondStep((await login(email, password)).challenge!, code);
    expect(again.errors?.[0]).toMatchObject({ extensions: { code: 'UNAUTHENTICATED' } });
    const [entry] = await auditOf(user.id, AuditAction.RECOVERY_CODE_USED);
    expect(entry).toMatchObject({ actorId: user.id, details: { remaining: 9 } });
    expect(await t.orm.em.fork().count(RecoveryCode, { user: user.id, usedAt: { $ne: null } })).toBe(1);
  });

  it('refuses a challenge that has expired or was altered', async () => {
    const { email, password, secret } = await enrolled();
    const { challenge } = await login(email, password);
    const altered = await secondStep(`${challenge!.slice(0, -2)}xx`, totpCode(secret, now));
    expect(altered.errors?.[0]).toMatchObject({ extensions: { code: 'UNAUTHENTICATED' } });
    now += 6 * 60_000;
    const expired = await secondStep(challenge!, totpCode(secret, now));
    expect(expired.errors?.[0]).toMatchObject({ extensions: { code: 'UNAUTHENTICATED' } });
    expect(expired.errors?.[0].message).toMatch(/expired/);
  });

  it('counts wrong codes against the sign-in limit, so a right password does not reset it', async () => {
    const { email, password, secret } = await enrolled();
    const failures = async () =>
      (
        await t.orm.em
          .fork()
          .getConnection()
          .execute<{ failures: number }[]>(`select failures from login_throttle where key = ?`, [`email:${email}`])
      )[0]?.failures;
    // Three failures per e-mail are free (the default); a right password between wrong codes forgets none.
    for (let i = 0; i < 3; i += 1) {
      const wrong = await secondStep((await login(email, password)).challenge!, '000000');
      expect(wrong.errors?.[0]).toMatchObject({ extensions: { code: 'UNAUTHENTICATED' } });
    }
    expect(await failures()).toBe(3);
    // Each further try waits after the last failure (1 s here, doubling): moved to a longer wait
    // so that a slow machine cannot let the wait pass before the next request.
    const waitLonger = () =>
      t.orm.em
        .fork()
        .getConnection()
        .execute(`update login_throttle set failures = 8, last_failure_at = now() where key = ?`, [`email:${email}`]);
    await waitLonger();
    const blockedPassword = await t.gql(LOGIN, { email, password });
    expect(blockedPassword.errors?.[0]).toMatchObject({ extensions: { code: 'TOO_MANY_REQUESTS' } });
    await t.orm.em
      .fork()
      .getConnection()
      .execute(`delete from login_throttle where key = ?`, [`email:${email}`]);
    const { challenge } = await login(email, password);
    for (let i = 0; i < 3; i += 1) await secondStep(challenge!, '000000');
    expect(await failures()).toBe(3);
    await waitLonger();
    const blockedCode = await secondStep(challenge!, totpCode(secret, now));
    expect(blockedCode.errors?.[0]).toMatchObject({ extensions: { code: 'TOO_MANY_REQUESTS' } });
  });

  it('asks for the code before a temporary password is replaced, then takes the new password', async () => {
    const { email, password, secret, user } = await enrolled();
    await t.orm.em.fork().nativeUpdate(User, { id: user.id }, { mustChangePassword: true });
    const first = await login(email, password);
    expect(first.step).toBe('TWO_FACTOR');

    // Without the second factor the new password is not taken: the answer asks for the code.
    const skipped = await t.gql<{ loginWithNewPassword: Payload }>(NEW_PASSWORD, {
      email,
      password,
      newPassword: 'a-brand-new-password',
    });
    expect(skipped.data!.loginWithNewPassword.step).toBe('TWO_FACTOR');

    const coded = await secondStep(first.challenge!, totpCode(secret, now));
    const next = coded.data!.loginWithTwoFactor;
    expect(next).toMatchObject({ step: 'NEW_PASSWORD', token: null });
    // A TWO_FACTOR challenge is not a proof of the code.
    const wrongKind = await t.gql(NEW_PASSWORD, {
      email,
      password,
      newPassword: 'a-brand-new-password',
      challenge: first.challenge,
    });
    expect(wrongKind.errors?.[0]).toMatchObject({ extensions: { code: 'UNAUTHENTICATED' } });

    const done = await t.gql<{ loginWithNewPassword: Payload }>(NEW_PASSWORD, {
      email,
      password,
      newPassword: 'a-brand-new-password',
      challenge: next.challenge,
    });
    expect(done.data!.loginWithNewPassword).toMatchObject({ step: 'SIGNED_IN', role: 'INTERNAL_RECRUITER' });
    expect((await login(email, 'a-brand-new-password')).step).toBe('TWO_FACTOR');
  });
});

describe('changes from Settings', () => {
  it('turns two-factor sign-in off with a current code, audited; sign-in is one step again', async () => {
    const { email, password, secret, token, user } = await enrolled();
    const wrong = await t.gql(DISABLE, { code: '123456' }, token);
    expect(wrong.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', field: 'code' } });
    const off = await t.gql<{ disableTwoFactor: { token: string; user: { twoFactorEnabled: boolean } } }>(
      DISABLE,
      { code: totpCode(secret, now) },
      token,
    );
    expect(off.data?.disableTwoFactor.user.twoFactorEnabled).toBe(false);
    // The change ended every earlier session: the old token is refused, the answer's one goes on.
    expect((await t.gql(ME, {}, token)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await t.gql(ME, {}, off.data!.disableTwoFactor.token)).errors).toBeUndefined();
    expect(await t.orm.em.fork().count(RecoveryCode, { user: user.id })).toBe(0);
    expect(await auditOf(user.id, AuditAction.TWO_FACTOR_DISABLED)).toHaveLength(1);
    expect((await login(email, password)).step).toBe('SIGNED_IN');
  });

  it('replaces the recovery codes: the earlier ones stop working, audited', async () => {
    const { email, password, secret, token, recoveryCodes, user } = await enrolled();
    const answer = await t.gql<{ regenerateRecoveryCodes: string[] }>(
      REGENERATE,
      { code: totpCode(secret, now) },
      token,
    );
    const fresh = answer.data!.regenerateRecoveryCodes;
    expect(fresh).toHaveLength(10);
    expect(fresh).not.toContain(recoveryCodes[0]);
    const old = await secondStep((await login(email, password)).challenge!, recoveryCodes[0]!);
    expect(old.errors?.[0]).toMatchObject({ extensions: { code: 'UNAUTHENTICATED' } });
    const ok = await secondStep((await login(email, password)).challenge!, fresh[0]!);
    expect(ok.data?.loginWithTwoFactor.step).toBe('SIGNED_IN');
    expect(await auditOf(user.id, AuditAction.RECOVERY_CODES_REGENERATED)).toHaveLength(1);
  });
});

describe('REST sign-in', () => {
  const restLogin = (email: string, password: string) =>
    t.rest<Record<string, unknown>>('POST', '/api/user/login', { body: { email, password } });

  it('answers exactly {token, role} for an account without two factors', async () => {
    const { email, password } = await t.userWithRole(Role.ADMIN);
    const answer = await restLogin(email, password);
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.body).sort()).toEqual(['role', 'token']);
    expect(answer.body.role).toBe('ADMIN');
  });

  it('answers 403 with the step and a challenge, then POST /api/user/login/two-factor answers {token, role}', async () => {
    const { email, password, secret } = await enrolled(Role.ADMIN);
    const first = await restLogin(email, password);
    expect(first.status).toBe(403);
    expect(first.body).toEqual({
      message: expect.stringMatching(/code/),
      step: 'TWO_FACTOR',
      challenge: expect.any(String),
    });

    const wrong = await t.rest('POST', '/api/user/login/two-factor', {
      body: { challenge: first.body.challenge, code: '000000' },
    });
    expect(wrong).toMatchObject({ status: 401, body: { message: expect.stringMatching(/not right/) } });
    const done = await t.rest<Record<string, unknown>>('POST', '/api/user/login/two-factor', {
      body: { challenge: first.body.challenge, code: totpCode(secret, now) },
    });
    expect(done.status).toBe(200);
    expect(Object.keys(done.body).sort()).toEqual(['role', 'token']);

    // Both answers match the OpenAPI document.
    const doc = (await t.rest<Record<string, unknown>>('GET', '/api/openapi.json')).body;
    const ajv = new Ajv2020({ strict: false, validateFormats: false }).addSchema(doc, 'openapi');
    const schemaOf = (path: string, status: number) =>
      ajv.getSchema(
        `openapi#/paths/${path.replace(/\//g, '~1')}/post/responses/${status}/content/application~1json/schema`,
      )!;
    expect(schemaOf('/user/login', 403)(first.body)).toBe(true);
    expect(schemaOf('/user/login/two-factor', 200)(done.body)).toBe(true);
  });
});

describe('REQUIRE_2FA_FOR', () => {
  let strict: TestServer;
  beforeAll(async () => {
    strict = await startTestServer({ REQUIRE_2FA_FOR: 'ADMIN' }, { clock });
  });
  afterAll(() => strict.stop());

  const SETUP = `mutation($challenge: String!) { startTwoFactorSetup(challenge: $challenge) { secret qrCodeDataUrl } }`;
  const FINISH = `mutation($challenge: String!, $code: String!, $emailCode: String!) {
    loginWithTwoFactorSetup(challenge: $challenge, code: $code, emailCode: $emailCode) { ${PAYLOAD} } }`;

  /** The code of the newest enrolment mail to `email` (8 digits), with the mail's text. */
  async function mailedCode(email: string) {
    const mails = await strict.orm.em
      .fork()
      .find(OutboxMessage, { to: email, purpose: 'two-factor-enrolment-code' }, { orderBy: { createdAt: 'desc' } });
    const text = mails[0]?.text ?? '';
    return { count: mails.length, text, code: /\b(\d{8})\b/.exec(text)?.[1] ?? '' };
  }

  it('signs in a role below it as before', async () => {
    const { email, password } = await strict.userWithRole(Role.INTERNAL_RECRUITER);
    const answer = await strict.gql<{ login: Payload }>(LOGIN, { email, password });
    expect(answer.data!.login.step).toBe('SIGNED_IN');
  });

  it('makes an admin without two factors enrol before any session, and keeps it on', async () => {
    const { email, password } = await strict.userWithRole(Role.ADMIN);
    const first = (await strict.gql<{ login: Payload }>(LOGIN, { email, password })).data!.login;
    expect(first).toMatchObject({ step: 'TWO_FACTOR_SETUP', token: null, message: expect.stringMatching(/requires/) });
    const rest = await strict.rest('POST', '/api/user/login', { body: { email, password } });
    expect(rest).toMatchObject({ status: 403, body: { step: 'TWO_FACTOR_SETUP' } });

    // A setup challenge only allows enrolment: it is no code challenge and no Bearer token.
    expect((await strict.gql(LOGIN_2FA, { challenge: first.challenge, code: '000000' })).errors?.[0].message).toMatch(
      /expired/,
    );
    expect((await strict.gql(START_ENROLMENT, {}, first.challenge!)).errors?.[0]).toMatchObject({
      extensions: { code: 'UNAUTHENTICATED' },
    });

    const setup = await strict.gql<{ startTwoFactorSetup: { secret: string } }>(SETUP, { challenge: first.challenge });
    const { secret } = setup.data!.startTwoFactorSetup;
    const { code: emailCode } = await mailedCode(email);
    const wrong = await strict.gql(FINISH, { challenge: first.challenge, code: '000000', emailCode });
    expect(wrong.errors?.[0]).toMatchObject({ extensions: { code: 'UNAUTHENTICATED' } });
    const done = await strict.gql<{ loginWithTwoFactorSetup: Payload }>(FINISH, {
      challenge: first.challenge,
      code: totpCode(secret, now),
      emailCode,
    });
    const payload = done.data!.loginWithTwoFactorSetup;
    expect(payload).toMatchObject({ step: 'SIGNED_IN', role: 'ADMIN' });
    expect(payload.recoveryCodes).toHaveLength(10);

    now += STEP;
    const off = await strict.gql(DISABLE, { code: totpCode(secret, now) }, payload.token!);
    expect(off.errors?.[0]).toMatchObject({ extensions: { code: 'FORBIDDEN' } });
    expect((await strict.gql<{ login: Payload }>(LOGIN, { email, password })).data!.login.step).toBe('TWO_FACTOR');
  });

  it('mails a one-time code to the account’s address, without which the password holder cannot enrol', async () => {
    const { email, password, user } = await strict.userWithRole(Role.ADMIN);
    const { challenge } = (await strict.gql<{ login: Payload }>(LOGIN, { email, password })).data!.login;
    const started = await strict.gql<{ startTwoFactorSetup: { secret: string } }>(SETUP, { challenge });
    const { secret } = started.data!.startTwoFactorSetup;
    const mail = await mailedCode(email);
    expect(mail.count).toBe(1);
    expect(mail.code).toMatch(/^\d{8}$/);
    expect(mail.text).toMatch(/If it is not you/);

    // The app's code alone (the password holder's own authenticator) is not enough.
    const wrongMail = String((Number(mail.code) + 1) % 100_000_000).padStart(8, '0');
    const refused = await strict.gql(FINISH, { challenge, code: totpCode(secret, now), emailCode: wrongMail });
    expect(refused.errors?.[0]).toMatchObject({ extensions: { code: 'UNAUTHENTICATED' } });
    expect(refused.errors?.[0]?.message).toMatch(/code from the e-mail/);
    const failures = await strict.orm.em
      .fork()
      .find(AuditEntry, { subjectId: user.id, action: AuditAction.SIGN_IN_FAILED });
    expect(failures.map((entry) => entry.details)).toEqual([{ reason: 'wrong-mail-code' }]);
    expect((await strict.orm.em.fork().findOneOrFail(User, { id: user.id })).twoFactorEnabled).toBe(false);

    // A new enrolment (a new secret) needs the new mail: the earlier code no longer counts.
    const again = await strict.gql<{ startTwoFactorSetup: { secret: string } }>(SETUP, { challenge });
    const newer = again.data!.startTwoFactorSetup.secret;
    const stale = await strict.gql(FINISH, { challenge, code: totpCode(newer, now), emailCode: mail.code });
    expect(stale.errors?.[0]?.message).toMatch(/code from the e-mail/);
    const fresh = await mailedCode(email);
    expect(fresh.count).toBe(2);
    const done = await strict.gql<{ loginWithTwoFactorSetup: Payload }>(FINISH, {
      challenge,
      code: totpCode(newer, now),
      emailCode: ` ${fresh.code.slice(0, 4)} ${fresh.code.slice(4)} `,
    });
    expect(done.errors).toBeUndefined();
    expect(done.data?.loginWithTwoFactorSetup.step).toBe('SIGNED_IN');
  });
});

describe('ending sessions', () => {
  const validFrom = async (id: string) =>
    (await t.orm.em.fork().findOneOrFail(User, { id }, { fields: ['sessionsValidFrom'] })).sessionsValidFrom;

  it('ends the account’s sessions when two-factor sign-in is turned on or off, not when its codes are replaced', async () => {
    const before = new Date(Date.now() - 1000);
    const { user, secret, token, enrolledWith } = await enrolled();
    const onAt = await validFrom(user.id);
    expect(onAt!.getTime()).toBeGreaterThan(before.getTime());
    expect((await t.gql(ME, {}, enrolledWith)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');

    await t.orm.em.fork().nativeUpdate(User, { id: user.id }, { sessionsValidFrom: null });
    expect((await t.gql(REGENERATE, { code: totpCode(secret, now) }, token)).errors).toBeUndefined();
    expect(await validFrom(user.id)).toBeNull();

    now += STEP;
    const off = await t.gql<{ disableTwoFactor: { token: string } }>(DISABLE, { code: totpCode(secret, now) }, token);
    expect(off.errors).toBeUndefined();
    expect((await validFrom(user.id))!.getTime()).toBeGreaterThan(before.getTime());
    expect((await t.gql(ME, {}, token)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await t.gql(ME, {}, off.data!.disableTwoFactor.token)).errors).toBeUndefined();
  });
});

describe('reset by a Super Admin', () => {
  const RESET = `mutation($id: ID!) { resetTwoFactor(id: $id) { id twoFactorEnabled } }`;

  it('turns another person’s two-factor sign-in off: codes gone, sessions ended, audited, the person e-mailed', async () => {
    const superAdmin = await t.userWithRole(Role.SUPER_ADMIN);
    const { user, email, password } = await enrolled();
    const before = Date.now() - 1000;
    await t.orm.em.fork().nativeUpdate(User, { id: user.id }, { sessionsValidFrom: null });

    const answer = await t.gql<{ resetTwoFactor: { id: string; twoFactorEnabled: boolean } }>(
      RESET,
      { id: user.id },
      superAdmin.token,
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.resetTwoFactor).toEqual({ id: user.id, twoFactorEnabled: false });

    const row = await t.orm.em
      .fork()
      .findOneOrFail(User, { id: user.id }, { populate: ['totpSecret', 'totpPendingSecret', 'totpLastStep'] });
    expect(row).toMatchObject({
      totpSecret: null,
      totpPendingSecret: null,
      totpLastStep: null,
      twoFactorEnabledAt: null,
    });
    expect(row.sessionsValidFrom!.getTime()).toBeGreaterThan(before);
    expect(await t.orm.em.fork().count(RecoveryCode, { user: user.id })).toBe(0);
    const [entry] = await auditOf(user.id, AuditAction.TWO_FACTOR_RESET);
    expect(entry).toMatchObject({ actorId: superAdmin.user.id, actorLabel: superAdmin.email });
    const mails = await t.orm.em.fork().find(OutboxMessage, { to: email, purpose: 'two-factor-reset' });
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(superAdmin.email);

    expect((await login(email, password)).step).toBe('SIGNED_IN');
    const again = await t.gql(RESET, { id: user.id }, superAdmin.token);
    expect(again.errors?.[0]).toMatchObject({ extensions: { code: 'CONFLICT' } });
  });

  it('is refused to an anonymous caller and an admin, and for one’s own account', async () => {
    const { user } = await enrolled();
    expect((await t.gql(RESET, { id: user.id })).errors?.[0]).toMatchObject({
      extensions: { code: 'UNAUTHENTICATED' },
    });
    const admin = await t.userWithRole(Role.ADMIN);
    expect((await t.gql(RESET, { id: user.id }, admin.token)).errors?.[0]).toMatchObject({
      extensions: { code: 'FORBIDDEN' },
    });
    const self = await enrolled(Role.SUPER_ADMIN);
    expect((await t.gql(RESET, { id: self.user.id }, self.token)).errors?.[0]).toMatchObject({
      extensions: { code: 'FORBIDDEN' },
    });
    const unknown = await t.gql(RESET, { id: '00000000-0000-4000-8000-000000000000' }, self.token);
    expect(unknown.errors?.[0]).toMatchObject({ extensions: { code: 'NOT_FOUND' } });
    expect((await t.orm.em.fork().findOneOrFail(User, { id: user.id })).twoFactorEnabled).toBe(true);
    expect(await auditOf(user.id, AuditAction.TWO_FACTOR_RESET)).toEqual([]);
  });
});
