import type { MikroORM } from '@mikro-orm/postgresql';

import { MIGRATIONS } from './migrations';

/**
 * The names of the migrations this code has and the database has not applied, oldest first (as
 * the Migrator's `getPendingMigrations` answers), read from the Migrator's own table without loading
 * the Migrator: a start on an up-to-date database and every /readyz ask only this. No table yet (an
 * empty database): all of them.
 */
export async function pendingMigrationNames(orm: MikroORM): Promise<string[]> {
  const { tableName = 'mikro_orm_migrations' } = orm.config.get('migrations');
  const schema = orm.config.get('schema') ?? orm.em.getPlatform().getDefaultSchemaName() ?? 'public';
  const knex = orm.em.getKnex();
  const [{ present }] = (
    await knex.raw(`select to_regclass(format('%I.%I', ?::text, ?::text)) is not null as present`, [schema, tableName])
  ).rows as [{ present: boolean }];
  if (!present) return MIGRATIONS.map((migration) => migration.name);
  const rows = (await knex.raw('select name from ??.??', [schema, tableName])).rows as { name: string }[];
  // The Migrator strips a file extension from the names it reads, for rows written by older setups.
  const applied = new Set(rows.map((row) => row.name.replace(/\.(js|ts)$/, '')));
  return MIGRATIONS.map((migration) => migration.name).filter((name) => !applied.has(name));
}
