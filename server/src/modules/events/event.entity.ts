import { randomUUID } from 'node:crypto';

import { DateType, Entity, Index, OptionalProps, PrimaryKey, Property, TimeType } from '@mikro-orm/core';
import { Field, ID, ObjectType } from 'type-graphql';

@ObjectType({ description: 'An event visitors can register for.' })
@Entity({ tableName: 'event' })
@Index({ name: 'event_date_time_idx', properties: ['date', 'timeOfDay'] })
export class Event {
  [OptionalProps]?: 'id' | 'imageKey' | 'imageContentType' | 'createdAt' | 'imageUrl' | 'imageVersion' | 'time';

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

  @Field({ description: 'What the event is about.' })
  @Property({ type: 'text' })
  description!: string;

  /** Storage key of the image; never exposed. */
  @Property({ length: 100, nullable: true, hidden: true })
  imageKey?: string | null = null;

  @Property({ length: 50, nullable: true, hidden: true })
  imageContentType?: string | null = null;

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
}
