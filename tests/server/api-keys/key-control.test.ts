import { OutboxMessage } from '../../../server/src/mail/outbox-message.entity';
import { ApiKey } from '../../../server/src/modules/api-keys/api-key.entity';
import { AuditAction } from '../../../server/src/modules/audit/audit-action';
import { AuditEntry } from '../../../server/src/modules/audit/audit-entry.entity';
import { LoginThrottle } from '../../../server/src/modules/auth/login-throttle.entity';
import { totpCode } from '../../../server/src/modules/auth/totp';
import { User } from '../../../server/src/modules/users/user.entity';
import { Role, startTestServer, TEST_USER_PASSWORD, type TestServer } from '../../helpers/test-server';

import { CREATE_API_KEY, createKey, REVOKE_API_KEY } from './api-key-fixtures';

/** A fixed clock at the start of a 30-second step, for two-factor codes. */
let now = Date.UTC(2026, 10, 27, 12, 0, 0);
const clock = () => now;
const DAY_MS = 86_400_000;

let t: TestServer;
let admin: Awaited<ReturnType<TestServer['userWithRole']>>;
let superAdmin: Awaited<ReturnType<TestServer['userWithRole']>>;

beforeAll(async () => {
  t = await startTestServer({ API_KEY_DEFAULT_DAYS: '30', API_KEY_MAX_DAYS: '60' }, { clock });
  admin = await t.userWithRole(Role.ADMIN);
  superAdmin = await t.userWithRole(Role.SUPER_ADMIN);
});
afterAll(() => t.stop());

const CONTACT = '/api/contact';
const ORPHANED =
  'This API key no longer works: the account that created it is disabled, deleted, or no longer holds the key’s role.';

const create = (token: string, input: Record<string, unknown>) =>
  t.gql<{ createApiKey: { secret: string; apiKey: { id: string; expiresAt: string } } }>(
    CREATE_API_KEY,
    { input: { name: 'Payroll sync', role: 'INTERNAL_RECRUITER', ...input } },
    token,
  );

const auditOf = (subjectId: string) => t.orm.em.fork().find(AuditEntry, { subjectId }, { orderBy: { id: 'asc' } });

const setUser = (id: string, change: Partial<Pick<User, 'role' | 'disabled'>>) =>
  t.orm.em.fork().nativeUpdate(User, { id }, change);

describe('creating a key asks for the password again', () => {
  it('refuses a missing or wrong password naming passwordOrCode, creating nothing and counting the failure', async () => {
    const account = await t.userWithRole(Role.ADMIN);
    const keysBefore = await t.orm.em.fork().count(ApiKey, {});
    const entriesBefore = await t.orm.em.fork().count(AuditEntry, { action: AuditAction.API_KEY_CREATED });
    const mailsBefore = await t.orm.em.fork().count(OutboxMessage, { subject: 'An API key was created' });

    const missing = await create(account.token, { passwordOrCode: '' });
    expect(missing.errors?.[0]).toMatchObject({
      message: 'passwordOrCode is required: enter your password.',
      extensions: { code: 'BAD_USER_INPUT', field: 'passwordOrCode' },
    });
    const wrong = await create(account.token, { passwordOrCode: 'not-my-password' });
    expect(wrong.errors?.[0]).toMatchObject({
      message: 'passwordOrCode must be your current password; that one is not right.',
      extensions: { code: 'BAD_USER_INPUT', field: 'passwordOrCode' },
    });

    expect(await t.orm.em.fork().count(ApiKey, {})).toBe(keysBefore);
    expect(await t.orm.em.fork().count(AuditEntry, { action: AuditAction.API_KEY_CREATED })).toBe(entriesBefore);
    expect(await t.orm.em.fork().count(OutboxMessage, { subject: 'An API key was created' })).toBe(mailsBefore);
    const counter = await t.orm.em.fork().findOneOrFail(LoginThrottle, { key: `email:${account.email}` });
    expect(counter.failures).toBe(1);
  });

  it('makes the creator wait after as many wrong passwords as a sign-in allows free, even with the right one', async () => {
    const account = await t.userWithRole(Role.ADMIN);
    for (let i = 0; i < t.server.deps.config.loginFreeFailuresPerEmail; i += 1) {
      await create(account.token, { passwordOrCode: `guess-${i}` });
    }
    const blocked = await create(account.token, { passwordOrCode: account.password });
    expect(blocked.errors?.[0]?.extensions?.code).toBe('TOO_MANY_REQUESTS');
    expect(await t.orm.em.fork().count(ApiKey, { createdBy: account.user.id })).toBe(0);
  });

  it('takes a current two-factor code, not the password, when the account has two-factor sign-in on', async () => {
    const account = await t.userWithRole(Role.ADMIN);
    const started = await t.gql<{ startTwoFactorEnrolment: { secret: string } }>(
      'mutation { startTwoFactorEnrolment { secret } }',
      {},
      account.token,
    );
    const secret = started.data!.startTwoFactorEnrolment.secret;
    const confirmed = await t.gql<{ confirmTwoFactor: { token: string } }>(
      'mutation($code: String!) { confirmTwoFactor(code: $code) { token } }',
      { code: totpCode(secret, now) },
      account.token,
    );
    // Turning two-factor on ended the earlier session: the answer's token carries it on.
    account.token = confirmed.data!.confirmTwoFactor.token;
    now += 30_000;

    const byPassword = await create(account.token, { passwordOrCode: account.password });
    expect(byPassword.errors?.[0]).toMatchObject({
      message:
        'passwordOrCode must be a current code from your authenticator app (or an unused recovery code); that one is not right.',
      extensions: { code: 'BAD_USER_INPUT', field: 'passwordOrCode' },
    });
    const byCode = await create(account.token, { passwordOrCode: totpCode(secret, now) });
    expect(byCode.errors).toBeUndefined();
    expect(byCode.data!.createApiKey.secret).toMatch(/^tck_/);
  });
});

describe('a key’s lifetime', () => {
  it('is API_KEY_DEFAULT_DAYS when no expiry is given', async () => {
    const before = Date.now();
    const answer = await create(admin.token, { passwordOrCode: TEST_USER_PASSWORD });
    const expiresAt = new Date(answer.data!.createApiKey.apiKey.expiresAt).getTime();
    expect(expiresAt).toBeGreaterThanOrEqual(before + 30 * DAY_MS);
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + 30 * DAY_MS);
  });

  it('may reach API_KEY_MAX_DAYS and no further', async () => {
    const inMax = new Date(Date.now() + 59 * DAY_MS).toISOString();
    const allowed = await create(admin.token, { passwordOrCode: TEST_USER_PASSWORD, expiresAt: inMax });
    expect(allowed.data!.createApiKey.apiKey.expiresAt).toBe(inMax);

    const tooLate = new Date(Date.now() + 61 * DAY_MS).toISOString();
    const refused = await create(admin.token, { passwordOrCode: TEST_USER_PASSWORD, expiresAt: tooLate });
    expect(refused.errors?.[0]).toMatchObject({
      message: 'expiresAt may be at most 60 days from now.',
      extensions: { code: 'BAD_USER_INPUT', field: 'expiresAt' },
    });
  });
});

describe('a key’s role', () => {
  it('is never SUPER_ADMIN, even for a SUPER_ADMIN creator', async () => {
    const answer = await create(superAdmin.token, { role: 'SUPER_ADMIN', passwordOrCode: TEST_USER_PASSWORD });
    expect(answer.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'role' });
    expect(await t.orm.em.fork().count(ApiKey, { role: Role.SUPER_ADMIN })).toBe(0);
  });
});

describe('a key dies with its creator’s power', () => {
  it('stops while its creator is disabled, and works again once they are enabled', async () => {
    const creator = await t.userWithRole(Role.ADMIN);
    const key = await createKey(t, creator.token, { role: Role.INTERNAL_RECRUITER });
    expect((await t.rest('GET', CONTACT, { token: key.secret })).status).toBe(200);

    await setUser(creator.user.id, { disabled: true });
    expect(await t.rest('GET', CONTACT, { token: key.secret })).toMatchObject({
      status: 401,
      body: { message: ORPHANED },
    });
    const gql = await t.gql('{ contactMessages { total } }', {}, key.secret);
    expect(gql.errors?.[0]).toMatchObject({ message: ORPHANED, extensions: { code: 'UNAUTHENTICATED' } });

    await setUser(creator.user.id, { disabled: false });
    expect((await t.rest('GET', CONTACT, { token: key.secret })).status).toBe(200);
  });

  it('stops when its creator is demoted below the key’s role, while a key within the new role goes on', async () => {
    const creator = await t.userWithRole(Role.ADMIN);
    const adminKey = await createKey(t, creator.token, { role: Role.ADMIN });
    const recruiterKey = await createKey(t, creator.token, { role: Role.INTERNAL_RECRUITER });

    await setUser(creator.user.id, { role: Role.INTERNAL_RECRUITER });
    expect(await t.rest('GET', CONTACT, { token: adminKey.secret })).toMatchObject({
      status: 401,
      body: { message: ORPHANED },
    });
    expect((await t.rest('GET', CONTACT, { token: recruiterKey.secret })).status).toBe(200);
  });

  it('stops when its creator’s account is deleted', async () => {
    const creator = await t.userWithRole(Role.ADMIN);
    const key = await createKey(t, creator.token, { role: Role.INTERNAL_RECRUITER });
    await t.orm.em.fork().nativeDelete(User, { id: creator.user.id });
    expect(await t.rest('GET', CONTACT, { token: key.secret })).toMatchObject({
      status: 401,
      body: { message: ORPHANED },
    });
  });
});

describe('what is recorded and told', () => {
  it('audits the creation and the revocation of a key, naming who did it', async () => {
    const key = await createKey(t, admin.token, { name: 'Audited', role: Role.USER, readOnly: true });
    await t.gql(REVOKE_API_KEY, { id: key.id }, admin.token);
    await t.gql(REVOKE_API_KEY, { id: key.id }, admin.token);
    const entries = await auditOf(key.id);
    expect(entries.map((entry) => [entry.action, entry.actorId, entry.subjectType])).toEqual([
      [AuditAction.API_KEY_CREATED, admin.user.id, 'api-key'],
      [AuditAction.API_KEY_REVOKED, admin.user.id, 'api-key'],
    ]);
    const stored = await t.orm.em.fork().findOneOrFail(ApiKey, key.id);
    expect(entries[0]!.details).toEqual({
      name: 'Audited',
      role: 'USER',
      readOnly: true,
      expiresAt: stored.expiresAt.toISOString(),
    });
  });

  it('e-mails every enabled ADMIN and SUPER_ADMIN who created which key', async () => {
    const other = await t.userWithRole(Role.ADMIN);
    const gone = await t.userWithRole(Role.ADMIN);
    await setUser(gone.user.id, { disabled: true });
    const recruiter = await t.userWithRole(Role.INTERNAL_RECRUITER);
    const key = await createKey(t, admin.token, { name: 'Told about', role: Role.INTERNAL_RECRUITER });
    const stored = await t.orm.em.fork().findOneOrFail(ApiKey, key.id);

    const mails = (await t.orm.em.fork().find(OutboxMessage, { subject: 'An API key was created' })).filter((mail) =>
      mail.text.includes('"Told about"'),
    );
    const recipients = mails.map((mail) => mail.to);
    expect(recipients).toEqual(expect.arrayContaining([admin.email, other.email, superAdmin.email]));
    expect(recipients).not.toContain(gone.email);
    expect(recipients).not.toContain(recruiter.email);
    expect(mails[0]!.text).toContain(admin.email);
    expect(mails[0]!.text).toContain('Role: INTERNAL_RECRUITER');
    expect(mails[0]!.text).toContain(`Expires: ${stored.expiresAt.toISOString()}`);
  });
});

describe('reads of a person’s data are for people only', () => {
  it('refuses person(email), staffUsers and the export to an ADMIN key, and allows them to an admin', async () => {
    const key = await createKey(t, admin.token, { role: Role.ADMIN });
    const person = '{ person(email: "ada@example.com") { applications { id } } }';
    for (const query of [person, '{ staffUsers { id email } }']) {
      const byKey = await t.gql(query, {}, key.secret);
      expect(byKey.errors?.[0]).toMatchObject({
        message: 'This needs a person signed in: an API key cannot do it.',
        extensions: { code: 'FORBIDDEN' },
      });
      expect(byKey.data ?? null).toBeNull();
      expect((await t.gql(query, {}, admin.token)).errors).toBeUndefined();
    }
    const exported = await t.rest('GET', '/api/people/export?email=ada@example.com', { token: key.secret });
    expect(exported.status).toBe(403);
  });
});
