import { ApplicationActivity } from '../../../server/src/modules/applications/application-activity.entity';
import { ApplicationNote } from '../../../server/src/modules/applications/application-note.entity';
import { AuditService } from '../../../server/src/modules/audit/audit.service';
import { AuditAction } from '../../../server/src/modules/audit/audit-action';
import { AuditEntry } from '../../../server/src/modules/audit/audit-entry.entity';
import { Role } from '../../../server/src/modules/users/role';
import { pdfBytes } from '../../helpers/files';
import { type QueryLoggedApp, startQueryLoggedApp } from '../../helpers/query-logged-app';
import { startTestServer, type TestServer } from '../../helpers/test-server';
import { newJob } from '../applications/application-fixtures';
import { newEvent } from '../events/event-fixtures';

import { everyKindOfRecord, heldAbout, unzip } from './people-fixtures';

const PERSON = `query Person($email: String!) {
  person(email: $email) {
    email
    applications { id fullName email job { title } consent { basis } resumePath notes { id text } activity { kind } }
    registrations { id name email eventName eventDate }
    joinUsRequests { id name email }
    contactMessages { id name email message }
    jobAlerts { id email search frequency confirmedAt consent { basis } }
    mail { id to subject sentAt }
  }
}`;
const ERASE = `mutation Erase($email: String!) {
  erasePerson(email: $email) { applications resumes notes activity registrations joinUsRequests contactMessages jobAlerts mail }
}`;

interface PersonView {
  email: string;
  applications: { id: string; fullName: string; email: string; job: { title: string } }[];
  registrations: { id: string; eventName: string }[];
  joinUsRequests: { id: string }[];
  contactMessages: { id: string; message: string }[];
  jobAlerts: { id: string; email: string; search: string; frequency: string }[];
  mail: { id: string; to: string; subject: string }[];
}

let t: TestServer;
let admin: string;
let recruiter: string;
let ids: { jobId: string; eventId: string };
beforeAll(async () => {
  t = await startTestServer({ MAIL_POLL_MS: '3600000', RESUME_TEXT_POLL_SECONDS: '60' });
  admin = (await t.userWithRole(Role.ADMIN)).token;
  recruiter = (await t.userWithRole(Role.INTERNAL_RECRUITER)).token;
  const jobId = await newJob(t, recruiter, 'Data Steward');
  ids = { jobId, eventId: (await newEvent(t, recruiter, { name: 'Privacy Day' })).id };
});
afterAll(() => t.stop());

let seq = 0;
async function person(label: string): Promise<string> {
  seq += 1;
  const email = `${label}-${seq}-${Date.now()}@example.com`;
  await everyKindOfRecord(t, ids, email, `Resume of ${label} ${seq}`);
  return email;
}

/** Adds a staff note to the person's (only) application and answers that application's id. */
async function noteOnApplication(email: string, text: string): Promise<string> {
  const found = await t.gql<{ person: PersonView }>(PERSON, { email }, admin);
  const applicationId = found.data!.person.applications[0]!.id;
  const added = await t.gql(
    `mutation ($id: ID!, $text: String!) { addApplicationNote(applicationId: $id, text: $text) { id } }`,
    { id: applicationId, text },
    recruiter,
  );
  if (added.errors) throw new Error(JSON.stringify(added.errors));
  return applicationId;
}

async function exportZip(email: string, token?: string) {
  const response = await fetch(`${t.url}/api/people/export?email=${encodeURIComponent(email)}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}

describe('finding a person', () => {
  it('shows ADMIN everything held about an address, in any letter case, and nothing about others', async () => {
    const email = await person('ada');
    const other = await person('grace');
    const answer = await t.gql<{ person: PersonView }>(PERSON, { email: `  ${email.toUpperCase()} ` }, admin);
    expect(answer.errors).toBeUndefined();
    const found = answer.data!.person;
    expect(found.email).toBe(email);
    expect(found.applications).toEqual([
      expect.objectContaining({ fullName: 'Ada Lovelace', email: email.toUpperCase(), job: { title: 'Data Steward' } }),
    ]);
    expect(found.registrations).toEqual([expect.objectContaining({ eventName: 'Privacy Day' })]);
    expect(found.joinUsRequests).toHaveLength(1);
    expect(found.contactMessages).toEqual([expect.objectContaining({ message: 'Please call me.' })]);
    expect(found.jobAlerts).toEqual([
      expect.objectContaining({
        email: email.toUpperCase(),
        search: 'Data',
        frequency: 'WEEKLY',
        confirmedAt: null,
        consent: { basis: 'Consent' },
      }),
    ]);
    // The application's, the registration's and the job alert's confirmations.
    expect(found.mail.map((mail) => mail.to.toLowerCase())).toEqual([email, email, email]);
    const all = JSON.stringify(found);
    expect(all).not.toContain(other);
  });

  it.each([
    ['anonymous', undefined, 'UNAUTHENTICATED'],
    ['an INTERNAL_RECRUITER', 'recruiter', 'FORBIDDEN'],
  ])('is denied to %s', async (_who, as, code) => {
    const answer = await t.gql(PERSON, { email: 'anyone@example.com' }, as ? recruiter : undefined);
    expect(answer.errors?.[0].extensions?.code).toBe(code);
    expect(answer.data).toBeNull();
  });

  it.each([
    ['is empty', ''],
    ['holds a NUL character', 'a\u0000b@example.com'],
    ['is over 254 characters', `${'a'.repeat(250)}@example.com`],
  ])('refuses an address that %s, naming email, on find and erase', async (_label, email) => {
    for (const query of [PERSON, ERASE]) {
      const answer = await t.gql(query, { email }, admin);
      expect(answer.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'email' });
    }
    const { response } = await exportZip(email, admin);
    expect(response.status).toBe(400);
  });

  it('answers an address nobody used with empty lists', async () => {
    const answer = await t.gql<{ person: PersonView }>(PERSON, { email: 'nobody@example.com' }, admin);
    expect(answer.data?.person).toEqual({
      email: 'nobody@example.com',
      applications: [],
      registrations: [],
      joinUsRequests: [],
      contactMessages: [],
      jobAlerts: [],
      mail: [],
    });
  });

  describe('query count', () => {
    let app: QueryLoggedApp;
    beforeAll(async () => {
      app = await startQueryLoggedApp(t);
    });
    afterAll(() => app.stop());

    it('runs the same number of statements for one record of each kind as for three', async () => {
      const one = await person('counted-one');
      const three = await person('counted-three');
      for (let i = 0; i < 2; i += 1) {
        const jobId = await newJob(t, recruiter, `Extra job ${i}`);
        const eventId = (await newEvent(t, recruiter, { name: `Extra event ${i}` })).id;
        await everyKindOfRecord(t, { jobId, eventId }, three, `More ${i}`);
      }
      const ask = (email: string) =>
        app.counted(() =>
          fetch(`${app.url}/graphql`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${admin}` },
            body: JSON.stringify({ query: PERSON, variables: { email } }),
          }).then((response) => response.json() as Promise<{ data: { person: PersonView } }>),
        );
      const small = await ask(one);
      const large = await ask(three);
      expect(large.result.data.person.applications).toHaveLength(3);
      expect(large.result.data.person.jobAlerts).toHaveLength(3);
      expect(large.sql.length).toBe(small.sql.length);
    });
  });
});

describe('exporting a person', () => {
  it('downloads one zip with every record as JSON and the resume files, and writes the export to the audit log', async () => {
    const email = await person('export');
    await noteOnApplication(email, 'Asked for references.');
    const { response, bytes } = await exportZip(email.toUpperCase(), admin);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="personal-data-.*\.zip"$/);
    const entries = await unzip(bytes);
    const records = JSON.parse(entries.get('records.json')!.toString('utf8'));
    expect(records.email).toBe(email);
    expect(records.applications).toHaveLength(1);
    expect(records.applications[0]).toMatchObject({
      fullName: 'Ada Lovelace',
      job: { title: 'Data Steward' },
      consent: { basis: 'caller-notice', privacyVersion: null },
      notes: [expect.objectContaining({ text: 'Asked for references.' })],
      activity: [expect.objectContaining({ kind: 'NOTE_ADDED' }), expect.objectContaining({ kind: 'APPLIED' })],
    });
    expect(records.registrations).toEqual([expect.objectContaining({ eventName: 'Privacy Day' })]);
    expect(records.joinUsRequests).toEqual([expect.objectContaining({ location: 'London' })]);
    expect(records.contactMessages).toEqual([expect.objectContaining({ message: 'Please call me.' })]);
    expect(records.jobAlerts).toEqual([
      expect.objectContaining({
        search: 'Data',
        frequency: 'WEEKLY',
        consent: expect.objectContaining({ basis: 'consent' }),
      }),
    ]);
    expect(records.mail).toHaveLength(3);
    const resumeName = records.applications[0].resumeFile as string;
    expect(entries.get(resumeName)).toEqual(pdfBytes(`Resume of export ${seq}`));

    const entry = await t.orm.em
      .fork()
      .findOne(AuditEntry, { action: AuditAction.PERSON_EXPORTED }, { orderBy: { id: 'desc' } });
    expect(entry?.details).toMatchObject({ applications: 1, registrations: 1, jobAlerts: 1, mail: 3 });
    expect(JSON.stringify(entry)).not.toContain(email);
  });

  it.each([
    ['anonymous', undefined, 401],
    ['an INTERNAL_RECRUITER', 'recruiter', 403],
  ])('is denied to %s', async (_who, as, status) => {
    const { response } = await exportZip('anyone@example.com', as ? recruiter : undefined);
    expect(response.status).toBe(status);
  });
});

describe('erasing a person', () => {
  it('deletes every row and resume file about the address, leaves others, and keeps only a hash in the audit log', async () => {
    const email = await person('erase');
    const applicationId = await noteOnApplication(email, 'Erase me with the application.');
    const other = await person('keep');
    await noteOnApplication(other, 'Keep me.');
    const before = await heldAbout(t, other);

    const answer = await t.gql<{ erasePerson: Record<string, number> }>(ERASE, { email: email.toUpperCase() }, admin);
    expect(answer.data?.erasePerson).toEqual({
      applications: 1,
      resumes: 1,
      notes: 1,
      activity: 2,
      registrations: 1,
      joinUsRequests: 1,
      contactMessages: 1,
      jobAlerts: 1,
      mail: 3,
    });
    expect(await heldAbout(t, email)).toEqual({
      applications: 0,
      resumeFiles: 0,
      registrations: 0,
      joinUsRequests: 0,
      contactMessages: 0,
      jobAlerts: 0,
      mail: 0,
    });
    expect(await heldAbout(t, other)).toEqual(before);
    expect(before.resumeFiles).toBe(1);
    const em = t.orm.em.fork();
    expect(await em.count(ApplicationNote, { application: applicationId })).toBe(0);
    expect(await em.count(ApplicationActivity, { application: applicationId })).toBe(0);
    expect(await em.count(ApplicationNote, { text: 'Keep me.' })).toBe(1);

    const entry = await t.orm.em
      .fork()
      .findOne(AuditEntry, { action: AuditAction.PERSON_ERASED }, { orderBy: { id: 'desc' } });
    const hash = new AuditService(t.orm.em.fork(), t.server.deps.auditKey).hashEmail(email);
    expect(entry?.details).toEqual({ emailHash: hash });
    expect(JSON.stringify(entry)).not.toMatch(new RegExp(email.split('@')[0], 'i'));
    const found = await t.gql<{ person: PersonView }>(PERSON, { email }, admin);
    expect(found.data?.person.applications).toEqual([]);
  });

  it.each([
    ['anonymous', undefined, 'UNAUTHENTICATED'],
    ['an INTERNAL_RECRUITER', 'recruiter', 'FORBIDDEN'],
  ])('is denied to %s and deletes nothing', async (_who, as, code) => {
    const email = await person('guarded');
    const before = await heldAbout(t, email);
    const answer = await t.gql(ERASE, { email }, as ? recruiter : undefined);
    expect(answer.errors?.[0].extensions?.code).toBe(code);
    expect(await heldAbout(t, email)).toEqual(before);
  });
});
