import { MikroORM } from '@mikro-orm/postgresql';

import type { Config } from '../config';
import type { Logger } from '../lib/logger';

import { startEmbeddedPostgres } from './embedded-postgres';
import { pendingMigrationNames } from './migration-state';
import { createOrmConfig } from './mikro-orm.config';

// Held while migrating, so app processes starting together on one database migrate it once.
const MIGRATION_LOCK = 4_000_000;

/**
 * What the app role may do on the tables the migration role owns: read and write every table but
 * the audit log, which it may only append to and read. Not being the owner, it cannot disable the
 * audit log's append-only trigger, drop it, or change the schema. Given again after every
 * migration run, so tables added later are covered.
 */
async function grantAppRole(orm: MikroORM, appRole: string, logger: Logger): Promise<void> {
  const knex = orm.em.getKnex();
  await knex.raw('grant usage on schema public to ??', [appRole]);
  await knex.raw('grant select, insert, update, delete on all tables in schema public to ??', [appRole]);
  await knex.raw('grant usage, select on all sequences in schema public to ??', [appRole]);
  await knex.raw('revoke update, delete, truncate, references, trigger on "audit_entry" from ??', [appRole]);
  logger.info('Granted the app role its rights', { role: appRole });
}

async function migrateUnderLock(orm: MikroORM, logger: Logger, appRole?: string): Promise<void> {
  const knex = orm.em.getKnex();
  const connection = await knex.client.acquireConnection();
  try {
    await connection.query(`select pg_advisory_lock(${MIGRATION_LOCK})`);
    try {
      // The Migrator (and its tooling) is loaded only when there is something to apply.
      if ((await pendingMigrationNames(orm)).length > 0) {
        const applied = await orm.migrator.up();
        if (applied.length > 0) logger.info('Applied migrations', { migrations: applied.map((m) => m.name) });
      }
      // Every start, pending or not: the app role may be new, or a process may have stopped between
      // migrating and granting.
      if (appRole) await grantAppRole(orm, appRole, logger);
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

/**
 * Migrates through DATABASE_MIGRATION_URL (the tables' owner), then grants `appRole` (the
 * DATABASE_URL role) its rights; that connection is closed again before the app serves anything.
 */
async function migrateAsOwner(migrationUrl: string, appRole: string, logger: Logger): Promise<void> {
  const owner = await MikroORM.init(createOrmConfig(migrationUrl, { pool: { min: 0, max: 2 } }));
  try {
    await migrateUnderLock(owner, logger, appRole);
  } finally {
    await owner.close(true);
  }
}

/** Connects to DATABASE_URL, or starts the embedded PostgreSQL, then applies pending migrations. */
export async function openDatabase(config: Config, logger: Logger): Promise<Database> {
  const appPorts = [config.port, config.metricsPort ?? config.port];
  const embedded = config.databaseUrl ? undefined : await startEmbeddedPostgres(config.dataDir, logger, appPorts);
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
    if (config.databaseMigrationUrl) {
      const [{ role }] = await orm.em.getConnection().execute<[{ role: string }]>('select current_user as role');
      await migrateAsOwner(config.databaseMigrationUrl, role, logger);
    } else {
      await migrateUnderLock(orm, logger);
    }
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
