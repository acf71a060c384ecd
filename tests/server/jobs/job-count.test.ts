import { Role, startTestServer, type TestServer } from '../../helpers/test-server';

import { DELETE_JOB, insertJob } from './job-fixtures';

let t: TestServer;
let staffToken: string;

beforeAll(async () => {
  t = await startTestServer();
  staffToken = (await t.userWithRole(Role.INTERNAL_RECRUITER)).token;
});
afterAll(() => t.stop());

const sql = (query: string) => t.orm.em.getConnection().execute(query);

/** The totals the API answers, next to what counting the table says. */
async function totals() {
  const open = await t.gql<{ jobs: { total: number; totalIsExact: boolean } }>(
    `{ jobs(limit: 1) { total totalIsExact } }`,
  );
  const all = await t.gql<{ jobs: { total: number } }>(
    `{ jobs(limit: 1, includeArchived: true) { total } }`,
    undefined,
    staffToken,
  );
  const rest = await fetch(`${t.url}/api/jobs?limit=1`);
  const [counted] = await sql(
    `select count(*) filter (where archived_at is null)::int as open, count(*)::int as all from job`,
  );
  expect(open.data?.jobs.totalIsExact).toBe(true);
  expect(rest.headers.get('x-total-count')).toBe(String(open.data?.jobs.total));
  expect(rest.headers.get('x-total-count-capped')).toBeNull();
  return { api: { open: open.data?.jobs.total, all: all.data?.jobs.total }, table: counted };
}

describe('the total of a list without a search', () => {
  it('stays exact through every kind of write, without counting the table on each request', async () => {
    expect((await totals()).api).toEqual({ open: 0, all: 0 });

    // Many rows in one statement, one of them archived.
    await sql(`insert into job (id, title, description, responsibilities, qualifications, created_at, updated_at, archived_at)
      select gen_random_uuid(), 'Bulk ' || g, '{}', '{}', '{}', now(), now(), case when g = 1 then now() end
      from generate_series(1, 50) as g`);
    let now = await totals();
    expect(now.api).toEqual({ open: 49, all: 50 });
    expect(now.api).toEqual(now.table);

    // Through the ORM, and concurrently from several connections.
    await Promise.all(Array.from({ length: 8 }, (_, i) => insertJob(t.orm, { title: `Concurrent ${i}` })));
    const kept = await insertJob(t.orm, { title: 'Kept' });
    now = await totals();
    expect(now.api).toEqual({ open: 58, all: 59 });

    // Archiving through the API; editing changes no count; unarchiving and deleting in SQL.
    const archived = await t.gql(DELETE_JOB, { id: kept.id }, staffToken);
    expect(archived.errors).toBeUndefined();
    await sql(`update job set title = title || ' (edited)' where title like 'Concurrent%'`);
    expect((await totals()).api).toEqual({ open: 57, all: 59 });
    await sql(`update job set archived_at = null where title = 'Bulk 1'`);
    await sql(`delete from job where title in ('Bulk 2', 'Bulk 3')`);
    now = await totals();
    expect(now.api).toEqual({ open: 56, all: 57 });
    expect(now.api).toEqual(now.table);

    // A rolled-back write leaves the total as it was.
    await sql(`begin; insert into job (id, title, description, responsibilities, qualifications, created_at, updated_at)
      values (gen_random_uuid(), 'Rolled back', '{}', '{}', '{}', now(), now()); rollback;`);
    expect((await totals()).api).toEqual({ open: 56, all: 57 });

    await sql('truncate job cascade');
    expect((await totals()).api).toEqual({ open: 0, all: 0 });
  });
});
