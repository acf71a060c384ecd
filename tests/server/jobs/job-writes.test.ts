import { randomUUID } from 'node:crypto';

import { Job } from '../../../server/src/modules/jobs/job.entity';
import { Role, startTestServer, type TestServer } from '../../helpers/test-server';

import { countJobs, CREATE_JOB, DELETE_JOB, insertJob, jobBody, type JobView, UPDATE_JOB } from './job-fixtures';

let t: TestServer;
const tokens = {} as Record<Role, string>;

beforeAll(async () => {
  t = await startTestServer();
  for (const role of Object.values(Role)) tokens[role] = (await t.userWithRole(role)).token;
});
afterAll(() => t.stop());

const loadJob = (id: string) => t.orm.em.fork().findOne(Job, { id });

type Actor = Role | 'anonymous';
const tokenOf = (actor: Actor) => (actor === 'anonymous' ? undefined : tokens[actor]);
const DENIED: [Actor, string, number][] = [
  ['anonymous', 'UNAUTHENTICATED', 401],
  [Role.USER, 'FORBIDDEN', 403],
];
const ALLOWED: Actor[] = [Role.INTERNAL_RECRUITER, Role.ADMIN, Role.SUPER_ADMIN];

describe('posting a job: who may', () => {
  it.each(DENIED)('refuses %s through GraphQL and POST /api/jobs, and writes nothing', async (actor, code, status) => {
    const before = await countJobs(t.orm);
    const answer = await t.gql(CREATE_JOB, { input: jobBody() }, tokenOf(actor));
    expect(answer.errors?.[0].extensions?.code).toBe(code);
    const rest = await t.rest<{ message: string }>('POST', '/api/jobs', { body: jobBody(), token: tokenOf(actor) });
    expect(rest.status).toBe(status);
    expect(rest.body.message).toEqual(expect.any(String));
    expect(await countJobs(t.orm)).toBe(before);
  });

  it.each(ALLOWED)('lets %s post through GraphQL and POST /api/jobs (201 with the job)', async (actor) => {
    const input = jobBody();
    const answer = await t.gql<{ createJob: JobView }>(CREATE_JOB, { input }, tokenOf(actor));
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.createJob).toMatchObject({ ...input, archivedAt: null });
    expect(await loadJob(answer.data!.createJob.id)).toMatchObject({ title: input.title });

    const body = jobBody();
    const rest = await t.rest<JobView>('POST', '/api/jobs', { body, token: tokenOf(actor) });
    expect(rest.status).toBe(201);
    expect(rest.body).toMatchObject({ ...body, id: expect.any(String), archivedAt: null });
    expect(await loadJob(rest.body.id)).toMatchObject({ title: body.title, qualifications: body.qualifications });
  });
});

describe('changing a job: who may', () => {
  it.each(DENIED)(
    'refuses %s through GraphQL and PUT /api/jobs/:id, and changes nothing',
    async (actor, code, status) => {
      const job = await insertJob(t.orm, { title: 'Unchanged title' });
      const answer = await t.gql(UPDATE_JOB, { id: job.id, input: jobBody() }, tokenOf(actor));
      expect(answer.errors?.[0].extensions?.code).toBe(code);
      const rest = await t.rest('PUT', `/api/jobs/${job.id}`, { body: jobBody(), token: tokenOf(actor) });
      expect(rest.status).toBe(status);
      expect((await loadJob(job.id))?.title).toBe('Unchanged title');
    },
  );

  it.each(ALLOWED)('lets %s change a job through GraphQL and PUT /api/jobs/:id (200 with the job)', async (actor) => {
    const job = await insertJob(t.orm, { title: 'Old title', createdAt: new Date(Date.now() - 60_000) });
    const input = jobBody({ title: 'New title by GraphQL' });
    const answer = await t.gql<{ updateJob: JobView }>(UPDATE_JOB, { id: job.id, input }, tokenOf(actor));
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.updateJob).toMatchObject({ ...input, id: job.id });
    expect(new Date(answer.data!.updateJob.updatedAt).getTime()).toBeGreaterThan(job.createdAt.getTime());

    const body = jobBody({ title: 'New title by REST', description: ['Only line'] });
    const rest = await t.rest<JobView>('PUT', `/api/jobs/${job.id}`, { body, token: tokenOf(actor) });
    expect(rest).toMatchObject({ status: 200, body: { ...body, id: job.id } });
    expect(await loadJob(job.id)).toMatchObject({ title: 'New title by REST', description: ['Only line'] });
  });
});

describe('deleting a job: who may', () => {
  it.each(DENIED)(
    'refuses %s through GraphQL and DELETE /api/jobs/:id, and keeps the job open',
    async (actor, code, status) => {
      const job = await insertJob(t.orm);
      const answer = await t.gql(DELETE_JOB, { id: job.id }, tokenOf(actor));
      expect(answer.errors?.[0].extensions?.code).toBe(code);
      const rest = await t.rest('DELETE', `/api/jobs/${job.id}`, { token: tokenOf(actor) });
      expect(rest.status).toBe(status);
      expect((await loadJob(job.id))?.archivedAt).toBeNull();
    },
  );

  it.each(ALLOWED)('lets %s delete through GraphQL and DELETE /api/jobs/:id, archiving the row', async (actor) => {
    const viaGraphql = await insertJob(t.orm);
    const answer = await t.gql<{ deleteJob: JobView }>(DELETE_JOB, { id: viaGraphql.id }, tokenOf(actor));
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.deleteJob).toMatchObject({ id: viaGraphql.id, archivedAt: expect.any(String) });
    expect((await loadJob(viaGraphql.id))?.archivedAt).toBeInstanceOf(Date);

    const viaRest = await insertJob(t.orm);
    const rest = await t.rest<{ message: string; job: JobView }>('DELETE', `/api/jobs/${viaRest.id}`, {
      token: tokenOf(actor),
    });
    expect(rest.status).toBe(200);
    expect(rest.body).toMatchObject({
      message: 'Job deleted.',
      job: { id: viaRest.id, archivedAt: expect.any(String) },
    });
    expect((await loadJob(viaRest.id))?.archivedAt).toBeInstanceOf(Date);
  });
});

describe('job content', () => {
  it('stores only title when the rest is left out, with empty location and lists', async () => {
    const answer = await t.gql<{ createJob: JobView }>(
      CREATE_JOB,
      { input: { title: 'Only a title' } },
      tokens.INTERNAL_RECRUITER,
    );
    expect(answer.data?.createJob).toMatchObject({
      title: 'Only a title',
      location: '',
      description: [],
      responsibilities: [],
      qualifications: [],
    });
    const rest = await t.rest<JobView>('POST', '/api/jobs', {
      body: { title: 'Only a title' },
      token: tokens.INTERNAL_RECRUITER,
    });
    expect(rest.body).toMatchObject({ location: '', description: [], responsibilities: [], qualifications: [] });
  });

  it('trims the title, the location and every line, and drops blank lines', async () => {
    const body = {
      title: '  Spaced title  ',
      location: '  Tokyo ',
      description: ['  first  ', '', '   ', 'second'],
      responsibilities: ['', ' only '],
      qualifications: ['   '],
    };
    const rest = await t.rest<JobView>('POST', '/api/jobs', { body, token: tokens.INTERNAL_RECRUITER });
    expect(rest.body).toMatchObject({
      title: 'Spaced title',
      location: 'Tokyo',
      description: ['first', 'second'],
      responsibilities: ['only'],
      qualifications: [],
    });
    expect(await loadJob(rest.body.id)).toMatchObject({ description: ['first', 'second'], qualifications: [] });
  });

  it('keeps lines with quotes, commas, braces, backslashes and the word NULL exactly', async () => {
    const tricky = [
      'NULL',
      'null',
      'say "hello", then {leave}',
      'C:\\path\\to\\file',
      'tab\there',
      '日本語と emoji 🚀',
      "it's",
    ];
    const answer = await t.gql<{ createJob: JobView }>(
      CREATE_JOB,
      { input: { title: 'Tricky lines', description: tricky, responsibilities: tricky, qualifications: tricky } },
      tokens.INTERNAL_RECRUITER,
    );
    expect(answer.data?.createJob.description).toEqual(tricky);
    const stored = await loadJob(answer.data!.createJob.id);
    expect(stored).toMatchObject({ description: tricky, responsibilities: tricky, qualifications: tricky });
  });

  it('replaces every field on update: a field left out becomes empty', async () => {
    const job = await insertJob(t.orm, {
      title: 'Full job',
      location: 'Oslo',
      description: ['a'],
      qualifications: ['b'],
    });
    const rest = await t.rest<JobView>('PUT', `/api/jobs/${job.id}`, {
      body: { title: 'Slim job' },
      token: tokens.INTERNAL_RECRUITER,
    });
    expect(rest.body).toMatchObject({ title: 'Slim job', location: '', description: [], qualifications: [] });
  });
});

describe('job input rules', () => {
  const long = (n: number) => 'x'.repeat(n);
  const CASES: [string, Record<string, unknown>][] = [
    ['title', { title: '   ' }],
    ['title', { title: long(201) }],
    ['title', { title: 'bad\u0000title' }],
    ['location', { location: long(201) }],
    ['description', { description: Array.from({ length: 101 }, (_, i) => `line ${i}`) }],
    ['responsibilities', { responsibilities: ['fine', long(2001)] }],
    ['qualifications', { qualifications: ['nul \u0000 inside'] }],
  ];

  it.each(CASES)(
    'refuses a bad %s on create with the field named (GraphQL and REST), writing nothing',
    async (field, change) => {
      const before = await countJobs(t.orm);
      const input = jobBody(change);
      const answer = await t.gql(CREATE_JOB, { input }, tokens.INTERNAL_RECRUITER);
      expect(answer.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field });
      expect(answer.errors?.[0].message).toContain(field);
      const rest = await t.rest<{ message: string; field: string }>('POST', '/api/jobs', {
        body: input,
        token: tokens.INTERNAL_RECRUITER,
      });
      expect(rest.status).toBe(400);
      expect(rest.body).toMatchObject({ field, message: expect.stringContaining(field) });
      expect(await countJobs(t.orm)).toBe(before);
    },
  );

  it.each(CASES)(
    'refuses a bad %s on update with the field named (GraphQL and REST), changing nothing',
    async (field, change) => {
      const job = await insertJob(t.orm, { title: 'Stays as is' });
      const input = jobBody(change);
      const answer = await t.gql(UPDATE_JOB, { id: job.id, input }, tokens.INTERNAL_RECRUITER);
      expect(answer.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field });
      const rest = await t.rest('PUT', `/api/jobs/${job.id}`, { body: input, token: tokens.INTERNAL_RECRUITER });
      expect(rest).toMatchObject({ status: 400, body: { field } });
      expect((await loadJob(job.id))?.title).toBe('Stays as is');
    },
  );

  it.each<[string, unknown]>([
    ['title', { title: 42 }],
    ['title', { location: 'Somewhere' }],
    ['title', { title: null }],
    ['location', { title: 'ok', location: ['not', 'a', 'string'] }],
    ['description', { title: 'ok', description: 'one line, not a list' }],
    ['responsibilities', { title: 'ok', responsibilities: [1, 2, 3] }],
    ['qualifications', { title: 'ok', qualifications: [{ line: 'object' }] }],
    ['body', ['an', 'array']],
    ['body', 'just a string'],
  ])('answers REST 400 naming %s for a body of the wrong JSON shape', async (field, body) => {
    const before = await countJobs(t.orm);
    const rest = await t.rest('POST', '/api/jobs', { body, token: tokens.INTERNAL_RECRUITER });
    expect(rest).toMatchObject({ status: 400, body: { field, message: expect.any(String) } });
    expect(await countJobs(t.orm)).toBe(before);
  });

  it('answers GraphQL input of the wrong type as BAD_USER_INPUT, never a server error', async () => {
    for (const input of [{ title: 42 }, { title: 'ok', description: [1, { a: 1 }] }, { description: ['no title'] }]) {
      const answer = await t.gql(CREATE_JOB, { input }, tokens.INTERNAL_RECRUITER);
      expect(answer.status).toBe(400);
      expect(answer.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    }
  });

  it('answers malformed JSON with 400', async () => {
    const rest = await t.rest('POST', '/api/jobs', { raw: '{"title": "x",', token: tokens.INTERNAL_RECRUITER });
    expect(rest.status).toBe(400);
  });
});

describe('jobs that do not exist', () => {
  const MISSING: [string, string][] = [
    ['an unknown id', randomUUID()],
    ['a malformed id', 'not-a-uuid'],
    ['an id with SQL in it', "1' or '1'='1"],
  ];

  it.each(MISSING)('answers NOT_FOUND / 404 to update and delete for %s', async (_label, id) => {
    const update = await t.gql(UPDATE_JOB, { id, input: jobBody() }, tokens.INTERNAL_RECRUITER);
    expect(update.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    const del = await t.gql(DELETE_JOB, { id }, tokens.INTERNAL_RECRUITER);
    expect(del.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    const path = `/api/jobs/${encodeURIComponent(id)}`;
    const put = await t.rest<{ message: string }>('PUT', path, { body: jobBody(), token: tokens.INTERNAL_RECRUITER });
    expect(put.status).toBe(404);
    expect(put.body.message).toMatch(/does not exist/);
    expect((await t.rest('DELETE', path, { token: tokens.INTERNAL_RECRUITER })).status).toBe(404);
  });

  it('answers 404 to updating or deleting a job that is already deleted', async () => {
    const job = await insertJob(t.orm, { archivedAt: new Date() });
    expect(
      (await t.rest('PUT', `/api/jobs/${job.id}`, { body: jobBody(), token: tokens.INTERNAL_RECRUITER })).status,
    ).toBe(404);
    expect((await t.rest('DELETE', `/api/jobs/${job.id}`, { token: tokens.INTERNAL_RECRUITER })).status).toBe(404);
    const answer = await t.gql(DELETE_JOB, { id: job.id }, tokens.INTERNAL_RECRUITER);
    expect(answer.errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });
});
