import { randomUUID } from 'node:crypto';

import { Entity, Index, ManyToOne, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { Field, ID, Int, ObjectType } from 'type-graphql';

import { WebhookEndpoint } from './webhook-endpoint.entity';

/**
 * One event on its way to one endpoint: the webhook outbox. Written in the same transaction as
 * the change it reports, then delivered by the webhook dispatcher of any app process.
 */
@ObjectType({ description: 'One event queued for one endpoint.' })
@Entity({ tableName: 'webhook_delivery' })
@Index({ name: 'webhook_delivery_endpoint_idx', properties: ['endpoint'] })
@Index({
  name: 'webhook_delivery_due_idx',
  properties: ['nextAttemptAt'],
  expression:
    'create index "webhook_delivery_due_idx" on "webhook_delivery" ("next_attempt_at") where "delivered_at" is null and "gave_up_at" is null',
})
@Index({
  name: 'webhook_delivery_claimed_idx',
  expression:
    'create index "webhook_delivery_claimed_idx" on "webhook_delivery" ("endpoint_id", "claimed_until") where "claimed_until" is not null',
})
export class WebhookDelivery {
  [OptionalProps]?:
    | 'id'
    | 'attempts'
    | 'createdAt'
    | 'nextAttemptAt'
    | 'deliveredAt'
    | 'gaveUpAt'
    | 'lastStatus'
    | 'lastError'
    | 'claimedUntil'
    | 'about';

  @Field(() => ID, { description: 'Stable identifier of the delivery.' })
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => WebhookEndpoint, { deleteRule: 'cascade' })
  endpoint!: WebhookEndpoint;

  @Field(() => ID, { description: 'The event id, the same for every endpoint that receives the event.' })
  @Property({ type: 'uuid' })
  eventId!: string;

  @Field({ description: 'The event type, such as application.created.' })
  @Property({ length: 100 })
  eventType!: string;

  /**
   * The record the event is about (recordRef: `application:<id>`), so erasure and the retention
   * purge delete the deliveries about what they delete. Null for none (a test event).
   */
  @Index({ name: 'webhook_delivery_about_idx' })
  @Property({ length: 60, nullable: true })
  about?: string | null = null;

  /**
   * The exact JSON sent, so every attempt signs and sends the same bytes. Emptied by the retention
   * purge WEBHOOK_BODY_RETENTION_DAYS after the delivery ended (delivered or given up).
   */
  @Property({ type: 'text', hidden: true })
  body!: string;

  @Field(() => Int, { description: 'Attempts made so far.' })
  @Property()
  attempts: number = 0;

  @Property({ type: 'timestamptz' })
  nextAttemptAt: Date = new Date();

  /**
   * While a process sends it: the end of that claim (its POST's timeout and a margin). A process
   * that stopped mid-send leaves it to expire, and the delivery is tried again (same event id).
   */
  @Property({ type: 'timestamptz', nullable: true })
  claimedUntil?: Date | null;

  @Field(() => Date, { nullable: true, description: 'When a 2xx answer was received.' })
  @Property({ type: 'timestamptz', nullable: true })
  deliveredAt?: Date;

  @Field(() => Date, { nullable: true, description: 'When the attempts ran out.' })
  @Property({ type: 'timestamptz', nullable: true })
  gaveUpAt?: Date;

  @Property({ nullable: true })
  lastStatus?: number;

  @Property({ type: 'text', nullable: true })
  lastError?: string;

  @Field({ description: 'When the event happened.' })
  @Property({ type: 'timestamptz' })
  createdAt: Date = new Date();
}
