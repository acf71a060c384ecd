import { createHash } from 'node:crypto';

import type { EntityManager, Knex } from '@mikro-orm/postgresql';

/**
 * `(?, ?, …)` for a non-empty list of values bound one by one: knex expands an array bound to a
 * single `?` into a list, so `= any(?)` cannot take it as one array parameter.
 */
export function placeholders(values: readonly unknown[]): string {
  return `(${values.map(() => '?').join(', ')})`;
}

/** `term` as an ILIKE pattern matching it anywhere, with its own `%`, `_` and `\` taken literally. */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/**
 * How many statement texts get a name (see preparedRows); beyond, a text is parsed each time. The
 * public job list's shapes (filters chosen, a search or not) are fewer; the bound keeps a mistake
 * (a value written into a text) from filling each PostgreSQL session with statements.
 */
const MAX_PREPARED_STATEMENTS = 200;

/** A statement as the driver takes it: `$1, $2, …` for its `?`s, and its name when it has one. */
interface Statement {
  text: string;
  name?: string;
}

const statements = new Map<string, Statement>();

function statementOf(sql: string): Statement {
  const known = statements.get(sql);
  if (known) return known;
  let n = 0;
  const text = sql.replace(/\?/g, () => `$${++n}`);
  if (statements.size >= MAX_PREPARED_STATEMENTS) return { text };
  const statement = { text, name: `q_${createHash('sha256').update(sql).digest('hex').slice(0, 40)}` };
  statements.set(sql, statement);
  return statement;
}

/** The driver's client as preparedRows uses it (pg's `Client.query` with a query config). */
interface PgClient {
  query(config: { text: string; name?: string; values: readonly unknown[] }): Promise<{ rows: unknown[] }>;
}

/**
 * What preparedRows needs of an EntityManager: the ORM's pool, configuration and platform, the
 * same for its root and for every fork. A request's context passes the root one, typed so
 * (createServices' `statements`): a read that runs only prepared statements forks nothing.
 */
export type StatementPool = Pick<EntityManager, 'getKnex' | 'config' | 'getPlatform'>;

/** How PostgreSQL plans a prepared statement: by its own choice, or once, generically. */
export type StatementPlan = 'auto' | 'generic';

/** The pooled connections (PostgreSQL sessions) that plan prepared statements generically now. */
const planningGenerically = new WeakSet<PgClient>();

/**
 * Sets the session's `plan_cache_mode` for the next statement when it is not already so: a
 * connection is shared, and the setting holds for its session until changed. Left to itself,
 * PostgreSQL plans a statement for its values whenever it estimates the generic plan costlier. It
 * does so for the facet counts of a search (a trigram index's estimate for an unknown pattern), and
 * that planning was 2 to 3 ms of their time at every call; but a page's generic plan, blind to its
 * offset and limit, expects thousands of rows and ran 46 ms instead of 0.2 (docs/performance.md).
 * MikroORM's own statements carry their values in their text: the setting does not touch them.
 */
async function usePlan(client: PgClient, plan: StatementPlan): Promise<void> {
  const generic = plan === 'generic';
  if (planningGenerically.has(client) === generic) return;
  await client.query({ text: `set plan_cache_mode = ${generic ? 'force_generic_plan' : 'auto'}`, values: [] });
  if (generic) planningGenerically.add(client);
  else planningGenerically.delete(client);
}

/**
 * Runs a read statement with `?` parameters as a named prepared statement: each pooled connection
 * parses and analyses its text once, and PostgreSQL keeps one plan for it when that plan is as
 * good as one made for the values. `em.execute` instead writes the values into the text (MikroORM
 * formats every query), so every call is parsed and planned afresh: measured on the public job
 * list's facet counts (a long statement), 18 to 27% more requests a second with the read cache off.
 * The statement goes to a connection of the ORM's pool through the driver itself: knex would
 * rewrite its placeholders on every call, which this does once per text. So `sql` must never
 * carry values (they are parameters) nor a `?` that is not one. It runs outside any transaction
 * the EntityManager has open. `plan` 'generic' has it planned once, generically (usePlan).
 */
export async function preparedRows<T>(
  em: StatementPool,
  sql: string,
  params: readonly unknown[],
  plan: StatementPlan = 'auto',
): Promise<T[]> {
  const { text, name } = statementOf(sql);
  const pool = em.getKnex().client as Knex.Client;
  // Logged and its errors converted as MikroORM does its own queries (the debug log, the tests
  // that count a request's statements).
  const logger = em.config.getLogger();
  const started = Date.now();
  try {
    const client = (await pool.acquireConnection()) as PgClient;
    let rows: T[];
    try {
      await usePlan(client, plan);
      ({ rows } = (await client.query({ text, name, values: params })) as { rows: T[] });
    } finally {
      await pool.releaseConnection(client);
    }
    logger.logQuery({
      query: sql,
      params: [...params],
      took: Date.now() - started,
      results: rows.length,
      level: 'info',
    });
    return rows;
  } catch (error) {
    logger.logQuery({ query: sql, params: [...params], took: Date.now() - started, level: 'error' });
    throw em
      .getPlatform()
      .getExceptionConverter()
      .convertException(error as Error);
  }
}
