import { randomUUID } from 'node:crypto';

import { Embedded, Entity, Index, ManyToOne, OptionalProps, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { Field, ID, ObjectType } from 'type-graphql';

import { ConsentRecord } from '../public-forms/consent';

import { Auth } from '../auth/auth.decorators';
import { Event } from '../events/event.entity';
import { Role } from '../users/role';

/** A visitor's registration for an event. Personal data: staff only. */
@Auth(Role.INTERNAL_RECRUITER)
@ObjectType({ description: 'A visitor’s registration for an event (staff only).' })
@Entity({ tableName: 'registration' })
@Unique({ name: 'registration_event_email_unique', properties: ['event', 'emailKey'] })
@Index({ name: 'registration_event_created_at_idx', properties: ['event', 'createdAt'] })
@Index({ name: 'registration_email_key_idx', properties: ['emailKey'] })
export class Registration {
  [OptionalProps]?: 'id' | 'createdAt' | 'consent';

  @Field(() => ID, { description: 'Stable identifier of the registration.' })
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => Event, { deleteRule: 'cascade' })
  event!: Event;

  @Field({ description: 'The registrant’s name.' })
  @Property({ length: 200 })
  name!: string;

  @Field({ description: 'The registrant’s e-mail address, as entered.' })
  @Property({ length: 254 })
  email!: string;

  /** Trimmed, lower-cased e-mail: one registration per address and event. */
  @Property({ length: 254, hidden: true })
  emailKey!: string;

  @Field({ description: 'The registrant’s phone number.' })
  @Property({ length: 40 })
  phone!: string;

  @Field(() => ConsentRecord, { description: 'The privacy notice shown and the ground the data was collected on.' })
  @Embedded(() => ConsentRecord, { prefix: 'consent_' })
  consent: ConsentRecord = new ConsentRecord();

  @Field({ description: 'When the registration arrived.' })
  @Property({ type: 'timestamptz' })
  createdAt: Date = new Date();
}
