import { createHash } from 'node:crypto';

import { ApiKey } from '../../../server/src/modules/api-keys/api-key.entity';
import { Job } from '../../../server/src/modules/jobs/job.entity';
import { startQueryLoggedApp } from '../../helpers/query-logged-app';
import { Role, startTestServer, TEST_USER_PASSWORD, type TestServer } from '../../helpers/test-server';

import { API_KEYS, CREATE_API_KEY, createKey, REVOKE_API_KEY } from './api-key-fixtures';

let t: TestServer;
let admin: { token: string; user: { id: string } };
let superAdmin: string;
let recruiter: string;

beforeAll(async () => {
  t = await startTestServer();
  admin = await t.userWithRole(Role.ADMIN);
  superAdmin = (await t.userWithRole(Role.SUPER_ADMIN)).token;
  recruiter = (await t.userWithRole(Role.INTERNAL_RECRUITER)).token;
});
afterAll(() => t.stop());

const CONTACT_MESSAGES = '{ contactMessages { total } }';
const CREATE_JOB = 'mutation($input: JobInput!) { createJob(input: $input) { id } }';
const SEND_CONTACT = `mutation { sendContactMessage(input: {name: "Ann", email: "ann@example.com", mobile: "+44 1"}) { message } }`;

describe('creating API keys', () => {
  it('answers the secret once and stores only its SHA-256 hash when an admin creates a key', async () => {
    const answer = await t.gql<{ createApiKey: { secret: string; apiKey: Record<string, unknown> } }>(
      CREATE_API_KEY,
      { input: { name: 'Workday sync', role: 'INTERNAL_RECRUITER', passwordOrCode: TEST_USER_PASSWORD } },
      admin.token,
    );
    const { secret, apiKey } = answer.data!.createApiKey;
    expect(secret).toMatch(/^tck_[A-Za-z0-9_-]{43}$/);
    expect(apiKey).toMatchObject({ name: 'Workday sync', role: 'INTERNAL_RECRUITER', readOnly: false });
    expect(apiKey.prefix).toBe(secret.slice(0, 12));
    expect(apiKey.createdBy).toEqual({ id: admin.user.id });

    const row = await t.orm.em.fork().findOneOrFail(ApiKey, apiKey.id as string, { populate: ['secretHash'] });
    expect(row.secretHash).toBe(createHash('sha256').update(secret).digest('hex'));
    const stored = await t.orm.em.getConnection().execute('select * from api_key where id = ?', [apiKey.id]);
    expect(JSON.stringify(stored)).not.toContain(secret);

    // The list never carries the secret again: the type has no field for it.
    const list = await t.gql<{ apiKeys: { id: string }[] }>(API_KEYS, {}, admin.token);
    expect(list.data!.apiKeys.map((key) => key.id)).toContain(apiKey.id);
    expect(JSON.stringify(list)).not.toContain(secret);
  });

  it('is denied for anonymous callers and for a recruiter, and allowed for ADMIN and SUPER_ADMIN', async () => {
    const input = { name: 'x', role: 'USER', passwordOrCode: TEST_USER_PASSWORD };
    const anonymous = await t.gql(CREATE_API_KEY, { input });
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const lower = await t.gql(CREATE_API_KEY, { input }, recruiter);
    expect(lower.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await t.gql(API_KEYS, {}, recruiter)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await t.gql(API_KEYS)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    for (const token of [admin.token, superAdmin]) {
      const allowed = await t.gql<{ createApiKey: { secret: string } }>(CREATE_API_KEY, { input }, token);
      expect(allowed.data?.createApiKey.secret).toMatch(/^tck_/);
    }
  });

  it('refuses a role above the creator’s own and an expiry in the past, writing no row', async () => {
    const before = await t.orm.em.fork().count(ApiKey, {});
    const higher = await t.gql(
      CREATE_API_KEY,
      { input: { name: 'x', role: 'SUPER_ADMIN', passwordOrCode: TEST_USER_PASSWORD } },
      admin.token,
    );
    expect(higher.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'role' });
    const past = await t.gql(
      CREATE_API_KEY,
      { input: { name: 'x', role: 'USER', expiresAt: '2020-01-01T00:00:00.000Z', passwordOrCode: TEST_USER_PASSWORD } },
      admin.token,
    );
    expect(past.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'expiresAt' });
    const blank = await t.gql(
      CREATE_API_KEY,
      { input: { name: '  ', role: 'USER', passwordOrCode: TEST_USER_PASSWORD } },
      admin.token,
    );
    expect(blank.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'name' });
    expect(await t.orm.em.fork().count(ApiKey, {})).toBe(before);
  });
});

describe('calling with an API key', () => {
  it('passes the same role checks as a person on /graphql and /api when the key is sent as a Bearer token', async () => {
    const staffKey = await createKey(t, admin.token, { role: Role.INTERNAL_RECRUITER });
    const userKey = await createKey(t, admin.token, { role: Role.USER });

    expect((await t.gql(CONTACT_MESSAGES, {}, staffKey.secret)).data).toEqual({ contactMessages: { total: 0 } });
    expect((await t.rest('GET', '/api/contact', { token: staffKey.secret })).status).toBe(200);

    expect((await t.gql(CONTACT_MESSAGES, {}, userKey.secret)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const refused = await t.rest<{ message: string }>('GET', '/api/contact', { token: userKey.secret });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toContain('this API key has the USER role');

    const made = await t.rest<{ id: string }>('POST', '/api/jobs', {
      token: staffKey.secret,
      body: { title: 'By key' },
    });
    expect(made.status).toBe(201);
  });

  it('refuses an unknown key with 401', async () => {
    const answer = await t.rest('GET', '/api/contact', { token: `tck_${'A'.repeat(43)}` });
    expect(answer.status).toBe(401);
  });

  it('records when the key was last used', async () => {
    const key = await createKey(t, admin.token, { role: Role.INTERNAL_RECRUITER });
    const before = await t.orm.em.fork().findOneOrFail(ApiKey, key.id);
    expect(before.lastUsedAt ?? null).toBeNull();
    await t.rest('GET', '/api/contact', { token: key.secret });
    const after = await t.orm.em.fork().findOneOrFail(ApiKey, key.id);
    expect(after.lastUsedAt).toBeInstanceOf(Date);
  });

  it('stops working on the very next request once revoked', async () => {
    const key = await createKey(t, admin.token, { role: Role.INTERNAL_RECRUITER });
    expect((await t.rest('GET', '/api/contact', { token: key.secret })).status).toBe(200);
    const revoked = await t.gql<{ revokeApiKey: { id: string; revokedAt: string } }>(
      REVOKE_API_KEY,
      { id: key.id },
      admin.token,
    );
    expect(revoked.data?.revokeApiKey.revokedAt).toEqual(expect.any(String));
    const rest = await t.rest<{ message: string }>('GET', '/api/contact', { token: key.secret });
    expect(rest).toMatchObject({ status: 401, body: { message: 'This API key has been revoked.' } });
    expect((await t.gql(CONTACT_MESSAGES, {}, key.secret)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('refuses revoking for a recruiter and a key above the admin’s role', async () => {
    // A SUPER_ADMIN key can no longer be created: this one stands for a key made before that rule.
    const em = t.orm.em.fork();
    const legacy = em.create(ApiKey, {
      name: 'Legacy',
      role: Role.SUPER_ADMIN,
      prefix: 'tck_legacy00',
      secretHash: 'f'.repeat(64),
      expiresAt: new Date(Date.now() + 86_400_000),
    });
    await em.flush();
    const key = { id: legacy.id };
    expect((await t.gql(REVOKE_API_KEY, { id: key.id }, recruiter)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await t.gql(REVOKE_API_KEY, { id: key.id }, admin.token)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await t.orm.em.fork().findOneOrFail(ApiKey, key.id)).revokedAt ?? null).toBeNull();
  });

  it('answers NOT_FOUND for revoking an id that is not a key (malformed ones too)', async () => {
    for (const id of ['not-a-uuid', '00000000-0000-4000-8000-000000000000', '\u0000']) {
      expect((await t.gql(REVOKE_API_KEY, { id }, admin.token)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    }
  });

  it('refuses a key past its expiry', async () => {
    const key = await createKey(t, admin.token, { role: Role.INTERNAL_RECRUITER });
    await t.orm.em.fork().nativeUpdate(ApiKey, { id: key.id }, { expiresAt: new Date(Date.now() - 1000) });
    const answer = await t.rest<{ message: string }>('GET', '/api/contact', { token: key.secret });
    expect(answer).toMatchObject({ status: 401, body: { message: 'This API key has expired.' } });
  });

  it('cannot manage keys or act as a person, even with the ADMIN role', async () => {
    const key = await createKey(t, admin.token, { role: Role.ADMIN });
    const mint = await t.gql(
      CREATE_API_KEY,
      { input: { name: 'child', role: 'USER', passwordOrCode: TEST_USER_PASSWORD } },
      key.secret,
    );
    expect(mint.errors?.[0]).toMatchObject({
      message: 'This needs a person signed in: an API key cannot do it.',
      extensions: { code: 'FORBIDDEN' },
    });
    expect((await t.gql('{ me { id } }', {}, key.secret)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const register = await t.rest('POST', '/api/user/register', {
      token: key.secret,
      body: { firstName: 'A', lastName: 'B', email: 'keymade@example.com', password: 'long enough pw', role: 'USER' },
    });
    expect(register.status).toBe(403);
  });
});

describe('read-only keys', () => {
  it('run queries and GET requests', async () => {
    const key = await createKey(t, admin.token, { role: Role.INTERNAL_RECRUITER, readOnly: true });
    expect((await t.gql(CONTACT_MESSAGES, {}, key.secret)).data).toBeTruthy();
    expect((await t.rest('GET', '/api/contact', { token: key.secret })).status).toBe(200);
  });

  it('are refused every mutation, public ones too, and every non-GET REST call, changing nothing', async () => {
    const key = await createKey(t, admin.token, { role: Role.ADMIN, readOnly: true });
    const jobsBefore = await t.orm.em.fork().count(Job, {});

    const create = await t.gql(CREATE_JOB, { input: { title: 'Read-only attempt' } }, key.secret);
    expect(create.errors?.[0]).toMatchObject({
      message: 'This API key is read-only: it may read but not change anything.',
      extensions: { code: 'FORBIDDEN' },
    });
    expect((await t.gql(SEND_CONTACT, {}, key.secret)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    const post = await t.rest<{ message: string }>('POST', '/api/jobs', { token: key.secret, body: { title: 'x' } });
    expect(post).toMatchObject({
      status: 403,
      body: { message: 'This API key is read-only: it may read but not change anything.' },
    });
    expect((await t.rest('POST', '/api/contact', { token: key.secret, body: { name: 'a' } })).status).toBe(403);
    const someJob = await t.rest<{ id: string }>('POST', '/api/jobs', { token: recruiter, body: { title: 'Kept' } });
    expect(
      (await t.rest('PUT', `/api/jobs/${someJob.body.id}`, { token: key.secret, body: { title: 'y' } })).status,
    ).toBe(403);
    expect((await t.rest('DELETE', `/api/jobs/${someJob.body.id}`, { token: key.secret })).status).toBe(403);

    expect(await t.orm.em.fork().count(Job, {})).toBe(jobsBefore + 1);
    expect((await t.orm.em.fork().findOneOrFail(Job, someJob.body.id)).archivedAt ?? null).toBeNull();
  });
});

describe('listing keys', () => {
  it('runs the same few queries for 1 and for 12 keys with their creators (no N+1)', async () => {
    const app = await startQueryLoggedApp(t);
    try {
      const list = () =>
        fetch(`${app.url}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${superAdmin}` },
          body: JSON.stringify({ query: API_KEYS }),
        }).then((response) => response.json() as Promise<{ data: { apiKeys: unknown[] } }>);
      const small = await app.counted(list);
      for (let i = 0; i < 11; i += 1) {
        const creator = (await t.userWithRole(Role.ADMIN)).token;
        await createKey(t, creator, { role: Role.USER });
      }
      const large = await app.counted(list);
      expect(large.result.data.apiKeys.length).toBe(small.result.data.apiKeys.length + 11);
      expect(large.sql).toHaveLength(small.sql.length);
      expect(large.sql.length).toBeLessThanOrEqual(3);
    } finally {
      await app.stop();
    }
  });
});
