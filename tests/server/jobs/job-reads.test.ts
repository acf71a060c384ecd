import { randomUUID } from 'node:crypto';

import { Role, startTestServer, type TestServer } from '../../helpers/test-server';

import { DELETE_JOB, insertJob, JOB, type JobPageView, JOBS, type JobView } from './job-fixtures';

let t: TestServer;
const tokens = {} as Record<Role, string>;

beforeAll(async () => {
  t = await startTestServer();
  for (const role of Object.values(Role)) tokens[role] = (await t.userWithRole(role)).token;
});
afterAll(() => t.stop());

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

async function listJobs(variables: Record<string, unknown>, token?: string): Promise<JobPageView> {
  const answer = await t.gql<{ jobs: JobPageView }>(JOBS, variables, token);
  expect(answer.errors).toBeUndefined();
  return answer.data!.jobs;
}

async function restJobs(query: string, token?: string) {
  const answer = await t.rest<JobView[]>('GET', `/api/jobs${query}`, { token });
  expect(answer.status).toBe(200);
  return { items: answer.body, total: Number(answer.headers.get('x-total-count')) };
}

describe('the public job list', () => {
  it('answers open jobs newest first, through GraphQL and GET /api/jobs (a plain array)', async () => {
    const older = await insertJob(t.orm, { title: 'Order check older', createdAt: minutesAgo(30) });
    const newer = await insertJob(t.orm, { title: 'Order check newer', createdAt: minutesAgo(10) });
    const middle = await insertJob(t.orm, { title: 'Order check middle', createdAt: minutesAgo(20) });

    const page = await listJobs({ search: 'order check' });
    expect(page.items.map((job) => job.id)).toEqual([newer.id, middle.id, older.id]);
    expect(page.total).toBe(3);

    const rest = await restJobs('?search=order%20check');
    expect(Array.isArray(rest.items)).toBe(true);
    expect(rest.items.map((job) => job.id)).toEqual([newer.id, middle.id, older.id]);
    expect(rest.items[0]).toMatchObject({
      title: 'Order check newer',
      description: expect.any(Array),
      responsibilities: expect.any(Array),
      qualifications: expect.any(Array),
    });
    expect(rest.total).toBe(3);
  });

  it('answers every open job to GET /api/jobs without parameters, up to the page cap', async () => {
    await insertJob(t.orm, { title: 'Listed without parameters' });
    const rest = await restJobs('');
    expect(rest.items.length).toBe(Math.min(rest.total, 100));
    expect(rest.items.some((job) => job.title === 'Listed without parameters')).toBe(true);
  });

  it('pages a search with offset and limit; says "more" while a next page exists and counts exactly at the end', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 5; i += 1)
      ids.unshift((await insertJob(t.orm, { title: `Paging probe ${i}`, createdAt: minutesAgo(50 - i) })).id);

    const first = await listJobs({ search: 'paging probe', offset: 0, limit: 2 });
    const second = await listJobs({ search: 'paging probe', offset: 2, limit: 2 });
    const last = await listJobs({ search: 'paging probe', offset: 4, limit: 2 });
    const beyond = await listJobs({ search: 'paging probe', offset: 10, limit: 2 });
    // Found among the newest jobs with one more behind them: not counted, the total a lower bound.
    expect(first).toMatchObject({ total: 3, totalIsExact: false, offset: 0, limit: 2 });
    expect(second).toMatchObject({ total: 5, totalIsExact: false, offset: 2, limit: 2 });
    // No next page: every match was counted.
    expect(last).toMatchObject({ total: 5, totalIsExact: true, offset: 4, limit: 2 });
    expect([...first.items, ...second.items, ...last.items].map((job) => job.id)).toEqual(ids);
    expect(beyond).toMatchObject({ total: 5, totalIsExact: true, items: [] });

    const rest = await t.rest<JobView[]>('GET', '/api/jobs?search=paging+probe&offset=2&limit=2');
    expect(rest.body.map((job) => job.id)).toEqual(ids.slice(2, 4));
    expect(rest.headers.get('x-total-count')).toBe('5');
    expect(rest.headers.get('x-total-count-capped')).toBe('true');
    const restLast = await t.rest<JobView[]>('GET', '/api/jobs?search=paging+probe&offset=4&limit=2');
    expect(restLast.headers.get('x-total-count')).toBe('5');
    expect(restLast.headers.get('x-total-count-capped')).toBeNull();
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['a negative offset', { offset: -1 }, '?offset=-1'],
    ['limit 0', { limit: 0 }, '?limit=0'],
    ['limit 10000', { limit: 10000 }, '?limit=10000'],
    ['a search over 200 characters', { search: 'x'.repeat(201) }, `?search=${'x'.repeat(201)}`],
  ])('refuses %s with the argument named, never a server error', async (_label, variables, query) => {
    const field = Object.keys(variables)[0];
    const answer = await t.gql(JOBS, variables);
    expect(answer.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field });
    const rest = await t.rest<{ message: string; field: string }>('GET', `/api/jobs${query}`);
    expect(rest).toMatchObject({ status: 400, body: { field, message: expect.stringContaining(field) } });
  });

  it.each(['?limit=abc', '?offset=1.5', '?limit=1&limit=2', '?offset=99999999999999999999', '?includeArchived=maybe'])(
    'answers 400 to the query string %s',
    async (query) => {
      const rest = await t.rest<{ message: string }>('GET', `/api/jobs${query}`);
      expect(rest.status).toBe(400);
      expect(rest.body.message).toEqual(expect.any(String));
    },
  );

  it('answers an out-of-range GraphQL Int as a client error', async () => {
    const answer = await t.gql(JOBS, { offset: 2 ** 40 });
    expect(answer.status).toBe(400);
    expect(answer.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describe('searching jobs', () => {
  beforeAll(async () => {
    await insertJob(t.orm, { title: 'Zanzibar Quokka Specialist' });
    await insertJob(t.orm, { title: 'Plain', description: ['Work with the Marmalade Pangolin team'] });
    await insertJob(t.orm, { title: 'Plain', responsibilities: ['Feed the', 'Obsidian Narwhal daily'] });
    await insertJob(t.orm, { title: 'Plain', qualifications: ['Certified in Velvet Axolotl care'] });
    await insertJob(t.orm, { title: 'Plain', location: 'Hidden Wombat City' });
  });

  it.each([
    ['title', 'zanzibar QUOKKA', 'Zanzibar Quokka Specialist'],
    ['description lines', 'marmalade pangolin', 'Work with the Marmalade Pangolin team'],
    ['responsibilities', 'OBSIDIAN narwhal', 'Obsidian Narwhal daily'],
    ['qualifications', 'velvet axolotl', 'Certified in Velvet Axolotl care'],
  ])('finds a job by its %s, ignoring letter case', async (_field, term, expected) => {
    for (const search of [term, term.toUpperCase(), term.toLowerCase(), `  ${term}  `]) {
      const page = await listJobs({ search });
      expect(page.total).toBe(1);
      expect(JSON.stringify(page.items[0])).toContain(expected);
      const rest = await restJobs(`?search=${encodeURIComponent(search)}`);
      expect(rest.items.map((job) => job.id)).toEqual([page.items[0].id]);
    }
  });

  it('matches exactly the jobs ILIKE over the job text matches, letters outside ASCII included', async () => {
    for (const title of [
      'Ärztin in der Straße',
      'CAFÉ Lead Æther',
      'İstanbul İK Uzmanı',
      'ΣΟΦΊΑ Σύμβουλος',
      'Ångström Ål',
    ]) {
      await insertJob(t.orm, { title, description: ['Non-ASCII probe'] });
    }
    for (const term of [
      'äRZTIN',
      'straße',
      'café lead',
      'æTHER',
      'istanbul',
      'İK',
      'σοφία',
      'ΣΎΜΒΟΥΛΟΣ',
      'ångström ål',
      'non-ascii PROBE',
    ]) {
      const page = await listJobs({ search: term, limit: 100 });
      const ilike = await t.orm.em.getConnection().execute<{ id: string }[]>(
        `select id from job where archived_at is null
           and job_search_text(title, description, responsibilities, qualifications) ilike ?
         order by created_at desc, id desc`,
        [`%${term}%`],
      );
      expect({ term, ids: page.items.map((job) => job.id) }).toEqual({ term, ids: ilike.map((row) => row.id) });
    }
    expect((await listJobs({ search: 'NON-ASCII probe' })).total).toBe(5);
    expect((await listJobs({ search: 'café LEAD' })).total).toBe(1);
  });

  it('matches a term of several words only where they stand side by side, in that order', async () => {
    await insertJob(t.orm, {
      title: 'Wordpair probe',
      responsibilities: ['Coach English learners'],
      qualifications: ['Fluent English', 'Coach managers'],
    });
    expect((await listJobs({ search: 'coach english' })).items.map((job) => job.title)).toEqual(['Wordpair probe']);
    expect((await listJobs({ search: 'ENGLISH LEARNERS' })).items.map((job) => job.title)).toEqual(['Wordpair probe']);
    // Both words are in the job, never in this order side by side (nor across two lines).
    expect((await listJobs({ search: 'english coach' })).total).toBe(0);
    expect((await listJobs({ search: 'learners fluent' })).total).toBe(0);
  });

  it('does not match text that spans two lines or the location', async () => {
    expect((await listJobs({ search: 'feed the obsidian' })).total).toBe(0);
    expect((await listJobs({ search: 'hidden wombat' })).total).toBe(0);
  });

  it('takes %, _ and \\ in the search literally', async () => {
    const percent = await insertJob(t.orm, { title: 'Kiwi bonus 50% plus' });
    await insertJob(t.orm, { title: 'Kiwi bonus 500 plus' });
    const underscore = await insertJob(t.orm, { title: 'Kiwi snake_case fan' });
    await insertJob(t.orm, { title: 'Kiwi snakeXcase fan' });
    const backslash = await insertJob(t.orm, { title: 'Kiwi C:\\temp admin' });
    await insertJob(t.orm, { title: 'Kiwi C:temp admin' });

    const ids = async (search: string) => (await listJobs({ search })).items.map((job) => job.id);
    expect(await ids('bonus 50%')).toEqual([percent.id]);
    expect(await ids('e_c')).toEqual([underscore.id]);
    expect(await ids('C:\\t')).toEqual([backslash.id]);
    expect(await ids('%')).toEqual([percent.id]);
    expect((await restJobs(`?search=${encodeURIComponent('50%')}`)).items.map((job) => job.id)).toEqual([percent.id]);
  });

  it('treats a blank search as no filter', async () => {
    const all = await listJobs({});
    expect((await listJobs({ search: '   ' })).total).toBe(all.total);
    expect((await restJobs('?search=')).total).toBe(all.total);
  });
});

describe('one job', () => {
  it('answers an open job by id through GraphQL and GET /api/jobs/:id', async () => {
    const job = await insertJob(t.orm, {
      title: 'Single job',
      location: 'Auckland',
      description: ['One'],
      responsibilities: ['Two'],
      qualifications: ['Three'],
    });
    const expected = {
      id: job.id,
      title: 'Single job',
      location: 'Auckland',
      description: ['One'],
      responsibilities: ['Two'],
      qualifications: ['Three'],
      archivedAt: null,
    };
    const answer = await t.gql<{ job: JobView }>(JOB, { id: job.id });
    expect(answer.data?.job).toMatchObject(expected);
    const rest = await t.rest<JobView>('GET', `/api/jobs/${job.id}`);
    expect(rest).toMatchObject({ status: 200, body: expected });
  });

  it.each([
    ['an unknown id', randomUUID()],
    ['a malformed id', 'not-a-uuid'],
    ['a uuid-like id of the wrong length', '12345678-1234-1234-1234-1234567890123'],
  ])('answers NOT_FOUND / 404 for %s', async (_label, id) => {
    const answer = await t.gql(JOB, { id });
    expect(answer.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    const rest = await t.rest<{ message: string }>('GET', `/api/jobs/${encodeURIComponent(id)}`);
    expect(rest.status).toBe(404);
    expect(rest.body.message).toMatch(/does not exist/);
  });
});

describe('deleted (archived) jobs', () => {
  let archived: JobView;
  let open: JobView;

  beforeAll(async () => {
    const target = await insertJob(t.orm, { title: 'Archived Lighthouse Keeper', createdAt: minutesAgo(1) });
    open = {
      id: (await insertJob(t.orm, { title: 'Open Lighthouse Keeper', createdAt: minutesAgo(2) })).id,
    } as JobView;
    const answer = await t.gql<{ deleteJob: JobView }>(DELETE_JOB, { id: target.id }, tokens.INTERNAL_RECRUITER);
    archived = answer.data!.deleteJob;
  });

  it('vanish from the public list and search, in GraphQL and REST, for anonymous callers and USER', async () => {
    for (const token of [undefined, tokens.USER, tokens.INTERNAL_RECRUITER]) {
      const page = await listJobs({ search: 'lighthouse keeper' }, token);
      expect(page.items.map((job) => job.id)).toEqual([open.id]);
      expect(page.total).toBe(1);
      const rest = await restJobs('?search=lighthouse', token);
      expect(rest.items.map((job) => job.id)).toEqual([open.id]);
      expect((await listJobs({ limit: 100 }, token)).items.some((job) => job.id === archived.id)).toBe(false);
    }
  });

  it.each([
    ['anonymous callers', undefined],
    ['USER', Role.USER],
  ])('are NOT_FOUND / 404 by id for %s', async (_label, role) => {
    const token = role ? tokens[role] : undefined;
    const answer = await t.gql(JOB, { id: archived.id }, token);
    expect(answer.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect((await t.rest('GET', `/api/jobs/${archived.id}`, { token })).status).toBe(404);
  });

  it.each([Role.INTERNAL_RECRUITER, Role.SUPER_ADMIN])('stay readable by id for %s, with archivedAt', async (role) => {
    const answer = await t.gql<{ job: JobView }>(JOB, { id: archived.id }, tokens[role]);
    expect(answer.data?.job).toMatchObject({
      id: archived.id,
      title: 'Archived Lighthouse Keeper',
      archivedAt: expect.any(String),
    });
    const rest = await t.rest<JobView>('GET', `/api/jobs/${archived.id}`, { token: tokens[role] });
    expect(rest).toMatchObject({ status: 200, body: { id: archived.id, archivedAt: expect.any(String) } });
  });

  it('are listed and searchable for INTERNAL_RECRUITER with includeArchived, in GraphQL and REST', async () => {
    const page = await listJobs({ search: 'lighthouse keeper', includeArchived: true }, tokens.INTERNAL_RECRUITER);
    expect(page.items.map((job) => job.id)).toEqual([archived.id, open.id]);
    expect(page.total).toBe(2);
    const rest = await restJobs('?search=lighthouse&includeArchived=true', tokens.INTERNAL_RECRUITER);
    expect(rest.items.map((job) => job.id)).toEqual([archived.id, open.id]);
    expect(rest.total).toBe(2);
  });

  it.each<[string, Role | undefined, string, number]>([
    ['anonymous callers', undefined, 'UNAUTHENTICATED', 401],
    ['USER', Role.USER, 'FORBIDDEN', 403],
  ])('refuse includeArchived to %s', async (_label, role, code, status) => {
    const token = role ? tokens[role] : undefined;
    const answer = await t.gql(JOBS, { includeArchived: true }, token);
    expect(answer.errors?.[0].extensions?.code).toBe(code);
    const rest = await t.rest<{ message: string }>('GET', '/api/jobs?includeArchived=true', { token });
    expect(rest.status).toBe(status);
    expect(rest.body.message).toEqual(expect.any(String));
  });
});
