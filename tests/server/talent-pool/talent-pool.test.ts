import { OutboxMessage } from '../../../server/src/mail/outbox-message.entity';
import { AuditAction } from '../../../server/src/modules/audit/audit-action';
import { AuditEntry } from '../../../server/src/modules/audit/audit-entry.entity';
import { TALENT_POOL_RECEIVED_MESSAGE } from '../../../server/src/modules/talent-pool/talent-pool.messages';
import { TALENT_POOL_ENTRY_NOT_FOUND_MESSAGE } from '../../../server/src/modules/talent-pool/talent-pool.service';
import { docxBytes, pdfBytes } from '../../helpers/files';
import { type QueryLoggedApp, startQueryLoggedApp } from '../../helpers/query-logged-app';
import { Role, startTestServer, type TestServer } from '../../helpers/test-server';
import { resumeFiles } from '../applications/application-fixtures';

import {
  countEntries,
  DELETE,
  ENTRY,
  entryOf,
  HELD,
  POOL,
  pooled,
  RELEASE,
  sendCv,
  sender,
} from './talent-pool-fixtures';

const RESUME_MAX = 50 * 1024;

let t: TestServer;
let recruiter: string;

beforeAll(async () => {
  t = await startTestServer({ RESUME_MAX_BYTES: String(RESUME_MAX), MAIL_POLL_MS: '3600000' });
  recruiter = (await t.userWithRole(Role.INTERNAL_RECRUITER)).token;
});
afterAll(() => t.stop());

const mailTo = (email: string) =>
  t.orm.em.fork().find(OutboxMessage, { to: { $ilike: email } }, { orderBy: { createdAt: 'asc', id: 'asc' } });

interface PoolPage {
  talentPool: {
    totalCount: number;
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
    edges: { cursor: string; node: { id: string; fullName: string; email: string } }[];
  };
}

describe('sendGeneralApplication (a CV without a job)', () => {
  it('stores the entry and its resume, answers the receipt, and queues the acknowledgement', async () => {
    const fields = sender({ fullName: 'Katherine Johnson' });
    const before = await resumeFiles(t);

    const answer = await sendCv(t, fields, { bytes: docxBytes(), name: 'Katherine CV.docx' });

    expect(answer.errors).toBeUndefined();
    expect(answer.data).toEqual({ sendGeneralApplication: { message: TALENT_POOL_RECEIVED_MESSAGE } });
    const entry = (await entryOf(t, String(fields.email)))!;
    expect(entry).toMatchObject({
      fullName: 'Katherine Johnson',
      email: fields.email,
      phone: '+1 555 0199',
      linkedIn: 'https://linkedin.com/in/mary',
      message: 'Engineering or data roles, hybrid.',
      resumeKind: 'docx',
      submissions: 1,
      heldAt: null,
      consent: { basis: 'consent', privacyVersion: expect.any(String) },
    });
    expect(await resumeFiles(t)).toEqual([...before, entry.resumeKey.slice('resumes/'.length)].sort());
    const mail = await mailTo(String(fields.email));
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({ subject: 'We received your CV', about: `talent-pool:${entry.id}` });
    expect(mail[0]!.text).toContain('Dear Katherine Johnson');
  });

  it.each([
    ['a blank full name', 'fullName', { fullName: '  ' }],
    ['a malformed e-mail', 'email', { email: 'not-an-email' }],
    ['a blank phone', 'phone', { phone: ' ' }],
    ['a javascript: LinkedIn address', 'linkedIn', { linkedIn: 'javascript:alert(1)' }],
    ['a message over 2,000 characters', 'message', { message: 'x'.repeat(2001) }],
    ['no consent', 'consent', { consent: false }],
    ['no privacy notice version', 'privacyVersion', { privacyVersion: null }],
  ])('refuses %s naming %s, leaving no row and no file', async (_label, field, change) => {
    const [files, rows] = [await resumeFiles(t), await countEntries(t)];
    const answer = await sendCv(t, { ...sender(), ...change });
    expect(answer.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field });
    expect(await countEntries(t)).toBe(rows);
    expect(await resumeFiles(t)).toEqual(files);
  });

  it.each([
    ['a wrong extension', { bytes: pdfBytes(), name: 'cv.exe' }, 'BAD_USER_INPUT'],
    ['the right extension but other content', { bytes: Buffer.from('not a pdf'), name: 'cv.pdf' }, 'BAD_USER_INPUT'],
    [
      'a size over the limit',
      { bytes: Buffer.concat([pdfBytes(), Buffer.alloc(RESUME_MAX)]), name: 'cv.pdf' },
      'PAYLOAD_TOO_LARGE',
    ],
  ])('refuses a resume with %s naming resume, leaving no row and no file', async (_label, file, code) => {
    const fields = sender();
    const [files, rows] = [await resumeFiles(t), await countEntries(t)];
    const answer = await sendCv(t, fields, file);
    expect(answer.errors?.[0]?.extensions).toMatchObject({ code, field: 'resume' });
    expect(await countEntries(t)).toBe(rows);
    expect(await resumeFiles(t)).toEqual(files);
    expect(await mailTo(String(fields.email))).toEqual([]);
  });

  it('updates the entry of an address that sent a CV before (any letter case): the resume and message replaced, the history kept', async () => {
    const fields = sender({ message: 'Finance roles.' });
    const id = await pooled(t, fields);
    const first = (await entryOf(t, String(fields.email)))!;
    const filesBefore = await resumeFiles(t);

    const again = await sendCv(
      t,
      { ...fields, email: String(fields.email).toUpperCase(), message: 'Now: payroll roles.', fullName: 'Mary J.' },
      { bytes: docxBytes(), name: 'new.docx' },
    );

    // The same words either way: the answer does not tell whether the address was in the pool.
    expect(again.data).toEqual({ sendGeneralApplication: { message: TALENT_POOL_RECEIVED_MESSAGE } });
    const entry = (await entryOf(t, String(fields.email)))!;
    expect(entry).toMatchObject({
      id,
      fullName: 'Mary J.',
      message: 'Now: payroll roles.',
      resumeKind: 'docx',
      submissions: 2,
      createdAt: first.createdAt,
    });
    expect(entry.resumeKey).not.toBe(first.resumeKey);
    expect(entry.submittedAt.getTime()).toBeGreaterThan(first.submittedAt.getTime());
    // The replaced file went; the new one is there.
    const filesAfter = await resumeFiles(t);
    expect(filesAfter).not.toContain(first.resumeKey.slice('resumes/'.length));
    expect(filesAfter).toContain(entry.resumeKey.slice('resumes/'.length));
    expect(filesAfter).toHaveLength(filesBefore.length);
    expect((await mailTo(String(fields.email))).map((mail) => mail.subject)).toEqual([
      'We received your CV',
      'We received your updated CV',
    ]);
  });

  it('answers a filled honeypot like a success and keeps nothing', async () => {
    const fields = sender();
    const files = await resumeFiles(t);
    const answer = await sendCv(t, { ...fields, website: 'https://spam.example' });
    expect(answer.data).toEqual({ sendGeneralApplication: { message: TALENT_POOL_RECEIVED_MESSAGE } });
    expect(await entryOf(t, String(fields.email))).toBeNull();
    expect(await resumeFiles(t)).toEqual(files);
    expect(await mailTo(String(fields.email))).toEqual([]);
  });

  it('is refused by CSRF prevention without the Apollo-Require-Preflight header, storing nothing', async () => {
    const fields = sender();
    const answer = await sendCv(t, fields, undefined, { preflight: false });
    expect(answer.status).toBe(400);
    expect(await entryOf(t, String(fields.email))).toBeNull();
  });
});

describe('the staff side of the pool', () => {
  it('lists the latest CV first, searches name, e-mail and phone, and pages by cursor', async () => {
    const stamp = Date.now();
    const ids: string[] = [];
    for (const name of ['Alpha', 'Bravo', 'Charlie']) {
      ids.push(
        await pooled(
          t,
          sender({ fullName: `${name} Pool${stamp}`, email: `${name.toLowerCase()}${stamp}@example.com` }),
        ),
      );
    }
    const search = `pool${stamp}`;
    const first = await t.gql<PoolPage>(POOL, { first: 2, search }, recruiter);
    expect(first.errors).toBeUndefined();
    expect(first.data!.talentPool.totalCount).toBe(3);
    expect(first.data!.talentPool.edges.map((edge) => edge.node.id)).toEqual([ids[2], ids[1]]);
    expect(first.data!.talentPool.pageInfo.hasNextPage).toBe(true);
    const next = await t.gql<PoolPage>(
      POOL,
      { first: 2, search, after: first.data!.talentPool.pageInfo.endCursor },
      recruiter,
    );
    expect(next.data!.talentPool.edges.map((edge) => edge.node.id)).toEqual([ids[0]]);
    expect(next.data!.talentPool.pageInfo).toEqual({ hasNextPage: false, endCursor: expect.any(String) });

    const byEmail = await t.gql<PoolPage>(POOL, { search: `BRAVO${stamp}@` }, recruiter);
    expect(byEmail.data!.talentPool.edges.map((edge) => edge.node.id)).toEqual([ids[1]]);
    const byPhone = await t.gql<PoolPage>(POOL, { search: '555 0199' }, recruiter);
    expect(byPhone.data!.talentPool.edges.map((edge) => edge.node.id)).toEqual(expect.arrayContaining(ids));

    const bad = await t.gql(POOL, { after: 'not-a-cursor' }, recruiter);
    expect(bad.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'after' });
  });

  it('serves the resume to staff only, audited', async () => {
    const id = await pooled(t, sender({ fullName: 'Dorothy Vaughan' }));
    const url = `${t.url}/api/talent-pool/resumes/${id}`;
    expect((await fetch(url)).status).toBe(401);
    const user = await t.userWithRole(Role.USER);
    expect((await fetch(url, { headers: { authorization: `Bearer ${user.token}` } })).status).toBe(403);

    const inline = await fetch(`${url}?disposition=inline`, { headers: { authorization: `Bearer ${recruiter}` } });
    expect(inline.status).toBe(200);
    expect(inline.headers.get('content-type')).toBe('application/pdf');
    expect(inline.headers.get('content-disposition')).toMatch(/^inline; filename="Dorothy-Vaughan-cv\.pdf"/);
    expect(
      Buffer.from(await inline.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    const audited = await t.orm.em
      .fork()
      .find(AuditEntry, { action: AuditAction.RESUME_DOWNLOADED, subjectType: 'talent-pool-entry', subjectId: id });
    expect(audited.map((entry) => entry.details)).toEqual([{ inline: true }]);
  });

  it('answers NOT_FOUND for an unknown or malformed entry', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', '42']) {
      const answer = await t.gql(ENTRY, { id }, recruiter);
      expect(answer.errors?.[0]).toMatchObject({
        message: TALENT_POOL_ENTRY_NOT_FOUND_MESSAGE,
        extensions: { code: 'NOT_FOUND' },
      });
    }
  });

  it('deletes an entry with its resume, audited', async () => {
    const fields = sender();
    const id = await pooled(t, fields);
    const { resumeKey } = (await entryOf(t, String(fields.email)))!;
    const answer = await t.gql<{ deleteTalentPoolEntry: string }>(DELETE, { id }, recruiter);
    expect(answer.data).toEqual({ deleteTalentPoolEntry: id });
    expect(await entryOf(t, String(fields.email))).toBeNull();
    expect(await t.server.deps.storage.exists(resumeKey)).toBe(false);
    const audited = await t.orm.em.fork().count(AuditEntry, {
      action: AuditAction.TALENT_POOL_ENTRY_DELETED,
      subjectType: 'talent-pool-entry',
      subjectId: id,
    });
    expect(audited).toBe(1);
    expect((await t.gql(DELETE, { id }, recruiter)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});

describe('who may use the pool', () => {
  const JOB = '00000000-0000-4000-8000-000000000001';
  const fields: [string, string, (id: string) => Record<string, unknown>][] = [
    ['talentPool', POOL, () => ({})],
    ['talentPoolEntry', ENTRY, (id) => ({ id })],
    ['heldTalentPoolEntries', HELD, () => ({})],
    ['releaseHeldTalentPoolEntry', RELEASE, (id) => ({ id })],
    [
      'addTalentPoolEntryToJob',
      'mutation ($id: ID!, $jobId: ID!) { addTalentPoolEntryToJob(id: $id, jobId: $jobId) { id } }',
      (id) => ({ id, jobId: JOB }),
    ],
    ['deleteTalentPoolEntry', DELETE, (id) => ({ id })],
  ];

  it.each(fields)(
    'refuses %s to anonymous callers and to a USER, and lets a recruiter in',
    async (name, query, vars) => {
      const id = await pooled(t);
      const user = (await t.userWithRole(Role.USER)).token;
      expect((await t.gql(query, vars(id))).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      expect((await t.gql(query, vars(id), user)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      const allowed = await t.gql(query, vars(id), recruiter);
      // Past the guard: an answer, or the field's own refusal (no such job, nothing held), never the guard's.
      const code = allowed.errors?.[0]?.extensions?.code;
      expect(['UNAUTHENTICATED', 'FORBIDDEN']).not.toContain(code);
      if (!allowed.errors) expect(allowed.data?.[name]).toBeDefined();
    },
  );
});

describe('the list’s statements', () => {
  let app: QueryLoggedApp;
  beforeAll(async () => {
    app = await startQueryLoggedApp(t, { poolMax: 4 });
  });
  afterAll(() => app.stop());

  const list = (search: string, first: number) =>
    fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${recruiter}` },
      body: JSON.stringify({
        query: `query ($search: String, $first: Int) { talentPool(search: $search, first: $first) {
          totalCount edges { node { id fullName resumePath applications { id job { title } } } } } }`,
        variables: { search, first },
      }),
    }).then((response) => response.json() as Promise<{ data: PoolPage }>);

  it('runs the same few statements for 1 and for 20 entries (no N+1)', async () => {
    const stamp = `count${Date.now()}`;
    await pooled(t, sender({ fullName: `One ${stamp}a` }));
    for (let n = 0; n < 20; n += 1) await pooled(t, sender({ fullName: `Many ${stamp}b` }));
    const small = await app.counted(() => list(`${stamp}a`, 25));
    const large = await app.counted(() => list(`${stamp}b`, 25));
    expect(small.result.data.talentPool.edges).toHaveLength(1);
    expect(large.result.data.talentPool.edges).toHaveLength(20);
    expect(large.sql).toHaveLength(small.sql.length);
    // The signed-in user, the page, its total, and the applications made from the page's entries.
    expect(large.sql.length).toBeLessThanOrEqual(4);
  });
});
