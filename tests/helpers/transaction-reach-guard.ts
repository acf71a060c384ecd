// Every server test runs with this guard (jest.config.js, setupFilesAfterEnv): the one way to reach
// an open transaction is the EntityManager its callback receives (`em.transactional(async (tx) => …)`,
// passed on as an explicit argument). A query sent through any other EntityManager (the request's,
// a service's own) while that transaction is open would run outside it, on another connection: it
// would not see the transaction's rows, would not roll back with it, and could wait on its locks.
// The guard turns such a query into an error naming it, so the test that reaches it fails.
import { TransactionContext } from '@mikro-orm/core';
import { AbstractSqlConnection } from '@mikro-orm/knex';

type Execute = AbstractSqlConnection['execute'];

/** The open (not yet committed or rolled back) transaction of the current async flow, if any. */
function openTransaction(): { isCompleted(): boolean } | undefined {
  const trx = TransactionContext.currentTransactionContext()?.em.getTransactionContext<{ isCompleted(): boolean }>();
  return trx && !trx.isCompleted() ? trx : undefined;
}

function transacting(query: unknown): boolean {
  return (
    typeof query === 'object' &&
    query !== null &&
    Boolean((query as { client?: { transacting?: boolean } }).client?.transacting)
  );
}

const execute: Execute = AbstractSqlConnection.prototype.execute;
AbstractSqlConnection.prototype.execute = function guardedExecute(
  this: AbstractSqlConnection,
  ...args: Parameters<Execute>
) {
  const [query, , , ctx] = args;
  if (ctx === undefined && !transacting(query) && openTransaction()) {
    const sql = typeof query === 'string' ? query : (query as { toString(): string }).toString();
    throw new Error(
      `A query went outside the open transaction (use the EntityManager the transaction's callback receives): ${sql.slice(0, 200)}`,
    );
  }
  return execute.apply(this, args) as ReturnType<Execute>;
} as Execute;
