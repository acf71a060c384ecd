import { IsOptional, Length, Matches, registerDecorator, type ValidationArguments } from 'class-validator';
import { Field, InputType } from 'type-graphql';

const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/;

/** A real calendar day written YYYY-MM-DD (the value of an <input type="date">). */
function IsCalendarDate(): PropertyDecorator {
  return (target, propertyName) =>
    registerDecorator({
      name: 'isCalendarDate',
      target: target.constructor,
      propertyName: String(propertyName),
      options: { message: (args: ValidationArguments) => `${args.property} must be a date written YYYY-MM-DD.` },
      validator: {
        validate(value: unknown) {
          if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
          const parsed = new Date(`${value}T00:00:00Z`);
          return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(value);
        },
      },
    });
}

@InputType({ description: 'A new event (every field required; the image is sent alongside).' })
export class EventInput {
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
export class EventUpdateInput {
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
