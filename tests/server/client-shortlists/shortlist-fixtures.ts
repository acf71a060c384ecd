import { Application } from '../../../server/src/modules/applications/application.entity';
import { Client } from '../../../server/src/modules/clients/client.entity';
import { ClientContact } from '../../../server/src/modules/clients/client-contact.entity';
import type { SmtpSink } from '../../helpers/smtp-sink';
import type { GraphQLAnswer, TestServer } from '../../helpers/test-server';
import type { UploadFile } from '../../helpers/uploads';
import { applicant, applyByForm, newJob, PDF_RESUME } from '../applications/application-fixtures';
import { insertClient } from '../clients/client-fixtures';

export const SHORTLIST_FIELDS = `id status sentAt expiresAt revokedAt firstOpenedAt sentByName message
  shareResume shareLinkedIn shareEmail sharePhone
  job { id title } contact { id fullName client { id name } }
  entries { id note answer answerReason answerComment answeredAt application { id fullName } }`;

export const SEND = `mutation ClientShortlistSend($input: SendClientShortlistInput!) {
  sendClientShortlist(input: $input) { ${SHORTLIST_FIELDS} }
}`;
export const REVOKE = `mutation ClientShortlistRevoke($id: ID!) { revokeClientShortlist(id: $id) { id status revokedAt } }`;
export const LIST = `query ClientShortlists($jobId: ID!) { clientShortlists(jobId: $jobId) { ${SHORTLIST_FIELDS} } }`;

export const PAGE_FIELDS = `access contactEmailHint clientName jobTitle recruiterName expiresAt message
  candidates { entryId fullName note linkedIn email phone resumeUrl answer answerReason answerComment answeredAt }`;
export const PAGE = `query ClientShortlistPage($token: String!) { clientShortlistPage(token: $token) { ${PAGE_FIELDS} } }`;
export const REQUEST_CODE = `mutation ClientShortlistCodeRequest($token: String!) { requestClientShortlistCode(token: $token) }`;
export const VERIFY = `mutation ClientShortlistCodeVerify($token: String!, $code: String!) {
  verifyClientShortlistCode(token: $token, code: $code) { ${PAGE_FIELDS} }
}`;
export const ANSWER = `mutation ClientShortlistAnswer($token: String!, $entryId: ID!, $answer: ClientShortlistAnswer!, $reason: String, $comment: String) {
  answerClientShortlistCandidate(token: $token, entryId: $entryId, answer: $answer, reason: $reason, comment: $comment) {
    entryId answer answerReason answerComment answeredAt
  }
}`;

export const UNAVAILABLE = 'This shortlist is no longer available.';
export const WRONG_CODE = 'That code is not right or has expired.';

export interface PageCandidate {
  entryId: string;
  fullName: string;
  note: string;
  linkedIn: string | null;
  email: string | null;
  phone: string | null;
  resumeUrl: string | null;
  answer: string | null;
  answerReason: string;
  answerComment: string;
  answeredAt: string | null;
}
export interface Page {
  access: 'CODE_REQUIRED' | 'OPEN';
  contactEmailHint: string;
  clientName: string;
  jobTitle: string;
  recruiterName: string | null;
  expiresAt: string;
  message: string;
  candidates: PageCandidate[];
}
export interface Shortlist {
  id: string;
  status: string;
  revokedAt: string | null;
  firstOpenedAt: string | null;
  sentByName: string | null;
  entries: { id: string; note: string; answer: string | null; application: { id: string; fullName: string } }[];
}

let seq = 0;

/** A client with one contact, written straight into the database. */
export async function clientWithContact(t: TestServer, name?: string) {
  seq += 1;
  const client = await insertClient(t.orm, name ? { name } : {});
  const em = t.orm.em.fork();
  const email = `dana-${seq}-${Date.now()}@acme.example`;
  const contact = em.create(ClientContact, {
    client: em.getReference(Client, client.id),
    fullName: 'Dana Client',
    role: 'Head of Engineering',
    email,
    emailKey: email,
  });
  await em.flush();
  return { clientId: client.id, contactId: contact.id, contactEmail: email };
}

/** A job (through the API) belonging to the client. */
export async function jobOfClient(t: TestServer, token: string, clientId: string | null, title = 'Data Engineer') {
  const jobId = await newJob(t, token, title);
  await t.orm.em.fork().execute('update "job" set "client_id" = ? where "id" = ?', [clientId, jobId]);
  return jobId;
}

/** Applies to the job (a PDF resume unless another file is given); answers the application's id. */
export async function candidate(
  t: TestServer,
  jobId: string,
  fields: Record<string, string> = {},
  file: (UploadFile & { field: string }) | null = PDF_RESUME,
): Promise<{ id: string; email: string; fullName: string }> {
  const values = applicant(fields);
  const answer = await applyByForm(t, jobId, values, file);
  if (answer.status !== 201 && answer.status !== 200) throw new Error(`Could not apply: ${answer.status}`);
  const row = await t.orm.em.fork().findOneOrFail(Application, { emailKey: values.email!.toLowerCase(), job: jobId });
  return { id: row.id, email: values.email!, fullName: values.fullName! };
}

export interface Scene {
  clientId: string;
  contactId: string;
  contactEmail: string;
  jobId: string;
  applications: { id: string; email: string; fullName: string }[];
}

/** A client, its contact, a job of the client and `count` candidates. */
export async function scene(t: TestServer, token: string, count = 2, clientName?: string): Promise<Scene> {
  const client = await clientWithContact(t, clientName);
  const jobId = await jobOfClient(t, token, client.clientId);
  const applications = [];
  for (let i = 0; i < count; i += 1) {
    applications.push(
      await candidate(t, jobId, {
        fullName: `Candidate ${i + 1}`,
        linkedIn: `https://www.linkedin.com/in/candidate-${i + 1}`,
        phone: `+1 555 01${i}${i}`,
      }),
    );
  }
  return { ...client, jobId, applications };
}

/** sendClientShortlist for a scene (every candidate, with a note each), with `overrides`. */
export async function sendShortlist(
  t: TestServer,
  token: string,
  s: Scene,
  overrides: Record<string, unknown> = {},
): Promise<GraphQLAnswer<{ sendClientShortlist: Shortlist }>> {
  return t.gql<{ sendClientShortlist: Shortlist }>(
    SEND,
    {
      input: {
        jobId: s.jobId,
        contactId: s.contactId,
        entries: s.applications.map((a, i) => ({ applicationId: a.id, note: `Note ${i + 1}` })),
        ...overrides,
      },
    },
    token,
  );
}

/** The link token in the latest e-mail to `to` that holds one. */
export async function linkTokenFor(sink: SmtpSink, to: string): Promise<string> {
  const pattern = /\/shortlists\/([\w-]{43})/;
  const messages = await sink.waitFor((all) => all.some((m) => m.to.includes(to) && pattern.test(m.text)));
  const mail = [...messages].reverse().find((m) => m.to.includes(to) && pattern.test(m.text))!;
  return pattern.exec(mail.text)![1]!;
}

/** Waits for the `n`-th code e-mail to `to` and answers its code. */
export async function nthCode(sink: SmtpSink, to: string, n: number): Promise<string> {
  const isCode = (m: { to: string[]; subject: string }) => m.to.includes(to) && /^Your code: \d{6}$/.test(m.subject);
  const messages = await sink.waitFor((all) => all.filter(isCode).length >= n);
  return messages.filter(isCode)[n - 1]!.subject.slice(-6);
}

/**
 * A browser: GraphQL calls without staff sign-in that keep the cookies the server sets, as a
 * browser would for this origin.
 */
export class Browser {
  cookies = new Map<string, string>();
  setCookies: string[] = [];

  constructor(private readonly url: string) {}

  get cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  private remember(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      this.setCookies.push(line);
      const [pair] = line.split(';');
      const eq = pair!.indexOf('=');
      this.cookies.set(pair!.slice(0, eq), pair!.slice(eq + 1));
    }
  }

  async gql<T = Record<string, unknown>>(query: string, variables: Record<string, unknown>): Promise<GraphQLAnswer<T>> {
    const response = await fetch(`${this.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(this.cookies.size ? { cookie: this.cookieHeader } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    this.remember(response);
    return { status: response.status, ...((await response.json()) as object) } as GraphQLAnswer<T>;
  }

  get(path: string): Promise<Response> {
    return fetch(`${this.url}${path}`, { headers: this.cookies.size ? { cookie: this.cookieHeader } : {} });
  }
}

/** Opens a link in a new browser: asks a code, enters the `n`-th code mail's code. Answers the browser and page. */
export async function verifiedBrowser(
  t: TestServer,
  sink: SmtpSink,
  token: string,
  contactEmail: string,
  n = 1,
): Promise<{ browser: Browser; page: Page }> {
  const browser = new Browser(t.url);
  const asked = await browser.gql(REQUEST_CODE, { token });
  if (asked.errors) throw new Error(JSON.stringify(asked.errors));
  const code = await nthCode(sink, contactEmail, n);
  const verified = await browser.gql<{ verifyClientShortlistCode: Page }>(VERIFY, { token, code });
  if (verified.errors) throw new Error(JSON.stringify(verified.errors));
  return { browser, page: verified.data!.verifyClientShortlistCode };
}

/** The audit entries of an action, oldest first. */
export function auditOf(t: TestServer, action: string) {
  return t.orm.em
    .fork()
    .execute<{ actor_label: string; subject_type: string; subject_id: string; details: Record<string, unknown> }[]>(
      'select actor_label, subject_type, subject_id, details from audit_entry where action = ? order by id',
      [action],
      'all',
    );
}
