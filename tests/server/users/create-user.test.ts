import { User } from '../../../server/src/modules/users/user.entity';
import { DUPLICATE_EMAIL_MESSAGE } from '../../../server/src/modules/users/user.service';
import { Role, startTestServer, type TestServer } from '../../helpers/test-server';

const CREATE_USER = `mutation CreateUser($input: CreateUserInput!) {
  createUser(input: $input) { id firstName lastName email role disabled }
}`;

let t: TestServer;
const tokens = {} as Record<Role, string>;
let seq = 0;
const newUser = (role?: Role) => ({
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: `ada-${++seq}@example.com`,
  password: 'correct horse battery',
  ...(role ? { role } : {}),
});

beforeAll(async () => {
  t = await startTestServer();
  for (const role of Object.values(Role)) tokens[role] = (await t.userWithRole(role)).token;
});
afterAll(() => t.stop());

// Who may add whom, as the permission matrix says: [actor, target role, allowed]
const MATRIX: [Role | 'anonymous', Role, boolean][] = [];
for (const target of Object.values(Role)) {
  MATRIX.push(['anonymous', target, false]);
  MATRIX.push([Role.USER, target, false]);
  MATRIX.push([Role.INTERNAL_RECRUITER, target, false]);
  MATRIX.push([Role.ADMIN, target, target === Role.USER || target === Role.INTERNAL_RECRUITER]);
  MATRIX.push([Role.SUPER_ADMIN, target, true]);
}

async function rowsWithEmail(email: string) {
  return t.orm.em.fork().count(User, { email });
}

describe.each(MATRIX)('%s adding a %s account', (actor, target, allowed) => {
  const token = () => (actor === 'anonymous' ? undefined : tokens[actor]);
  const expectedCode = actor === 'anonymous' ? 'UNAUTHENTICATED' : 'FORBIDDEN';
  const expectedStatus = actor === 'anonymous' ? 401 : 403;

  it(`through GraphQL is ${allowed ? 'allowed' : 'refused'}`, async () => {
    const input = newUser(target);
    const answer = await t.gql<{ createUser: { email: string; role: string } }>(CREATE_USER, { input }, token());
    if (allowed) {
      expect(answer.errors).toBeUndefined();
      expect(answer.data?.createUser).toMatchObject({ email: input.email, role: target });
    } else {
      expect(answer.errors?.[0].extensions?.code).toBe(expectedCode);
      expect(answer.errors?.[0].message).toMatch(actor === 'anonymous' ? /sign in/i : /role/);
    }
    expect(await rowsWithEmail(input.email)).toBe(allowed ? 1 : 0);
  });

  it(`through POST /api/user/register is ${allowed ? 'allowed' : 'refused'}`, async () => {
    const input = newUser(target);
    const answer = await t.rest<{ message: string; user?: { role: string } }>('POST', '/api/user/register', {
      body: input,
      token: token(),
    });
    if (allowed) {
      expect(answer.status).toBe(201);
      expect(answer.body.user).toMatchObject({ email: input.email, role: target });
    } else {
      expect(answer.status).toBe(expectedStatus);
      expect(answer.body.message).toEqual(expect.any(String));
    }
    expect(await rowsWithEmail(input.email)).toBe(allowed ? 1 : 0);
  });
});

describe('adding users: input', () => {
  it('gives role USER when none is sent', async () => {
    const input = newUser();
    const answer = await t.gql<{ createUser: { role: string } }>(CREATE_USER, { input }, tokens.ADMIN);
    expect(answer.data?.createUser.role).toBe('USER');
    const rest = await t.rest<{ user: { role: string } }>('POST', '/api/user/register', {
      body: newUser(),
      token: tokens.ADMIN,
    });
    expect(rest.body.user.role).toBe('USER');
  });

  it('names the roles in words when a role may not be granted, on both transports', async () => {
    const message = 'Your role (Admin) may not add users with the Super Admin role.';
    const answer = await t.gql(CREATE_USER, { input: newUser(Role.SUPER_ADMIN) }, tokens.ADMIN);
    expect(answer.errors?.[0]).toMatchObject({ message, extensions: { code: 'FORBIDDEN', field: 'role' } });
    const rest = await t.rest('POST', '/api/user/register', { body: newUser(Role.SUPER_ADMIN), token: tokens.ADMIN });
    expect(rest).toMatchObject({ status: 403, body: { message } });
  });

  it('refuses a duplicate e-mail, whatever its letter case and spaces, and keeps one row', async () => {
    const input = newUser();
    await t.gql(CREATE_USER, { input }, tokens.SUPER_ADMIN);
    const again = { ...newUser(), email: `  ${input.email.toUpperCase()}  ` };
    const answer = await t.gql(CREATE_USER, { input: again }, tokens.SUPER_ADMIN);
    expect(answer.errors?.[0]).toMatchObject({
      message: DUPLICATE_EMAIL_MESSAGE,
      extensions: { code: 'CONFLICT', field: 'email' },
    });
    const rest = await t.rest('POST', '/api/user/register', { body: again, token: tokens.SUPER_ADMIN });
    expect(rest).toMatchObject({ status: 409, body: { message: DUPLICATE_EMAIL_MESSAGE } });
    expect(await rowsWithEmail(input.email)).toBe(1);
  });

  it('stores the e-mail trimmed and lower-cased', async () => {
    const answer = await t.gql<{ createUser: { email: string } }>(
      CREATE_USER,
      { input: { ...newUser(), email: '  Grace.Hopper@Example.COM ' } },
      tokens.ADMIN,
    );
    expect(answer.data?.createUser.email).toBe('grace.hopper@example.com');
  });

  it.each([
    ['email', { email: 'not-an-email' }],
    ['password', { password: 'short' }],
    ['firstName', { firstName: '   ' }],
    ['lastName', { lastName: '' }],
    ['firstName', { firstName: 'x'.repeat(101) }],
    ['lastName', { lastName: 'Love\u0000lace' }],
  ])('refuses a bad %s with the field named, in GraphQL and REST, and writes nothing', async (field, change) => {
    const input = { ...newUser(), ...change };
    const answer = await t.gql(CREATE_USER, { input }, tokens.SUPER_ADMIN);
    expect(answer.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field });
    expect(answer.errors?.[0].message).toContain(field);
    const rest = await t.rest<{ message: string; field: string }>('POST', '/api/user/register', {
      body: input,
      token: tokens.SUPER_ADMIN,
    });
    expect(rest.status).toBe(400);
    expect(rest.body.field).toBe(field);
    expect(await rowsWithEmail(input.email.trim().toLowerCase())).toBe(0);
  });

  it('refuses an unknown role: GraphQL BAD_USER_INPUT naming role, REST 400', async () => {
    const input = { ...newUser(), role: 'BOSS' };
    const answer = await t.gql(CREATE_USER, { input }, tokens.SUPER_ADMIN);
    expect(answer.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(answer.errors?.[0].message).toMatch(/role/);
    const rest = await t.rest('POST', '/api/user/register', { body: input, token: tokens.SUPER_ADMIN });
    expect(rest).toMatchObject({ status: 400, body: { field: 'role' } });
  });

  it('keeps a password with surrounding spaces as typed', async () => {
    const input = { ...newUser(), password: '  spaced out password  ' };
    await t.gql(CREATE_USER, { input }, tokens.SUPER_ADMIN);
    const ok = await t.rest('POST', '/api/user/login', { body: { email: input.email, password: input.password } });
    expect(ok.status).toBe(200);
    const trimmed = await t.rest('POST', '/api/user/login', {
      body: { email: input.email, password: input.password.trim() },
    });
    expect(trimmed.status).toBe(401);
  });
});

describe('own profile', () => {
  it.each(Object.values(Role))('lets a %s read its own profile', async (role) => {
    const { token, email } = await t.userWithRole(role);
    const answer = await t.gql<{ me: { email: string; role: string } }>('{ me { email role } }', {}, token);
    expect(answer.data?.me).toEqual({ email, role });
  });

  it('lists the roles each role may grant', async () => {
    const grantable = async (role: Role) =>
      (await t.gql<{ grantableRoles: string[] }>('{ grantableRoles }', {}, tokens[role])).data?.grantableRoles;
    expect(await grantable(Role.USER)).toEqual([]);
    expect(await grantable(Role.INTERNAL_RECRUITER)).toEqual([]);
    expect(await grantable(Role.ADMIN)).toEqual(['USER', 'INTERNAL_RECRUITER']);
    expect(await grantable(Role.SUPER_ADMIN)).toEqual(['USER', 'INTERNAL_RECRUITER', 'ADMIN', 'SUPER_ADMIN']);
  });

  it('changes the password only when the current one is right', async () => {
    const { token, email, password } = await t.userWithRole(Role.USER);
    const CHANGE = 'mutation($input: ChangePasswordInput!) { changePassword(input: $input) { token } }';
    const wrong = await t.gql(CHANGE, { input: { currentPassword: 'nope', newPassword: 'brand new password' } }, token);
    expect(wrong.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'currentPassword' });
    const ok = await t.gql(CHANGE, { input: { currentPassword: password, newPassword: 'brand new password' } }, token);
    expect(ok.data).toEqual({ changePassword: { token: expect.any(String) } });
    expect((await t.rest('POST', '/api/user/login', { body: { email, password } })).status).toBe(401);
    expect((await t.rest('POST', '/api/user/login', { body: { email, password: 'brand new password' } })).status).toBe(
      200,
    );
  });
});
