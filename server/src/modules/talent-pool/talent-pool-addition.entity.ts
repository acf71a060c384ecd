import { randomUUID } from 'node:crypto';

import { Entity, Index, ManyToOne, OptionalProps, PrimaryKey, Property, Unique } from '@mikro-orm/core';

import { Application } from '../applications/application.entity';

import { TalentPoolEntry } from './talent-pool-entry.entity';

/**
 * An application staff made from a talent-pool entry: what keeps the person's history together on
 * the entry's page. Goes with either side (the entry deleted or erased, the application erased or
 * purged) by the foreign keys' cascade.
 */
@Entity({ tableName: 'talent_pool_addition' })
@Unique({ name: 'talent_pool_addition_application_unique', properties: ['application'] })
@Index({ name: 'talent_pool_addition_entry_idx', properties: ['entry', 'addedAt'] })
export class TalentPoolAddition {
  [OptionalProps]?: 'id' | 'addedAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => TalentPoolEntry, { deleteRule: 'cascade' })
  entry!: TalentPoolEntry;

  @ManyToOne(() => Application, { deleteRule: 'cascade' })
  application!: Application;

  @Property({ type: 'timestamptz' })
  addedAt: Date = new Date();
}
