import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';

/**
 * Failed sign-in counters, one row per key (`email:<address>` or `ip:<address>`).
 * Kept in PostgreSQL so that every app process sees the same counts.
 */
@Entity({ tableName: 'login_throttle' })
export class LoginThrottle {
  [OptionalProps]?: 'failures' | 'windowStartedAt';

  @PrimaryKey({ length: 300 })
  key!: string;

  @Property()
  failures: number = 0;

  @Property({ type: 'timestamptz' })
  windowStartedAt: Date = new Date();
}
