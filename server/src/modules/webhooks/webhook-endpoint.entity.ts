import { randomUUID } from 'node:crypto';

import { ArrayType, Entity, ManyToOne, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { Field, ID, ObjectType } from 'type-graphql';

import { User } from '../users/user.entity';

@ObjectType({ description: 'A URL that receives signed webhook events.' })
@Entity({ tableName: 'webhook_endpoint' })
export class WebhookEndpoint {
  [OptionalProps]?:
    | 'id'
    | 'description'
    | 'enabled'
    | 'disabledAt'
    | 'disabledReason'
    | 'createdAt'
    | 'createdBy'
    | 'previousSecret'
    | 'previousSecretExpiresAt';

  @Field(() => ID, { description: 'Stable identifier of the endpoint.' })
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Field({ description: 'Where events are POSTed: https:// (http:// on localhost only when the server allows it).' })
  @Property({ length: 2000 })
  url!: string;

  @Field({ description: 'What the endpoint is for; empty when not given.' })
  @Property({ length: 200 })
  description: string = '';

  @Field(() => [String], { description: 'The event types delivered to this endpoint (see webhookEventTypes).' })
  @Property({ type: ArrayType })
  events!: string[];

  /** Signs every delivery (HMAC-SHA256); shown once at creation, never answered again. */
  @Property({ length: 100, hidden: true, lazy: true })
  secret!: string;

  /** After a rotation, the secret before it, which still signs deliveries until previousSecretExpiresAt. */
  @Property({ length: 100, hidden: true, lazy: true, nullable: true })
  previousSecret?: string | null;

  @Field(() => Date, {
    nullable: true,
    description: 'After a rotation: until when deliveries are also signed with the previous secret.',
  })
  @Property({ type: 'timestamptz', nullable: true })
  previousSecretExpiresAt?: Date | null;

  @Field({ description: 'Disabled endpoints get nothing; their pending events wait until re-enabled.' })
  @Property()
  enabled: boolean = true;

  @Field(() => Date, { nullable: true, description: 'When the endpoint was disabled (by staff or after failures).' })
  @Property({ type: 'timestamptz', nullable: true })
  disabledAt?: Date;

  @Field(() => String, { nullable: true, description: 'Why the endpoint was disabled.' })
  @Property({ type: 'text', nullable: true })
  disabledReason?: string;

  @ManyToOne(() => User, { nullable: true, deleteRule: 'set null', hidden: true })
  createdBy?: User;

  @Field({ description: 'When the endpoint was registered.' })
  @Property({ type: 'timestamptz' })
  createdAt: Date = new Date();
}
