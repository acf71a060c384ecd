import { Entity, PrimaryKey, Property } from '@mikro-orm/core';

/**
 * One rate-limit counter of rate-limiter-flexible's PostgreSQL store (`form:<form>:<ip|email>:<key>`),
 * in the library's own table shape. Mapped so the schema is owned by our migrations; only the
 * library writes it, and the retention job deletes expired rows.
 */
@Entity({ tableName: 'rate_limit' })
export class RateLimitCounter {
  @PrimaryKey({ length: 320 })
  key!: string;

  @Property({ default: 0 })
  points: number = 0;

  /** Milliseconds since 1970 when the window ends (null: never). */
  @Property({ type: 'bigint', nullable: true })
  expire?: string | null;
}
