import { Migrator } from '@mikro-orm/migrations';
import { defineConfig, type Options } from '@mikro-orm/postgresql';

import { ENTITIES } from './entities';
import { MIGRATIONS } from './migrations';

export function createOrmConfig(clientUrl: string, overrides: Partial<Options> = {}) {
  return defineConfig({
    clientUrl,
    entities: ENTITIES,
    extensions: [Migrator],
    migrations: {
      // Listed explicitly, so the same code runs from TypeScript (tests) and compiled JavaScript.
      migrationsList: MIGRATIONS,
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
