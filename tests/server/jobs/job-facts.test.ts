import { Job } from '../../../server/src/modules/jobs/job.entity';
import { JOB_CLOSED_MESSAGE } from '../../../server/src/modules/jobs/job.service';
import { EmploymentType, SalaryPeriod, Workplace } from '../../../server/src/modules/jobs/job-facts';
import { FORM_CONSENT } from '../../helpers/form-consent';
import { startQueryLoggedApp } from '../../helpers/query-logged-app';
import { startTestSite } from '../../helpers/stand-in-client';
import { Role, type TestServer } from '../../helpers/test-server';
import { gqlUpload } from '../../helpers/uploads';
import { applicant, APPLY, applyByForm, countApplications, PDF_RESUME } from '../applications/application-fixtures';

import { insertJob, jobBody } from './job-fixtures';

const FACTS =
  'employmentType workplace remoteRegion department salaryMin salaryMax salaryCurrency salaryPeriod closesAt clientName confidentialClient';
const FIELDS = `id title location description responsibilities qualifications ${FACTS}`;
const CREATE = `mutation ($input: JobInput!) { createJob(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation ($id: ID!, $input: JobInput!) { updateJob(id: $id, input: $input) { ${FIELDS} } }`;
const JOB = `query ($id: ID!) { job(id: $id) { ${FIELDS} } }`;
const LIST = `query ($search: String, $location: String, $department: String, $employmentType: EmploymentType, $workplace: Workplace, $includeClosed: Boolean) {
  jobs(search: $search, location: $location, department: $department, employmentType: $employmentType, workplace: $workplace, includeClosed: $includeClosed, limit: 100) {
    total totalIsExact items { id title }
  }
}`;
const FACETS = `query ($search: String, $location: String, $department: String, $employmentType: EmploymentType, $workplace: Workplace) {
  jobFacets(search: $search, location: $location, department: $department, employmentType: $employmentType, workplace: $workplace) {
    location { value count } department { value count } employmentType { value count } workplace { value count }
  }
}`;

const DAY = 24 * 60 * 60 * 1000;
const inDays = (days: number) => new Date(Date.now() + days * DAY);

let t: TestServer;
let recruiter: string;
beforeAll(async () => {
  t = await startTestSite({ PUBLIC_URL: 'https://careers.example.com' });
  recruiter = (await t.userWithRole(Role.INTERNAL_RECRUITER)).token;
});
afterAll(() => t.stop());

/** Every fact set, as GraphQL and REST both take them. */
function facts(closesAt = inDays(30)) {
  return {
    employmentType: 'CONTRACT',
    workplace: 'REMOTE',
    remoteRegion: 'European Union',
    department: 'Finance',
    salaryMin: 50000,
    salaryMax: 65000.5,
    salaryCurrency: 'EUR',
    salaryPeriod: 'YEAR',
    closesAt: closesAt.toISOString(),
    clientName: 'Acme Foods',
    confidentialClient: false,
  };
}

describe('job facts', () => {
  it('round-trip through GraphQL (create, read, replace) and are stored in their columns', async () => {
    const input = { ...jobBody(), ...facts() };
    const created = await t.gql<{ createJob: Record<string, unknown> }>(CREATE, { input }, recruiter);
    expect(created.errors).toBeUndefined();
    expect(created.data!.createJob).toEqual({ id: expect.any(String), ...input });
    const id = created.data!.createJob.id as string;
    expect((await t.gql(JOB, { id })).data!.job).toEqual({ id, ...input });
    const row = await t.orm.em.fork().findOneOrFail(Job, { id });
    expect(row).toMatchObject({
      employmentType: EmploymentType.CONTRACT,
      salaryPeriod: SalaryPeriod.YEAR,
      salaryMax: 65000.5,
    });
  });

  it('round-trip through REST: POST and PUT take them, GET /api/jobs and /api/jobs/:id answer them beside the spec’s fields', async () => {
    const body = { ...jobBody({ title: 'REST facts job' }), ...facts() };
    const created = await t.rest<Record<string, unknown>>('POST', '/api/jobs', { body, token: recruiter });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject(body);
    const id = created.body.id as string;
    expect((await t.rest('GET', `/api/jobs/${id}`)).body).toMatchObject(body);
    const list = await t.rest<Record<string, unknown>[]>('GET', '/api/jobs?search=REST%20facts%20job');
    expect(Array.isArray(list.body)).toBe(true);
    expect(list.body).toEqual([expect.objectContaining({ id, ...body })]);

    const changed = { ...body, workplace: 'HYBRID', remoteRegion: null, confidentialClient: true, clientName: null };
    const put = await t.rest('PUT', `/api/jobs/${id}`, { body: changed, token: recruiter });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({
      workplace: 'HYBRID',
      remoteRegion: null,
      confidentialClient: true,
      clientName: null,
    });
  });

  it('answers a listed job with exactly the fields and values of the job read by id (lean list reads), in REST and GraphQL', async () => {
    // The lists read plain rows (no entity); the single job is read through the ORM entity.
    const body = { ...jobBody({ title: 'Lean read probe', description: ['Line "one"', 'Line \\ two'] }), ...facts() };
    const created = await t.rest<{ id: string }>('POST', '/api/jobs', { body, token: recruiter });
    expect(created.status).toBe(201);
    const id = created.body.id;

    const byId = await t.rest<Record<string, unknown>>('GET', `/api/jobs/${id}`);
    const listed = await t.rest<Record<string, unknown>[]>('GET', '/api/jobs?search=lean%20read%20probe');
    expect(listed.body).toEqual([byId.body]);
    expect(Object.keys(listed.body[0]!)).toEqual(Object.keys(byId.body));
    const unfiltered = await t.rest<Record<string, unknown>[]>('GET', '/api/jobs?limit=100');
    expect(unfiltered.body.find((job) => job.id === id)).toEqual(byId.body);

    const all = `${FIELDS} createdAt updatedAt archivedAt`;
    const one = await t.gql<{ job: Record<string, unknown> }>(`query ($id: ID!) { job(id: $id) { ${all} } }`, { id });
    const page = await t.gql<{ jobs: { items: Record<string, unknown>[] } }>(
      `{ jobs(search: "lean read probe") { items { ${all} } } }`,
    );
    expect(page.errors).toBeUndefined();
    expect(page.data?.jobs.items).toEqual([one.data?.job]);
  });

  it('are kept by an update that leaves them out (the spec’s PUT body), and cleared by null', async () => {
    const created = await t.rest<{ id: string }>('POST', '/api/jobs', {
      body: { ...jobBody({ title: 'Facts kept' }), ...facts() },
      token: recruiter,
    });
    const id = created.body.id;
    const specOnly = jobBody({ title: 'Facts kept, title changed' });
    const put = await t.rest('PUT', `/api/jobs/${id}`, { body: specOnly, token: recruiter });
    expect(put.status).toBe(200);
    const { closesAt: _closesAt, ...factsButClosing } = facts();
    expect(put.body).toMatchObject({ ...specOnly, ...factsButClosing });
    const kept = await t.orm.em.fork().findOneOrFail(Job, id, { populate: ['client'] });
    expect(kept).toMatchObject({ closesAt: expect.any(Date) });
    expect(kept.client?.name).toBe('Acme Foods');

    const updated = await t.gql<{ updateJob: Record<string, unknown> }>(
      UPDATE,
      {
        id,
        input: {
          ...jobBody({ title: 'Facts kept' }),
          salaryMin: null,
          salaryMax: null,
          salaryCurrency: null,
          salaryPeriod: null,
          clientName: null,
        },
      },
      recruiter,
    );
    expect(updated.errors).toBeUndefined();
    expect(updated.data?.updateJob).toMatchObject({
      salaryMin: null,
      salaryMax: null,
      salaryCurrency: null,
      salaryPeriod: null,
      clientName: null,
      department: 'Finance',
      workplace: 'REMOTE',
      employmentType: 'CONTRACT',
    });
    // The rules still hold between kept and sent facts: a region only for a remote job.
    const onSite = await t.gql(UPDATE, { id, input: { ...jobBody(), workplace: 'ON_SITE' } }, recruiter);
    expect(onSite.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', field: 'remoteRegion' } });
  });

  it.each([
    ['salaryMin', { salaryMin: 70000, salaryMax: 60000 }, /salaryMin must not be more than salaryMax/],
    ['salaryCurrency', { salaryCurrency: 'EUROS' }, /ISO 4217/],
    ['salaryCurrency', { salaryCurrency: 'XYZ' }, /ISO 4217/],
    ['salaryCurrency', { salaryCurrency: null }, /salaryCurrency is required/],
    ['salaryPeriod', { salaryPeriod: null }, /salaryPeriod is required/],
    ['salaryMin', { salaryMin: null, salaryMax: null }, /salaryMin or salaryMax is required/],
    ['salaryMin', { salaryMin: -1 }, /salaryMin must be a number from 0/],
    ['closesAt', { closesAt: new Date(Date.now() - 60_000).toISOString() }, /closesAt must be in the future/],
    ['remoteRegion', { workplace: 'ON_SITE' }, /remoteRegion is only for remote jobs/],
    ['clientName', { confidentialClient: true }, /clientName must be empty for a confidential client/],
    ['department', { department: 'd'.repeat(101) }, /department must be at most 100/],
  ])('refuses a bad %s by name in GraphQL and REST, and writes nothing', async (field, change, message) => {
    const before = await t.orm.em.fork().count(Job, {});
    const input = { ...jobBody(), ...facts(), ...change };
    const answer = await t.gql(CREATE, { input }, recruiter);
    expect(answer.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', field } });
    expect(answer.errors?.[0].message).toMatch(message);
    const rest = await t.rest<{ message: string; field: string }>('POST', '/api/jobs', {
      body: input,
      token: recruiter,
    });
    expect(rest.status).toBe(400);
    expect(rest.body).toMatchObject({ field, message: expect.stringMatching(message) });
    expect(await t.orm.em.fork().count(Job, {})).toBe(before);
  });

  it('refuses an unknown enum value and a closing date that is no date and time, over REST', async () => {
    for (const [field, value] of [
      ['employmentType', 'FREELANCE'],
      ['workplace', 'MOON'],
      ['closesAt', 'next Friday'],
      ['closesAt', 12],
    ] as const) {
      const rest = await t.rest<{ field: string }>('POST', '/api/jobs', {
        body: { ...jobBody(), [field]: value },
        token: recruiter,
      });
      expect(rest.status).toBe(400);
      expect(rest.body.field).toBe(field);
    }
  });

  it('lets an update set a past closing date (closing the job at once), which a post may not', async () => {
    const job = await insertJob(t.orm, { title: 'Closed by staff' });
    const answer = await t.gql(
      UPDATE,
      { id: job.id, input: { ...jobBody(), closesAt: inDays(-1).toISOString() } },
      recruiter,
    );
    expect(answer.errors).toBeUndefined();
    expect((await t.gql(JOB, { id: job.id })).errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });
});

describe('a job past its closing date', () => {
  let open: Job;
  let closed: Job;
  beforeAll(async () => {
    open = await insertJob(t.orm, { title: 'Closingtest open', location: 'Closingtown', closesAt: inDays(2) });
    closed = await insertJob(t.orm, { title: 'Closingtest closed', location: 'Closingtown', closesAt: inDays(-1) });
  });

  it('leaves the public list, its search, its total and GET /api/jobs, while staff can still list it with includeClosed', async () => {
    const titles = async (variables: Record<string, unknown>, token?: string) =>
      (await t.gql<{ jobs: { items: { title: string }[] } }>(LIST, variables, token)).data!.jobs.items.map(
        (j) => j.title,
      );
    expect(await titles({ search: 'closingtest' })).toEqual(['Closingtest open']);
    expect(await titles({ location: 'Closingtown' })).toEqual(['Closingtest open']);
    expect(await titles({ search: 'closingtest', includeClosed: true }, recruiter)).toEqual([
      'Closingtest closed',
      'Closingtest open',
    ]);
    expect((await t.gql(LIST, { includeClosed: true })).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');

    const all = await t.rest<{ id: string }[]>('GET', '/api/jobs');
    expect(all.body.map((job) => job.id)).toContain(open.id);
    expect(all.body.map((job) => job.id)).not.toContain(closed.id);
    const openRows = await t.orm.em
      .fork()
      .count(Job, { archivedAt: null, $or: [{ closesAt: null }, { closesAt: { $gt: new Date() } }] });
    expect(all.headers.get('x-total-count')).toBe(String(openRows));
    const total = (await t.gql<{ jobs: { total: number } }>(LIST, {})).data!.jobs.total;
    expect(total).toBe(openRows);
  });

  it('is NOT_FOUND for visitors (GraphQL and REST) but readable by staff', async () => {
    expect((await t.gql(JOB, { id: closed.id })).errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect((await t.rest('GET', `/api/jobs/${closed.id}`)).status).toBe(404);
    expect((await t.gql(JOB, { id: closed.id }, recruiter)).data?.job).toMatchObject({ id: closed.id });
  });

  it('answers its page with 410 and noindex, has no share image, and leaves the sitemap', async () => {
    const page = await fetch(`${t.url}/browse-positions/${closed.id}`, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(410);
    expect(await page.text()).toContain('<meta name="robots" content="noindex" />');
    expect((await fetch(`${t.url}/browse-positions/${open.id}`)).status).toBe(200);
    expect((await fetch(`${t.url}/share-images/jobs/${closed.id}.png`)).status).toBe(404);
    expect((await fetch(`${t.url}/share-images/jobs/${open.id}.png`)).status).toBe(200);
    const sitemap = await (await fetch(`${t.url}/sitemap.xml`)).text();
    expect(sitemap).toContain(`/browse-positions/${open.id}<`);
    expect(sitemap).not.toContain(closed.id);
  });

  it('refuses applications with a clear error through GraphQL (CONFLICT) and REST (409), storing nothing', async () => {
    const before = await countApplications(t);
    const answer = await gqlUpload(
      t.url,
      APPLY,
      { jobId: closed.id, input: { ...FORM_CONSENT, ...applicant() }, resume: null },
      'variables.resume',
      PDF_RESUME,
    );
    expect(answer.errors?.[0]).toMatchObject({ message: JOB_CLOSED_MESSAGE, extensions: { code: 'CONFLICT' } });
    const rest = await applyByForm(t, closed.id, {
      ...applicant(),
      consent: 'true',
      privacyVersion: FORM_CONSENT.privacyVersion,
    });
    expect(rest).toMatchObject({ status: 409, body: { message: JOB_CLOSED_MESSAGE } });
    expect(await countApplications(t)).toBe(before);
  });
});

describe('filters and facet counts', () => {
  beforeAll(async () => {
    const job = (
      title: string,
      location: string,
      department: string | null,
      employmentType: EmploymentType,
      workplace: Workplace,
    ) => insertJob(t.orm, { title, location, department, employmentType, workplace });
    await job('Facetword analyst', 'Oslo', 'Finance', EmploymentType.FULL_TIME, Workplace.ON_SITE);
    await job('Facetword accountant', 'Oslo', 'Finance', EmploymentType.PART_TIME, Workplace.HYBRID);
    await job('Facetword recruiter', 'Bergen', 'People', EmploymentType.FULL_TIME, Workplace.REMOTE);
    await job('Facetword trainer', 'Bergen', null, EmploymentType.FULL_TIME, Workplace.ON_SITE);
    await insertJob(t.orm, {
      title: 'Facetword archived',
      location: 'Oslo',
      archivedAt: new Date(),
      employmentType: EmploymentType.FULL_TIME,
    });
    await insertJob(t.orm, {
      title: 'Facetword closed',
      location: 'Oslo',
      closesAt: inDays(-2),
      employmentType: EmploymentType.FULL_TIME,
    });
    await insertJob(t.orm, {
      title: 'Unrelated',
      location: 'Oslo',
      department: 'Finance',
      employmentType: EmploymentType.FULL_TIME,
    });
  });

  it('counts each facet’s values for the search, applying the other facets’ filters but not its own', async () => {
    const answer = await t.gql(FACETS, { search: 'FACETWORD', location: 'Oslo', employmentType: 'FULL_TIME' });
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.jobFacets).toEqual({
      // employment type FULL_TIME applies: Oslo's analyst, Bergen's recruiter and trainer.
      location: [
        { value: 'Bergen', count: 2 },
        { value: 'Oslo', count: 1 },
      ],
      // both filters apply: only the Oslo analyst; departments of other matches show with 0.
      department: [
        { value: 'Finance', count: 1 },
        { value: 'People', count: 0 },
      ],
      // location Oslo applies: analyst (full-time) and accountant (part-time).
      employmentType: [
        { value: 'FULL_TIME', count: 1 },
        { value: 'PART_TIME', count: 1 },
      ],
      workplace: [
        { value: 'ON_SITE', count: 1 },
        { value: 'HYBRID', count: 0 },
        { value: 'REMOTE', count: 0 },
      ],
    });
  });

  it('counts a search exactly on a board of at most 1,000 open jobs', async () => {
    const answer = await t.gql<{ jobFacets: { location: { countIsExact: boolean }[] } }>(
      '{ jobFacets(search: "facetword") { location { countIsExact } } }',
    );
    expect(answer.data!.jobFacets.location.map((item) => item.countIsExact)).toEqual([true, true]);
  });

  it('runs the facet counts as one SQL statement', async () => {
    const app = await startQueryLoggedApp(t);
    try {
      const { result, sql } = await app.counted(async () => {
        const response = await fetch(`${app.url}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ query: FACETS, variables: { search: 'facetword', workplace: 'REMOTE' } }),
        });
        return (await response.json()) as { data?: { jobFacets: { location: unknown[] } } };
      });
      expect(result.data?.jobFacets.location).toEqual([
        { value: 'Bergen', count: 1 },
        { value: 'Oslo', count: 0 },
      ]);
      expect(sql).toHaveLength(1);
      expect(sql.join('\n')).toMatch(/grouping sets/i);
    } finally {
      await app.stop();
    }
  });

  it('narrows the list with every filter together, in GraphQL and GET /api/jobs', async () => {
    const answer = await t.gql<{ jobs: { total: number; items: { title: string }[] } }>(LIST, {
      search: 'facetword',
      location: 'Bergen',
      employmentType: 'FULL_TIME',
      workplace: 'ON_SITE',
    });
    expect(answer.data!.jobs).toMatchObject({ total: 1, items: [{ title: 'Facetword trainer' }] });
    const rest = await t.rest<{ title: string }[]>(
      'GET',
      '/api/jobs?search=facetword&location=Oslo&department=Finance&employmentType=PART_TIME',
    );
    expect(rest.status).toBe(200);
    expect(rest.body.map((job) => job.title)).toEqual(['Facetword accountant']);
    expect(rest.headers.get('x-total-count')).toBe('1');
  });

  it('refuses an unknown filter value by name over REST', async () => {
    const rest = await t.rest<{ field: string }>('GET', '/api/jobs?workplace=MOON');
    expect(rest).toMatchObject({ status: 400, body: { field: 'workplace' } });
  });
});
