import 'reflect-metadata';

import { MikroORM } from '@mikro-orm/postgresql';

import { createOrmConfig } from './mikro-orm.config';

/**
 * `npm run db:migration:create` (DATABASE_URL names any PostgreSQL server we may create databases on):
 * migrates a scratch database with the existing migrations, writes a new migration for whatever
 * the entities add, then drops the scratch database. Register the new file in migrations/index.ts.
 */
async function main() {
  const serverUrl = process.env.DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
  const scratch = `migration_scratch_${Date.now()}`;
  const admin = await MikroORM.init(createOrmConfig(serverUrl));
  await admin.em.getConnection().execute(`create database ${scratch}`);
  try {
    const url = new URL(serverUrl);
    url.pathname = `/${scratch}`;
    const orm = await MikroORM.init(createOrmConfig(url.toString()));
    try {
      await orm.getMigrator().up();
      const result = await orm.getMigrator().createMigration('server/src/db/migrations', false, false);
      console.log(
        result.fileName ? `Wrote ${result.fileName}` : 'The entities match the migrations: nothing to write.',
      );
      if (result.fileName) {
        console.log(result.code);
        const name = result.fileName.replace(/\.ts$/, '');
        console.log(
          `Add to MIGRATIONS in server/src/db/migrations/index.ts: migration('${name}', () => require('./${name}')),`,
        );
      }
    } finally {
      await orm.close(true);
    }
  } finally {
    await admin.em.getConnection().execute(`drop database if exists ${scratch}`);
    await admin.close(true);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
