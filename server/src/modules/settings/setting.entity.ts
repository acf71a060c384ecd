import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';

/** One setting staff change at run time (not an environment variable): a key and a JSON value. */
@Entity({ tableName: 'setting' })
export class Setting {
  [OptionalProps]?: 'updatedAt' | 'updatedBy';

  @PrimaryKey({ length: 100 })
  key!: string;

  @Property({ type: 'jsonb' })
  value!: Record<string, unknown>;

  @Property({ type: 'timestamptz' })
  updatedAt: Date = new Date();

  /** Who changed it last, as shown (the account's e-mail). */
  @Property({ length: 254, nullable: true })
  updatedBy: string | null = null;
}
