import { randomUUID } from 'node:crypto';

import { OutboxMessage } from '../../../server/src/mail/outbox-message.entity';
import { Application } from '../../../server/src/modules/applications/application.entity';
import { Job } from '../../../server/src/modules/jobs/job.entity';
import { docBytes, docxBytes, pdfBytes, pngBytes, zipBytes } from '../../helpers/files';
import { Role, startTestServer, type TestServer } from '../../helpers/test-server';

import {
  applicant,
  applyByForm,
  BAD_FIELDS,
  countApplications,
  newJob,
  resumeFiles,
  SUCCESS_MESSAGE,
} from './application-fixtures';

const INVALID_RESUME = 'Please upload a valid resume file.';
const DUPLICATE = 'You have already applied for this job.';
const RESUME_MAX = 50 * 1024;

let t: TestServer;
let recruiter: string;
let jobId: string;

beforeAll(async () => {
  t = await startTestServer({ RESUME_MAX_BYTES: String(RESUME_MAX) });
  recruiter = (await t.userWithRole(Role.INTERNAL_RECRUITER)).token;
  jobId = await newJob(t, recruiter);
});
afterAll(() => t.stop());

describe('POST /api/candidates/:jobId', () => {
  it('stores the application and its resume, answers 200 with the message and id, and queues the confirmation e-mail', async () => {
    const data = applicant({ linkedIn: 'linkedin.com/in/grace', portfolio: 'https://grace.dev/work' });
    const before = await resumeFiles(t);
    const answer = await applyByForm(t, jobId, data);
    expect(answer).toMatchObject({ status: 200, body: { message: SUCCESS_MESSAGE, id: expect.any(String) } });

    const row = await t.orm.em.fork().findOneOrFail(Application, { id: String(answer.body.id) }, { populate: ['job'] });
    expect(row).toMatchObject({
      fullName: 'Grace Hopper',
      email: data.email,
      phone: '+1 555 0100',
      linkedIn: 'https://linkedin.com/in/grace',
      portfolio: 'https://grace.dev/work',
      coverLetter: 'I would love to join.',
      status: null,
      resumeKind: 'pdf',
    });
    expect(row.job.id).toBe(jobId);
    // Stored under a generated name, never the sender's.
    expect(row.resumeKey).toMatch(/^resumes\/[0-9a-f-]{36}\.pdf$/);
    expect(await resumeFiles(t)).toEqual([...before, row.resumeKey.slice('resumes/'.length)].sort());

    const mails = await t.orm.em.fork().find(OutboxMessage, { to: data.email });
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toContain('Talent Partner');
    expect(mails[0].text).toContain('Dear Grace Hopper');
  });

  it('refuses an e-mail with a NUL character as an invalid address, counting it before it is validated', async () => {
    const before = await resumeFiles(t);
    const answer = await applyByForm(t, jobId, { email: `nul\u0000-${randomUUID()}@example.com` });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ field: 'email' });
    expect(await resumeFiles(t)).toEqual(before);
  });

  it('trims the fields and keeps optional ones empty when left out', async () => {
    const data = { fullName: '  Ada Lovelace ', email: ` ada-${randomUUID()}@example.com `, phone: ' 0123 ' };
    const answer = await applyByForm(t, jobId, data);
    expect(answer.status).toBe(200);
    const row = await t.orm.em.fork().findOneOrFail(Application, { id: String(answer.body.id) });
    expect(row).toMatchObject({
      fullName: 'Ada Lovelace',
      email: data.email.trim(),
      phone: '0123',
      linkedIn: '',
      portfolio: '',
      coverLetter: '',
    });
  });

  it.each([
    ['a .docx package (name in capitals)', { field: 'resume', bytes: docxBytes(), name: 'CV.DOCX' }, 'docx'],
    ['a legacy .doc', { field: 'resume', bytes: docBytes(), name: 'cv.doc' }, 'doc'],
    [
      'a PDF exactly at the limit',
      {
        field: 'resume',
        bytes: Buffer.concat([pdfBytes(), Buffer.alloc(RESUME_MAX - pdfBytes().length)]),
        name: 'cv.pdf',
      },
      'pdf',
    ],
  ])('accepts %s', async (_label, file, kind) => {
    const answer = await applyByForm(t, jobId, applicant(), file);
    expect(answer.status).toBe(200);
    const row = await t.orm.em.fork().findOneOrFail(Application, { id: String(answer.body.id) });
    expect(row.resumeKind).toBe(kind);
  });

  it.each([
    ['a .txt file', { field: 'resume', bytes: Buffer.from('plain text'), name: 'cv.txt' }, 400, INVALID_RESUME],
    ['a file without extension', { field: 'resume', bytes: pdfBytes(), name: 'resume' }, 400, INVALID_RESUME],
    [
      'text named .pdf',
      { field: 'resume', bytes: Buffer.from('not a pdf at all'), name: 'cv.pdf' },
      400,
      INVALID_RESUME,
    ],
    ['a PNG named .doc', { field: 'resume', bytes: pngBytes(), name: 'cv.doc' }, 400, INVALID_RESUME],
    [
      'a ZIP that is no Word package named .docx',
      { field: 'resume', bytes: zipBytes({ 'a.txt': 'hi' }), name: 'cv.docx' },
      400,
      INVALID_RESUME,
    ],
    ['a PDF named .docx', { field: 'resume', bytes: pdfBytes(), name: 'cv.docx' }, 400, INVALID_RESUME],
    ['an empty file', { field: 'resume', bytes: Buffer.alloc(0), name: 'cv.pdf' }, 400, INVALID_RESUME],
    [
      'a PDF one byte over the limit',
      {
        field: 'resume',
        bytes: Buffer.concat([pdfBytes(), Buffer.alloc(RESUME_MAX + 1 - pdfBytes().length)]),
        name: 'big.pdf',
      },
      413,
      'resume is too large',
    ],
    [
      'a PDF far over the limit',
      { field: 'resume', bytes: Buffer.concat([pdfBytes(), Buffer.alloc(RESUME_MAX * 20)]), name: 'big.pdf' },
      413,
      'resume is too large',
    ],
    ['the file under another field name', { field: 'cv', bytes: pdfBytes(), name: 'cv.pdf' }, 400, INVALID_RESUME],
    ['no file at all', null, 400, INVALID_RESUME],
  ])('refuses %s naming resume, leaving no row and no file', async (_label, file, status, message) => {
    const data = applicant();
    const before = await resumeFiles(t);
    const answer = await applyByForm(t, jobId, data, file);
    expect(answer).toMatchObject({ status, body: { field: 'resume' } });
    expect(String(answer.body.message)).toContain(message);
    expect(await countApplications(t, { email: data.email })).toBe(0);
    expect(await resumeFiles(t)).toEqual(before);
  });

  it.each(BAD_FIELDS)('refuses %s naming %s, leaving no row and no file', async (_label, field, change) => {
    const [files, rows] = [await resumeFiles(t), await countApplications(t)];
    const answer = await applyByForm(t, jobId, applicant(change));
    expect(answer).toMatchObject({ status: 400, body: { field } });
    expect(await countApplications(t)).toBe(rows);
    expect(await resumeFiles(t)).toEqual(files);
  });

  it.each(['fullName', 'email', 'phone'])('refuses a form without %s, naming it', async (field) => {
    const data = applicant();
    delete data[field];
    const before = await resumeFiles(t);
    expect(await applyByForm(t, jobId, data)).toMatchObject({ status: 400, body: { field } });
    expect(await resumeFiles(t)).toEqual(before);
  });

  it('refuses a second application from the same e-mail in any case with 409, keeping one row and removing the new file', async () => {
    const data = applicant();
    expect((await applyByForm(t, jobId, data)).status).toBe(200);
    const before = await resumeFiles(t);
    const again = await applyByForm(t, jobId, { ...data, email: ` ${data.email.toUpperCase()} ` });
    expect(again).toMatchObject({ status: 409, body: { message: DUPLICATE, field: 'email' } });
    expect(await countApplications(t, { emailKey: data.email })).toBe(1);
    expect(await resumeFiles(t)).toEqual(before);
    expect(await t.orm.em.fork().count(OutboxMessage, { to: { $ilike: data.email } })).toBe(1);
  });

  it('lets the same e-mail apply for another job', async () => {
    const data = applicant();
    const other = await newJob(t, recruiter, 'Another role');
    expect((await applyByForm(t, jobId, data)).status).toBe(200);
    expect((await applyByForm(t, other, data)).status).toBe(200);
  });

  it('removes the stored file when the database refuses the row: a duplicate committed while the upload ran', async () => {
    const data = applicant();
    // An identical application sits in an open transaction: the server's duplicate check cannot
    // see it, so only the unique index can catch the second one, once this transaction commits.
    const holder = t.orm.em.fork();
    await holder.begin();
    try {
      holder.create(Application, {
        job: holder.getReference(Job, jobId),
        fullName: 'Earlier Tab',
        email: data.email,
        emailKey: data.email,
        phone: '1',
        resumeKey: `resumes/${randomUUID()}.pdf`,
        resumeKind: 'pdf',
      });
      await holder.flush();
      const before = await resumeFiles(t);
      const pending = applyByForm(t, jobId, data);
      await waitForALockWait(t);
      await holder.commit();
      const answer = await pending;
      expect(answer).toMatchObject({ status: 409, body: { message: DUPLICATE, field: 'email' } });
      expect(await resumeFiles(t)).toEqual(before);
      expect(await countApplications(t, { emailKey: data.email })).toBe(1);
      // The confirmation was queued in the same transaction, so it went with the refused row.
      expect(await t.orm.em.fork().count(OutboxMessage, { to: data.email })).toBe(0);
    } finally {
      if (holder.isInTransaction()) await holder.rollback();
    }
  });

  it('stores one row and one file when the same application arrives three times at once', async () => {
    const data = applicant();
    const before = await resumeFiles(t);
    const answers = await Promise.all([1, 2, 3].map(() => applyByForm(t, jobId, data)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    expect(await countApplications(t, { emailKey: data.email })).toBe(1);
    expect((await resumeFiles(t)).length).toBe(before.length + 1);
  });

  it('stores 50 concurrent applications, each row with its file', async () => {
    const job = await newJob(t, recruiter, 'Busy role');
    const before = await resumeFiles(t);
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => applyByForm(t, job, applicant({ email: `crowd-${i}@example.com` }))),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(50).fill(200));
    const rows = await t.orm.em.fork().find(Application, { job });
    expect(rows).toHaveLength(50);
    const after = await resumeFiles(t);
    expect(after.length).toBe(before.length + 50);
    expect(rows.every((row) => after.includes(row.resumeKey.slice('resumes/'.length)))).toBe(true);
    expect(await t.orm.em.fork().count(OutboxMessage, { to: { $like: 'crowd-%@example.com' } })).toBe(50);
  });

  it.each([
    ['an unknown job', () => '00000000-0000-4000-8000-000000000000'],
    ['a malformed job id', () => 'not-a-uuid'],
    [
      'an archived job',
      async () => {
        const archived = await newJob(t, recruiter, 'Closed role');
        expect((await t.rest('DELETE', `/api/jobs/${archived}`, { token: recruiter })).status).toBe(200);
        return archived;
      },
    ],
  ])('answers 404 for %s, leaving no row and no file', async (_label, job) => {
    const data = applicant();
    const target = await job();
    const before = await resumeFiles(t);
    expect((await applyByForm(t, target, data)).status).toBe(404);
    expect(await resumeFiles(t)).toEqual(before);
    expect(await countApplications(t, { email: data.email })).toBe(0);
  });

  it.each([
    ['a JSON body', { body: applicant() }],
    ['no body at all', {}],
    [
      'a broken multipart body',
      {
        raw: '--x\r\nContent-Disposition: form-data; name="fullName"\r\n\r\nGrace',
        headers: { 'content-type': 'multipart/form-data; boundary=x' },
      },
    ],
  ])('answers 400 for %s', async (_label, options) => {
    const before = await resumeFiles(t);
    expect((await t.rest('POST', `/api/candidates/${jobId}`, options)).status).toBe(400);
    expect(await resumeFiles(t)).toEqual(before);
  });
});

/** Waits until some session of this database waits for a lock (the server's insert, here). */
async function waitForALockWait(server: TestServer): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const [{ waiting }] = await server.orm.em
      .fork()
      .getConnection()
      .execute<{ waiting: number }[]>(
        `select count(*)::int as waiting from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
      );
    if (waiting > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('The server never waited for the open transaction.');
}
