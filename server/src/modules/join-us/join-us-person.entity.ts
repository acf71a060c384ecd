import { randomUUID } from 'node:crypto';

import { Embedded, Entity, Enum, Index, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { Field, ID, ObjectType } from 'type-graphql';

import { ConsentRecord } from '../public-forms/consent';
import { HeldAtColumn, HeldReasonColumn } from '../public-forms/held-columns';

import { JoinUsType } from './join-us-type';

@ObjectType({ description: 'Someone who asked to join the skill-development mission.' })
@Entity({ tableName: 'join_us_person' })
@Index({
  name: 'join_us_person_created_at_idx',
  expression: 'create index "join_us_person_created_at_idx" on "join_us_person" ("created_at" desc, "id" desc)',
})
@Index({
  name: 'join_us_person_email_idx',
  expression: 'create index "join_us_person_email_idx" on "join_us_person" (lower("email"))',
})
export class JoinUsPerson {
  [OptionalProps]?: 'id' | 'heldAt' | 'heldReason' | 'type' | 'createdAt' | 'consent';

  @Field(() => ID, { description: 'Stable identifier of the request.' })
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Field({ description: 'Name of the person or organisation.' })
  @Property({ length: 200 })
  name!: string;

  @Field({ description: 'Contact e-mail address, as entered (trimmed).' })
  @Property({ length: 254 })
  email!: string;

  @Field({ description: 'Contact phone number, as entered (trimmed).' })
  @Property({ length: 40 })
  phone!: string;

  @Field({ description: 'Where they are based.' })
  @Property({ length: 200 })
  location!: string;

  @Field(() => JoinUsType, { description: 'Individual or Organization.' })
  @Enum({ items: () => JoinUsType, nativeEnumName: 'join_us_type' })
  type: JoinUsType = JoinUsType.Individual;

  @Field(() => ConsentRecord, { description: 'The privacy notice shown and the ground the data was collected on.' })
  @Embedded(() => ConsentRecord, { prefix: 'consent_' })
  consent: ConsentRecord = new ConsentRecord();

  @Field({ description: 'When the request was sent; lists show the newest first.' })
  @Property({ type: 'timestamptz' })
  createdAt: Date = new Date();

  @HeldAtColumn()
  heldAt?: Date | null = null;

  @HeldReasonColumn()
  heldReason?: string | null = null;
}
