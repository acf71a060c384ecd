import { AuditAction } from '../../../server/src/modules/audit/audit-action';
import { AuditEntry } from '../../../server/src/modules/audit/audit-entry.entity';
import { User } from '../../../server/src/modules/users/user.entity';
import { UserService } from '../../../server/src/modules/users/user.service';
import { startQueryLoggedApp } from '../../helpers/query-logged-app';
import { Role, startTestServer, TEST_ADMIN, type TestServer } from '../../helpers/test-server';

type Account = Awaited<ReturnType<TestServer['userWithRole']>>;

const STAFF = `query StaffUsers { staffUsers { id email role disabled lastSignInAt mustChangePassword } }`;
const DISABLE = `mutation UserSetDisabled($id: ID!, $disabled: Boolean!) {
  setUserDisabled(id: $id, disabled: $disabled) { id disabled }
}`;
const SET_ROLE = `mutation UserSetRole($id: ID!, $role: Role!) { setUserRole(id: $id, role: $role) { id role } }`;
const TEMPORARY = `mutation UserSetTemporaryPassword($id: ID!, $password: String!) {
  setTemporaryPassword(id: $id, input: { password: $password }) { id mustChangePassword }
}`;
const LOGIN = `mutation Login($email: String!, $password: String!) {
  login(email: $email, password: $password) { step token role message }
}`;
const LOGIN_NEW = `mutation LoginWithNewPassword($email: String!, $password: String!, $newPassword: String!) {
  loginWithNewPassword(email: $email, password: $password, newPassword: $newPassword) { step token role }
}`;
const ME = `{ me { id } }`;

interface StaffView {
  id: string;
  email: string;
  role: Role;
  disabled: boolean;
  lastSignInAt: string | null;
  mustChangePassword: boolean;
}

let t: TestServer;
let admin: Account;
let superAdmin: Account;

beforeAll(async () => {
  t = await startTestServer();
  admin = await t.userWithRole(Role.ADMIN);
  superAdmin = await t.userWithRole(Role.SUPER_ADMIN);
});
afterAll(() => t.stop());

const fresh = (id: string) => t.orm.em.fork().findOneOrFail(User, { id });
const auditOf = (subjectId: string, action: AuditAction) =>
  t.orm.em.fork().find(AuditEntry, { subjectId, action }, { orderBy: { id: 'asc' } });

describe('the staff list', () => {
  it.each([
    ['anonymous', null, 'UNAUTHENTICATED'],
    ['an internal recruiter', Role.INTERNAL_RECRUITER, 'FORBIDDEN'],
  ])('is refused for %s', async (_label, role, code) => {
    const token = role ? (await t.userWithRole(role)).token : undefined;
    const answer = await t.gql(STAFF, {}, token);
    expect(answer.errors?.[0].extensions?.code).toBe(code);
  });

  it.each([Role.ADMIN, Role.SUPER_ADMIN])('shows %s every account with role, state and last sign-in', async (role) => {
    const reader = role === Role.ADMIN ? admin : superAdmin;
    const someone = await t.userWithRole(Role.INTERNAL_RECRUITER);
    const signIn = await t.rest('POST', '/api/user/login', {
      body: { email: someone.email, password: someone.password },
    });
    expect(signIn.status).toBe(200);
    const answer = await t.gql<{ staffUsers: StaffView[] }>(STAFF, {}, reader.token);
    expect(answer.errors).toBeUndefined();
    const row = answer.data!.staffUsers.find((user) => user.id === someone.user.id);
    expect(row).toMatchObject({ role: 'INTERNAL_RECRUITER', disabled: false, mustChangePassword: false });
    const stored = await fresh(someone.user.id);
    expect(row!.lastSignInAt).toBe(stored.lastSignInAt!.toISOString());
    const emails = answer.data!.staffUsers.map((user) => user.email);
    expect(emails).toEqual([...emails].sort());
  });

  it('runs the same queries for 3 and for 20 accounts (no N+1)', async () => {
    const app = await startQueryLoggedApp(t);
    try {
      const read = () =>
        fetch(`${app.url}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${admin.token}` },
          body: JSON.stringify({ query: STAFF }),
        }).then((response) => response.json() as Promise<{ data: { staffUsers: StaffView[] } }>);
      const small = await app.counted(read);
      for (let i = 0; i < 15; i += 1) await t.userWithRole(Role.USER);
      const large = await app.counted(read);
      expect(large.result.data.staffUsers.length).toBeGreaterThanOrEqual(small.result.data.staffUsers.length + 15);
      expect(large.sql).toHaveLength(small.sql.length);
      expect(large.sql.length).toBeLessThanOrEqual(2);
    } finally {
      await app.stop();
    }
  });
});

describe('disabling and enabling an account', () => {
  it('stops the account’s existing token at once and its sign-in; enabling restores the sign-in, not the old token', async () => {
    const recruiter = await t.userWithRole(Role.INTERNAL_RECRUITER);
    expect((await t.gql(ME, {}, recruiter.token)).errors).toBeUndefined();

    const disabled = await t.gql(DISABLE, { id: recruiter.user.id, disabled: true }, admin.token);
    expect(disabled.errors).toBeUndefined();
    expect((await t.gql(ME, {}, recruiter.token)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const refused = await t.rest('POST', '/api/user/login', {
      body: { email: recruiter.email, password: recruiter.password },
    });
    expect(refused.status).toBe(403);

    const enabled = await t.gql(DISABLE, { id: recruiter.user.id, disabled: false }, admin.token);
    expect(enabled.errors).toBeUndefined();
    // The session a disabled account held stays ended: whoever had the token must sign in again.
    expect((await t.gql(ME, {}, recruiter.token)).errors?.[0].message).toMatch(/session has expired/);
    const signedIn = await t.rest<{ token: string }>('POST', '/api/user/login', {
      body: { email: recruiter.email, password: recruiter.password },
    });
    expect(signedIn.status).toBe(200);
    expect((await t.gql(ME, {}, signedIn.body.token)).errors).toBeUndefined();

    const entries = await t.orm.em.fork().find(AuditEntry, { subjectId: recruiter.user.id, actorId: admin.user.id });
    expect(entries.map((entry) => entry.action)).toEqual([AuditAction.USER_DISABLED, AuditAction.USER_ENABLED]);
  });

  it.each([
    ['anonymous', null, 'UNAUTHENTICATED'],
    ['an internal recruiter', Role.INTERNAL_RECRUITER, 'FORBIDDEN'],
  ])('is refused for %s', async (_label, role, code) => {
    const target = await t.userWithRole(Role.USER);
    const token = role ? (await t.userWithRole(role)).token : undefined;
    const answer = await t.gql(DISABLE, { id: target.user.id, disabled: true }, token);
    expect(answer.errors?.[0].extensions?.code).toBe(code);
    expect((await fresh(target.user.id)).disabled).toBe(false);
  });

  it.each([Role.ADMIN, Role.SUPER_ADMIN])('is refused when an ADMIN aims at a %s account', async (role) => {
    const target = await t.userWithRole(role);
    const answer = await t.gql(DISABLE, { id: target.user.id, disabled: true }, admin.token);
    expect(answer.errors?.[0].extensions).toMatchObject({ code: 'FORBIDDEN', field: 'id' });
    expect((await fresh(target.user.id)).disabled).toBe(false);
  });

  it('lets a SUPER_ADMIN disable an ADMIN', async () => {
    const target = await t.userWithRole(Role.ADMIN);
    const answer = await t.gql(DISABLE, { id: target.user.id, disabled: true }, superAdmin.token);
    expect(answer.errors).toBeUndefined();
    expect((await fresh(target.user.id)).disabled).toBe(true);
  });

  it.each([
    ['ADMIN', () => admin],
    ['SUPER_ADMIN', () => superAdmin],
  ])('refuses a %s disabling their own account', async (_label, who) => {
    const answer = await t.gql(DISABLE, { id: who().user.id, disabled: true }, who().token);
    expect(answer.errors?.[0].extensions).toMatchObject({ code: 'FORBIDDEN', field: 'id' });
    expect((await fresh(who().user.id)).disabled).toBe(false);
  });

  it('answers NOT_FOUND for an id that is no account', async () => {
    const answer = await t.gql(DISABLE, { id: 'not-an-id', disabled: true }, admin.token);
    expect(answer.errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });
});

describe('changing a role', () => {
  it('lets an ADMIN make a USER an internal recruiter, and records from and to', async () => {
    const target = await t.userWithRole(Role.USER);
    const answer = await t.gql(SET_ROLE, { id: target.user.id, role: 'INTERNAL_RECRUITER' }, admin.token);
    expect(answer.errors).toBeUndefined();
    expect((await fresh(target.user.id)).role).toBe(Role.INTERNAL_RECRUITER);
    const [entry] = await auditOf(target.user.id, AuditAction.USER_ROLE_CHANGED);
    expect(entry).toMatchObject({ actorId: admin.user.id, details: { from: 'USER', to: 'INTERNAL_RECRUITER' } });
  });

  it('refuses an ADMIN granting ADMIN, naming the role', async () => {
    const target = await t.userWithRole(Role.USER);
    const answer = await t.gql(SET_ROLE, { id: target.user.id, role: 'ADMIN' }, admin.token);
    expect(answer.errors?.[0].extensions).toMatchObject({ code: 'FORBIDDEN', field: 'role' });
    expect((await fresh(target.user.id)).role).toBe(Role.USER);
  });

  it('refuses an ADMIN demoting another ADMIN', async () => {
    const target = await t.userWithRole(Role.ADMIN);
    const answer = await t.gql(SET_ROLE, { id: target.user.id, role: 'USER' }, admin.token);
    expect(answer.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await fresh(target.user.id)).role).toBe(Role.ADMIN);
  });

  it('refuses anyone changing their own role', async () => {
    const answer = await t.gql(SET_ROLE, { id: superAdmin.user.id, role: 'ADMIN' }, superAdmin.token);
    expect(answer.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await fresh(superAdmin.user.id)).role).toBe(Role.SUPER_ADMIN);
  });

  it('ends the account’s sessions: its next sign-in works with the new role', async () => {
    const target = await t.userWithRole(Role.INTERNAL_RECRUITER);
    expect((await t.gql(STAFF, {}, target.token)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    await t.gql(SET_ROLE, { id: target.user.id, role: 'ADMIN' }, superAdmin.token);
    expect((await t.gql(STAFF, {}, target.token)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const again = await t.gql<{ login: { token: string; role: string } }>(LOGIN, {
      email: target.email,
      password: target.password,
    });
    expect(again.data?.login.role).toBe('ADMIN');
    expect((await t.gql(STAFF, {}, again.data!.login.token)).errors).toBeUndefined();
  });
});

describe('temporary passwords', () => {
  it('makes the next sign-in choose a new password before any token is given, and records each step', async () => {
    const target = await t.userWithRole(Role.INTERNAL_RECRUITER);
    const set = await t.gql(TEMPORARY, { id: target.user.id, password: 'temporary pass 1' }, admin.token);
    expect(set.errors).toBeUndefined();

    // The old password no longer works; the temporary one gives no token yet.
    const old = await t.rest('POST', '/api/user/login', { body: { email: target.email, password: target.password } });
    expect(old.status).toBe(401);
    const rest = await t.rest<{ message: string; step: string; token?: string }>('POST', '/api/user/login', {
      body: { email: target.email, password: 'temporary pass 1' },
    });
    expect(rest.status).toBe(403);
    expect(rest.body).toEqual({ step: 'NEW_PASSWORD', message: expect.stringMatching(/choose a new one/) });
    const gql = await t.gql<{ login: { step: string; token: string | null } }>(LOGIN, {
      email: target.email,
      password: 'temporary pass 1',
    });
    expect(gql.data?.login).toMatchObject({ step: 'NEW_PASSWORD', token: null });

    const same = await t.gql(LOGIN_NEW, {
      email: target.email,
      password: 'temporary pass 1',
      newPassword: 'temporary pass 1',
    });
    expect(same.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'newPassword' });

    const done = await t.gql<{ loginWithNewPassword: { step: string; token: string; role: string } }>(LOGIN_NEW, {
      email: target.email,
      password: 'temporary pass 1',
      newPassword: 'my own password',
    });
    expect(done.data?.loginWithNewPassword).toMatchObject({ step: 'SIGNED_IN', role: 'INTERNAL_RECRUITER' });
    expect((await t.gql(ME, {}, done.data!.loginWithNewPassword.token)).errors).toBeUndefined();

    const again = await t.rest<{ token: string; role: string }>('POST', '/api/user/login', {
      body: { email: target.email, password: 'my own password' },
    });
    expect(again.status).toBe(200);
    expect(Object.keys(again.body).sort()).toEqual(['role', 'token']);
    expect((await fresh(target.user.id)).mustChangePassword).toBe(false);

    expect((await auditOf(target.user.id, AuditAction.USER_TEMPORARY_PASSWORD_SET))[0].actorId).toBe(admin.user.id);
    expect((await auditOf(target.user.id, AuditAction.PASSWORD_CHANGED))[0].details).toEqual({
      temporaryReplaced: true,
    });
  });

  it('finishes through REST with POST /api/user/login/new-password', async () => {
    const target = await t.userWithRole(Role.USER);
    await t.gql(TEMPORARY, { id: target.user.id, password: 'temporary pass 2' }, admin.token);
    const answer = await t.rest<{ token: string; role: string }>('POST', '/api/user/login/new-password', {
      body: { email: target.email, password: 'temporary pass 2', newPassword: 'short' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ field: 'newPassword' });
    const done = await t.rest<{ token: string; role: string }>('POST', '/api/user/login/new-password', {
      body: { email: target.email, password: 'temporary pass 2', newPassword: 'a fine new password' },
    });
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ token: expect.any(String), role: 'USER' });
  });

  it.each([
    ['anonymous', null, 'UNAUTHENTICATED'],
    ['an internal recruiter', Role.INTERNAL_RECRUITER, 'FORBIDDEN'],
  ])('is refused for %s', async (_label, role, code) => {
    const target = await t.userWithRole(Role.USER);
    const token = role ? (await t.userWithRole(role)).token : undefined;
    const answer = await t.gql(TEMPORARY, { id: target.user.id, password: 'temporary pass 3' }, token);
    expect(answer.errors?.[0].extensions?.code).toBe(code);
    expect((await fresh(target.user.id)).mustChangePassword).toBe(false);
  });

  it('refuses an ADMIN resetting a SUPER_ADMIN, and a short password naming the field', async () => {
    const short = await t.gql(TEMPORARY, { id: admin.user.id, password: 'short' }, superAdmin.token);
    expect(short.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'password' });
    const answer = await t.gql(TEMPORARY, { id: superAdmin.user.id, password: 'temporary pass 4' }, admin.token);
    expect(answer.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await fresh(superAdmin.user.id)).mustChangePassword).toBe(false);
  });
});

describe('the last SUPER_ADMIN', () => {
  let other: Account;
  beforeAll(async () => {
    // Exactly two enabled SUPER_ADMINs: the first-start account and one more.
    other = await t.userWithRole(Role.SUPER_ADMIN);
    await t.orm.em
      .fork()
      .getConnection()
      .execute(`update users set disabled = true where role = 'SUPER_ADMIN' and email not in (?, ?)`, [
        TEST_ADMIN.email,
        other.email,
      ]);
  });

  it('survives two SUPER_ADMINs disabling each other at the same moment: one wins, one is refused', async () => {
    const root = await t.orm.em.fork().findOneOrFail(User, { email: TEST_ADMIN.email });
    const rootToken = t.server.deps.tokens.sign(root.id, root.role);
    const answers = await Promise.all([
      t.gql(DISABLE, { id: other.user.id, disabled: true }, rootToken),
      t.gql(DISABLE, { id: root.id, disabled: true }, other.token),
    ]);
    const codes = answers.map((answer) => answer.errors?.[0].extensions?.code ?? 'OK');
    // The loser is refused either by the last-one rule or because its own account was just disabled.
    expect(codes.filter((code) => code === 'OK')).toHaveLength(1);
    expect(['CONFLICT', 'UNAUTHENTICATED']).toContain(codes.find((code) => code !== 'OK'));
    const enabled = await t.orm.em.fork().count(User, { role: Role.SUPER_ADMIN, disabled: false });
    expect(enabled).toBe(1);
  });

  it('refuses to disable or demote the last enabled SUPER_ADMIN, even for a SUPER_ADMIN with a stale session', async () => {
    const [last] = await t.orm.em.fork().find(User, { role: Role.SUPER_ADMIN, disabled: false });
    // An actor the server still took for a SUPER_ADMIN (its request began before it was disabled).
    const stale = await t.orm.em.fork().findOneOrFail(User, { role: Role.SUPER_ADMIN, disabled: true });
    const users = new UserService(t.orm.em.fork());
    await expect(users.setDisabled(stale, last.id, true)).rejects.toMatchObject({ code: 'CONFLICT', field: 'id' });
    await expect(users.setRole(stale, last.id, Role.ADMIN)).rejects.toMatchObject({ code: 'CONFLICT' });
    expect(await fresh(last.id)).toMatchObject({ disabled: false, role: Role.SUPER_ADMIN });
  });
});
