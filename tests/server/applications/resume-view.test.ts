import { AuditAction } from '../../../server/src/modules/audit/audit-action';
import { AuditEntry } from '../../../server/src/modules/audit/audit-entry.entity';
import { docxBytes, pdfBytes } from '../../helpers/files';
import { Role, startTestServer, type TestServer } from '../../helpers/test-server';

import { applicant, applyByForm, newJob } from './application-fixtures';
import { historyKinds } from './pipeline-fixtures';

let t: TestServer;
let recruiter: string;
let pdfId: string;
let docxId: string;
const pdf = pdfBytes('Inline Reader');

beforeAll(async () => {
  t = await startTestServer();
  recruiter = (await t.userWithRole(Role.INTERNAL_RECRUITER)).token;
  const jobId = await newJob(t, recruiter, 'Archivist');
  pdfId = String((await applyByForm(t, jobId, applicant(), { field: 'resume', bytes: pdf, name: 'cv.pdf' })).body.id);
  const docx = { field: 'resume', bytes: docxBytes(), name: 'cv.docx' };
  docxId = String((await applyByForm(t, jobId, applicant(), docx)).body.id);
});
afterAll(() => t.stop());

const resume = (id: string, query = '') =>
  fetch(`${t.url}/api/candidates/resumes/${id}${query}`, { headers: { authorization: `Bearer ${recruiter}` } });

/** How many audit entries say this application's resume was read (every read is one). */
const resumeAudits = (id: string) =>
  t.orm.em.fork().count(AuditEntry, { action: AuditAction.RESUME_DOWNLOADED, subjectId: id });

describe('reading a resume in the browser', () => {
  it('serves a PDF inline with ?disposition=inline under the site’s strict CSP, and records it as viewed', async () => {
    const response = await resume(pdfId, '?disposition=inline');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toMatch(/^inline; filename=".*-resume\.pdf"/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(Buffer.from(await response.arrayBuffer())).toEqual(pdf);
    expect((await historyKinds(t, recruiter, pdfId))[0]).toBe('RESUME_VIEWED');
  });

  it('serves a PDF seen earlier in the same visit (?seen=visit) and audits it, with no second “Resume viewed”', async () => {
    const first = await resume(pdfId, '?disposition=inline');
    await first.arrayBuffer();
    const before = await historyKinds(t, recruiter, pdfId);
    expect(before[0]).toBe('RESUME_VIEWED');
    const audited = await resumeAudits(pdfId);

    const again = await resume(pdfId, '?disposition=inline&seen=visit');
    expect(again.status).toBe(200);
    expect(again.headers.get('content-disposition')).toMatch(/^inline; /);
    expect(Buffer.from(await again.arrayBuffer())).toEqual(pdf);
    expect(await historyKinds(t, recruiter, pdfId)).toEqual(before);
    expect(await resumeAudits(pdfId)).toBe(audited + 1);

    // A new visit (no seen=visit) is a line again.
    await (await resume(pdfId, '?disposition=inline')).arrayBuffer();
    expect(await historyKinds(t, recruiter, pdfId)).toEqual(['RESUME_VIEWED', ...before]);
  });

  it('refuses another value of seen with 400 naming it', async () => {
    const response = await resume(pdfId, '?disposition=inline&seen=always');
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message: 'seen must be visit.' });
  });

  it('still downloads a PDF by default, recorded as downloaded', async () => {
    const response = await resume(pdfId);
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; /);
    await response.arrayBuffer();
    expect((await historyKinds(t, recruiter, pdfId))[0]).toBe('RESUME_DOWNLOADED');
  });

  it('always offers a Word resume as a download, even when asked inline', async () => {
    const response = await resume(docxId, '?disposition=inline');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename=".*-resume\.docx"/);
    await response.arrayBuffer();
    expect((await historyKinds(t, recruiter, docxId))[0]).toBe('RESUME_DOWNLOADED');
  });

  it('names each resume’s file type, so the candidate page knows which one it may show inline', async () => {
    const query = 'query ($id: ID!) { candidate(id: $id) { id resumeType } }';
    const types = await Promise.all(
      [pdfId, docxId].map(
        async (id) => (await t.gql<{ candidate: { resumeType: string } }>(query, { id }, recruiter)).data,
      ),
    );
    expect(types.map((data) => data?.candidate.resumeType)).toEqual(['PDF', 'DOCX']);
  });

  it('refuses another disposition with 400 naming it, and records nothing', async () => {
    const before = await historyKinds(t, recruiter, docxId);
    const response = await resume(docxId, '?disposition=preview');
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message: 'disposition must be inline or attachment.' });
    expect(await historyKinds(t, recruiter, docxId)).toEqual(before);
  });
});
