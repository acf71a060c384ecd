import { Field, InputType, Int } from 'type-graphql';

import {
  IsInt,
  IsOptional,
  IsUrl,
  Length,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateIf,
} from '../../lib/class-validator-rules';
import { IsCalendarDate, IsTimeZone } from '../../lib/validation';

const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/;

const LOCAL_DATE_TIME = /^\d{4}-\d{2}-\d{2}T([01]\d|2[0-3]):[0-5]\d$/;
const URL_OPTIONS = { protocols: ['http', 'https'], require_protocol: true, require_tld: false };

/**
 * Fields an event has beyond the spec's four; optional on create and on update. On update, a
 * field sent empty ('' or null) clears venue, onlineUrl, capacity and registrationClosesAt.
 */
@InputType({ description: 'The optional details of an event (part of EventInput and EventUpdateInput).' })
class EventDetailsInput {
  @Field({ nullable: true, description: 'IANA time zone of date and time (default: EVENT_TIME_ZONE).' })
  @IsOptional()
  @IsTimeZone()
  timeZone?: string;

  @Field(() => Int, { nullable: true, description: 'Length in minutes, 5 to 10,080 (default 120).' })
  @IsOptional()
  @IsInt({ message: 'durationMinutes must be a whole number of minutes.' })
  @Min(5, { message: 'durationMinutes must be from 5 to 10080.' })
  @Max(10080, { message: 'durationMinutes must be from 5 to 10080.' })
  durationMinutes?: number;

  @Field(() => String, { nullable: true, description: 'Where it takes place (at most 300 characters).' })
  @IsOptional()
  @MaxLength(300, { message: 'venue must be at most 300 characters.' })
  venue?: string | null;

  @Field(() => String, { nullable: true, description: 'Link to join online: http:// or https:// (at most 500).' })
  @IsOptional()
  @ValidateIf((input: EventDetailsInput) => Boolean(input.onlineUrl))
  @MaxLength(500, { message: 'onlineUrl must be at most 500 characters.' })
  @IsUrl(URL_OPTIONS, { message: 'onlineUrl must be a web address starting with http:// or https://.' })
  onlineUrl?: string | null;

  @Field(() => Int, { nullable: true, description: 'Seats, 1 to 100,000; empty for unlimited.' })
  @IsOptional()
  @IsInt({ message: 'capacity must be a whole number of seats.' })
  @Min(1, { message: 'capacity must be from 1 to 100000 (leave it empty for unlimited).' })
  @Max(100000, { message: 'capacity must be from 1 to 100000 (leave it empty for unlimited).' })
  capacity?: number | null;

  @Field(() => String, {
    nullable: true,
    description:
      'When registration closes, YYYY-MM-DDTHH:MM on the event’s clock (its time zone); empty: when it starts.',
  })
  @IsOptional()
  @ValidateIf((input: EventDetailsInput) => Boolean(input.registrationClosesAt))
  @Matches(LOCAL_DATE_TIME, { message: 'registrationClosesAt must be a date and time written YYYY-MM-DDTHH:MM.' })
  registrationClosesAt?: string | null;
}

@InputType({ description: 'A new event (every field required; the image is sent alongside).' })
export class EventInput extends EventDetailsInput {
  @Field({ description: 'The event’s name (at most 200 characters).' })
  @Length(1, 200, { message: 'name is required (at most 200 characters).' })
  name!: string;

  @Field({ description: 'The day, YYYY-MM-DD.' })
  @IsCalendarDate()
  date!: string;

  @Field({ description: 'The start time, HH:MM (24-hour clock; HH:MM:SS is accepted, answers show HH:MM).' })
  @Matches(TIME_PATTERN, { message: 'time must be a time written HH:MM.' })
  time!: string;

  @Field({ description: 'What the event is about (at most 5,000 characters).' })
  @Length(1, 5000, { message: 'description is required (at most 5000 characters).' })
  description!: string;
}

@InputType({ description: 'Changes to an event: only the fields sent change; a field sent must not be blank.' })
export class EventUpdateInput extends EventDetailsInput {
  @Field({ nullable: true, description: 'The event’s name (at most 200 characters).' })
  @IsOptional()
  @Length(1, 200, { message: 'name must not be blank (at most 200 characters).' })
  name?: string;

  @Field({ nullable: true, description: 'The day, YYYY-MM-DD.' })
  @IsOptional()
  @IsCalendarDate()
  date?: string;

  @Field({ nullable: true, description: 'The start time, HH:MM (24-hour clock; HH:MM:SS is accepted).' })
  @IsOptional()
  @Matches(TIME_PATTERN, { message: 'time must be a time written HH:MM.' })
  time?: string;

  @Field({ nullable: true, description: 'What the event is about (at most 5,000 characters).' })
  @IsOptional()
  @Length(1, 5000, { message: 'description must not be blank (at most 5000 characters).' })
  description?: string;
}
