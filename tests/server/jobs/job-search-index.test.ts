import { containsPattern } from '../../../server/src/lib/sql';
import { JobsArgs } from '../../../server/src/modules/jobs/job.inputs';
import { PUBLIC_PAGE_SQL } from '../../../server/src/modules/jobs/job-list-sql';
import { JobSearchService } from '../../../server/src/modules/jobs/job-search.service';
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

async function plan(statement: { sql: string; params: unknown[] }, analyze = false): Promise<string> {
  const rows = await t.orm.em
    .getConnection()
    .execute<{ 'QUERY PLAN': string }[]>(`explain ${analyze ? '(analyze) ' : ''}${statement.sql}`, statement.params);
  return rows.map((row) => row['QUERY PLAN']).join('\n');
}

const anonymous = { user: null, apiKey: null, role: null, readOnly: false, problem: 'missing' } as const;

function service(): JobSearchService {
  const em = t.orm.em.fork();
  return new JobSearchService(() => em, em);
}

/** The ids of the page as the plain query reads it: ILIKE over the job's own text, newest first. */
async function plainPage(term: string, offset: number, limit: number): Promise<{ ids: string[]; count: number }> {
  const where =
    `archived_at is null and (closes_at is null or closes_at > now()) and ` +
    `job_search_text(title, description, responsibilities, qualifications) ilike ?`;
  const pattern = containsPattern(term);
  const rows = await t.orm.em
    .getConnection()
    .execute<{ id: string }[]>(`select id from job where ${where} order by created_at desc, id desc offset ? limit ?`, [
      pattern,
      offset,
      limit,
    ]);
  const [{ n }] = await t.orm.em
    .getConnection()
    .execute<{ n: number }[]>(`select count(*)::int as n from job where ${where}`, [pattern]);
  return { ids: rows.map((row) => row.id), count: n };
}

function listArgs(search: string, offset = 0, limit = 20) {
  return Object.assign(new JobsArgs(), { search, offset, limit, includeArchived: false });
}

describe('job search at scale', () => {
  it(`finds a rare term through the spaced trigram index over ${ROWS} jobs (no sequential scan), counted exactly`, async () => {
    const [{ md5 }] = await t.orm.em.getConnection().execute<{ md5: string }[]>(`select md5('12345') as md5`);
    const args = listArgs(`REFERENCE ${md5.slice(0, 12)}`);
    const { matches } = service().searchStatements(args);
    const matchesPlan = await plan(matches);
    expect(matchesPlan).toContain('Bitmap Index Scan on job_search_spaced_trgm_idx');
    expect(matchesPlan).not.toContain('Seq Scan');

    const result = await service().list(anonymous, listArgs(args.search!.toLowerCase()));
    expect(result).toMatchObject({ total: 1, totalIsExact: true });
    expect(result.items[0].title).toBe('Recruiter 12345');
  });

  it('reads only the few jobs that hold two common words side by side, not every job that has both', async () => {
    // Every job has "two" and "english", never "english two": pg_trgm's word trigrams matched all
    // 20,000 for recheck; the trigrams across the space ("hqt", "qtw") match none.
    const { matches } = service().searchStatements(listArgs('english two'));
    const analyzed = await plan(matches, true);
    const indexRows = Number(
      /Bitmap Index Scan on job_search_spaced_trgm_idx.*?actual time=\S+ rows=(\d+)/.exec(analyzed)?.[1],
    );
    expect(indexRows).toBeLessThan(100);
    const page = await service().list(anonymous, listArgs('english two'));
    expect(page).toMatchObject({ total: 0, totalIsExact: true, items: [] });
    expect((await plainPage('english two', 0, 20)).count).toBe(0);
  });

  it('answers a common term from the newest jobs with "more" instead of a count, the same jobs as the plain query', async () => {
    // Every fifth job is a "Recruiter <n>": 4,000 matches.
    const graphql = await t.gql<{ jobs: { total: number; totalIsExact: boolean; items: { title: string }[] } }>(
      `{ jobs(search: "recruiter", limit: 3) { total totalIsExact items { title } } }`,
    );
    expect(graphql.data?.jobs).toMatchObject({ total: 4, totalIsExact: false });
    expect(graphql.data?.jobs.items.map((job) => job.title)).toEqual(['Recruiter 5', 'Recruiter 10', 'Recruiter 15']);

    // Deep pages, past the newest jobs' window, still answer the plain query's jobs.
    for (const [offset, limit] of [
      [0, 20],
      [380, 20],
      [1500, 7],
      [3995, 10],
    ]) {
      const page = await service().list(anonymous, listArgs('recruiter', offset, limit));
      expect(page.items.map((job) => job.id)).toEqual((await plainPage('recruiter', offset, limit)).ids);
    }
    const last = await service().list(anonymous, listArgs('recruiter', 3995, 10));
    expect(last).toMatchObject({ total: 4000, totalIsExact: true });

    const rest = await fetch(`${t.url}/api/jobs?search=recruiter&limit=1`);
    expect(rest.headers.get('x-total-count')).toBe('2');
    expect(rest.headers.get('x-total-count-capped')).toBe('true');
  });

  it('counts a list without a search exactly, however long', async () => {
    const graphql = await t.gql<{ jobs: { total: number; totalIsExact: boolean } }>(
      `{ jobs(limit: 1) { total totalIsExact } }`,
    );
    expect(graphql.data?.jobs).toEqual({ total: ROWS, totalIsExact: true });
  });

  it('answers a rarer term’s later pages with an exact total, the same jobs in the same order as the plain query', async () => {
    // "Recruiter 12" matches 222 jobs: 120 and 125 among the newest 500 (too few to promise a
    // page among the newest 2,000, so even the first page counts every match), 1200…1295, then
    // 12000…12995.
    for (const [offset, limit, total, totalIsExact] of [
      [0, 20, 222, true],
      [200, 20, 222, true],
      [215, 10, 222, true],
      [222, 5, 222, true],
    ] as const) {
      const page = await service().list(anonymous, listArgs('recruiter 12', offset, limit));
      const plain = await plainPage('recruiter 12', offset, limit);
      expect(plain.count).toBe(222);
      expect(page).toMatchObject({ total, totalIsExact, offset, limit });
      expect(page.items.map((job) => job.id)).toEqual(plain.ids);
    }
    const rest = await fetch(`${t.url}/api/jobs?search=recruiter%2012&offset=210&limit=10`);
    expect(rest.headers.get('x-total-count')).toBe('222');
    expect(rest.headers.get('x-total-count-capped')).toBeNull();
  });

  it('reads the whole window of the newest jobs when the matches in its newest part promise a page there', async () => {
    // "Recruiter 1" matches 2,222 jobs: 22 among the newest 500 (10, 15, 100…195), too few for a
    // page of 30 and one more but enough to promise one among the newest 2,000 (1000…1995 too).
    const page = await service().list(anonymous, listArgs('recruiter 1', 0, 30));
    expect(page).toMatchObject({ total: 31, totalIsExact: false });
    const plain = await plainPage('recruiter 1', 0, 30);
    expect(plain.count).toBe(2222);
    expect(page.items.map((job) => job.id)).toEqual(plain.ids);
  });

  it('reads a common term’s first page from the newest jobs through the created_at index, without sorting', async () => {
    const { probe, newest } = service().searchStatements(listArgs('recruiter'));
    for (const statement of [probe, newest]) {
      const pagePlan = await plan(statement);
      expect(pagePlan).toContain('Index Scan using job_public_created_at_idx');
      expect(pagePlan).not.toContain('Sort');
    }
  });

  it('lists the newest open jobs through the created_at index (no sort of the whole table)', async () => {
    const pagePlan = await plan({ sql: PUBLIC_PAGE_SQL, params: [0, 20] });
    expect(pagePlan).toContain('Index Scan using job_public_created_at_idx');
    expect(pagePlan).not.toContain('Sort');
  });
});
