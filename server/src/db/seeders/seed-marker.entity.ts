import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';

/** Records that a one-time seed ran, so a restart (or a second process) never seeds twice. */
@Entity({ tableName: 'seed_marker' })
export class SeedMarker {
  [OptionalProps]?: 'ranAt';

  @PrimaryKey({ length: 100 })
  name!: string;

  @Property({ type: 'timestamptz' })
  ranAt: Date = new Date();
}
