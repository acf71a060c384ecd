import { JobsArgs } from '../../../server/src/modules/jobs/job.inputs';
import { JobService } from '../../../server/src/modules/jobs/job.service';
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
    const service = new JobService(t.orm.em.fork());
    const args = { search: `REFERENCE ${md5.slice(0, 12)}`, offset: 0, limit: 20, includeArchived: false };

    const page = service.listQuery(args).getFormattedQuery();
    const pagePlan = await plan(page);
    expect(pagePlan).toContain('Bitmap Index Scan on job_search_trgm_idx');
    expect(pagePlan).not.toContain('Seq Scan');

    // The count query exactly as MikroORM's getResultAndCount builds it.
    const count = service.listQuery(args).count().limit(undefined).offset(undefined).orderBy([]);
    const countPlan = await plan(count.getFormattedQuery());
    expect(countPlan).toContain('Bitmap Index Scan on job_search_trgm_idx');

    const anonymous = { user: null, problem: 'missing' } as const;
    const result = await service.list(anonymous, Object.assign(new JobsArgs(), { ...args, search: args.search.toLowerCase() }));
    expect(result.total).toBe(1);
    expect(result.items[0].title).toBe('Recruiter 12345');
  });

  it('lists the newest open jobs through the created_at index (no sort of the whole table)', async () => {
    const service = new JobService(t.orm.em.fork());
    const pagePlan = await plan(service.listQuery({ offset: 0, limit: 20, includeArchived: false }).getFormattedQuery());
    expect(pagePlan).toContain('Index Scan using job_public_created_at_idx');
  });
});
