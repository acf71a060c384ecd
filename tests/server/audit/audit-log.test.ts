import { AuditService } from '../../../server/src/modules/audit/audit.service';
import { AuditAction } from '../../../server/src/modules/audit/audit-action';
import { AuditEntry } from '../../../server/src/modules/audit/audit-entry.entity';
import { ServerKeys } from '../../../server/src/modules/auth/server-keys';
import { User } from '../../../server/src/modules/users/user.entity';
import { startQueryLoggedApp } from '../../helpers/query-logged-app';
import { Role, startTestServer, TEST_ADMIN, type TestServer } from '../../helpers/test-server';
import { applicant, applyByForm, newJob, SET_STATUS } from '../applications/application-fixtures';

const AUDIT = `query AuditEntries($filter: AuditFilterInput, $first: Int, $after: String) {
  auditEntries(filter: $filter, first: $first, after: $after) {
    edges { cursor node { id at actorId actorLabel action subjectType subjectId details } }
    pageInfo { hasNextPage endCursor }
  }
}`;

interface EntryView {
  id: string;
  at: string;
  actorId: string | null;
  actorLabel: string;
  action: string;
  subjectType: string | null;
  subjectId: string | null;
  details: string;
}
interface AuditPage {
  auditEntries: {
    edges: { cursor: string; node: EntryView }[];
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
  };
}

let t: TestServer;
let admin: Awaited<ReturnType<TestServer['userWithRole']>>;
let recruiter: Awaited<ReturnType<TestServer['userWithRole']>>;

beforeAll(async () => {
  t = await startTestServer();
  admin = await t.userWithRole(Role.ADMIN);
  recruiter = await t.userWithRole(Role.INTERNAL_RECRUITER);
});
afterAll(() => t.stop());

const sql = (text: string, params: unknown[] = []) => t.orm.em.fork().getConnection().execute(text, params);

async function entries(where: Partial<Record<'action' | 'subjectId' | 'actorId', string>>): Promise<AuditEntry[]> {
  return t.orm.em.fork().find(AuditEntry, where as never, { orderBy: { id: 'asc' } });
}

describe('audit entries for sign-in', () => {
  it('records a successful sign-in with the account as actor', async () => {
    const answer = await t.rest('POST', '/api/user/login', { body: { email: admin.email, password: admin.password } });
    expect(answer.status).toBe(200);
    const [entry] = await entries({ action: AuditAction.SIGN_IN_SUCCEEDED, actorId: admin.user.id });
    expect(entry).toMatchObject({ actorLabel: admin.email, subjectType: 'user', subjectId: admin.user.id });
  });

  it('records a wrong password against the known account, without the address', async () => {
    const answer = await t.rest('POST', '/api/user/login', { body: { email: recruiter.email, password: 'wrong one' } });
    expect(answer.status).toBe(401);
    const [entry] = await entries({ action: AuditAction.SIGN_IN_FAILED, subjectId: recruiter.user.id });
    expect(entry).toMatchObject({ actorId: null, actorLabel: 'anonymous', details: { reason: 'wrong-password' } });
  });

  it('records an unknown address only as its salted hash when nobody has that account', async () => {
    const email = 'Someone.Applicant@Example.com';
    const answer = await t.gql(`mutation { login(email: "${email}", password: "whatever") { token } }`);
    expect(answer.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const failures = await entries({ action: AuditAction.SIGN_IN_FAILED });
    const unknown = failures.filter((entry) => entry.subjectId === null);
    expect(unknown).toHaveLength(1);
    const service = new AuditService(t.orm.em.fork(), t.server.deps.auditKey);
    expect(unknown[0].details).toEqual({ reason: 'unknown-account', emailHash: service.hashEmail(email) });
    const stored = (await sql(`select row_to_json(a)::text as row from audit_entry a`)) as { row: string }[];
    expect(stored.map((r) => r.row.toLowerCase()).join('\n')).not.toContain('someone.applicant');
  });

  it('hashes addresses with a key only the server holds: a different secret gives a different hash', () => {
    const ours = new AuditService(t.orm.em.fork(), t.server.deps.auditKey).hashEmail('a@example.com');
    const theirs = new AuditService(
      t.orm.em.fork(),
      new ServerKeys('another-secret-of-at-least-32-chars!').keyFor('audit-email-hash'),
    ).hashEmail('a@example.com');
    expect(ours).toMatch(/^[0-9a-f]{64}$/);
    expect(theirs).not.toBe(ours);
  });
});

describe('audit entries for staff actions', () => {
  let job: string;
  let applicationId: string;
  beforeAll(async () => {
    job = await newJob(t, recruiter.token, 'Audited role');
    const response = await applyByForm(t, job, applicant());
    applicationId = (response.body as { id: string }).id;
  });

  it('records a status change with the old and new status, by GraphQL and by REST', async () => {
    const first = await t.gql(SET_STATUS, { id: applicationId, status: 'Shortlisted' }, recruiter.token);
    expect(first.errors).toBeUndefined();
    const second = await t.rest('PUT', `/api/candidates/${applicationId}?status=Rejected`, { token: admin.token });
    expect(second.status).toBe(200);
    const changes = await entries({ action: AuditAction.APPLICATION_STATUS_CHANGED, subjectId: applicationId });
    expect(changes.map((entry) => [entry.actorId, entry.details])).toEqual([
      [recruiter.user.id, { from: null, to: 'Shortlisted', jobId: job }],
      [admin.user.id, { from: 'Shortlisted', to: 'Rejected', jobId: job }],
    ]);
  });

  it('records a resume download by the staff member who opened it', async () => {
    const answer = await fetch(`${t.url}/api/candidates/resumes/${applicationId}`, {
      headers: { authorization: `Bearer ${recruiter.token}` },
    });
    expect(answer.status).toBe(200);
    await answer.arrayBuffer();
    const [entry] = await entries({ action: AuditAction.RESUME_DOWNLOADED, subjectId: applicationId });
    expect(entry).toMatchObject({ actorId: recruiter.user.id, subjectType: 'application' });
  });

  it('records no download when the download is refused', async () => {
    const answer = await fetch(`${t.url}/api/candidates/resumes/${applicationId}`);
    expect(answer.status).toBe(401);
    expect(await entries({ action: AuditAction.RESUME_DOWNLOADED, subjectId: applicationId })).toHaveLength(1);
  });

  it('records an added account and a changed password', async () => {
    const created = await t.rest<{ user: { id: string } }>('POST', '/api/user/register', {
      token: admin.token,
      body: { firstName: 'New', lastName: 'Hire', email: 'new.hire@example.com', password: 'first password' },
    });
    expect(created.status).toBe(201);
    const [added] = await entries({ action: AuditAction.USER_CREATED, subjectId: created.body.user.id });
    expect(added).toMatchObject({ actorId: admin.user.id, details: { role: 'USER' } });

    const changed = await t.gql<{ changePassword: { token: string } }>(
      `mutation { changePassword(input: { currentPassword: "${recruiter.password}", newPassword: "a new long password" }) { token } }`,
      {},
      recruiter.token,
    );
    expect(changed.errors).toBeUndefined();
    // The change ended the recruiter's earlier sessions: the later tests go on with the fresh token.
    recruiter = { ...recruiter, token: changed.data!.changePassword.token };
    const [entry] = await entries({ action: AuditAction.PASSWORD_CHANGED, subjectId: recruiter.user.id });
    expect(entry.actorId).toBe(recruiter.user.id);
  });
});

describe('audit entries are written in the action’s transaction', () => {
  it('writes neither the action nor its entry when the action’s write fails', async () => {
    const em = t.orm.em.fork();
    const audit = new AuditService(em, t.server.deps.auditKey);
    const before = await em.count(AuditEntry, {});
    // A second account with the first one's address: the unique index refuses the flush.
    em.create(User, { firstName: 'Dup', lastName: 'Licate', email: TEST_ADMIN.email, passwordHash: 'x' });
    audit.record({ actor: { id: null, label: 'test' }, action: AuditAction.USER_CREATED });
    await expect(em.flush()).rejects.toThrow(/unique/i);
    expect(await t.orm.em.fork().count(AuditEntry, {})).toBe(before);
  });

  it('writes both when the action’s write succeeds', async () => {
    const em = t.orm.em.fork();
    const audit = new AuditService(em, t.server.deps.auditKey);
    const user = em.create(User, { firstName: 'Tx', lastName: 'Ok', email: 'tx-ok@example.com', passwordHash: 'x' });
    const entry = audit.record({
      actor: { id: null, label: 'test' },
      action: AuditAction.USER_CREATED,
      subject: { type: 'user', id: user.id },
    });
    await em.flush();
    expect(await entries({ subjectId: user.id })).toEqual([expect.objectContaining({ id: entry.id })]);
  });
});

describe('audit entries cannot be changed', () => {
  it.each([
    ['UPDATE', `update audit_entry set actor_label = 'someone else'`],
    ['DELETE', `delete from audit_entry`],
    ['TRUNCATE', `truncate audit_entry`],
  ])('refuses %s in the database, whoever asks', async (operation, statement) => {
    const before = (await sql(`select count(*)::int as n, max(actor_label) as label from audit_entry`))[0];
    expect(before.n).toBeGreaterThan(0);
    await expect(sql(statement)).rejects.toThrow(new RegExp(`append-only: ${operation} is not allowed`));
    expect((await sql(`select count(*)::int as n, max(actor_label) as label from audit_entry`))[0]).toEqual(before);
  });

  it('offers no mutation that touches the log', async () => {
    const answer = await t.gql<{ __schema: { mutationType: { fields: { name: string }[] } } }>(
      '{ __schema { mutationType { fields { name } } } }',
    );
    const names = answer.data!.__schema.mutationType.fields.map((field) => field.name.toLowerCase());
    expect(names.filter((name) => name.includes('audit'))).toEqual([]);
  });
});

describe('reading the log', () => {
  it.each([
    ['anonymous', undefined, 'UNAUTHENTICATED'],
    ['an internal recruiter', 'recruiter', 'FORBIDDEN'],
  ])('is refused for %s', async (_label, who, code) => {
    const answer = await t.gql(AUDIT, {}, who ? recruiter.token : undefined);
    expect(answer.errors?.[0].extensions?.code).toBe(code);
    expect(answer.data).toBeNull();
  });

  it.each([Role.ADMIN, Role.SUPER_ADMIN])('is allowed for %s, newest first', async (role) => {
    const reader = role === Role.ADMIN ? admin : await t.userWithRole(role);
    const answer = await t.gql<AuditPage>(AUDIT, { first: 100 }, reader.token);
    expect(answer.errors).toBeUndefined();
    const ids = answer.data!.auditEntries.edges.map((edge) => Number(edge.node.id));
    expect(ids.length).toBeGreaterThan(3);
    expect([...ids].sort((a, b) => b - a)).toEqual(ids);
  });

  it('filters by who and by what', async () => {
    const answer = await t.gql<AuditPage>(
      AUDIT,
      { filter: { actorId: recruiter.user.id, action: 'APPLICATION_STATUS_CHANGED' } },
      admin.token,
    );
    const nodes = answer.data!.auditEntries.edges.map((edge) => edge.node);
    expect(nodes).toHaveLength(1);
    expect(JSON.parse(nodes[0].details)).toMatchObject({ to: 'Shortlisted' });
  });

  it('filters by when: entries at or after `from` and before `to`', async () => {
    const all = await t.gql<AuditPage>(AUDIT, { first: 100 }, admin.token);
    const nodes = all.data!.auditEntries.edges.map((edge) => edge.node);
    const middle = nodes[Math.floor(nodes.length / 2)];
    const from = await t.gql<AuditPage>(AUDIT, { first: 100, filter: { from: middle.at } }, admin.token);
    const expectedFrom = nodes.filter((node) => node.at >= middle.at).map((node) => node.id);
    expect(from.data!.auditEntries.edges.map((edge) => edge.node.id)).toEqual(expectedFrom);
    const to = await t.gql<AuditPage>(AUDIT, { first: 100, filter: { to: middle.at } }, admin.token);
    const expectedTo = nodes.filter((node) => node.at < middle.at).map((node) => node.id);
    expect(to.data!.auditEntries.edges.map((edge) => edge.node.id)).toEqual(expectedTo);
  });

  it('pages with cursors: every entry once, in order, and the last page says there is no next', async () => {
    const all = await t.gql<AuditPage>(AUDIT, { first: 100 }, admin.token);
    const expected = all.data!.auditEntries.edges.map((edge) => edge.node.id);
    const seen: string[] = [];
    let after: string | null = null;
    for (;;) {
      const page: { data?: AuditPage | null } = await t.gql<AuditPage>(AUDIT, { first: 2, after }, admin.token);
      const connection = page.data!.auditEntries;
      seen.push(...connection.edges.map((edge) => edge.node.id));
      if (!connection.pageInfo.hasNextPage) break;
      after = connection.pageInfo.endCursor;
    }
    expect(seen).toEqual(expected);
  });

  it.each([
    ['a page size over 100', { first: 101 }, 'first'],
    ['a cursor that is not one', { after: 'bm90LWEtY3Vyc29y' }, 'after'],
    ['to before from', { filter: { from: '2026-01-02T00:00:00Z', to: '2026-01-01T00:00:00Z' } }, 'to'],
  ])('refuses %s, naming the argument', async (_label, variables, field) => {
    const answer = await t.gql(AUDIT, variables, admin.token);
    expect(answer.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field });
  });
});

describe('reading the log: queries', () => {
  it('runs the same queries for a page of 2 and a page of 50 (no N+1)', async () => {
    const app = await startQueryLoggedApp(t);
    try {
      const read = (first: number) =>
        fetch(`${app.url}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${admin.token}` },
          body: JSON.stringify({ query: AUDIT, variables: { first } }),
        }).then((response) => response.json() as Promise<{ data: AuditPage }>);
      const small = await app.counted(() => read(2));
      const large = await app.counted(() => read(50));
      expect(small.result.data.auditEntries.edges).toHaveLength(2);
      expect(large.result.data.auditEntries.edges.length).toBeGreaterThan(2);
      // The signed-in user, then one page of entries.
      expect(large.sql).toHaveLength(small.sql.length);
      expect(large.sql.length).toBeLessThanOrEqual(2);
    } finally {
      await app.stop();
    }
  });
});

describe('reading the log in words', () => {
  const NAMED = `query AuditNamed($filter: AuditFilterInput, $first: Int) {
    auditEntries(filter: $filter, first: $first) {
      edges { node { id action subjectId names { actorName subjectName context } } }
    }
  }`;
  interface NamedPage {
    auditEntries: {
      edges: {
        node: {
          id: string;
          action: string;
          subjectId: string | null;
          names: { actorName: string | null; subjectName: string | null; context: string | null };
        };
      }[];
    };
  }

  it('names who acted, the applicant and the job; an erased subject has no name', async () => {
    const job = await newJob(t, recruiter.token, 'Senior Talent Partner');
    const person = applicant();
    const applied = await applyByForm(t, job, person);
    const applicationId = (applied.body as { id: string }).id;
    const changed = await t.gql(SET_STATUS, { id: applicationId, status: 'Rejected' }, admin.token);
    expect(changed.errors).toBeUndefined();

    const read = () =>
      t.gql<NamedPage>(
        NAMED,
        { filter: { action: 'APPLICATION_STATUS_CHANGED', actorId: admin.user.id } },
        admin.token,
      );
    const answer = await read();
    expect(answer.errors).toBeUndefined();
    const edge = answer.data!.auditEntries.edges.find((e) => e.node.subjectId === applicationId);
    expect(edge?.node.names).toEqual({
      actorName: `${admin.user.firstName} ${admin.user.lastName}`,
      subjectName: person.fullName,
      context: 'Senior Talent Partner',
    });

    // The application gone (as after an erasure): the entry stays, without the applicant's name.
    await sql('delete from application_activity where application_id = ?', [applicationId]).catch(() => undefined);
    await sql('delete from application_note where application_id = ?', [applicationId]).catch(() => undefined);
    await sql('delete from application where id = ?', [applicationId]);
    const after = (await read()).data!.auditEntries.edges.find((e) => e.node.subjectId === applicationId);
    expect(after?.node.names).toEqual({
      actorName: `${admin.user.firstName} ${admin.user.lastName}`,
      subjectName: null,
      context: 'Senior Talent Partner',
    });
  });

  it('looks the names of a page up in one query per kind of subject, not one per entry', async () => {
    const app = await startQueryLoggedApp(t);
    try {
      const read = (first: number) =>
        fetch(`${app.url}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${admin.token}` },
          body: JSON.stringify({ query: NAMED, variables: { first } }),
        }).then((response) => response.json() as Promise<{ data: NamedPage }>);
      const large = await app.counted(() => read(100));
      expect(large.result.data.auditEntries.edges.length).toBeGreaterThan(5);
      // The signed-in user, the page, then at most one query per kind of subject and one for jobs.
      expect(large.sql.length).toBeLessThanOrEqual(2 + 7);
    } finally {
      await app.stop();
    }
  });
});
