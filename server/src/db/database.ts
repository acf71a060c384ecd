import { MikroORM } from '@mikro-orm/postgresql';

import type { Config } from '../config';
import type { Logger } from '../lib/logger';

import { startEmbeddedPostgres } from './embedded-postgres';
import { createOrmConfig } from './mikro-orm.config';

// Held while migrating, so app processes starting together on one database migrate it once.
const MIGRATION_LOCK = 4_000_000;

async function migrateUnderLock(orm: MikroORM, logger: Logger): Promise<void> {
  const knex = orm.em.getKnex();
  const connection = await knex.client.acquireConnection();
  try {
    await connection.query(`select pg_advisory_lock(${MIGRATION_LOCK})`);
    try {
      const applied = await orm.getMigrator().up();
      if (applied.length > 0) logger.info('Applied migrations', { migrations: applied.map((m) => m.name) });
    } finally {
      await connection.query(`select pg_advisory_unlock(${MIGRATION_LOCK})`);
    }
  } finally {
    await knex.client.releaseConnection(connection);
  }
}

export interface Database {
  orm: MikroORM;
  /** True when this process started its own PostgreSQL (no DATABASE_URL). */
  embedded: boolean;
  close(): Promise<void>;
}

/** Connects to DATABASE_URL, or starts the embedded PostgreSQL, then applies pending migrations. */
export async function openDatabase(config: Config, logger: Logger): Promise<Database> {
  const embedded = config.databaseUrl ? undefined : await startEmbeddedPostgres(config.dataDir, logger);
  const url = config.databaseUrl ?? embedded!.url;
  let orm: MikroORM;
  try {
    orm = await MikroORM.init(
      createOrmConfig(url, {
        driverOptions: {
          connection: {},
          // knex prints pool trouble ("Connection Error: …") with console.log; keep the log all JSON.
          log: {
            warn: (message: string) => logger.error('Database client warning', { message }),
            error: (message: string) => logger.error('Database client error', { message }),
            deprecate: (message: string) => logger.info('Database client deprecation', { message }),
            debug: () => undefined,
          },
        },
      }),
    );
    await migrateUnderLock(orm, logger);
  } catch (error) {
    await embedded?.stop();
    throw error;
  }
  return {
    orm,
    embedded: Boolean(embedded),
    async close() {
      await orm.close(true);
      await embedded?.stop();
    },
  };
}
