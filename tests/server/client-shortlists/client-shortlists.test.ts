import { Application } from '../../../server/src/modules/applications/application.entity';
import { ClientShortlist } from '../../../server/src/modules/client-shortlists/client-shortlist.entity';
import { tokenHash } from '../../../server/src/modules/client-shortlists/client-shortlist-secrets';
import { type QueryLoggedApp, startQueryLoggedApp } from '../../helpers/query-logged-app';
import { type SmtpSink, startSmtpSink } from '../../helpers/smtp-sink';
import { Role, startTestServer, type TestServer } from '../../helpers/test-server';

import {
  auditOf,
  candidate,
  clientWithContact,
  jobOfClient,
  linkTokenFor,
  LIST,
  REVOKE,
  scene,
  sendShortlist,
  type Shortlist,
} from './shortlist-fixtures';

let t: TestServer;
let sink: SmtpSink;
let recruiter: string;
let recruiterId: string;

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await startTestServer({ SMTP_URL: sink.url, MAIL_POLL_MS: '50', PUBLIC_URL: 'https://careers.example.com' });
  const made = await t.userWithRole(Role.INTERNAL_RECRUITER);
  recruiter = made.token;
  recruiterId = made.user.id;
});
afterAll(async () => {
  await t.stop();
  await sink.stop();
});

describe('sending a shortlist', () => {
  it('stores it with only the hash of the link’s token, e-mails the contact the link and audits it, moving nobody', async () => {
    const s = await scene(t, recruiter, 2, 'Acme Robotics');
    const stagesBefore = await t.orm.em
      .fork()
      .find(Application, { id: { $in: s.applications.map((a) => a.id) } }, { fields: ['id', 'stage'] });
    const answer = await sendShortlist(t, recruiter, s, { message: 'Two strong profiles.', expiresInDays: 7 });
    expect(answer.errors).toBeUndefined();
    const sent = answer.data!.sendClientShortlist;
    expect(sent).toMatchObject({
      status: 'ACTIVE',
      revokedAt: null,
      firstOpenedAt: null,
      sentByName: `Test ${Role.INTERNAL_RECRUITER}`,
      message: 'Two strong profiles.',
      shareResume: true,
      shareLinkedIn: false,
      shareEmail: false,
      sharePhone: false,
      job: { id: s.jobId },
      contact: { id: s.contactId, client: { id: s.clientId, name: 'Acme Robotics' } },
    });
    expect(sent.entries.map((e) => [e.application.id, e.note, e.answer])).toEqual([
      [s.applications[0]!.id, 'Note 1', null],
      [s.applications[1]!.id, 'Note 2', null],
    ]);

    const token = await linkTokenFor(sink, s.contactEmail);
    const mail = sink.messages.find((m) => m.to.includes(s.contactEmail) && m.text.includes(token))!;
    expect(mail.subject).toBe('Candidates for Data Engineer');
    expect(mail.text).toContain(`https://careers.example.com/shortlists/${token}`);
    expect(mail.text).toContain('2 candidates for Data Engineer');
    expect(mail.text).toContain(`Test ${Role.INTERNAL_RECRUITER}`);
    expect(mail.text).toContain('Two strong profiles.');

    // The database holds the token's SHA-256 and nowhere the token itself.
    const [row] = await t.orm.em
      .fork()
      .execute<{ token_hash: string; expires_at: Date; sent_at: Date; sent_by_id: string }[]>(
        'select token_hash, expires_at, sent_at, sent_by_id from client_shortlist where id = ?',
        [sent.id],
        'all',
      );
    expect(row!.token_hash).toBe(tokenHash(token));
    expect(row!.sent_by_id).toBe(recruiterId);
    expect(new Date(row!.expires_at).getTime() - new Date(row!.sent_at).getTime()).toBe(7 * 86_400_000);
    const [{ found }] = await t.orm.em
      .fork()
      .execute<{ found: string }[]>(
        `select count(*) as found from client_shortlist s where s::text like ?`,
        [`%${token}%`],
        'all',
      );
    expect(Number(found)).toBe(0);

    const [audit] = (await auditOf(t, 'CLIENT_SHORTLIST_SENT')).filter((e) => e.subject_id === sent.id);
    expect(audit).toMatchObject({
      subject_type: 'client-shortlist',
      details: {
        jobId: s.jobId,
        contactId: s.contactId,
        candidates: 2,
        shares: ['resume'],
        expiresAt: new Date(row!.expires_at).toISOString(),
      },
    });
    const stagesAfter = await t.orm.em
      .fork()
      .find(Application, { id: { $in: s.applications.map((a) => a.id) } }, { fields: ['id', 'stage'] });
    expect(stagesAfter.map((a) => a.stage.id)).toEqual(stagesBefore.map((a) => a.stage.id));
  });

  it('defaults to 14 days, resume shared and contact details not', async () => {
    const s = await scene(t, recruiter, 1);
    const { data } = await sendShortlist(t, recruiter, s, { message: undefined });
    const stored = await t.orm.em.fork().findOneOrFail(ClientShortlist, { id: data!.sendClientShortlist.id });
    expect(stored.expiresAt.getTime() - stored.sentAt.getTime()).toBe(14 * 86_400_000);
    expect([stored.shareResume, stored.shareLinkedIn, stored.shareEmail, stored.sharePhone]).toEqual([
      true,
      false,
      false,
      false,
    ]);
  });

  it('refuses what the rules forbid, naming the field, and stores nothing', async () => {
    const s = await scene(t, recruiter, 2);
    const other = await clientWithContact(t);
    const otherJob = await jobOfClient(t, recruiter, s.clientId, 'Other job');
    const stranger = await candidate(t, otherJob);
    const rejected = await candidate(t, s.jobId);
    await t.orm.em.fork().execute(`update application set status = 'Rejected' where id = ?`, [rejected.id]);
    const withdrawn = await candidate(t, s.jobId);
    await t.orm.em.fork().execute('update application set withdrawn_at = now() where id = ?', [withdrawn.id]);
    const noClientJob = await jobOfClient(t, recruiter, null, 'In-house');
    const first = s.applications[0]!.id;

    const cases: [string, Record<string, unknown>, string][] = [
      ['a job without a client', { jobId: noClientJob }, 'jobId'],
      ['a contact of another client', { contactId: other.contactId }, 'contactId'],
      ['no candidate', { entries: [] }, 'entries'],
      ['51 candidates', { entries: Array.from({ length: 51 }, () => ({ applicationId: first })) }, 'entries'],
      ['a candidate twice', { entries: [{ applicationId: first }, { applicationId: first }] }, 'entries'],
      ['a candidate of another job', { entries: [{ applicationId: stranger.id }] }, 'entries'],
      ['a rejected candidate', { entries: [{ applicationId: rejected.id }] }, 'entries'],
      ['a withdrawn candidate', { entries: [{ applicationId: withdrawn.id }] }, 'entries'],
      ['a note over 1000 characters', { entries: [{ applicationId: first, note: 'x'.repeat(1001) }] }, 'entries'],
      ['0 days', { expiresInDays: 0 }, 'expiresInDays'],
      ['91 days', { expiresInDays: 91 }, 'expiresInDays'],
      ['a message over 2000 characters', { message: 'x'.repeat(2001) }, 'message'],
    ];
    const before = await t.orm.em.fork().count(ClientShortlist, {});
    for (const [label, overrides, field] of cases) {
      const answer = await sendShortlist(t, recruiter, s, overrides);
      expect([label, answer.errors?.[0]?.extensions?.code, answer.errors?.[0]?.extensions?.field]).toEqual([
        label,
        'BAD_USER_INPUT',
        field,
      ]);
    }
    expect(await t.orm.em.fork().count(ClientShortlist, {})).toBe(before);
  });

  it('is denied to anonymous callers and USER accounts, and allowed to a recruiter or higher', async () => {
    const s = await scene(t, recruiter, 1);
    const user = await t.userWithRole(Role.USER);
    expect((await sendShortlist(t, '', s)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await sendShortlist(t, user.token, s)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const admin = await t.userWithRole(Role.ADMIN);
    expect((await sendShortlist(t, admin.token, s)).errors).toBeUndefined();
  });
});

describe('the audit log', () => {
  it('names a shortlist’s entries by the contact it was sent to, with the job', async () => {
    const s = await scene(t, recruiter, 1);
    const { id } = (await sendShortlist(t, recruiter, s)).data!.sendClientShortlist;
    const admin = await t.userWithRole(Role.ADMIN);
    const log = await t.gql<{
      auditEntries: { edges: { node: { subjectId: string; names: { subjectName: string; context: string } } }[] };
    }>(
      `{ auditEntries(filter: { action: CLIENT_SHORTLIST_SENT }, first: 100) {
          edges { node { subjectId names { actorName subjectName context } } } } }`,
      {},
      admin.token,
    );
    const entry = log.data!.auditEntries.edges.find((edge) => edge.node.subjectId === id)!;
    expect(entry.node.names).toEqual({
      actorName: `Test ${Role.INTERNAL_RECRUITER}`,
      subjectName: 'Dana Client',
      context: 'Data Engineer',
    });
  });
});

describe('a job’s shortlists and revoking', () => {
  it('lists them newest first, and revokes once (a second revoke answers it as it is)', async () => {
    const s = await scene(t, recruiter, 1);
    const older = (await sendShortlist(t, recruiter, s)).data!.sendClientShortlist;
    const newer = (await sendShortlist(t, recruiter, s, { shareEmail: true })).data!.sendClientShortlist;
    const list = await t.gql<{ clientShortlists: Shortlist[] }>(LIST, { jobId: s.jobId }, recruiter);
    expect(list.data!.clientShortlists.map((x) => x.id)).toEqual([newer.id, older.id]);

    const revoked = await t.gql<{ revokeClientShortlist: { status: string; revokedAt: string } }>(
      REVOKE,
      { id: older.id },
      recruiter,
    );
    expect(revoked.data!.revokeClientShortlist.status).toBe('REVOKED');
    const again = await t.gql<{ revokeClientShortlist: { revokedAt: string } }>(REVOKE, { id: older.id }, recruiter);
    expect(again.data!.revokeClientShortlist.revokedAt).toBe(revoked.data!.revokeClientShortlist.revokedAt);
    const entries = (await auditOf(t, 'CLIENT_SHORTLIST_REVOKED')).filter((e) => e.subject_id === older.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]!.details).toMatchObject({ reason: 'revoked', jobId: s.jobId, contactId: s.contactId });
    expect(
      (await t.gql(REVOKE, { id: '00000000-0000-4000-8000-000000000000' }, recruiter)).errors?.[0]?.extensions?.code,
    ).toBe('NOT_FOUND');
  });

  it('guards the list and revoking: denied to anonymous callers and USER accounts', async () => {
    const s = await scene(t, recruiter, 1);
    const { id } = (await sendShortlist(t, recruiter, s)).data!.sendClientShortlist;
    const user = await t.userWithRole(Role.USER);
    for (const [query, variables] of [
      [LIST, { jobId: s.jobId }],
      [REVOKE, { id }],
    ] as const) {
      expect((await t.gql(query, variables)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      expect((await t.gql(query, variables, user.token)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
    expect((await t.gql(LIST, { jobId: s.jobId }, recruiter)).errors).toBeUndefined();
  });
});

describe('no N+1: Application.clientFeedback and a job’s shortlists', () => {
  let app: QueryLoggedApp;
  beforeAll(async () => {
    app = await startQueryLoggedApp(t, { poolMax: 4 });
  });
  afterAll(() => app.stop());

  const FEEDBACK = `query ($jobId: ID!) {
    applications(jobId: $jobId) {
      id clientFeedback { id note answer shortlist { id sentAt status sentByName contact { fullName client { name } } job { title } } }
    }
  }`;
  const feedbackOf = async (jobId: string) => {
    const response = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${recruiter}` },
      body: JSON.stringify({ query: FEEDBACK, variables: { jobId } }),
    });
    return (await response.json()) as {
      data: { applications: { id: string; clientFeedback: { note: string; shortlist: { id: string } }[] }[] };
    };
  };

  it('lists a job’s shortlists with their candidates in as many statements for 6 shortlists as for 1', async () => {
    const listOf = (jobId: string) =>
      fetch(`${app.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${recruiter}` },
        body: JSON.stringify({ query: LIST, variables: { jobId } }),
      }).then((response) => response.json() as Promise<{ data: { clientShortlists: Shortlist[] } }>);
    const small = await scene(t, recruiter, 2);
    await sendShortlist(t, recruiter, small);
    const big = await scene(t, recruiter, 2);
    for (let i = 0; i < 6; i += 1) await sendShortlist(t, recruiter, big);
    const one = await app.counted(() => listOf(small.jobId));
    const six = await app.counted(() => listOf(big.jobId));
    expect(six.result.data.clientShortlists).toHaveLength(6);
    expect(six.result.data.clientShortlists.every((list) => list.entries.length === 2)).toBe(true);
    expect(six.sql.length).toBe(one.sql.length);
  });

  it('lists each candidate’s shortlists newest first, in as many statements for 12 candidates as for 1', async () => {
    const small = await scene(t, recruiter, 1);
    await sendShortlist(t, recruiter, small);
    const big = await scene(t, recruiter, 12);
    const first = (await sendShortlist(t, recruiter, big)).data!.sendClientShortlist;
    const second = (
      await sendShortlist(t, recruiter, big, { entries: [{ applicationId: big.applications[0]!.id, note: 'Again' }] })
    ).data!.sendClientShortlist;

    const one = await app.counted(() => feedbackOf(small.jobId));
    const twelve = await app.counted(() => feedbackOf(big.jobId));
    expect(twelve.result.data.applications).toHaveLength(12);
    expect(twelve.sql.length).toBe(one.sql.length);
    const firstCandidate = twelve.result.data.applications.find((a) => a.id === big.applications[0]!.id)!;
    expect(firstCandidate.clientFeedback.map((f) => [f.shortlist.id, f.note])).toEqual([
      [second.id, 'Again'],
      [first.id, 'Note 1'],
    ]);
  });
});
