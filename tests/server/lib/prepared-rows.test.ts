import { MikroORM, TableNotFoundException } from '@mikro-orm/postgresql';

import { createOrmConfig } from '../../../server/src/db/mikro-orm.config';
import { preparedRows } from '../../../server/src/lib/sql';
import { createTestDatabase, type TestDatabase } from '../../helpers/test-database';

// One pooled connection, so every statement below meets the same PostgreSQL session (prepared
// statements belong to a session).
let db: TestDatabase;
let orm: MikroORM;
const logged: string[] = [];

beforeAll(async () => {
  db = await createTestDatabase();
  orm = await MikroORM.init(
    createOrmConfig(db.url, { pool: { min: 0, max: 1 }, debug: ['query'], logger: (line) => logged.push(line) }),
  );
});

afterAll(async () => {
  await orm?.close(true);
  await db?.drop();
});

const SQUARES = 'select n, n * n as square from generate_series(1, ?::int) as n where n % ? = 0 order by n';

describe('preparedRows', () => {
  it('answers the rows of a statement with parameters, prepared once on its connection and run again there', async () => {
    const em = orm.em.fork();
    expect(await preparedRows(em, SQUARES, [6, 2])).toEqual([
      { n: 2, square: 4 },
      { n: 4, square: 16 },
      { n: 6, square: 36 },
    ]);
    expect(await preparedRows(em, SQUARES, [3, 3])).toEqual([{ n: 3, square: 9 }]);

    const prepared = await preparedRows<{ name: string; runs: number }>(
      em,
      'select name, (generic_plans + custom_plans)::int as runs from pg_prepared_statements where statement like ?',
      ['%generate_series(1, $1::int)%'],
    );
    expect(prepared).toHaveLength(1);
    expect(prepared[0]).toMatchObject({ name: expect.stringMatching(/^q_[0-9a-f]{40}$/), runs: 2 });
  });

  it("plans a statement generically when asked, and the next one on the same connection by PostgreSQL's choice", async () => {
    const em = orm.em.fork();
    // LIKE on an unknown pattern: left to itself PostgreSQL plans the first five calls for their
    // values, and the later ones too wherever it estimates the generic plan costlier.
    const like = (tag: string) =>
      `select count(*)::int as n from generate_series(1, 5000) as n where n::text like ? and n % 7 <> ? and '${tag}' <> ''`;
    const plans = async (tag: string) =>
      (
        await preparedRows<{ generic: number; custom: number }>(
          em,
          'select generic_plans::int as generic, custom_plans::int as custom from pg_prepared_statements where statement like ?',
          [`%'${tag}'%`],
        )
      )[0];
    const mode = async () =>
      (await preparedRows<{ mode: string }>(em, "select current_setting('plan_cache_mode') as mode", []))[0]!.mode;

    for (let i = 0; i < 7; i += 1) {
      await preparedRows(em, like('generic'), [`%${i}3%`, i], 'generic');
      await preparedRows(em, like('chosen'), [`%${i}3%`, i]);
    }
    expect(await plans('generic')).toEqual({ generic: 7, custom: 0 });
    expect((await plans('chosen'))!.custom).toBeGreaterThanOrEqual(5);
    expect(await mode()).toBe('auto');
  });

  it('writes each statement and its parameters to the query log, as MikroORM does its own', async () => {
    logged.length = 0;
    await preparedRows(orm.em.fork(), SQUARES, [10, 5]);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toContain('generate_series(1, ?::int)');
  });

  it("fails with MikroORM's own exception for a driver error, and the connection serves the next statement", async () => {
    const em = orm.em.fork();
    await expect(preparedRows(em, 'select * from no_such_table where id = ?', [1])).rejects.toBeInstanceOf(
      TableNotFoundException,
    );
    expect(await preparedRows(em, SQUARES, [1, 1])).toEqual([{ n: 1, square: 1 }]);
  });
});
