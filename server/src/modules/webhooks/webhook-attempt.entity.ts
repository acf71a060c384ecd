import { randomUUID } from 'node:crypto';

import { Entity, Index, ManyToOne, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { Field, ID, Int, ObjectType } from 'type-graphql';

import { WebhookDelivery } from './webhook-delivery.entity';
import { WebhookEndpoint } from './webhook-endpoint.entity';

/** One try at delivering an event: the endpoint's delivery log. */
@ObjectType({ description: 'One delivery attempt, as shown in an endpoint’s delivery log.' })
@Entity({ tableName: 'webhook_attempt' })
@Index({
  name: 'webhook_attempt_endpoint_idx',
  expression:
    'create index "webhook_attempt_endpoint_idx" on "webhook_attempt" ("endpoint_id", "attempted_at" desc, "id" desc)',
})
export class WebhookAttempt {
  [OptionalProps]?: 'id' | 'attemptedAt' | 'statusCode' | 'error' | 'succeeded';

  @Field(() => ID, { description: 'Stable identifier of the attempt.' })
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => WebhookEndpoint, { deleteRule: 'cascade' })
  endpoint!: WebhookEndpoint;

  @ManyToOne(() => WebhookDelivery, { deleteRule: 'cascade' })
  delivery!: WebhookDelivery;

  @Field(() => ID, { description: 'The event id sent (the X-Webhook-Id header).' })
  @Property({ type: 'uuid' })
  eventId!: string;

  @Field({ description: 'The event type sent.' })
  @Property({ length: 100 })
  eventType!: string;

  @Field(() => Int, { description: 'Which attempt this was for the event, from 1.' })
  @Property()
  attempt!: number;

  @Field({ description: 'When the attempt was made.' })
  @Property({ type: 'timestamptz' })
  attemptedAt: Date = new Date();

  @Field(() => Int, {
    nullable: true,
    description: 'The HTTP status answered; null when none came (refused, timeout).',
  })
  @Property({ nullable: true })
  statusCode?: number;

  @Field(() => String, { nullable: true, description: 'Why the attempt failed; null when it succeeded.' })
  @Property({ type: 'text', nullable: true })
  error?: string;

  @Field({ description: 'True when the endpoint answered 2xx.' })
  get succeeded(): boolean {
    return this.error === undefined || this.error === null;
  }
}
