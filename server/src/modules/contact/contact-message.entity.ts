import { randomUUID } from 'node:crypto';

import { Embedded, Entity, Index, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { Field, ID, ObjectType } from 'type-graphql';

import { ConsentRecord } from '../public-forms/consent';
import { HeldAtColumn, HeldReasonColumn } from '../public-forms/held-columns';

@ObjectType({ description: 'A message sent through the contact form.' })
@Entity({ tableName: 'contact_message' })
@Index({
  name: 'contact_message_created_at_idx',
  expression: 'create index "contact_message_created_at_idx" on "contact_message" ("created_at" desc, "id" desc)',
})
@Index({
  name: 'contact_message_email_idx',
  expression: 'create index "contact_message_email_idx" on "contact_message" (lower("email"))',
})
export class ContactMessage {
  [OptionalProps]?: 'id' | 'heldAt' | 'heldReason' | 'location' | 'message' | 'createdAt' | 'consent';

  @Field(() => ID, { description: 'Stable identifier of the message.' })
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Field({ description: 'Full name of the sender.' })
  @Property({ length: 200 })
  name!: string;

  @Field({ description: 'E-mail address of the sender, as entered (trimmed).' })
  @Property({ length: 254 })
  email!: string;

  @Field({ description: 'Mobile number of the sender, as entered (trimmed).' })
  @Property({ length: 40 })
  mobile!: string;

  @Field({ description: 'Where the sender is based; empty when not given.' })
  @Property({ length: 200 })
  location: string = '';

  @Field({ description: 'The message itself; empty when not given.' })
  @Property({ type: 'text' })
  message: string = '';

  @Field(() => ConsentRecord, { description: 'The privacy notice shown and the ground the data was collected on.' })
  @Embedded(() => ConsentRecord, { prefix: 'consent_' })
  consent: ConsentRecord = new ConsentRecord();

  @Field({ description: 'When the message was sent; lists show the newest first.' })
  @Property({ type: 'timestamptz' })
  createdAt: Date = new Date();

  @HeldAtColumn()
  heldAt?: Date | null = null;

  @HeldReasonColumn()
  heldReason?: string | null = null;
}
