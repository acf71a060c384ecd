import { randomUUID } from 'node:crypto';

import {
  BeforeCreate,
  BeforeUpdate,
  DateType,
  Entity,
  Index,
  OptionalProps,
  PrimaryKey,
  Property,
  TimeType,
} from '@mikro-orm/core';
import { Field, ID, Int, ObjectType } from 'type-graphql';

import { wallClock, zonedInstant } from '../../lib/zoned-time';

import { type ImageVariant, VARIANT_CONTENT_TYPES } from './event-image-variants';

@ObjectType({ description: 'One format of an event picture, for a <source> of a <picture> element.' })
export class EventImageSource {
  @Field({ description: 'Its content type: image/avif or image/webp.' })
  type!: string;

  @Field({ description: 'URLs with their widths, for srcset ("/api/events/…/image/480.webp?v=… 480w, …").' })
  srcSet!: string;
}

/** Calendar entries of an event without a length of its own last this long. */
export const DEFAULT_DURATION_MINUTES = 120;

@ObjectType({ description: 'An event visitors can register for.' })
@Entity({ tableName: 'event' })
@Index({ name: 'event_date_time_idx', properties: ['date', 'timeOfDay'] })
export class Event {
  [OptionalProps]?:
    | 'id'
    | 'imageKey'
    | 'imageContentType'
    | 'createdAt'
    | 'imageUrl'
    | 'imageVersion'
    | 'time'
    | 'timeZone'
    | 'startsAt'
    | 'durationMinutes'
    | 'venue'
    | 'onlineUrl'
    | 'capacity'
    | 'registrationClosesAt'
    | 'sequence'
    | 'endsAt'
    | 'isPast'
    | 'registrationOpen'
    | 'registrationClosesLocal'
    | 'imageVariants'
    | 'imageSources';

  @Field(() => ID, { description: 'Stable identifier of the event.' })
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Field({ description: 'The event’s name.' })
  @Property({ length: 200 })
  name!: string;

  @Field({ description: 'The day it takes place, as YYYY-MM-DD.' })
  @Property({ type: DateType })
  date!: string;

  /** Stored as a PostgreSQL time; answered as HH:MM. */
  @Property({ type: TimeType, length: 0 })
  timeOfDay!: string;

  @Field({ description: 'When it starts, as HH:MM (24-hour clock).' })
  get time(): string {
    return this.timeOfDay.slice(0, 5);
  }

  @Field({ description: 'The IANA time zone its date and time are in, e.g. Europe/London.' })
  @Property({ length: 64 })
  timeZone: string = 'UTC';

  @Field({ description: 'When it starts: date and time read in its time zone.' })
  @Property({ type: 'timestamptz' })
  startsAt: Date = new Date(0);

  /** startsAt always follows date, time and time zone, however the event was written. */
  @BeforeCreate()
  @BeforeUpdate()
  placeStart(): void {
    this.startsAt = zonedInstant(this.date, this.time, this.timeZone);
  }

  @Field(() => Int, { description: 'How long it lasts, in minutes (calendar entries end after this).' })
  @Property({ type: 'integer' })
  durationMinutes: number = DEFAULT_DURATION_MINUTES;

  @Field({ description: 'When it ends (startsAt plus durationMinutes).' })
  get endsAt(): Date {
    return new Date(this.startsAt.getTime() + this.durationMinutes * 60_000);
  }

  @Field(() => String, { nullable: true, description: 'Where it takes place (address or place name); null online.' })
  @Property({ length: 300, nullable: true })
  venue?: string | null = null;

  @Field(() => String, { nullable: true, description: 'The link to join online (http or https); null in person.' })
  @Property({ length: 500, nullable: true })
  onlineUrl?: string | null = null;

  @Field(() => Int, {
    nullable: true,
    description: 'Seats; null for unlimited. Beyond it, people join the waiting list.',
  })
  @Property({ type: 'integer', nullable: true })
  capacity?: number | null = null;

  @Field(() => Date, {
    nullable: true,
    description: 'When registration closes; null: at the start. Registration always closes when the event starts.',
  })
  @Property({ type: 'timestamptz', nullable: true })
  registrationClosesAt?: Date | null = null;

  @Field(() => String, {
    nullable: true,
    description: 'registrationClosesAt on the event’s own clock, YYYY-MM-DDTHH:MM (as staff enter it).',
  })
  get registrationClosesLocal(): string | null {
    if (!this.registrationClosesAt) return null;
    const { date, time } = wallClock(this.registrationClosesAt, this.timeZone);
    return `${date}T${time}`;
  }

  /** iCalendar SEQUENCE: raised whenever a change moves the event in calendars (time, place). */
  @Property({ type: 'integer' })
  sequence: number = 0;

  @Field({ description: 'True once the event has started.' })
  get isPast(): boolean {
    return this.startsAt.getTime() <= Date.now();
  }

  @Field({ description: 'True while visitors may register (or join the waiting list).' })
  get registrationOpen(): boolean {
    const now = Date.now();
    return now < this.startsAt.getTime() && (!this.registrationClosesAt || now < this.registrationClosesAt.getTime());
  }

  @Field({ description: 'What the event is about.' })
  @Property({ type: 'text' })
  description!: string;

  /** Storage key of the image; never exposed. */
  @Property({ length: 100, nullable: true, hidden: true })
  imageKey?: string | null = null;

  @Property({ length: 50, nullable: true, hidden: true })
  imageContentType?: string | null = null;

  /** The resized copies of the image (AVIF and WebP per width); empty when sharp could not read it. */
  @Property({ type: 'json', nullable: true, hidden: true })
  imageVariants?: ImageVariant[] | null = null;

  @Field({ description: 'When the event was added.' })
  @Property({ type: 'timestamptz' })
  createdAt: Date = new Date();

  /** Changes whenever the image does: a part of its random storage name. */
  get imageVersion(): string {
    return this.imageKey ? this.imageKey.slice(this.imageKey.indexOf('/') + 1, this.imageKey.indexOf('/') + 9) : '';
  }

  @Field({
    description:
      'Public URL of the event’s image, changing whenever the image does; empty when the event has none ' +
      '(the site shows a placeholder).',
  })
  get imageUrl(): string {
    return this.imageKey ? `/api/events/${this.id}/image?v=${this.imageVersion}` : '';
  }

  @Field(() => [EventImageSource], {
    description:
      'The picture resized for responsive pages: one source per format (AVIF, then WebP) with a srcset of widths. ' +
      'Empty when the event has no picture or it could not be resized (imageUrl then serves it as uploaded).',
  })
  get imageSources(): EventImageSource[] {
    const variants = this.imageVariants ?? [];
    return (['avif', 'webp'] as const)
      .map((format) => ({
        type: VARIANT_CONTENT_TYPES[format],
        srcSet: variants
          .filter((variant) => variant.format === format)
          .map(
            (variant) =>
              `/api/events/${this.id}/image/${variant.width}.${format}?v=${this.imageVersion} ${variant.width}w`,
          )
          .join(', '),
      }))
      .filter((source) => source.srcSet);
  }
}
