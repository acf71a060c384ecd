import { MikroORM } from '@mikro-orm/postgresql';

import { createOrmConfig } from '../../../server/src/db/mikro-orm.config';
import { createEmptyDatabase, type TestDatabase } from '../../helpers/test-database';

/**
 * The Clients migration on a database as it was before it: jobs naming their client in the old
 * free-text client_name column become linked to one client per name.
 */
let db: TestDatabase;
let orm: MikroORM;
beforeAll(async () => {
  db = await createEmptyDatabase();
  orm = await MikroORM.init(createOrmConfig(db.url));
  await orm.migrator.up({ to: 'Migration20261128220000TalentPool' });
});
afterAll(async () => {
  await orm.close(true);
  await db.drop();
});

const sql = <T extends object[]>(query: string, params: unknown[] = []) => orm.em.fork().execute<T>(query, params);

async function oldJob(title: string, clientName: string | null): Promise<string> {
  const [row] = await sql<{ id: string }[]>(
    `insert into "job" ("id", "title", "location", "description", "responsibilities", "qualifications", "created_at", "updated_at", "client_name")
     values (gen_random_uuid(), ?, '', '{}', '{}', '{}', now(), now(), ?) returning "id"`,
    [title, clientName],
  );
  return row!.id;
}

describe('the Clients migration', () => {
  it('makes one public client per name (its most common spelling), links every job to it, and drops client_name; down() restores the names', async () => {
    const acme1 = await oldJob('One', 'Acme Foods');
    const acme2 = await oldJob('Two', ' ACME foods ');
    const acme3 = await oldJob('Three', 'Acme Foods');
    const globex = await oldJob('Four', 'Globex');
    const own = await oldJob('Five', null);
    const blank = await oldJob('Six', '  ');

    await orm.migrator.up({ to: 'Migration20261129000000Clients' });

    const clients = await sql<{ id: string; name: string; name_key: string; show_name_publicly: boolean }[]>(
      'select "id", "name", "name_key", "show_name_publicly" from "client" order by "name_key"',
    );
    expect(clients.map(({ name, name_key, show_name_publicly }) => [name, name_key, show_name_publicly])).toEqual([
      ['Acme Foods', 'acme foods', true],
      ['Globex', 'globex', true],
    ]);
    const links = new Map(
      (await sql<{ id: string; client_id: string | null }[]>('select "id", "client_id" from "job"')).map((row) => [
        row.id,
        row.client_id,
      ]),
    );
    const [acme, globexClient] = clients;
    expect([acme1, acme2, acme3, globex, own, blank].map((id) => links.get(id))).toEqual([
      acme!.id,
      acme!.id,
      acme!.id,
      globexClient!.id,
      null,
      null,
    ]);
    const columns = await sql<{ column_name: string }[]>(
      `select "column_name" from information_schema.columns where "table_name" = 'job' and "column_name" like 'client%'`,
    );
    expect(columns.map((column) => column.column_name)).toEqual(['client_id']);
    // A client with jobs cannot be deleted.
    await expect(sql('delete from "client" where "id" = ?', [acme!.id])).rejects.toThrow(/foreign key/);

    await orm.migrator.down({ to: 'Migration20261128220000TalentPool' });
    const restored = new Map(
      (await sql<{ id: string; client_name: string | null }[]>('select "id", "client_name" from "job"')).map((row) => [
        row.id,
        row.client_name,
      ]),
    );
    expect([acme2, globex, own].map((id) => restored.get(id))).toEqual(['Acme Foods', 'Globex', null]);
    const tables = await sql<{ table_name: string }[]>(
      `select "table_name" from information_schema.tables where "table_name" in ('client', 'client_contact')`,
    );
    expect(tables).toEqual([]);
  });
});
