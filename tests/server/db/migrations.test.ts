import { readdirSync } from 'node:fs';
import path from 'node:path';

import { MikroORM } from '@mikro-orm/postgresql';

import { MIGRATIONS } from '../../../server/src/db/migrations';
import { createOrmConfig } from '../../../server/src/db/mikro-orm.config';
import { createTestDatabase, type TestDatabase } from '../../helpers/test-database';

let db: TestDatabase;
let orm: MikroORM;
beforeAll(async () => {
  db = await createTestDatabase();
  orm = await MikroORM.init(createOrmConfig(db.url));
});
afterAll(async () => {
  await orm.close(true);
  await db.drop();
});

describe('migrations', () => {
  it('leave nothing for the entities to add: every entity change has its committed migration', async () => {
    const diff = await orm.getSchemaGenerator().getUpdateSchemaSQL({ wrap: false, safe: false });
    expect(diff.trim()).toBe('');
  });

  it('are all listed, oldest first, each by the name of the class its file exports', () => {
    const files = readdirSync(path.resolve(__dirname, '../../../server/src/db/migrations'))
      .filter((file) => /^Migration\w+\.ts$/.test(file))
      .map((file) => file.replace(/\.ts$/, ''))
      .sort();
    expect(MIGRATIONS.map((migration) => migration.name)).toEqual(files);
    for (const migration of MIGRATIONS) expect(migration.load().class.name).toBe(migration.name);
  });
});
