import { loggedPath } from '../../../server/src/http/request-logging';
import { emlFolder } from '../../../server/src/mail/mail-transport';
import { OutboxMessage } from '../../../server/src/mail/outbox-message.entity';
import { AuditService } from '../../../server/src/modules/audit/audit.service';
import { ClientShortlist } from '../../../server/src/modules/client-shortlists/client-shortlist.entity';
import { ClientShortlistBrowser } from '../../../server/src/modules/client-shortlists/client-shortlist-browser.entity';
import { ClientShortlistCode } from '../../../server/src/modules/client-shortlists/client-shortlist-code.entity';
import { ClientShortlistEntry } from '../../../server/src/modules/client-shortlists/client-shortlist-entry.entity';
import { RetentionService } from '../../../server/src/modules/personal-data/retention.service';
import { type SmtpSink, startSmtpSink } from '../../helpers/smtp-sink';
import { Role, startTestServer, type TestServer } from '../../helpers/test-server';
import { unzip } from '../people/people-fixtures';

import {
  ANSWER,
  Browser,
  linkTokenFor,
  REQUEST_CODE,
  scene,
  sendShortlist,
  verifiedBrowser,
} from './shortlist-fixtures';

let t: TestServer;
let sink: SmtpSink;
let recruiter: string;
let admin: string;

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await startTestServer({ SMTP_URL: sink.url, MAIL_POLL_MS: '50' });
  recruiter = (await t.userWithRole(Role.INTERNAL_RECRUITER)).token;
  admin = (await t.userWithRole(Role.ADMIN)).token;
});
afterAll(async () => {
  await t.stop();
  await sink.stop();
});

const ERASE = `mutation Erase($email: String!) { erasePerson(email: $email) { applications clientShortlistEntries clientShortlists } }`;

async function exportOf(email: string): Promise<Record<string, unknown>> {
  const response = await fetch(`${t.url}/api/people/export?email=${encodeURIComponent(email)}`, {
    headers: { authorization: `Bearer ${admin}` },
  });
  expect(response.status).toBe(200);
  const files = await unzip(Buffer.from(await response.arrayBuffer()));
  return JSON.parse(files.get('records.json')!.toString('utf8')) as Record<string, unknown>;
}

describe('a candidate’s personal data on shortlists', () => {
  it('is exported (note and answer) and erased with the candidate, counted, leaving the others', async () => {
    const s = await scene(t, recruiter, 2, 'Hooli');
    await sendShortlist(t, recruiter, s);
    const token = await linkTokenFor(sink, s.contactEmail);
    const { browser, page } = await verifiedBrowser(t, sink, token, s.contactEmail);
    await browser.gql(ANSWER, {
      token,
      entryId: page.candidates[0]!.entryId,
      answer: 'NOT_INTERESTED',
      reason: 'Needs more Go',
    });
    const gone = s.applications[0]!;

    const exported = await exportOf(gone.email);
    expect(exported.clientShortlistEntries).toEqual([
      expect.objectContaining({
        applicationId: gone.id,
        job: 'Data Engineer',
        client: 'Hooli',
        note: 'Note 1',
        answer: 'NOT_INTERESTED',
        answerReason: 'Needs more Go',
      }),
    ]);

    const erased = await t.gql<{ erasePerson: Record<string, number> }>(ERASE, { email: gone.email }, admin);
    expect(erased.data!.erasePerson).toEqual({ applications: 1, clientShortlistEntries: 1, clientShortlists: 0 });
    const em = t.orm.em.fork();
    expect(await em.count(ClientShortlistEntry, { application: gone.id })).toBe(0);
    expect(await em.count(ClientShortlistEntry, { application: s.applications[1]!.id })).toBe(1);
    // The page no longer lists the erased candidate.
    const reread = await browser.gql<{ clientShortlistPage: { candidates: { fullName: string }[] } }>(
      `query ($token: String!) { clientShortlistPage(token: $token) { candidates { fullName } } }`,
      { token },
    );
    expect(reread.data!.clientShortlistPage.candidates.map((c) => c.fullName)).toEqual(['Candidate 2']);
  });
});

describe('a client contact’s personal data on shortlists', () => {
  it('is exported and erased: the shortlists sent to them go with their codes, browsers and queued mail', async () => {
    const s = await scene(t, recruiter, 1, 'Pied Piper');
    await sendShortlist(t, recruiter, s, { message: 'For your eyes' });
    const token = await linkTokenFor(sink, s.contactEmail);
    const { browser, page } = await verifiedBrowser(t, sink, token, s.contactEmail);
    await browser.gql(ANSWER, { token, entryId: page.candidates[0]!.entryId, answer: 'INTERESTED' });
    const shortlist = await t.orm.em.fork().findOneOrFail(ClientShortlist, { contact: s.contactId });

    const exported = await exportOf(s.contactEmail);
    expect(exported.clientShortlists).toEqual([
      expect.objectContaining({
        id: shortlist.id,
        job: 'Data Engineer',
        client: 'Pied Piper',
        message: 'For your eyes',
        answers: [expect.objectContaining({ answer: 'INTERESTED' })],
      }),
    ]);

    // A code mail still queued when the erasure comes is about the shortlist: it goes too.
    await t.orm.em
      .fork()
      .execute(`update outbox_message set sent_at = null, next_attempt_at = now() + interval '1 day' where "to" = ?`, [
        s.contactEmail,
      ]);
    const queued = await t.orm.em.fork().count(OutboxMessage, { about: `client-shortlist:${shortlist.id}` });
    expect(queued).toBeGreaterThan(0);

    const erased = await t.gql<{ erasePerson: Record<string, number> }>(ERASE, { email: s.contactEmail }, admin);
    expect(erased.errors).toBeUndefined();
    expect(erased.data!.erasePerson).toMatchObject({ clientShortlists: 1, clientShortlistEntries: 0 });
    const em = t.orm.em.fork();
    expect(await em.count(ClientShortlist, { id: shortlist.id })).toBe(0);
    expect(await em.count(ClientShortlistEntry, { shortlist: shortlist.id })).toBe(0);
    expect(await em.count(ClientShortlistBrowser, { shortlist: shortlist.id })).toBe(0);
    expect(await em.count(ClientShortlistCode, { shortlist: shortlist.id })).toBe(0);
    expect(await em.count(OutboxMessage, { about: `client-shortlist:${shortlist.id}` })).toBe(0);
    expect(
      (await browser.gql(`query ($token: String!) { clientShortlistPage(token: $token) { access } }`, { token }))
        .errors?.[0]?.message,
    ).toBe('This shortlist is no longer available.');
  });
});

describe('retention', () => {
  function retention() {
    const em = t.orm.em.fork();
    return new RetentionService(
      em,
      t.server.deps.storage,
      new AuditService(em, t.server.deps.auditKey),
      t.server.deps.formLimits,
      {
        applicationMonths: 0,
        registrationMonths: 0,
        contactMonths: 0,
        joinUsMonths: 0,
        eventMonths: 0,
        jobAlertUnconfirmedDays: 7,
      },
      t.server.deps.logger,
      { mailFolder: emlFolder(t.server.deps.config) },
    );
  }

  it('purges the codes and browsers of shortlists that expired or were revoked, and keeps the working ones’', async () => {
    const live = await scene(t, recruiter, 1);
    await sendShortlist(t, recruiter, live);
    const liveToken = await linkTokenFor(sink, live.contactEmail);
    await verifiedBrowser(t, sink, liveToken, live.contactEmail);
    const dead = await scene(t, recruiter, 1);
    await sendShortlist(t, recruiter, dead);
    const deadToken = await linkTokenFor(sink, dead.contactEmail);
    await verifiedBrowser(t, sink, deadToken, dead.contactEmail);
    await new Browser(t.url).gql(REQUEST_CODE, { token: deadToken });
    const em = t.orm.em.fork();
    const [liveRow, deadRow] = await Promise.all([
      em.findOneOrFail(ClientShortlist, { contact: live.contactId }),
      em.findOneOrFail(ClientShortlist, { contact: dead.contactId }),
    ]);
    await em.execute(`update client_shortlist set expires_at = now() - interval '1 minute' where id = ?`, [deadRow.id]);

    await retention().purge();
    const after = t.orm.em.fork();
    expect(await after.count(ClientShortlistCode, { shortlist: deadRow.id })).toBe(0);
    expect(await after.count(ClientShortlistBrowser, { shortlist: deadRow.id })).toBe(0);
    expect(await after.count(ClientShortlistCode, { shortlist: liveRow.id })).toBe(1);
    expect(await after.count(ClientShortlistBrowser, { shortlist: liveRow.id })).toBe(1);
    // The shortlist itself and its answers stay with the job.
    expect(await after.count(ClientShortlistEntry, { shortlist: deadRow.id })).toBe(1);
  });
});

describe('the link in the request log', () => {
  it('never shows the token, whatever its length', () => {
    expect(loggedPath('/shortlists/abc/resumes/00000000-0000-4000-8000-000000000000?x=1')).toBe(
      '/shortlists/:token/resumes/00000000-0000-4000-8000-000000000000',
    );
    expect(loggedPath(`/shortlists/${'A'.repeat(43)}`)).toBe('/shortlists/:token');
  });
});
