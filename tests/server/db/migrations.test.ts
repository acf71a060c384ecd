import { MikroORM } from '@mikro-orm/postgresql';

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
});
