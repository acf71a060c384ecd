import { ApplicationNote } from '../../../server/src/modules/applications/application-note.entity';
import { type QueryLoggedApp, startQueryLoggedApp } from '../../helpers/query-logged-app';
import { Role, startTestServer, type TestServer } from '../../helpers/test-server';

import { newJob } from './application-fixtures';
import { historyKinds, newApplication } from './pipeline-fixtures';

const ADD = `mutation NoteAdd($applicationId: ID!, $text: String!) {
  addApplicationNote(applicationId: $applicationId, text: $text) { id text authorId authorLabel createdAt editedAt }
}`;
const EDIT = `mutation NoteEdit($id: ID!, $text: String!) { editApplicationNote(id: $id, text: $text) { id text editedAt } }`;
const DELETE = `mutation NoteDelete($id: ID!) { deleteApplicationNote(id: $id) }`;
const NOTES = `query Notes($id: ID!) { application(id: $id) { notes { id text authorLabel } } }`;

interface NoteView {
  id: string;
  text: string;
  authorId: string;
  authorLabel: string;
  createdAt: string;
  editedAt: string | null;
}

let t: TestServer;
let author: { token: string; id: string; email: string };
let colleague: string;
let user: string;
let jobId: string;

beforeAll(async () => {
  t = await startTestServer();
  const staff = await t.userWithRole(Role.INTERNAL_RECRUITER);
  author = { token: staff.token, id: staff.user.id, email: staff.email };
  colleague = (await t.userWithRole(Role.ADMIN)).token;
  user = (await t.userWithRole(Role.USER)).token;
  jobId = await newJob(t, author.token, 'Bookkeeper');
});
afterAll(() => t.stop());

async function addNote(applicationId: string, text = 'Strong portfolio.'): Promise<NoteView> {
  const answer = await t.gql<{ addApplicationNote: NoteView }>(ADD, { applicationId, text }, author.token);
  if (!answer.data) throw new Error(JSON.stringify(answer.errors));
  return answer.data.addApplicationNote;
}

/** Moves a note's writing time into the past, as if written `minutes` ago. */
async function age(noteId: string, minutes: number): Promise<void> {
  await t.orm.em
    .fork()
    .nativeUpdate(ApplicationNote, { id: noteId }, { createdAt: new Date(Date.now() - minutes * 60_000) });
}

describe('who may write notes', () => {
  it.each([
    ['addApplicationNote', ADD, async (id: string) => ({ applicationId: id, text: 'Hello' })],
    ['editApplicationNote', EDIT, async (id: string) => ({ id: (await addNote(id)).id, text: 'Changed' })],
    ['deleteApplicationNote', DELETE, async (id: string) => ({ id: (await addNote(id)).id })],
  ])(
    '%s: UNAUTHENTICATED for anonymous, FORBIDDEN for USER, allowed for INTERNAL_RECRUITER',
    async (_name, query, vars) => {
      const applicationId = await newApplication(t, jobId);
      const variables = await vars(applicationId);
      expect((await t.gql(query, variables)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
      expect((await t.gql(query, variables, user)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
      expect((await t.gql(query, variables, author.token)).errors).toBeUndefined();
    },
  );

  it('keeps notes and history out of reach of a USER reading an application', async () => {
    const id = await newApplication(t, jobId);
    const answer = await t.gql(NOTES, { id }, user);
    expect(answer.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });
});

describe('notes', () => {
  it('keeps the author and the time, lists newest first, and records each change in the history', async () => {
    const id = await newApplication(t, jobId);
    const first = await addNote(id, '  Called: available in March.  ');
    expect(first).toMatchObject({
      text: 'Called: available in March.',
      authorId: author.id,
      authorLabel: author.email,
      editedAt: null,
    });
    const second = await addNote(id, 'Second round booked.');
    const edited = await t.gql<{ editApplicationNote: NoteView }>(
      EDIT,
      { id: first.id, text: 'Available in April.' },
      author.token,
    );
    expect(edited.data?.editApplicationNote.text).toBe('Available in April.');
    expect(edited.data?.editApplicationNote.editedAt).not.toBeNull();
    const listed = await t.gql<{ application: { notes: NoteView[] } }>(NOTES, { id }, colleague);
    expect(listed.data?.application.notes.map((note) => note.id)).toEqual([second.id, first.id]);
    expect((await t.gql(DELETE, { id: second.id }, author.token)).data).toEqual({ deleteApplicationNote: true });
    expect(await historyKinds(t, author.token, id)).toEqual([
      'NOTE_DELETED',
      'NOTE_EDITED',
      'NOTE_ADDED',
      'NOTE_ADDED',
      'APPLIED',
    ]);
  });

  it('lets the author edit or delete within 15 minutes only; afterwards the note stays', async () => {
    const id = await newApplication(t, jobId);
    const note = await addNote(id);
    await age(note.id, 14);
    expect((await t.gql(EDIT, { id: note.id, text: 'Still in time' }, author.token)).errors).toBeUndefined();
    await age(note.id, 16);
    const late = await t.gql(EDIT, { id: note.id, text: 'Too late' }, author.token);
    expect(late.errors?.[0]).toMatchObject({
      extensions: { code: 'CONFLICT' },
      message: 'A note can be edited or deleted only within 15 minutes of writing it.',
    });
    expect((await t.gql(DELETE, { id: note.id }, author.token)).errors?.[0].extensions?.code).toBe('CONFLICT');
    const kept = await t.orm.em.fork().findOneOrFail(ApplicationNote, { id: note.id });
    expect(kept.text).toBe('Still in time');
  });

  it('never lets anyone but the author edit or delete, even within the window', async () => {
    const id = await newApplication(t, jobId);
    const note = await addNote(id);
    for (const answer of [
      await t.gql(EDIT, { id: note.id, text: 'Not mine' }, colleague),
      await t.gql(DELETE, { id: note.id }, colleague),
    ]) {
      expect(answer.errors?.[0]).toMatchObject({
        extensions: { code: 'FORBIDDEN' },
        message: 'Only the author of a note may edit or delete it.',
      });
    }
    expect((await t.orm.em.fork().findOneOrFail(ApplicationNote, { id: note.id })).text).toBe(note.text);
  });

  it.each([
    ['empty', '   '],
    ['over 2000 characters', 'x'.repeat(2001)],
  ])('refuses a note that is %s, naming text, and stores nothing', async (_label, text) => {
    const id = await newApplication(t, jobId);
    const answer = await t.gql(ADD, { applicationId: id, text }, author.token);
    expect(answer.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'text' });
    expect(answer.errors?.[0].message).toBe('text is required (at most 2000 characters).');
    expect(await t.orm.em.fork().count(ApplicationNote, { application: id })).toBe(0);
    expect(await historyKinds(t, author.token, id)).toEqual(['APPLIED']);
  });

  it('answers NOT_FOUND for an unknown application or note', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await t.gql(ADD, { applicationId: unknown, text: 'x' }, author.token)).errors?.[0].extensions?.code).toBe(
      'NOT_FOUND',
    );
    expect((await t.gql(EDIT, { id: unknown, text: 'x' }, author.token)).errors?.[0].extensions?.code).toBe(
      'NOT_FOUND',
    );
  });
});

describe('query count', () => {
  let app: QueryLoggedApp;
  beforeAll(async () => {
    app = await startQueryLoggedApp(t);
  });
  afterAll(() => app.stop());

  it('loads notes and history of a job’s applications in the same number of statements for one as for four', async () => {
    const query = `query ($jobId: ID!) { applications(jobId: $jobId) { id notes { id text } activity { kind at } } }`;
    const ask = (job: string) =>
      app.counted(() =>
        fetch(`${app.url}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${author.token}` },
          body: JSON.stringify({ query, variables: { jobId: job } }),
        }).then((response) => response.json() as Promise<{ data: { applications: { notes: unknown[] }[] } }>),
      );
    const small = await newJob(t, author.token, 'Small');
    await addNote(await newApplication(t, small));
    const large = await newJob(t, author.token, 'Large');
    for (let i = 0; i < 4; i += 1) await addNote(await newApplication(t, large), `Note ${i}`);
    const one = await ask(small);
    const four = await ask(large);
    expect(four.result.data.applications).toHaveLength(4);
    expect(four.result.data.applications.every((row) => row.notes.length === 1)).toBe(true);
    expect(four.sql.length).toBe(one.sql.length);
  });
});
