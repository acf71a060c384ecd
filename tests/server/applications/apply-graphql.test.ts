import { OutboxMessage } from '../../../server/src/mail/outbox-message.entity';
import { Application } from '../../../server/src/modules/applications/application.entity';
import { docxBytes, pdfBytes } from '../../helpers/files';
import { FORM_CONSENT } from '../../helpers/form-consent';
import { Role, startTestServer, type TestServer } from '../../helpers/test-server';
import { gqlUpload, type UploadFile } from '../../helpers/uploads';

import {
  applicant,
  APPLY,
  BAD_FIELDS,
  countApplications,
  newJob,
  PDF_RESUME,
  resumeFiles,
  SUCCESS_MESSAGE,
} from './application-fixtures';

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

/** applyForJob as a GraphQL multipart request with the resume mapped to variables.resume. */
function apply(
  input: Record<string, string>,
  file: UploadFile | null = PDF_RESUME,
  options: { job?: string; preflight?: boolean } = {},
) {
  return gqlUpload(
    t.url,
    APPLY,
    { jobId: options.job ?? jobId, input: { ...FORM_CONSENT, ...input }, resume: null },
    'variables.resume',
    file ?? undefined,
    {
      preflight: options.preflight,
    },
  );
}

describe('applyForJob (GraphQL multipart request)', () => {
  it('stores the application and its resume, answers the receipt, and queues the confirmation e-mail', async () => {
    const data = applicant();
    const before = await resumeFiles(t);
    const answer = await apply(data, { bytes: docxBytes(), name: 'Grace Hopper CV.docx' });
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.applyForJob).toEqual({ id: expect.any(String), message: SUCCESS_MESSAGE });
    const row = await t.orm.em.fork().findOneOrFail(Application, { email: data.email });
    expect(row).toMatchObject({ id: (answer.data?.applyForJob as { id: string }).id, resumeKind: 'docx' });
    expect(await resumeFiles(t)).toEqual([...before, row.resumeKey.slice('resumes/'.length)].sort());
    expect(await t.orm.em.fork().count(OutboxMessage, { to: data.email })).toBe(1);
  });

  it('is refused by CSRF prevention without the Apollo-Require-Preflight header, storing nothing', async () => {
    const data = applicant();
    const before = await resumeFiles(t);
    const answer = await apply(data, PDF_RESUME, { preflight: false });
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.errors).toLowerCase()).toContain('apollo-require-preflight');
    expect(await countApplications(t, { email: data.email })).toBe(0);
    expect(await resumeFiles(t)).toEqual(before);
  });

  it.each([
    [
      'a wrong extension',
      { bytes: pdfBytes(), name: 'cv.exe' },
      'BAD_USER_INPUT',
      'Please upload a valid resume file.',
    ],
    [
      'the right extension but other content',
      { bytes: Buffer.from('not a pdf'), name: 'cv.pdf' },
      'BAD_USER_INPUT',
      'Please upload a valid resume file.',
    ],
    [
      'an empty file',
      { bytes: Buffer.alloc(0), name: 'cv.pdf' },
      'BAD_USER_INPUT',
      'Please upload a valid resume file.',
    ],
    [
      'a size over the limit',
      { bytes: Buffer.concat([pdfBytes(), Buffer.alloc(RESUME_MAX)]), name: 'cv.pdf' },
      'PAYLOAD_TOO_LARGE',
      'resume is too large',
    ],
  ])('refuses a resume with %s, naming resume, leaving no row and no file', async (_label, file, code, message) => {
    const data = applicant();
    const before = await resumeFiles(t);
    const answer = await apply(data, file);
    expect(answer.errors?.[0]).toMatchObject({
      message: expect.stringContaining(message),
      extensions: { code, field: 'resume' },
    });
    expect(await countApplications(t, { email: data.email })).toBe(0);
    expect(await resumeFiles(t)).toEqual(before);
  });

  it('refuses a request whose map names a file part that never comes, naming resume', async () => {
    const data = applicant();
    const form = new FormData();
    form.set(
      'operations',
      JSON.stringify({ query: APPLY, variables: { jobId, input: { ...FORM_CONSENT, ...data }, resume: null } }),
    );
    form.set('map', JSON.stringify({ '0': ['variables.resume'] }));
    const response = await fetch(`${t.url}/graphql`, {
      method: 'POST',
      body: form,
      headers: { 'Apollo-Require-Preflight': 'true' },
    });
    const answer = (await response.json()) as { errors?: { extensions?: Record<string, unknown> }[] };
    expect(answer.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'resume' });
    expect(await countApplications(t, { email: data.email })).toBe(0);
  });

  it('refuses a request without any resume as a null Upload! variable', async () => {
    const data = applicant();
    const answer = await apply(data, null);
    expect(answer.status).toBe(400);
    expect(answer.errors?.[0]).toMatchObject({
      message: expect.stringContaining('$resume'),
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(await countApplications(t, { email: data.email })).toBe(0);
  });

  it.each(BAD_FIELDS)('refuses %s naming input.%s before storing the file', async (_label, field, change) => {
    const [files, rows] = [await resumeFiles(t), await countApplications(t)];
    const answer = await apply(applicant(change));
    expect(answer.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field });
    expect(await countApplications(t)).toBe(rows);
    expect(await resumeFiles(t)).toEqual(files);
  });

  it('answers CONFLICT for a second application from the same e-mail, removing the new file', async () => {
    const data = applicant();
    expect((await apply(data)).errors).toBeUndefined();
    const before = await resumeFiles(t);
    const again = await apply({ ...data, email: data.email.toUpperCase() });
    expect(again.errors?.[0]).toMatchObject({
      message: 'You have already applied for this job.',
      extensions: { code: 'CONFLICT', field: 'email' },
    });
    expect(await resumeFiles(t)).toEqual(before);
  });

  it.each([
    ['an unknown job', () => Promise.resolve('00000000-0000-4000-8000-000000000000')],
    ['a malformed job id', () => Promise.resolve('42')],
    [
      'an archived job',
      async () => {
        const archived = await newJob(t, recruiter, 'Closed role');
        await t.rest('DELETE', `/api/jobs/${archived}`, { token: recruiter });
        return archived;
      },
    ],
  ])('answers NOT_FOUND for %s, leaving no row and no file', async (_label, job) => {
    const data = applicant();
    const target = await job();
    const before = await resumeFiles(t);
    const answer = await apply(data, PDF_RESUME, { job: target });
    expect(answer.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect(await resumeFiles(t)).toEqual(before);
    expect(await countApplications(t, { email: data.email })).toBe(0);
  });

  it('stores concurrent GraphQL applications, each with its file', async () => {
    const job = await newJob(t, recruiter, 'Busy role');
    const before = await resumeFiles(t);
    const answers = await Promise.all(Array.from({ length: 20 }, () => apply(applicant(), PDF_RESUME, { job })));
    expect(answers.filter((a) => a.errors)).toEqual([]);
    expect(await countApplications(t, { job })).toBe(20);
    expect((await resumeFiles(t)).length).toBe(before.length + 20);
  });

  it('keeps the resume field out of reach of ordinary JSON requests (an Upload needs multipart)', async () => {
    const data = applicant();
    const answer = await t.gql(APPLY, { jobId, input: data, resume: 'cv.pdf' });
    expect(answer.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(await countApplications(t, { email: data.email })).toBe(0);
  });
});
