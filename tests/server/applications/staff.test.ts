import { OutboxMessage } from '../../../server/src/mail/outbox-message.entity';
import { Application } from '../../../server/src/modules/applications/application.entity';
import { docxBytes, pdfBytes } from '../../helpers/files';
import { Role, startTestServer, type TestServer } from '../../helpers/test-server';

import {
  applicant,
  APPLICATION,
  APPLICATIONS,
  type ApplicationView,
  applyByForm,
  newJob,
  SEND_REJECTION,
  SET_STATUS,
} from './application-fixtures';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

let t: TestServer;
let recruiter: string;
let user: string;
let jobId: string;
let applicationId: string;
let email: string;
const resumeBytes = pdfBytes('Zoë Ångström');

beforeAll(async () => {
  t = await startTestServer();
  recruiter = (await t.userWithRole(Role.INTERNAL_RECRUITER)).token;
  user = (await t.userWithRole(Role.USER)).token;
  jobId = await newJob(t, recruiter, 'Talent Partner');
  const data = applicant({ fullName: 'Zoë Ångström' });
  email = data.email;
  const answer = await applyByForm(t, jobId, data, {
    field: 'resume',
    bytes: resumeBytes,
    name: '../../etc/passwd.pdf',
  });
  applicationId = String(answer.body.id);
});
afterAll(() => t.stop());

describe('who may work on applications', () => {
  it.each([
    [
      'GET /api/candidates/:jobId/applications',
      (token?: string) => t.rest('GET', `/api/candidates/${jobId}/applications`, { token }),
    ],
    [
      'GET /api/candidates/resumes/:id',
      (token?: string) => t.rest('GET', `/api/candidates/resumes/${applicationId}`, { token }),
    ],
    [
      'PUT /api/candidates/:id?status=Shortlisted',
      (token?: string) => t.rest('PUT', `/api/candidates/${applicationId}?status=Shortlisted`, { token }),
    ],
    [
      'POST /api/candidates/send-rejection-email',
      (token?: string) => t.rest('POST', '/api/candidates/send-rejection-email', { token, body: { email } }),
    ],
  ])('%s: 401 for anonymous, 403 for USER, 200 for INTERNAL_RECRUITER', async (_label, call) => {
    expect((await call()).status).toBe(401);
    expect((await call(user)).status).toBe(403);
    expect((await call(recruiter)).status).toBe(200);
  });

  it.each([
    ['applications', APPLICATIONS, () => ({ jobId })],
    ['application', APPLICATION, () => ({ id: applicationId })],
    ['setApplicationStatus', SET_STATUS, () => ({ id: applicationId, status: 'Shortlisted' })],
    ['sendRejectionEmail', SEND_REJECTION, () => ({ email })],
  ])(
    'GraphQL %s: UNAUTHENTICATED for anonymous, FORBIDDEN for USER, allowed for INTERNAL_RECRUITER',
    async (_name, query, vars) => {
      expect((await t.gql(query, vars())).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
      expect((await t.gql(query, vars(), user)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
      expect((await t.gql(query, vars(), recruiter)).errors).toBeUndefined();
    },
  );

  it('offers no path from a public job to its applicants', async () => {
    const introspected = await t.gql<{ __type: { fields: { name: string }[] } }>(
      '{ __type(name: "Job") { fields { name } } }',
    );
    expect(introspected.data?.__type.fields.map((f) => f.name)).not.toContain('applications');
  });
});

describe('listing applications', () => {
  it('lists a job’s applications newest first, each with its job and resumePath, alike in REST and GraphQL', async () => {
    const job = await newJob(t, recruiter, 'Listed role');
    const ids: string[] = [];
    for (const name of ['First', 'Second', 'Third']) {
      ids.push(String((await applyByForm(t, job, applicant({ fullName: name }))).body.id));
    }
    const rest = await t.rest<(ApplicationView & { jobId: string })[]>('GET', `/api/candidates/${job}/applications`, {
      token: recruiter,
    });
    expect(rest.status).toBe(200);
    expect(rest.body.map((a) => a.id)).toEqual([...ids].reverse());
    expect(rest.body[0]).toMatchObject({
      id: ids[2],
      jobId: job,
      job: { id: job, title: 'Listed role' },
      fullName: 'Third',
      status: null,
      resumePath: `/api/candidates/resumes/${ids[2]}`,
    });
    // Storage details stay inside the server: neither the key nor the stored file's name is listed.
    expect(Object.keys(rest.body[0])).not.toEqual(expect.arrayContaining(['resumeKey']));
    const stored = await t.orm.em.fork().find(Application, { id: { $in: ids } });
    expect(stored).toHaveLength(3);
    const listed = JSON.stringify(rest.body);
    for (const { resumeKey } of stored) {
      expect(resumeKey).toMatch(/^resumes\/.+\.pdf$/);
      expect(listed).not.toContain(resumeKey);
      expect(listed).not.toContain(resumeKey.slice('resumes/'.length));
    }

    const gql = await t.gql<{ applications: ApplicationView[] }>(APPLICATIONS, { jobId: job }, recruiter);
    expect(gql.data?.applications.map((a) => a.id)).toEqual(rest.body.map((a) => a.id));
    expect(gql.data?.applications[0]).toMatchObject({
      job: { id: job, title: 'Listed role' },
      resumePath: rest.body[0].resumePath,
    });
  });

  it('answers an empty list for a job nobody applied to, and keeps listing after the job is archived', async () => {
    const job = await newJob(t, recruiter, 'Quiet role');
    expect((await t.rest('GET', `/api/candidates/${job}/applications`, { token: recruiter })).body).toEqual([]);
    await applyByForm(t, job, applicant());
    await t.rest('DELETE', `/api/jobs/${job}`, { token: recruiter });
    expect(
      (await t.rest<unknown[]>('GET', `/api/candidates/${job}/applications`, { token: recruiter })).body,
    ).toHaveLength(1);
  });

  it.each([UNKNOWN_ID, 'not-a-uuid'])('answers 404 / NOT_FOUND for the job %s', async (id) => {
    expect((await t.rest('GET', `/api/candidates/${id}/applications`, { token: recruiter })).status).toBe(404);
    expect((await t.gql(APPLICATIONS, { jobId: id }, recruiter)).errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });

  it('reads one application by id, and NOT_FOUND for an unknown or malformed id', async () => {
    const answer = await t.gql<{ application: ApplicationView }>(APPLICATION, { id: applicationId }, recruiter);
    expect(answer.data?.application).toMatchObject({
      id: applicationId,
      email,
      fullName: 'Zoë Ångström',
      job: { id: jobId },
    });
    for (const id of [UNKNOWN_ID, 'nope']) {
      expect((await t.gql(APPLICATION, { id }, recruiter)).errors?.[0].extensions?.code).toBe('NOT_FOUND');
    }
  });
});

describe('setting the status', () => {
  it('sets Shortlisted through REST and Rejected through GraphQL, answering the updated application', async () => {
    const rest = await t.rest<ApplicationView>('PUT', `/api/candidates/${applicationId}?status=Shortlisted`, {
      token: recruiter,
    });
    expect(rest).toMatchObject({ status: 200, body: { id: applicationId, status: 'Shortlisted', job: { id: jobId } } });
    expect((await t.orm.em.fork().findOneOrFail(Application, { id: applicationId })).status).toBe('Shortlisted');

    const gql = await t.gql<{ setApplicationStatus: ApplicationView }>(
      SET_STATUS,
      { id: applicationId, status: 'Rejected' },
      recruiter,
    );
    expect(gql.data?.setApplicationStatus).toMatchObject({ id: applicationId, status: 'Rejected' });
    expect((await t.orm.em.fork().findOneOrFail(Application, { id: applicationId })).status).toBe('Rejected');
  });

  it.each([['?status=Hired'], ['?status=shortlisted'], ['?status='], [''], ['?status=Shortlisted&status=Rejected']])(
    'refuses %p with 400 naming status, changing nothing',
    async (query) => {
      const before = (await t.orm.em.fork().findOneOrFail(Application, { id: applicationId })).status;
      expect(await t.rest('PUT', `/api/candidates/${applicationId}${query}`, { token: recruiter })).toMatchObject({
        status: 400,
        body: { field: 'status' },
      });
      expect((await t.orm.em.fork().findOneOrFail(Application, { id: applicationId })).status).toBe(before);
    },
  );

  it('refuses an unknown status value through GraphQL', async () => {
    const answer = await t.gql(SET_STATUS, { id: applicationId, status: 'Hired' }, recruiter);
    expect(answer.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });

  it.each([UNKNOWN_ID, 'not-a-uuid'])('answers 404 / NOT_FOUND for the application %s', async (id) => {
    expect((await t.rest('PUT', `/api/candidates/${id}?status=Rejected`, { token: recruiter })).status).toBe(404);
    expect((await t.gql(SET_STATUS, { id, status: 'Rejected' }, recruiter)).errors?.[0].extensions?.code).toBe(
      'NOT_FOUND',
    );
  });
});

describe('the rejection e-mail', () => {
  const mailsTo = (address: string) =>
    t.orm.em.fork().find(OutboxMessage, { to: address }, { orderBy: { createdAt: 'desc', id: 'desc' } });

  it('queues the rejection to the applicant through REST, naming the job and the applicant', async () => {
    const before = (await mailsTo(email)).length;
    const answer = await t.rest('POST', '/api/candidates/send-rejection-email', {
      token: recruiter,
      body: { email: email.toUpperCase() },
    });
    expect(answer).toMatchObject({ status: 200, body: { message: expect.any(String) } });
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(before + 1);
    expect(mails[0].subject).toContain('Talent Partner');
    expect(mails[0].text).toContain('Dear Zoë Ångström');
  });

  it('queues it through GraphQL too, answering true', async () => {
    const before = (await mailsTo(email)).length;
    const answer = await t.gql<{ sendRejectionEmail: boolean }>(SEND_REJECTION, { email }, recruiter);
    expect(answer.data?.sendRejectionEmail).toBe(true);
    expect(await mailsTo(email)).toHaveLength(before + 1);
  });

  it('writes about the latest job the address applied for', async () => {
    const data = applicant();
    await applyByForm(t, jobId, data);
    const later = await newJob(t, recruiter, 'Later role');
    await applyByForm(t, later, data);
    await t.rest('POST', '/api/candidates/send-rejection-email', { token: recruiter, body: { email: data.email } });
    expect((await mailsTo(data.email))[0].subject).toContain('Later role');
  });

  it.each([
    ['a malformed address', { email: 'nope' }, 400],
    ['a missing address', {}, 400],
    ['an address that is not a string', { email: 42 }, 400],
    ['an address nobody applied with', { email: 'nobody@example.com' }, 404],
  ])('refuses %s, queuing nothing', async (_label, body, status) => {
    const before = await t.orm.em.fork().count(OutboxMessage, {});
    const answer = await t.rest('POST', '/api/candidates/send-rejection-email', { token: recruiter, body });
    expect(answer.status).toBe(status);
    if (status === 400) expect(answer.body).toMatchObject({ field: 'email' });
    expect(await t.orm.em.fork().count(OutboxMessage, {})).toBe(before);
  });

  it('answers BAD_USER_INPUT and NOT_FOUND through GraphQL alike', async () => {
    expect((await t.gql(SEND_REJECTION, { email: 'nope' }, recruiter)).errors?.[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'email',
    });
    expect((await t.gql(SEND_REJECTION, { email: 'nobody@example.com' }, recruiter)).errors?.[0].extensions?.code).toBe(
      'NOT_FOUND',
    );
  });
});

describe('downloading a resume', () => {
  const download = (id: string, token = recruiter) =>
    fetch(`${t.url}/api/candidates/resumes/${id}`, { headers: { authorization: `Bearer ${token}` } });

  it('streams the file as uploaded, with its type and a file name the server makes from the applicant’s name', async () => {
    const response = await download(applicationId);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cache-control')).toContain('no-store');
    // The sender's "../../etc/passwd.pdf" plays no part: ASCII fallback plus RFC 5987 UTF-8 name.
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="Zo_-_ngstr_m-resume.pdf"; filename*=UTF-8''Zo%C3%AB-%C3%85ngstr%C3%B6m-resume.pdf`,
    );
    expect(Buffer.from(await response.arrayBuffer()).equals(resumeBytes)).toBe(true);
  });

  it('serves a .docx with the Word content type and strips quotes and slashes from the name', async () => {
    const bytes = docxBytes();
    const answer = await applyByForm(t, jobId, applicant({ fullName: 'Robert "Bob" O/Neil' }), {
      field: 'resume',
      bytes,
      name: 'cv.docx',
    });
    const response = await download(String(answer.body.id));
    expect(response.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="Robert-Bob-ONeil-resume\.docx";/,
    );
    expect(Buffer.from(await response.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it.each([UNKNOWN_ID, 'not-a-uuid', '..%2F..%2Fetc%2Fpasswd'])('answers 404 for the application %s', async (id) => {
    const response = await download(id);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ message: expect.any(String) });
  });

  it('answers 404, not 500, when the stored file has gone missing', async () => {
    const answer = await applyByForm(t, jobId, applicant());
    const row = await t.orm.em.fork().findOneOrFail(Application, { id: String(answer.body.id) });
    await t.server.deps.storage.remove(row.resumeKey);
    expect((await download(row.id)).status).toBe(404);
  });
});
