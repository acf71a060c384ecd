import { Entity, MikroORM, PrimaryKey, Property } from '@mikro-orm/postgresql';

import { ENTITIES } from '../../../server/src/db/entities';
import { createOrmConfig } from '../../../server/src/db/mikro-orm.config';
import { PERSONAL_DATA_SOURCES } from '../../../server/src/db/personal-data-sources';
import {
  PERSONAL_DATA_EXEMPTIONS,
  unownedPersonalColumns,
} from '../../../server/src/modules/personal-data/personal-data-coverage';

/** A table added without a source: what the coverage check exists to catch. */
@Entity({ tableName: 'newsletter_signup' })
class NewsletterSignup {
  @PrimaryKey()
  id!: number;

  @Property({ length: 254 })
  contactEmail!: string;
}

/** The ORM's metadata for these entities, discovered without a database. */
async function metadataOf(entities: readonly (abstract new (...args: never[]) => object)[]) {
  const orm = await MikroORM.init({
    ...createOrmConfig('postgresql://nobody@127.0.0.1:1/none'),
    entities: [...entities],
    connect: false,
  });
  const all = Object.values(orm.getMetadata().getAll());
  await orm.close(true);
  return all;
}

describe('personal-data coverage', () => {
  it('finds every column holding an e-mail address, phone or name in a registered source or on the exemption list', async () => {
    expect(unownedPersonalColumns(await metadataOf(ENTITIES), PERSONAL_DATA_SOURCES)).toEqual([]);
  });

  it('fails naming the entity when a table with an e-mail column has no source', async () => {
    const problems = unownedPersonalColumns(await metadataOf([...ENTITIES, NewsletterSignup]), PERSONAL_DATA_SOURCES);
    expect(problems).toEqual([expect.stringMatching(/^NewsletterSignup\.contactEmail \(column "contact_email"/)]);
  });

  it('fails for a registered table once its source is taken out of the list', async () => {
    const withoutMail = PERSONAL_DATA_SOURCES.filter((source) => source.name !== 'mail');
    expect(unownedPersonalColumns(await metadataOf(ENTITIES), withoutMail)).toEqual([
      expect.stringMatching(/^OutboxMessage\.to \(column "to"/),
    ]);
  });

  it('gives every exemption a reason and names only columns that exist', async () => {
    const metadata = await metadataOf(ENTITIES);
    for (const [column, reason] of Object.entries(PERSONAL_DATA_EXEMPTIONS)) {
      const [className, property] = column.split('.');
      expect(reason.length).toBeGreaterThan(10);
      expect(metadata.find((meta) => meta.className === className)?.properties[property as never]).toBeDefined();
    }
  });
});
