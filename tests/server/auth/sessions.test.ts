/**
 * Sessions end when they should: every account has a sessions-valid-from instant, checked on
 * every request (GraphQL and REST), which moves on a new password, a temporary password, a role
 * change, disabling and "Sign out everywhere".
 */
import { AuditAction } from '../../../server/src/modules/audit/audit-action';
import { AuditEntry } from '../../../server/src/modules/audit/audit-entry.entity';
import { User } from '../../../server/src/modules/users/user.entity';
import { Role, startTestServer, type TestServer } from '../../helpers/test-server';

type Account = Awaited<ReturnType<TestServer['userWithRole']>>;

const ME = `{ me { id } }`;
const CHANGE_PASSWORD = `mutation($input: ChangePasswordInput!) { changePassword(input: $input) { token user { id } } }`;
const SIGN_OUT_EVERYWHERE = `mutation { signOutEverywhere }`;
const SIGN_OUT_USER = `mutation($id: ID!) { signOutUserEverywhere(id: $id) { id } }`;
const TEMPORARY = `mutation($id: ID!, $password: String!) { setTemporaryPassword(id: $id, input: { password: $password }) { id } }`;

let t: TestServer;
let admin: Account;
let superAdmin: Account;
beforeAll(async () => {
  t = await startTestServer();
  admin = await t.userWithRole(Role.ADMIN);
  superAdmin = await t.userWithRole(Role.SUPER_ADMIN);
});
afterAll(() => t.stop());
afterEach(() => jest.restoreAllMocks());

/** A second sign-in of the same account, as on another device. */
const anotherToken = (account: Account) => t.server.deps.tokens.sign(account.user.id, account.user.role);

async function works(token: string): Promise<boolean> {
  const answer = await t.gql(ME, {}, token);
  if (answer.errors) expect(answer.errors[0]!.message).toBe('Your session has expired. Please sign in again.');
  return !answer.errors;
}

const auditOf = (subjectId: string, action: AuditAction) =>
  t.orm.em.fork().find(AuditEntry, { subjectId, action }, { orderBy: { id: 'asc' } });

describe('the sessions-valid-from check', () => {
  it('refuses a token issued before the instant like an expired one and takes one issued after, within one second', async () => {
    const recruiter = await t.userWithRole(Role.INTERNAL_RECRUITER);
    // A whole second a little in the past: one token at .200, the instant at .500, one token at .800.
    const second = Math.floor(Date.now() / 1000) * 1000 - 5000;
    const signAt = (ms: number) => {
      jest.spyOn(Date, 'now').mockReturnValueOnce(ms);
      return anotherToken(recruiter);
    };
    const before = signAt(second + 200);
    const after = signAt(second + 800);
    await t.orm.em.fork().nativeUpdate(User, { id: recruiter.user.id }, { sessionsValidFrom: new Date(second + 500) });

    expect(await works(before)).toBe(false);
    expect(await works(after)).toBe(true);
    const restBefore = await t.rest<{ message: string }>('GET', '/api/contact', { token: before });
    expect(restBefore.status).toBe(401);
    expect(restBefore.body.message).toBe('Your session has expired. Please sign in again.');
    expect((await t.rest('GET', '/api/contact', { token: after })).status).toBe(200);
  });
});

describe('changing one’s own password', () => {
  it('ends every session of the account and answers a fresh token that carries this one on', async () => {
    const recruiter = await t.userWithRole(Role.INTERNAL_RECRUITER);
    const elsewhere = anotherToken(recruiter);
    const changed = await t.gql<{ changePassword: { token: string; user: { id: string } } }>(
      CHANGE_PASSWORD,
      { input: { currentPassword: recruiter.password, newPassword: 'a brand new password' } },
      recruiter.token,
    );
    expect(changed.errors).toBeUndefined();
    expect(changed.data!.changePassword.user.id).toBe(recruiter.user.id);
    expect(await works(recruiter.token)).toBe(false);
    expect(await works(elsewhere)).toBe(false);
    expect(await works(changed.data!.changePassword.token)).toBe(true);
    expect(await auditOf(recruiter.user.id, AuditAction.PASSWORD_CHANGED)).toHaveLength(1);
  });

  it('ends nothing when the current password is wrong', async () => {
    const recruiter = await t.userWithRole(Role.INTERNAL_RECRUITER);
    const refused = await t.gql(
      CHANGE_PASSWORD,
      { input: { currentPassword: 'not the password', newPassword: 'a brand new password' } },
      recruiter.token,
    );
    expect(refused.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(await works(recruiter.token)).toBe(true);
  });
});

describe('changes an administrator makes', () => {
  it('a temporary password ends the account’s sessions', async () => {
    const recruiter = await t.userWithRole(Role.INTERNAL_RECRUITER);
    expect((await t.gql(TEMPORARY, { id: recruiter.user.id, password: 'temporary pass' }, admin.token)).errors).toBe(
      undefined,
    );
    expect(await works(recruiter.token)).toBe(false);
    expect(await works(admin.token)).toBe(true);
  });

  it('a role change ends the account’s sessions', async () => {
    const recruiter = await t.userWithRole(Role.INTERNAL_RECRUITER);
    const answer = await t.gql(
      `mutation($id: ID!) { setUserRole(id: $id, role: USER) { id } }`,
      { id: recruiter.user.id },
      admin.token,
    );
    expect(answer.errors).toBeUndefined();
    expect(await works(recruiter.token)).toBe(false);
  });
});

describe('sign out everywhere', () => {
  it('ends every session of one’s own account, the calling one included, and is audited', async () => {
    const recruiter = await t.userWithRole(Role.INTERNAL_RECRUITER);
    const elsewhere = anotherToken(recruiter);
    const answer = await t.gql(SIGN_OUT_EVERYWHERE, {}, recruiter.token);
    expect(answer).toMatchObject({ data: { signOutEverywhere: true } });
    expect(await works(recruiter.token)).toBe(false);
    expect(await works(elsewhere)).toBe(false);
    const [entry] = await auditOf(recruiter.user.id, AuditAction.SESSIONS_ENDED);
    expect(entry).toMatchObject({ actorId: recruiter.user.id });
    // The password still works: a new sign-in starts a new session.
    const again = await t.rest<{ token: string }>('POST', '/api/user/login', {
      body: { email: recruiter.email, password: recruiter.password },
    });
    expect(await works(again.body.token)).toBe(true);
  });

  it('is refused to an anonymous caller', async () => {
    expect((await t.gql(SIGN_OUT_EVERYWHERE)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('lets an ADMIN end the sessions of an account on its row, audited with the ADMIN as actor', async () => {
    const recruiter = await t.userWithRole(Role.INTERNAL_RECRUITER);
    const answer = await t.gql(SIGN_OUT_USER, { id: recruiter.user.id }, admin.token);
    expect(answer).toMatchObject({ data: { signOutUserEverywhere: { id: recruiter.user.id } } });
    expect(await works(recruiter.token)).toBe(false);
    expect(await works(admin.token)).toBe(true);
    const [entry] = await auditOf(recruiter.user.id, AuditAction.SESSIONS_ENDED);
    expect(entry).toMatchObject({ actorId: admin.user.id });
  });

  it('lets a SUPER_ADMIN end an ADMIN’s sessions', async () => {
    const other = await t.userWithRole(Role.ADMIN);
    expect((await t.gql(SIGN_OUT_USER, { id: other.user.id }, superAdmin.token)).errors).toBeUndefined();
    expect(await works(other.token)).toBe(false);
  });

  it.each([
    ['anonymous', null, Role.USER, 'UNAUTHENTICATED'],
    ['an internal recruiter', Role.INTERNAL_RECRUITER, Role.USER, 'FORBIDDEN'],
    ['an ADMIN, for another ADMIN', Role.ADMIN, Role.ADMIN, 'FORBIDDEN'],
  ])('is refused for %s, and ends nothing', async (_label, role, targetRole, code) => {
    const target = await t.userWithRole(targetRole);
    const token = role ? (await t.userWithRole(role)).token : undefined;
    const answer = await t.gql(SIGN_OUT_USER, { id: target.user.id }, token);
    expect(answer.errors?.[0].extensions?.code).toBe(code);
    expect(await works(target.token)).toBe(true);
    expect(await auditOf(target.user.id, AuditAction.SESSIONS_ENDED)).toEqual([]);
  });

  it('is refused on one’s own row (signOutEverywhere does that)', async () => {
    const own = await t.userWithRole(Role.ADMIN);
    const answer = await t.gql(SIGN_OUT_USER, { id: own.user.id }, own.token);
    expect(answer.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect(await works(own.token)).toBe(true);
  });
});
