// This file passes 400 lines: its cases share one server (another file would start another, and load the server again).
import { ResumeTextExtractor } from '../../../server/src/modules/applications/resume-text-extractor';
import { ClientShortlist } from '../../../server/src/modules/client-shortlists/client-shortlist.entity';
import { docxBytes, pdfBytes } from '../../helpers/files';
import { type SmtpSink, startSmtpSink } from '../../helpers/smtp-sink';
import { Role, startTestServer, type TestServer } from '../../helpers/test-server';

import {
  ANSWER,
  auditOf,
  Browser,
  candidate,
  linkTokenFor,
  nthCode,
  PAGE,
  type Page,
  REQUEST_CODE,
  REVOKE,
  type Scene,
  scene,
  sendShortlist,
  UNAVAILABLE,
  verifiedBrowser,
  VERIFY,
  WRONG_CODE,
} from './shortlist-fixtures';

const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

let t: TestServer;
let sink: SmtpSink;
let recruiter: { token: string; email: string; id: string };
let admin: string;
const extractor = new ResumeTextExtractor({ timeoutMs: 20_000, idleMs: 60_000, maxHeapMb: 256 });

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await startTestServer({
    SMTP_URL: sink.url,
    MAIL_POLL_MS: '50',
    PUBLIC_URL: 'https://careers.example.com',
    // A DOCX resume reaches the client as its text, set in a PDF: the reader runs.
    RESUME_TEXT_POLL_SECONDS: '60',
  });
  const made = await t.userWithRole(Role.INTERNAL_RECRUITER);
  recruiter = { token: made.token, email: made.email, id: made.user.id };
  admin = (await t.userWithRole(Role.SUPER_ADMIN)).token;
});
afterAll(async () => {
  await extractor.close();
  await t.stop();
  await sink.stop();
});

/** A scene and its sent shortlist's token (and id). */
async function sent(
  overrides: Record<string, unknown> = {},
  count = 2,
  clientName?: string,
  token = recruiter.token,
): Promise<Scene & { token: string; shortlistId: string }> {
  const s = await scene(t, token, count, clientName);
  const answer = await sendShortlist(t, token, s, { message: 'Please look at these two.', ...overrides });
  if (answer.errors) throw new Error(JSON.stringify(answer.errors));
  return { ...s, token: await linkTokenFor(sink, s.contactEmail), shortlistId: answer.data!.sendClientShortlist.id };
}

const errorOf = (answer: { errors?: { message: string; extensions?: { code?: string; field?: string } }[] }) => ({
  code: answer.errors?.[0]?.extensions?.code,
  field: answer.errors?.[0]?.extensions?.field,
  message: answer.errors?.[0]?.message,
});

const pageOf = async (browser: Browser, token: string) => browser.gql<{ clientShortlistPage: Page }>(PAGE, { token });

describe('a new browser (code required)', () => {
  it('shows only the job, the client, the sender and where the code goes: no candidate data, no message', async () => {
    const s = await sent({}, 2, 'Acme Robotics');
    const browser = new Browser(t.url);
    const answer = await pageOf(browser, s.token);
    expect(answer.data!.clientShortlistPage).toEqual({
      access: 'CODE_REQUIRED',
      contactEmailHint: `d•••@acme.example`,
      clientName: 'Acme Robotics',
      jobTitle: 'Data Engineer',
      recruiterName: `Test ${Role.INTERNAL_RECRUITER}`,
      expiresAt: expect.any(String),
      message: '',
      candidates: [],
    });
    const raw = JSON.stringify(answer);
    for (const a of s.applications) {
      expect(raw).not.toContain(a.fullName);
      expect(raw).not.toContain(a.email);
    }
    expect(raw).not.toContain('Note 1');
    // Nothing was opened.
    expect((await auditOf(t, 'CLIENT_SHORTLIST_OPENED')).filter((e) => e.subject_id === s.shortlistId)).toEqual([]);
    const row = await t.orm.em.fork().findOneOrFail(ClientShortlist, { id: s.shortlistId });
    expect(row.firstOpenedAt).toBeNull();
    expect(browser.setCookies).toEqual([]);
  });

  it('answers unknown and malformed links with the one NOT_FOUND message, for every public operation', async () => {
    const browser = new Browser(t.url);
    const unknown = 'A'.repeat(43);
    for (const token of [unknown, 'short', '']) {
      for (const [query, variables] of [
        [PAGE, { token }],
        [REQUEST_CODE, { token }],
        [VERIFY, { token, code: '123456' }],
        [ANSWER, { token, entryId: '00000000-0000-4000-8000-000000000000', answer: 'INTERESTED' }],
      ] as const) {
        expect(errorOf(await browser.gql(query, variables))).toEqual({
          code: 'NOT_FOUND',
          field: undefined,
          message: UNAVAILABLE,
        });
      }
    }
  });
});

describe('the one-time code', () => {
  it('is e-mailed, opens the page in this browser only (an httpOnly cookie), once, and is audited', async () => {
    const s = await sent();
    const browser = new Browser(t.url);
    expect((await browser.gql(REQUEST_CODE, { token: s.token })).data).toEqual({ requestClientShortlistCode: true });
    const code = await nthCode(sink, s.contactEmail, 1);
    const mail = sink.messages.find((m) => m.subject === `Your code: ${code}`)!;
    expect(mail.text).toContain('Data Engineer');
    expect(mail.text).toContain('10 minutes');

    const wrong = code === '000000' ? '111111' : '000000';
    expect(errorOf(await browser.gql(VERIFY, { token: s.token, code: wrong }))).toEqual({
      code: 'BAD_USER_INPUT',
      field: 'code',
      message: WRONG_CODE,
    });
    expect(errorOf(await browser.gql(VERIFY, { token: s.token, code: 'abc' })).field).toBe('code');
    expect(browser.setCookies).toEqual([]);

    const verified = await browser.gql<{ verifyClientShortlistCode: Page }>(VERIFY, { token: s.token, code });
    const page = verified.data!.verifyClientShortlistCode;
    expect(page.access).toBe('OPEN');
    expect(page.message).toBe('Please look at these two.');
    expect(page.candidates.map((c) => [c.fullName, c.note])).toEqual([
      ['Candidate 1', 'Note 1'],
      ['Candidate 2', 'Note 2'],
    ]);
    expect(browser.setCookies).toHaveLength(1);
    const cookie = browser.setCookies[0]!;
    // PUBLIC_URL is https here: the cookie is Secure even though this request came over plain HTTP.
    expect(cookie).toMatch(/^shortlist_browser=[\w-]{43}; Path=\/; Max-Age=\d+; HttpOnly; SameSite=Strict; Secure$/);
    const maxAge = Number(/Max-Age=(\d+)/.exec(cookie)![1]);
    expect(maxAge).toBeGreaterThan(14 * 86_400 - 120);
    expect(maxAge).toBeLessThanOrEqual(14 * 86_400);
    // The browser's token is stored hashed only.
    const [{ found }] = await t.orm.em
      .fork()
      .execute<{ found: string }[]>(
        'select count(*) as found from client_shortlist_browser b where b::text like ?',
        [`%${browser.cookies.get('shortlist_browser')}%`],
        'all',
      );
    expect(Number(found)).toBe(0);

    // The same browser reads the page again; another browser still needs a code, and the used code is spent.
    expect((await pageOf(browser, s.token)).data!.clientShortlistPage.access).toBe('OPEN');
    const other = new Browser(t.url);
    expect((await pageOf(other, s.token)).data!.clientShortlistPage).toMatchObject({
      access: 'CODE_REQUIRED',
      candidates: [],
    });
    expect(errorOf(await other.gql(VERIFY, { token: s.token, code })).message).toBe(WRONG_CODE);

    const mine = (entries: { subject_id: string }[]) => entries.filter((e) => e.subject_id === s.shortlistId);
    expect(mine(await auditOf(t, 'CLIENT_SHORTLIST_CODE_SENT'))).toHaveLength(1);
    expect(mine(await auditOf(t, 'CLIENT_SHORTLIST_BROWSER_VERIFIED'))).toHaveLength(1);
    const opened = mine(await auditOf(t, 'CLIENT_SHORTLIST_OPENED'));
    expect(opened).toHaveLength(2);
    expect(opened[0]).toMatchObject({ actor_label: 'client contact', details: { jobId: s.jobId } });
    const row = await t.orm.em.fork().findOneOrFail(ClientShortlist, { id: s.shortlistId });
    expect(row.firstOpenedAt).not.toBeNull();
  });

  it('keeps one browser cookie for several shortlists', async () => {
    const first = await sent();
    const { browser } = await verifiedBrowser(t, sink, first.token, first.contactEmail);
    const before = browser.cookies.get('shortlist_browser');
    const second = await sent();
    await browser.gql(REQUEST_CODE, { token: second.token });
    const code = await nthCode(sink, second.contactEmail, 1);
    await browser.gql(VERIFY, { token: second.token, code });
    expect(browser.cookies.get('shortlist_browser')).toBe(before);
    expect((await pageOf(browser, first.token)).data!.clientShortlistPage.access).toBe('OPEN');
    expect((await pageOf(browser, second.token)).data!.clientShortlistPage.access).toBe('OPEN');
  });

  it('expires after 10 minutes', async () => {
    const s = await sent();
    const browser = new Browser(t.url);
    await browser.gql(REQUEST_CODE, { token: s.token });
    const code = await nthCode(sink, s.contactEmail, 1);
    await t.orm.em
      .fork()
      .execute(`update client_shortlist_code set expires_at = now() - interval '1 second' where shortlist_id = ?`, [
        s.shortlistId,
      ]);
    expect(errorOf(await browser.gql(VERIFY, { token: s.token, code })).message).toBe(WRONG_CODE);
  });

  it('dies after 5 wrong tries, even if the right one comes next', async () => {
    const s = await sent();
    const browser = new Browser(t.url);
    await browser.gql(REQUEST_CODE, { token: s.token });
    const code = await nthCode(sink, s.contactEmail, 1);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) {
      expect(errorOf(await browser.gql(VERIFY, { token: s.token, code: wrong })).message).toBe(WRONG_CODE);
    }
    expect(errorOf(await browser.gql(VERIFY, { token: s.token, code })).message).toBe(WRONG_CODE);
  });

  it('is sent at most 5 times an hour per shortlist', async () => {
    const s = await sent();
    const browser = new Browser(t.url);
    for (let i = 0; i < 5; i += 1) expect((await browser.gql(REQUEST_CODE, { token: s.token })).errors).toBeUndefined();
    const sixth = await browser.gql(REQUEST_CODE, { token: s.token });
    expect(errorOf(sixth).code).toBe('TOO_MANY_REQUESTS');
    await nthCode(sink, s.contactEmail, 5);
    // Only 5 codes were mailed; a code of them still works.
    const fifth = await nthCode(sink, s.contactEmail, 5);
    expect((await browser.gql(VERIFY, { token: s.token, code: fifth })).errors).toBeUndefined();
  });
});

describe('what is shared', () => {
  it('shows the name and notes always, and LinkedIn, e-mail, phone and the resume only when chosen', async () => {
    const none = await sent({ shareResume: false }, 1);
    const { page: closed } = await verifiedBrowser(t, sink, none.token, none.contactEmail);
    expect(closed.candidates).toEqual([
      expect.objectContaining({
        fullName: 'Candidate 1',
        note: 'Note 1',
        linkedIn: null,
        email: null,
        phone: null,
        resumeUrl: null,
      }),
    ]);

    const all = await sent({ shareResume: true, shareLinkedIn: true, shareEmail: true, sharePhone: true }, 1);
    const { page: open } = await verifiedBrowser(t, sink, all.token, all.contactEmail);
    const [c] = open.candidates;
    expect(c).toMatchObject({
      fullName: 'Candidate 1',
      linkedIn: 'https://www.linkedin.com/in/candidate-1',
      email: all.applications[0]!.email,
      phone: '+1 555 0100',
      resumeUrl: `/shortlists/${all.token}/resumes/${c!.entryId}`,
    });

    const onlyEmail = await sent({ shareResume: false, shareEmail: true }, 1);
    const { page: some } = await verifiedBrowser(t, sink, onlyEmail.token, onlyEmail.contactEmail);
    expect(some.candidates[0]).toMatchObject({ linkedIn: null, phone: null, resumeUrl: null });
    expect(some.candidates[0]!.email).toBe(onlyEmail.applications[0]!.email);
  });
});

describe('answers', () => {
  it('needs a verified browser, a reason for Not interested and a comment for a question', async () => {
    const s = await sent();
    const { browser, page } = await verifiedBrowser(t, sink, s.token, s.contactEmail);
    const entryId = page.candidates[0]!.entryId;
    const stranger = new Browser(t.url);
    expect(errorOf(await stranger.gql(ANSWER, { token: s.token, entryId, answer: 'INTERESTED' })).code).toBe(
      'FORBIDDEN',
    );
    const cases: [Record<string, unknown>, string][] = [
      [{ answer: 'NOT_INTERESTED' }, 'reason'],
      [{ answer: 'NOT_INTERESTED', reason: '   ' }, 'reason'],
      [{ answer: 'NOT_INTERESTED', reason: 'x'.repeat(501) }, 'reason'],
      [{ answer: 'QUESTION' }, 'comment'],
      [{ answer: 'INTERESTED', comment: 'x'.repeat(2001) }, 'comment'],
    ];
    for (const [variables, field] of cases) {
      expect(errorOf(await browser.gql(ANSWER, { token: s.token, entryId, ...variables }))).toMatchObject({
        code: 'BAD_USER_INPUT',
        field,
      });
    }
    const elsewhere = await sent();
    const { page: otherPage } = await verifiedBrowser(t, sink, elsewhere.token, elsewhere.contactEmail);
    expect(
      errorOf(
        await browser.gql(ANSWER, { token: s.token, entryId: otherPage.candidates[0]!.entryId, answer: 'INTERESTED' }),
      ),
    ).toMatchObject({ code: 'NOT_FOUND', field: 'entryId' });
  });

  it('keeps the latest answer, audits each, e-mails the sender, moves nobody, and shows on the candidate', async () => {
    const s = await sent({}, 2, 'Globex');
    const { browser, page } = await verifiedBrowser(t, sink, s.token, s.contactEmail);
    const [first] = page.candidates;
    const stageBefore = await t.orm.em
      .fork()
      .execute<{ stage_id: string }[]>('select stage_id from application where id = ?', [s.applications[0]!.id], 'all');

    const no = await browser.gql<{ answerClientShortlistCandidate: { answer: string; answeredAt: string } }>(ANSWER, {
      token: s.token,
      entryId: first!.entryId,
      answer: 'NOT_INTERESTED',
      reason: 'Too junior',
    });
    expect(no.data!.answerClientShortlistCandidate).toMatchObject({
      answer: 'NOT_INTERESTED',
      answerReason: 'Too junior',
    });
    const yes = await browser.gql<{ answerClientShortlistCandidate: { answer: string; answeredAt: string } }>(ANSWER, {
      token: s.token,
      entryId: first!.entryId,
      answer: 'INTERESTED',
      reason: 'ignored',
      comment: 'Can she start in March?',
    });
    expect(yes.data!.answerClientShortlistCandidate).toMatchObject({
      answer: 'INTERESTED',
      answerReason: '',
      answerComment: 'Can she start in March?',
    });
    expect(new Date(yes.data!.answerClientShortlistCandidate.answeredAt).getTime()).toBeGreaterThanOrEqual(
      new Date(no.data!.answerClientShortlistCandidate.answeredAt).getTime(),
    );

    const reread = (await pageOf(browser, s.token)).data!.clientShortlistPage.candidates[0]!;
    expect(reread).toMatchObject({ answer: 'INTERESTED', answerComment: 'Can she start in March?' });

    const answered = (await auditOf(t, 'CLIENT_SHORTLIST_ANSWERED')).filter((e) => e.subject_id === s.shortlistId);
    expect(answered.map((e) => e.details)).toEqual([
      { jobId: s.jobId, applicationId: s.applications[0]!.id, answer: 'NOT_INTERESTED' },
      { jobId: s.jobId, applicationId: s.applications[0]!.id, answer: 'INTERESTED' },
    ]);

    const subject = `Dana Client at Globex answered Interested about Candidate 1`;
    const [mail] = (await sink.waitFor((all) => all.some((m) => m.subject === subject))).filter(
      (m) => m.subject === subject,
    );
    expect(mail!.to).toEqual([recruiter.email]);
    expect(mail!.text).toContain('Dana Client at Globex answered Interested about Candidate 1 for Data Engineer.');
    expect(mail!.text).toContain(`https://careers.example.com/admin/candidates/${s.applications[0]!.id}`);

    const stageAfter = await t.orm.em
      .fork()
      .execute<{ stage_id: string }[]>('select stage_id from application where id = ?', [s.applications[0]!.id], 'all');
    expect(stageAfter).toEqual(stageBefore);

    const feedback = await t.gql<{ application: { clientFeedback: { answer: string; answerComment: string }[] } }>(
      'query ($id: ID!) { application(id: $id) { clientFeedback { answer answerComment answeredAt } } }',
      { id: s.applications[0]!.id },
      recruiter.token,
    );
    expect(feedback.data!.application.clientFeedback).toEqual([
      expect.objectContaining({ answer: 'INTERESTED', answerComment: 'Can she start in March?' }),
    ]);
  });
});

describe('the link stops at once', () => {
  async function expectGone(s: { token: string }, browser: Browser, entryId: string) {
    expect(errorOf(await pageOf(browser, s.token))).toEqual({
      code: 'NOT_FOUND',
      field: undefined,
      message: UNAVAILABLE,
    });
    expect(errorOf(await browser.gql(ANSWER, { token: s.token, entryId, answer: 'INTERESTED' })).message).toBe(
      UNAVAILABLE,
    );
    expect(errorOf(await browser.gql(REQUEST_CODE, { token: s.token })).message).toBe(UNAVAILABLE);
    const resume = await browser.get(`/shortlists/${s.token}/resumes/${entryId}`);
    expect(resume.status).toBe(404);
    expect(await resume.json()).toEqual({ message: UNAVAILABLE });
  }

  it('when it expires', async () => {
    const s = await sent();
    const { browser, page } = await verifiedBrowser(t, sink, s.token, s.contactEmail);
    await t.orm.em
      .fork()
      .execute(`update client_shortlist set expires_at = now() - interval '1 second' where id = ?`, [s.shortlistId]);
    await expectGone(s, browser, page.candidates[0]!.entryId);
  });

  it('when it is revoked', async () => {
    const s = await sent();
    const { browser, page } = await verifiedBrowser(t, sink, s.token, s.contactEmail);
    await t.gql(REVOKE, { id: s.shortlistId }, recruiter.token);
    await expectGone(s, browser, page.candidates[0]!.entryId);
  });

  it('when its sender’s account is disabled (revoked for good, audited) or loses the recruiter role', async () => {
    const sender = await t.userWithRole(Role.INTERNAL_RECRUITER);
    const s = await sent({}, 1, undefined, sender.token);
    const { browser, page } = await verifiedBrowser(t, sink, s.token, s.contactEmail);
    const disabled = await t.gql(
      'mutation ($id: ID!) { setUserDisabled(id: $id, disabled: true) { id disabled } }',
      { id: sender.user.id },
      admin,
    );
    expect(disabled.errors).toBeUndefined();
    await expectGone(s, browser, page.candidates[0]!.entryId);
    const [revoked] = (await auditOf(t, 'CLIENT_SHORTLIST_REVOKED')).filter((e) => e.subject_id === s.shortlistId);
    expect(revoked!.details).toMatchObject({ reason: 'sender-account-ended', jobId: s.jobId });
    // Enabling the account again does not bring the link back.
    await t.gql(
      'mutation ($id: ID!) { setUserDisabled(id: $id, disabled: false) { id } }',
      { id: sender.user.id },
      admin,
    );
    expect(errorOf(await pageOf(browser, s.token)).message).toBe(UNAVAILABLE);

    const demoted = await t.userWithRole(Role.INTERNAL_RECRUITER);
    const d = await sent({}, 1, undefined, demoted.token);
    const opened = await verifiedBrowser(t, sink, d.token, d.contactEmail);
    await t.gql('mutation ($id: ID!) { setUserRole(id: $id, role: USER) { id } }', { id: demoted.user.id }, admin);
    await expectGone(d, opened.browser, opened.page.candidates[0]!.entryId);
    expect((await auditOf(t, 'CLIENT_SHORTLIST_REVOKED')).filter((e) => e.subject_id === d.shortlistId)).toHaveLength(
      1,
    );
  });

  it('when its sender’s account ended without the revocation (checked on every request)', async () => {
    const sender = await t.userWithRole(Role.INTERNAL_RECRUITER);
    const s = await sent({}, 1, undefined, sender.token);
    const { browser, page } = await verifiedBrowser(t, sink, s.token, s.contactEmail);
    await t.orm.em.fork().execute('update users set disabled = true where id = ?', [sender.user.id]);
    await expectGone(s, browser, page.candidates[0]!.entryId);
  });
});

describe('GET /shortlists/:token/resumes/:entryId', () => {
  const watermark = (client: string) => `Shared with ${client} on ${new Date().toISOString().slice(0, 10)}`;

  it('needs the verified browser’s cookie, then serves the PDF inline with the watermark on it, audited', async () => {
    const s = await sent({}, 1, 'Initech Labs');
    const { browser, page } = await verifiedBrowser(t, sink, s.token, s.contactEmail);
    const path = page.candidates[0]!.resumeUrl!;

    const anonymous = await new Browser(t.url).get(path);
    expect(anonymous.status).toBe(403);
    expect((await anonymous.json()) as { message: string }).toEqual({
      message: 'Enter the code we e-mailed you before you go on.',
    });

    const response = await browser.get(path);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toMatch(/^inline; filename="Candidate-1-cv.pdf"/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    expect(response.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    const bytes = Buffer.from(await response.arrayBuffer());
    const outcome = await extractor.extract('pdf', bytes);
    expect('text' in outcome && outcome.text).toEqual(expect.stringContaining('Grace Hopper'));
    // On the page diagonally and in the footer.
    const text = 'text' in outcome ? outcome.text : '';
    expect(text.split(watermark('Initech Labs')).length - 1).toBe(2);

    const [viewed] = (await auditOf(t, 'CLIENT_SHORTLIST_RESUME_VIEWED')).filter((e) => e.subject_id === s.shortlistId);
    expect(viewed!.details).toEqual({ jobId: s.jobId, applicationId: s.applications[0]!.id });

    const unknown = await browser.get(`/shortlists/${s.token}/resumes/00000000-0000-4000-8000-000000000000`);
    expect(unknown.status).toBe(404);
  });

  it('answers 404 when the resume was not shared', async () => {
    const s = await sent({ shareResume: false }, 1);
    const { browser, page } = await verifiedBrowser(t, sink, s.token, s.contactEmail);
    const response = await browser.get(`/shortlists/${s.token}/resumes/${page.candidates[0]!.entryId}`);
    expect(response.status).toBe(404);
  });

  it('sets a DOCX resume’s text in a watermarked PDF', async () => {
    const s = await scene(t, recruiter.token, 0, 'Umbrella Corp');
    const person = await candidate(
      t,
      s.jobId,
      { fullName: 'Odile Fenwick' },
      {
        field: 'resume',
        bytes: docxBytes(['Odile Fenwick', 'Ten years of dendrochronology in the Jura']),
        name: 'odile.docx',
        type: DOCX_TYPE,
      },
    );
    await sendShortlist(t, recruiter.token, { ...s, applications: [person] });
    const token = await linkTokenFor(sink, s.contactEmail);
    const { browser, page } = await verifiedBrowser(t, sink, token, s.contactEmail);
    let response = await browser.get(page.candidates[0]!.resumeUrl!);
    // The text is read in the background moments after the application arrives.
    for (let waited = 0; response.status === 409 && waited < 20_000; waited += 100) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      response = await browser.get(page.candidates[0]!.resumeUrl!);
    }
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const outcome = await extractor.extract('pdf', Buffer.from(await response.arrayBuffer()));
    const text = 'text' in outcome ? outcome.text : '';
    expect(text).toContain('Ten years of dendrochronology in the Jura');
    expect(text).toContain(watermark('Umbrella Corp'));
  });

  it('answers 422 with a message for a PDF that cannot be read', async () => {
    const s = await scene(t, recruiter.token, 0);
    const person = await candidate(
      t,
      s.jobId,
      {},
      { field: 'resume', bytes: pdfBytes('Broken'), name: 'b.pdf', type: 'application/pdf' },
    );
    // The stored file damaged behind the server's back.
    const [{ resume_key: key }] = await t.orm.em
      .fork()
      .execute<{ resume_key: string }[]>('select resume_key from application where id = ?', [person.id], 'all');
    const { writeFile } = await import('node:fs/promises');
    const pathModule = await import('node:path');
    await writeFile(pathModule.join(t.server.deps.config.storageDir, key), '%PDF-1.4\nthis is no PDF at all');
    await sendShortlist(t, recruiter.token, { ...s, applications: [person] });
    const token = await linkTokenFor(sink, s.contactEmail);
    const { browser, page } = await verifiedBrowser(t, sink, token, s.contactEmail);
    const response = await browser.get(page.candidates[0]!.resumeUrl!);
    expect(response.status).toBe(422);
    expect(((await response.json()) as { message: string }).message).toMatch(/could not be prepared/);
  });
});
