import jwt from 'jsonwebtoken';

import { INVALID_CREDENTIALS_MESSAGE } from '../../../server/src/modules/auth/auth.service';
import { ServerKeys } from '../../../server/src/modules/auth/server-keys';
import { User } from '../../../server/src/modules/users/user.entity';
import { Role, startTestServer, TEST_ADMIN, type TestServer } from '../../helpers/test-server';

const LOGIN = `mutation Login($email: String!, $password: String!) {
  login(email: $email, password: $password) { token role user { id email role } }
}`;
const ME = `{ me { id email firstName lastName role disabled } }`;

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.stop());

describe('login through GraphQL', () => {
  it('answers a token and the role for the right password, in any letter case of the e-mail', async () => {
    const answer = await t.gql<{ login: { token: string; role: string; user: { email: string } } }>(LOGIN, {
      email: `  ${TEST_ADMIN.email.toUpperCase()} `,
      password: TEST_ADMIN.password,
    });
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.login.role).toBe('SUPER_ADMIN');
    expect(answer.data?.login.user.email).toBe(TEST_ADMIN.email);
    const me = await t.gql<{ me: { email: string; role: string } }>(ME, {}, answer.data!.login.token);
    expect(me.data?.me).toMatchObject({ email: TEST_ADMIN.email, role: 'SUPER_ADMIN' });
  });

  it('answers one message for an unknown e-mail and for a wrong password', async () => {
    const unknown = await t.gql(LOGIN, { email: 'nobody@example.com', password: TEST_ADMIN.password });
    const wrong = await t.gql(LOGIN, { email: TEST_ADMIN.email, password: 'not-the-password' });
    for (const answer of [unknown, wrong]) {
      expect(answer.data).toBeNull();
      expect(answer.errors?.[0]).toMatchObject({
        message: INVALID_CREDENTIALS_MESSAGE,
        extensions: { code: 'UNAUTHENTICATED' },
      });
    }
  });

  it('refuses a disabled account even with the right password, and says why', async () => {
    const { user, email, password, token } = await t.userWithRole(Role.INTERNAL_RECRUITER);
    const em = t.orm.em.fork();
    await em.nativeUpdate(User, { id: user.id }, { disabled: true });
    const answer = await t.gql(LOGIN, { email, password });
    expect(answer.errors?.[0]).toMatchObject({ extensions: { code: 'FORBIDDEN' } });
    expect(answer.errors?.[0].message).toMatch(/disabled/);
    // A token issued before the account was disabled stops working too.
    const me = await t.gql(ME, {}, token);
    expect(me.errors?.[0]).toMatchObject({ extensions: { code: 'UNAUTHENTICATED' } });
  });

  it('refuses a malformed e-mail with the field named', async () => {
    const answer = await t.gql(LOGIN, { email: 'not-an-email', password: 'x' });
    expect(answer.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', field: 'email' } });
  });
});

describe('tokens', () => {
  it('refuses me without a token', async () => {
    const answer = await t.gql(ME);
    expect(answer.errors?.[0]).toMatchObject({ extensions: { code: 'UNAUTHENTICATED' } });
  });

  it('refuses an expired token and says the session expired', async () => {
    const { user } = await t.userWithRole(Role.USER);
    const key = new ServerKeys(t.server.deps.config.jwtSecret!).keyFor('sign-in-token');
    const expired = jwt.sign({ role: user.role }, key, {
      subject: user.id,
      issuer: 'talent-consultancy',
      expiresIn: -10,
    });
    const answer = await t.gql(ME, {}, expired);
    expect(answer.errors?.[0]).toMatchObject({ extensions: { code: 'UNAUTHENTICATED' } });
    expect(answer.errors?.[0].message).toMatch(/expired/);
    const rest = await t.rest('POST', '/api/user/register', { token: expired, body: {} });
    expect(rest.status).toBe(401);
  });

  it('refuses a tampered token (payload changed, signature kept)', async () => {
    const { token } = await t.userWithRole(Role.USER);
    const [header, payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, role: 'SUPER_ADMIN' })).toString('base64url');
    const answer = await t.gql(ME, {}, `${header}.${forged}.${signature}`);
    expect(answer.errors?.[0]).toMatchObject({ extensions: { code: 'UNAUTHENTICATED' } });
    expect(answer.errors?.[0].message).toMatch(/not valid/);
  });

  it('refuses a token signed with another secret', async () => {
    const { user } = await t.userWithRole(Role.SUPER_ADMIN);
    const other = jwt.sign({ role: 'SUPER_ADMIN' }, 'some-other-secret-that-is-long-enough!!', {
      subject: user.id,
      issuer: 'talent-consultancy',
    });
    const answer = await t.gql(ME, {}, other);
    expect(answer.errors?.[0]).toMatchObject({ extensions: { code: 'UNAUTHENTICATED' } });
  });
});

describe('POST /api/user/login', () => {
  it('answers {token, role} on success', async () => {
    const { status, body } = await t.rest<{ token: string; role: string }>('POST', '/api/user/login', {
      body: { email: TEST_ADMIN.email, password: TEST_ADMIN.password },
    });
    expect(status).toBe(200);
    expect(body.role).toBe('SUPER_ADMIN');
    expect(body.token.split('.')).toHaveLength(3);
  });

  it('answers 401 with the same {message} for an unknown e-mail and a wrong password', async () => {
    const unknown = await t.rest('POST', '/api/user/login', {
      body: { email: 'ghost@example.com', password: 'whatever1' },
    });
    const wrong = await t.rest('POST', '/api/user/login', { body: { email: TEST_ADMIN.email, password: 'whatever1' } });
    expect(unknown).toMatchObject({ status: 401, body: { message: INVALID_CREDENTIALS_MESSAGE } });
    expect(wrong).toMatchObject({ status: 401, body: { message: INVALID_CREDENTIALS_MESSAGE } });
  });

  it('answers 400 naming the field for a missing password or a non-string e-mail', async () => {
    expect(await t.rest('POST', '/api/user/login', { body: { email: TEST_ADMIN.email } })).toMatchObject({
      status: 400,
      body: { field: 'password' },
    });
    expect(await t.rest('POST', '/api/user/login', { body: { email: 42, password: 'x' } })).toMatchObject({
      status: 400,
      body: { field: 'email' },
    });
  });

  it('never answers the password hash anywhere', async () => {
    const answer = await t.gql(`{ __type(name: "User") { fields { name } } }`);
    const names = (answer.data as { __type: { fields: { name: string }[] } }).__type.fields.map((f) => f.name);
    expect(names).not.toContain('passwordHash');
  });
});
