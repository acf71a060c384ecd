import { readdir } from 'node:fs/promises';
import path from 'node:path';

import { Application } from '../../../server/src/modules/applications/application.entity';
import { pdfBytes } from '../../helpers/files';
import type { TestServer } from '../../helpers/test-server';
import { postForm, type UploadFile } from '../../helpers/uploads';

export const APPLICATION_FIELDS =
  'id fullName email phone linkedIn portfolio coverLetter status resumePath createdAt job { id title }';

export const APPLY = `mutation ApplicationCreate($jobId: ID!, $input: ApplicationInput!, $resume: Upload!) {
  applyForJob(jobId: $jobId, input: $input, resume: $resume) { id message }
}`;
export const APPLICATIONS = `query Applications($jobId: ID!) { applications(jobId: $jobId) { ${APPLICATION_FIELDS} } }`;
export const APPLICATION = `query Application($id: ID!) { application(id: $id) { ${APPLICATION_FIELDS} } }`;
export const SET_STATUS = `mutation ApplicationSetStatus($id: ID!, $status: ApplicationStatus!) {
  setApplicationStatus(id: $id, status: $status) { ${APPLICATION_FIELDS} }
}`;
export const SEND_REJECTION = `mutation RejectionEmailSend($email: String!) { sendRejectionEmail(email: $email) }`;

export interface ApplicationView {
  id: string;
  fullName: string;
  email: string;
  phone: string;
  linkedIn: string;
  portfolio: string;
  coverLetter: string;
  status: 'Shortlisted' | 'Rejected' | null;
  resumePath: string;
  createdAt: string;
  job: { id: string; title: string };
}

export const SUCCESS_MESSAGE = 'Your application has been submitted successfully!';

let seq = 0;
/** A complete, valid set of applicant fields with a fresh e-mail address. */
export function applicant(overrides: Record<string, string> = {}): Record<string, string> {
  seq += 1;
  return {
    fullName: 'Grace Hopper',
    email: `grace-${seq}-${Date.now()}@example.com`,
    phone: '+1 555 0100',
    linkedIn: 'https://www.linkedin.com/in/grace',
    portfolio: '',
    coverLetter: 'I would love to join.',
    ...overrides,
  };
}

export const PDF_RESUME: UploadFile & { field: string } = {
  field: 'resume',
  bytes: pdfBytes('Grace Hopper'),
  name: 'grace.pdf',
  type: 'application/pdf',
};

/** Applicant fields each rule refuses, with the field the answer must name (REST and GraphQL alike). */
export const BAD_FIELDS: [label: string, field: string, change: Record<string, string>][] = [
  ['a blank full name', 'fullName', { fullName: '   ' }],
  ['a full name over 200 characters', 'fullName', { fullName: 'x'.repeat(201) }],
  ['a malformed e-mail', 'email', { email: 'not-an-email' }],
  [
    'an e-mail over 254 characters',
    'email',
    { email: `${'x'.repeat(64)}@${['c', 'd', 'e', 'f'].map((c) => c.repeat(60)).join('.')}.com` },
  ],
  ['a blank phone', 'phone', { phone: ' ' }],
  ['a phone over 40 characters', 'phone', { phone: '1'.repeat(41) }],
  ['a javascript: LinkedIn address', 'linkedIn', { linkedIn: 'javascript:alert(1)' }],
  [
    'a LinkedIn address over 500 characters',
    'linkedIn',
    { linkedIn: `https://www.linkedin.com/in/${'x'.repeat(480)}` },
  ],
  ['a portfolio that is no web address', 'portfolio', { portfolio: 'my portfolio' }],
  [
    'a portfolio over 500 characters once https:// is added',
    'portfolio',
    { portfolio: `example.com/${'x'.repeat(490)}` },
  ],
  ['a cover letter over 10,000 characters', 'coverLetter', { coverLetter: 'x'.repeat(10_001) }],
];

/** Creates a job through the REST API as staff and answers its id. */
export async function newJob(t: TestServer, token: string, title = 'Talent Partner'): Promise<string> {
  const answer = await t.rest<{ id: string }>('POST', '/api/jobs', { token, body: { title, location: 'Berlin' } });
  if (answer.status !== 201 && answer.status !== 200) throw new Error(`Could not create a job: ${answer.status}`);
  return answer.body.id;
}

/** Applies through REST with a PDF resume, the given file, or (null) no file at all. */
export function applyByForm(
  t: TestServer,
  jobId: string,
  fields: Record<string, string>,
  file: (UploadFile & { field: string }) | null = PDF_RESUME,
) {
  return postForm(`${t.url}/api/candidates/${jobId}`, fields, file ?? undefined);
}

/** Every entry of the resumes folder, half-written `.part` files included. */
export async function resumeFiles(t: TestServer): Promise<string[]> {
  const folder = path.join(t.server.deps.config.storageDir, 'resumes');
  return (await readdir(folder).catch(() => [] as string[])).sort();
}

export function countApplications(t: TestServer, where: Record<string, unknown> = {}): Promise<number> {
  return t.orm.em.fork().count(Application, where);
}
