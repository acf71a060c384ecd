import type { MikroORM } from '@mikro-orm/core';
import { defineConfig, type Options, type SqlEntityManager } from '@mikro-orm/postgresql';

import { loadMikroOrmMigrations } from '../lib/packages-on-first-use';

import { ENTITIES } from './entities';
import { MIGRATIONS } from './migrations';

/**
 * MikroORM's Migrator, registered without being loaded: @mikro-orm/migrations and the migration
 * classes are required the first time something asks for `orm.migrator`, which a start on an
 * up-to-date database and /readyz never do (they compare names: db/migration-state.ts).
 */
const migratorOnFirstUse = {
  register(orm: MikroORM) {
    orm.config.registerExtension('@mikro-orm/migrator', () => {
      const { Migrator } = loadMikroOrmMigrations();
      // Listed explicitly, so the same code runs from TypeScript (tests) and compiled JavaScript.
      orm.config.set('migrations', {
        ...orm.config.get('migrations'),
        migrationsList: MIGRATIONS.map((migration) => migration.load()),
      });
      // As Migrator.register does; this ORM is always PostgreSQL's, whose EntityManager is an SQL one.
      return new Migrator(orm.em as SqlEntityManager);
    });
  },
};

export function createOrmConfig(clientUrl: string, overrides: Partial<Options> = {}) {
  return defineConfig({
    clientUrl,
    entities: ENTITIES,
    extensions: [migratorOnFirstUse],
    migrations: {
      path: 'server/src/db/migrations',
      emit: 'ts',
      transactional: true,
      allOrNothing: true,
      snapshot: false,
      silent: true,
    },
    allowGlobalContext: false,
    forceUtcTimezone: true,
    pool: { min: 0, max: 10 },
    // A dropped idle connection (say, PostgreSQL restarted) must not take the process down.
    driverOptions: { connection: {} },
    debug: false,
    ...overrides,
  });
}
