import { setTimeout as sleep } from 'node:timers/promises';

import { ResumeTextService } from '../../../server/src/modules/applications/resume-text.service';
import { ResumeTextExtractor } from '../../../server/src/modules/applications/resume-text-extractor';
import { Role } from '../../../server/src/modules/users/role';
import { docBytes, docxBytes, pdfBytes } from '../../helpers/files';
import { startTestServer, type TestServer } from '../../helpers/test-server';
import { unzip } from '../people/people-fixtures';

import { applicant, applyByForm, newJob } from './application-fixtures';

const SEARCH = `query ($search: String) {
  candidates(search: $search, first: 10) {
    totalCount
    edges { node { id fullName } resumeSnippet { text matched } }
  }
}`;

interface Found {
  candidates: {
    totalCount: number;
    edges: { node: { id: string; fullName: string }; resumeSnippet: { text: string; matched: boolean }[] | null }[];
  };
}

interface TextRow {
  state: string;
  reason: string | null;
  text: string | null;
  attempts: number;
}

let t: TestServer;
let recruiter: string;
let admin: string;
let jobId: string;

beforeAll(async () => {
  t = await startTestServer({ MAIL_POLL_MS: '3600000', RESUME_TEXT_POLL_SECONDS: '60' });
  recruiter = (await t.userWithRole(Role.INTERNAL_RECRUITER)).token;
  admin = (await t.userWithRole(Role.ADMIN)).token;
  jobId = await newJob(t, recruiter, 'Field Scientist');
});
afterAll(() => t.stop());

async function textRow(applicationId: string): Promise<TextRow | undefined> {
  const [row] = await t.orm.em
    .fork()
    .execute<TextRow[]>(
      'select state, reason, text, attempts from application_resume_text where application_id = ?',
      [applicationId],
      'all',
    );
  return row;
}

/** Waits (up to 20 s) until the background reading has dealt with the application's resume. */
async function readResume(applicationId: string): Promise<TextRow> {
  for (let waited = 0; waited < 20_000; waited += 50) {
    const row = await textRow(applicationId);
    if (row && row.state !== 'pending') return row;
    await sleep(50);
  }
  throw new Error(
    `The resume of ${applicationId} was not read within 20 s: ${JSON.stringify(await textRow(applicationId))}`,
  );
}

async function apply(name: string, file: { bytes: Buffer; name: string; type: string }): Promise<string> {
  const answer = await applyByForm(t, jobId, applicant({ fullName: name }), { field: 'resume', ...file });
  if (answer.status !== 200 || typeof answer.body.id !== 'string')
    throw new Error(`Could not apply: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.id;
}

async function search(term: string): Promise<Found['candidates']> {
  const answer = await t.gql<Found>(SEARCH, { search: term }, recruiter);
  expect(answer.errors).toBeUndefined();
  return answer.data!.candidates;
}

const PDF = 'application/pdf';
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

describe('the text of resumes', () => {
  it('is read from a PDF in the background, and the search finds its words with a snippet that marks them', async () => {
    const id = await apply('Marta Quist', {
      bytes: pdfBytes('Seasoned limnologist surveying alpine lakes'),
      name: 'marta.pdf',
      type: PDF,
    });
    expect(await readResume(id)).toEqual({
      state: 'extracted',
      reason: null,
      text: 'Seasoned limnologist surveying alpine lakes',
      attempts: 1,
    });

    // A word in another form ("limnologists"), as the only match: neither the name, the e-mail,
    // the phone nor the job title holds it.
    const found = await search('limnologists');
    expect(found.totalCount).toBe(1);
    expect(found.edges).toEqual([
      {
        node: { id, fullName: 'Marta Quist' },
        resumeSnippet: [
          { text: 'Seasoned ', matched: false },
          { text: 'limnologist', matched: true },
          { text: ' surveying alpine lakes', matched: false },
        ],
      },
    ]);
    // The filters hold for resume matches too (count and page).
    const shortlisted = await t.gql<Found>(
      `query ($search: String) { candidates(search: $search, decision: SHORTLISTED) { totalCount edges { node { id } } } }`,
      { search: 'limnologists' },
      recruiter,
    );
    expect(shortlisted.data?.candidates).toEqual({ totalCount: 0, edges: [] });
    // A quoted phrase matches the words in that order only.
    expect((await search('"alpine lakes"')).edges.map((edge) => edge.node.id)).toEqual([id]);
    expect((await search('"lakes alpine"')).edges).toEqual([]);
    // Several words: all of them.
    expect((await search('limnologist alpine')).edges.map((edge) => edge.node.id)).toEqual([id]);
    expect((await search('limnologist glacier')).edges).toEqual([]);
  });

  it('is read from a DOCX; a match on the name alone has no snippet', async () => {
    const id = await apply('Odile Fenwick', {
      bytes: docxBytes(['Odile Fenwick', 'Ten years of dendrochronology in the Jura']),
      name: 'odile.docx',
      type: DOCX,
    });
    expect(await readResume(id)).toMatchObject({
      state: 'extracted',
      text: 'Odile Fenwick\n\nTen years of dendrochronology in the Jura',
    });
    const byWord = await search('dendrochronology');
    expect(byWord.edges).toEqual([
      {
        node: { id, fullName: 'Odile Fenwick' },
        resumeSnippet: expect.arrayContaining([{ text: 'dendrochronology', matched: true }]),
      },
    ]);
    // "fenwi" is part of the name (a substring match), not a word of the resume.
    expect((await search('fenwi')).edges).toEqual([{ node: { id, fullName: 'Odile Fenwick' }, resumeSnippet: null }]);
  });

  it('shows the passage where a word is, however far into a long resume, and words whose stem is no prefix of them', async () => {
    const filler = Array.from({ length: 60 }, (_, n) => `Paragraph ${n} about routine filing and ordinary meetings.`);
    const id = await apply('Saga Long', {
      bytes: docxBytes([...filler, 'Speaks fluent Icelandic and a happy bit of Faroese']),
      name: 'saga.docx',
      type: DOCX,
    });
    await readResume(id);

    const [far] = (await search('icelandic')).edges;
    expect(far!.node.id).toBe(id);
    const text = far!.resumeSnippet!.map((part) => part.text).join('');
    expect(text).toContain('Speaks fluent Icelandic');
    expect(text).not.toContain('Paragraph 0 ');
    expect(far!.resumeSnippet!.filter((part) => part.matched)).toEqual([{ text: 'Icelandic', matched: true }]);

    // "happiness" and "happy" share the stem "happi", which no word of the text starts with as
    // typed: the whole text is searched for the passage.
    const [stemmed] = (await search('happiness')).edges;
    expect(stemmed!.node.id).toBe(id);
    expect(stemmed!.resumeSnippet!.filter((part) => part.matched)).toEqual([{ text: 'happy', matched: true }]);
  });

  it('is "not available" for a legacy .doc and for a file that cannot be read as its kind', async () => {
    const legacy = await apply('Pim Doc', { bytes: docBytes(), name: 'pim.doc', type: 'application/msword' });
    const broken = await apply('Rae Broken', {
      bytes: Buffer.from('%PDF-1.7\nnothing a reader can use'),
      name: 'rae.pdf',
      type: PDF,
    });
    expect(await readResume(legacy)).toMatchObject({ state: 'unavailable', reason: 'legacy_doc', text: null });
    expect(await readResume(broken)).toMatchObject({ state: 'unavailable', reason: 'unreadable', text: null });
  });

  it('is in the person’s export, and goes with the application when the person is erased', async () => {
    const email = `erase-text-${Date.now()}@example.com`;
    const answer = await applyByForm(t, jobId, applicant({ fullName: 'Ivo Erase', email }), {
      field: 'resume',
      bytes: pdfBytes('Certified speleologist and cave mapper'),
      name: 'ivo.pdf',
      type: PDF,
    });
    const id = String(answer.body.id);
    await readResume(id);
    expect((await search('speleologist')).edges.map((edge) => edge.node.id)).toEqual([id]);
    const exported = await fetch(`${t.url}/api/people/export?email=${encodeURIComponent(email)}`, {
      headers: { authorization: `Bearer ${admin}` },
    });
    const entries = await unzip(Buffer.from(await exported.arrayBuffer()));
    const records = JSON.parse(entries.get('records.json')!.toString('utf8')) as {
      applications: { id: string; resumeText: string | null }[];
    };
    expect(records.applications).toEqual([
      expect.objectContaining({ id, resumeText: 'Certified speleologist and cave mapper' }),
    ]);

    const erased = await t.gql<{ erasePerson: { applications: number; resumeTexts: number } }>(
      `mutation ($email: String!) { erasePerson(email: $email) { applications resumeTexts } }`,
      { email },
      admin,
    );
    expect(erased.data?.erasePerson).toEqual({ applications: 1, resumeTexts: 1 });
    expect(await textRow(id)).toBeUndefined();
    expect((await search('speleologist')).edges).toEqual([]);
  });
});

describe('the backfill of resumes stored before their text was read (a process that reads none itself)', () => {
  let main: TestServer;
  beforeAll(async () => {
    main = t;
    // RESUME_TEXT_POLL_SECONDS=0: this server's own loop never takes the queue these tests read.
    t = await startTestServer({ MAIL_POLL_MS: '3600000', RESUME_TEXT_POLL_SECONDS: '0' });
    jobId = await newJob(t, (await t.userWithRole(Role.INTERNAL_RECRUITER)).token, 'Field Scientist');
  });
  afterAll(async () => {
    await t.stop();
    t = main;
  });

  it('reads the queue newest first, one resume per call, and goes on where it stopped after an interruption', async () => {
    const older = await apply('Una Older', { bytes: pdfBytes('Orchard keeper'), name: 'una.pdf', type: PDF });
    const newer = await apply('Vic Newer', { bytes: pdfBytes('Beekeeper'), name: 'vic.pdf', type: PDF });
    // Queued by the trigger as each was stored, and left there.
    expect(await textRow(older)).toMatchObject({ state: 'pending', text: null, attempts: 0 });
    // As the migration leaves resumes stored before it: queued as of their arrival.
    await t.orm.em
      .fork()
      .execute(
        `update application_resume_text set queued_at = now() - (case when application_id = ? then interval '2 days' else interval '1 day' end) ` +
          `where application_id in (?, ?)`,
        [older, older, newer],
      );
    const extractor = new ResumeTextExtractor();
    const service = () => new ResumeTextService(t.orm.em.fork(), t.server.deps.storage, t.server.deps.logger);
    try {
      // One call reads the newest pending resume only; the process may stop after it.
      expect(await service().extractNext(extractor)).toBe(true);
      expect(await textRow(newer)).toMatchObject({ state: 'extracted', text: 'Beekeeper' });
      expect(await textRow(older)).toMatchObject({ state: 'pending', text: null });
      // A later run (a new service, as after a restart) takes the rest, then finds nothing.
      expect(await service().extractNext(extractor)).toBe(true);
      expect(await textRow(older)).toMatchObject({ state: 'extracted', text: 'Orchard keeper' });
      expect(await service().extractNext(extractor)).toBe(false);
    } finally {
      await extractor.close();
    }
  });

  it('takes again a resume whose reader stopped mid-way once the claim runs out, and gives up after 3 attempts', async () => {
    const id = await apply('Wes Retry', { bytes: pdfBytes('Glassblower'), name: 'wes.pdf', type: PDF });
    const em = () => t.orm.em.fork();
    // Claimed by a process that stopped: held until the claim runs out.
    await em().execute(
      `update application_resume_text set attempts = 1, claimed_until = now() + interval '1 minute' where application_id = ?`,
      [id],
    );
    const extractor = new ResumeTextExtractor();
    const service = () => new ResumeTextService(t.orm.em.fork(), t.server.deps.storage, t.server.deps.logger);
    try {
      expect(await service().extractNext(extractor)).toBe(false);
      await em().execute(
        `update application_resume_text set claimed_until = now() - interval '1 second' where application_id = ?`,
        [id],
      );
      expect(await service().extractNext(extractor)).toBe(true);
      expect(await textRow(id)).toMatchObject({ state: 'extracted', text: 'Glassblower', attempts: 2 });

      await em().execute(
        `update application_resume_text set state = 'pending', text = null, attempts = 3, claimed_until = null where application_id = ?`,
        [id],
      );
      expect(await service().extractNext(extractor)).toBe(true);
      expect(await textRow(id)).toMatchObject({ state: 'unavailable', reason: 'failed', text: null, attempts: 4 });
    } finally {
      await extractor.close();
    }
  });

  it('gives a resume whose file is missing from storage up at once, saying so in one log line', async () => {
    const id = await apply('Xan Missing', { bytes: pdfBytes('Wheelwright'), name: 'xan.pdf', type: PDF });
    const [{ resume_key: key }] = await t.orm.em
      .fork()
      .execute<{ resume_key: string }[]>('select resume_key from application where id = ?', [id]);
    await t.server.deps.storage.remove(key);
    const lines: { level: string; message: string; details?: Record<string, unknown> }[] = [];
    const logger = {
      info: (message: string, details?: Record<string, unknown>) => lines.push({ level: 'info', message, details }),
      error: (message: string, details?: Record<string, unknown>) => lines.push({ level: 'error', message, details }),
    };
    const extractor = new ResumeTextExtractor();
    try {
      expect(await new ResumeTextService(t.orm.em.fork(), t.server.deps.storage, logger).extractNext(extractor)).toBe(
        true,
      );
    } finally {
      await extractor.close();
    }
    expect(await textRow(id)).toMatchObject({ state: 'unavailable', reason: 'failed', text: null, attempts: 1 });
    expect(lines).toEqual([
      {
        level: 'error',
        message: 'A resume’s file is missing from storage; its text will not be read',
        details: { applicationId: id },
      },
    ]);
  });
});
