import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';

/**
 * Failed sign-in counters, one row per key (`email:<address>` or `ip:<address>`), which set how
 * long the key's next try must wait (see LoginThrottleService). Kept in PostgreSQL so that every
 * app process sees the same counts.
 */
@Entity({ tableName: 'login_throttle' })
export class LoginThrottle {
  [OptionalProps]?: 'failures' | 'windowStartedAt' | 'lastFailureAt';

  @PrimaryKey({ length: 300 })
  key!: string;

  @Property()
  failures: number = 0;

  /** The first failure of the key's current run (the run ends when its failures are forgotten). */
  @Property({ type: 'timestamptz' })
  windowStartedAt: Date = new Date();

  /** The key's latest failure: its next try waits from here. */
  @Property({ type: 'timestamptz', nullable: true })
  lastFailureAt: Date | null = null;
}
