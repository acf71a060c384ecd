import { JobsArgs } from '../../../server/src/modules/jobs/job.inputs';
import { JobService, SEARCH_COUNT_CAP } from '../../../server/src/modules/jobs/job.service';
import { WebhookService } from '../../../server/src/modules/webhooks/webhook.service';
import { startTestServer, type TestServer } from '../../helpers/test-server';

let t: TestServer;
const ROWS = 20_000;

beforeAll(async () => {
  t = await startTestServer();
  // One statement: realistic-looking jobs, each with a unique reference in a description line.
  await t.orm.em.getConnection().execute(`
    insert into job (id, title, location, description, responsibilities, qualifications, created_at, updated_at)
    select gen_random_uuid(),
           (array['Recruiter', 'HR Partner', 'Payroll Specialist', 'Trainer', 'Researcher'])[1 + g % 5] || ' ' || g,
           (array['London', 'Pune', 'Sydney', 'Singapore', 'New York'])[1 + g % 5],
           array['Join our ' || (array['finance', 'retail', 'health', 'energy'])[1 + g % 4] || ' practice', 'Reference ' || md5(g::text)],
           array['Run interviews with hiring managers', 'Report on pipeline ' || g],
           array['Two years of experience', 'Fluent English'],
           now() - g * interval '1 minute', now()
    from generate_series(1, ${ROWS}) as g`);
  await t.orm.em.getConnection().execute('analyze job');
});
afterAll(() => t.stop());

async function plan(sql: string): Promise<string> {
  const rows = await t.orm.em.getConnection().execute<{ 'QUERY PLAN': string }[]>(`explain ${sql}`);
  return rows.map((row) => row['QUERY PLAN']).join('\n');
}

describe('job search at scale', () => {
  it(`uses the trigram index for a search over ${ROWS} jobs (no sequential scan)`, async () => {
    const [{ md5 }] = await t.orm.em.getConnection().execute<{ md5: string }[]>(`select md5('12345') as md5`);
    const service = new JobService(t.orm.em.fork(), new WebhookService(t.orm.em.fork(), { allowLocalhost: false }));
    const args = { search: `REFERENCE ${md5.slice(0, 12)}`, offset: 0, limit: 20, includeArchived: false };

    const page = service.listQuery(args).getFormattedQuery();
    const pagePlan = await plan(page);
    expect(pagePlan).toContain('Bitmap Index Scan on job_search_trgm_idx');
    expect(pagePlan).not.toContain('Seq Scan');

    const countPlan = await plan(service.searchMatchesSql(args, SEARCH_COUNT_CAP + 1));
    expect(countPlan).toContain('Bitmap Index Scan on job_search_trgm_idx');
    expect(countPlan).not.toContain('Seq Scan');

    const anonymous = { user: null, apiKey: null, role: null, readOnly: false, problem: 'missing' } as const;
    const result = await service.list(
      anonymous,
      Object.assign(new JobsArgs(), { ...args, search: args.search.toLowerCase() }),
    );
    expect(result.total).toBe(1);
    expect(result.totalIsExact).toBe(true);
    expect(result.items[0].title).toBe('Recruiter 12345');
  });

  it(`counts a common search term no further than ${SEARCH_COUNT_CAP} and says the total is capped`, async () => {
    // Every fifth job is a "Recruiter <n>": 4,000 matches.
    const graphql = await t.gql<{ jobs: { total: number; totalIsExact: boolean; items: { title: string }[] } }>(
      `{ jobs(search: "recruiter", limit: 3) { total totalIsExact items { title } } }`,
    );
    expect(graphql.data?.jobs).toMatchObject({ total: SEARCH_COUNT_CAP, totalIsExact: false });
    expect(graphql.data?.jobs.items.map((job) => job.title)).toEqual(['Recruiter 5', 'Recruiter 10', 'Recruiter 15']);

    // Pages beyond the cap still answer: the cap only limits counting.
    const beyond = await t.gql<{ jobs: { items: { title: string }[] } }>(
      `{ jobs(search: "recruiter", offset: 1500, limit: 1) { items { title } } }`,
    );
    expect(beyond.data?.jobs.items.map((job) => job.title)).toEqual(['Recruiter 7505']);

    const rest = await fetch(`${t.url}/api/jobs?search=recruiter&limit=1`);
    expect(rest.headers.get('x-total-count')).toBe(String(SEARCH_COUNT_CAP));
    expect(rest.headers.get('x-total-count-capped')).toBe('true');

    // Under the cap the count is exact: "Recruiter 12" matches 120, 125, 1200…1295, 12000…12995.
    const narrow = await fetch(`${t.url}/api/jobs?search=recruiter%2012&limit=1`);
    expect(narrow.headers.get('x-total-count')).toBe('222');
    expect(narrow.headers.get('x-total-count-capped')).toBeNull();
  });

  it('counts a list without a search exactly, however long', async () => {
    const graphql = await t.gql<{ jobs: { total: number; totalIsExact: boolean } }>(
      `{ jobs(limit: 1) { total totalIsExact } }`,
    );
    expect(graphql.data?.jobs).toEqual({ total: ROWS, totalIsExact: true });
  });

  it('answers a rare term’s page from the counting pass, the same jobs in the same order as the ordered query', async () => {
    // "Recruiter 12" matches 222 jobs: under the cap, so one pass over the index counts and pages.
    const service = new JobService(t.orm.em.fork(), new WebhookService(t.orm.em.fork(), { allowLocalhost: false }));
    const anonymous = { user: null, apiKey: null, role: null, readOnly: false, problem: 'missing' } as const;
    for (const [offset, limit] of [
      [0, 20],
      [200, 20],
      [215, 10],
      [222, 5],
    ]) {
      const args = { search: 'recruiter 12', offset, limit, includeArchived: false };
      const ordered = await service.listQuery(args).getResult();
      const page = await service.list(anonymous, Object.assign(new JobsArgs(), args));
      expect(page).toMatchObject({ total: 222, totalIsExact: true, offset, limit });
      expect(page.items.map((job) => job.id)).toEqual(ordered.map((job) => job.id));
    }
  });

  it('pages a common term through the created_at index, without sorting its thousands of matches', async () => {
    const service = new JobService(t.orm.em.fork(), new WebhookService(t.orm.em.fork(), { allowLocalhost: false }));
    const pagePlan = await plan(
      service.listQuery({ search: 'recruiter', offset: 0, limit: 20, includeArchived: false }).getFormattedQuery(),
    );
    expect(pagePlan).toContain('Index Scan using job_public_created_at_idx');
    expect(pagePlan).not.toContain('Sort');
  });

  it('lists the newest open jobs through the created_at index (no sort of the whole table)', async () => {
    const service = new JobService(t.orm.em.fork(), new WebhookService(t.orm.em.fork(), { allowLocalhost: false }));
    const pagePlan = await plan(
      service.listQuery({ offset: 0, limit: 20, includeArchived: false }).getFormattedQuery(),
    );
    expect(pagePlan).toContain('Index Scan using job_public_created_at_idx');
  });
});
