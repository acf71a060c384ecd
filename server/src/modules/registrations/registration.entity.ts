import { randomUUID } from 'node:crypto';

import { Embedded, Entity, Enum, Index, ManyToOne, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { Field, ID, ObjectType, registerEnumType } from 'type-graphql';

import { Auth } from '../auth/auth.decorators';
import { Event } from '../events/event.entity';
import { ConsentRecord } from '../public-forms/consent';
import { HeldAtColumn, HeldReasonColumn } from '../public-forms/held-columns';
import { Role } from '../users/role';

/** Where a registration stands. Only CONFIRMED ones hold a seat. */
export enum RegistrationStatus {
  CONFIRMED = 'CONFIRMED',
  WAITING = 'WAITING',
  CANCELLED = 'CANCELLED',
}

registerEnumType(RegistrationStatus, {
  name: 'RegistrationStatus',
  description: 'CONFIRMED holds a seat; WAITING is on the waiting list (first come, first promoted); CANCELLED left.',
});

/** A visitor's registration for an event. Personal data: staff only. */
@Auth(Role.INTERNAL_RECRUITER)
@ObjectType({ description: 'A visitor’s registration for an event (staff only).' })
@Entity({ tableName: 'registration' })
// One live (not cancelled) registration per address and event; a cancelled one may register again.
@Index({
  name: 'registration_event_email_unique',
  expression:
    'create unique index "registration_event_email_unique" on "registration" ("event_id", "email_key") where "status" <> \'CANCELLED\'',
})
@Index({ name: 'registration_event_created_at_idx', properties: ['event', 'createdAt'] })
@Index({ name: 'registration_event_status_idx', properties: ['event', 'status', 'createdAt'] })
@Index({ name: 'registration_email_key_idx', properties: ['emailKey'] })
export class Registration {
  [OptionalProps]?:
    | 'id'
    | 'heldAt'
    | 'heldReason'
    | 'createdAt'
    | 'status'
    | 'cancelledAt'
    | 'checkedInAt'
    | 'promotedAt'
    | 'reminderSentAt'
    | 'consent';

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

  @Field({ description: 'When the registration arrived (the waiting list is served in this order).' })
  @Property({ type: 'timestamptz' })
  createdAt: Date = new Date();

  @HeldAtColumn()
  heldAt?: Date | null = null;

  @HeldReasonColumn()
  heldReason?: string | null = null;

  @Field(() => RegistrationStatus, { description: 'Confirmed (holds a seat), waiting, or cancelled.' })
  @Enum({ items: () => RegistrationStatus, nativeEnumName: 'registration_status' })
  status: RegistrationStatus = RegistrationStatus.CONFIRMED;

  @Field(() => Date, { nullable: true, description: 'When a waiting registration got its seat.' })
  @Property({ type: 'timestamptz', nullable: true })
  promotedAt?: Date | null = null;

  @Field(() => Date, { nullable: true, description: 'When it was cancelled (by the registrant or by staff).' })
  @Property({ type: 'timestamptz', nullable: true })
  cancelledAt?: Date | null = null;

  @Field(() => Date, { nullable: true, description: 'When staff marked the person as arrived; null: not (yet).' })
  @Property({ type: 'timestamptz', nullable: true })
  checkedInAt?: Date | null = null;

  /** When the reminder e-mail was queued: set once, so it goes once. */
  @Property({ type: 'timestamptz', nullable: true, hidden: true })
  reminderSentAt?: Date | null = null;
}
