import { readdirSync } from 'node:fs';
import path from 'node:path';

import { MIGRATIONS } from '../../../server/src/db/migrations';
import { useTestOrm } from '../../helpers/test-database';

const db = useTestOrm();

describe('migrations', () => {
  it('leave nothing for the entities to add: every entity change has its committed migration', async () => {
    const diff = await db.orm.getSchemaGenerator().getUpdateSchemaSQL({ wrap: false, safe: false });
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
