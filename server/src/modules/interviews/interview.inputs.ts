import { Field, ID, InputType, Int } from 'type-graphql';

import {
  ArrayMaxSize,
  ArrayMinSize,
  IsInt,
  IsOptional,
  IsUrl,
  IsUUID,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateIf,
} from '../../lib/class-validator-rules';
import { IsCalendarDate, IsTimeZone } from '../../lib/validation';

export const INTERVIEWERS_MAX = 10;
export const INTERVIEW_DURATION_MIN = 15;
export const INTERVIEW_DURATION_MAX = 480;
export const INTERVIEW_LOCATION_MAX = 300;
export const INTERVIEW_VIDEO_URL_MAX = 500;

@InputType({ description: 'An interview as staff schedule it (or move it: every field is replaced).' })
export class InterviewInput {
  @Field({ description: 'The day, YYYY-MM-DD, in timeZone.' })
  @IsCalendarDate()
  date!: string;

  @Field({ description: 'The start time, HH:MM (24-hour), in timeZone.' })
  @Matches(/^([01]\d|2[0-3]):[0-5]\d$/, { message: 'time must be a time written HH:MM (24-hour).' })
  time!: string;

  @Field({ description: 'The IANA time zone of date and time, for example Europe/Lisbon.' })
  @IsTimeZone()
  timeZone!: string;

  @Field(() => Int, {
    defaultValue: 60,
    description: `How long it lasts, ${INTERVIEW_DURATION_MIN} to ${INTERVIEW_DURATION_MAX} minutes (default 60).`,
  })
  @IsInt({ message: 'durationMinutes must be a whole number of minutes.' })
  @Min(INTERVIEW_DURATION_MIN, {
    message: `durationMinutes must be from ${INTERVIEW_DURATION_MIN} to ${INTERVIEW_DURATION_MAX}.`,
  })
  @Max(INTERVIEW_DURATION_MAX, {
    message: `durationMinutes must be from ${INTERVIEW_DURATION_MIN} to ${INTERVIEW_DURATION_MAX}.`,
  })
  durationMinutes: number = 60;

  @Field({ nullable: true, description: `Where it takes place, at most ${INTERVIEW_LOCATION_MAX} characters.` })
  @IsOptional()
  @MaxLength(INTERVIEW_LOCATION_MAX, { message: `location must be at most ${INTERVIEW_LOCATION_MAX} characters.` })
  location?: string;

  @Field({
    nullable: true,
    description: `The video call’s link (http or https), at most ${INTERVIEW_VIDEO_URL_MAX} characters.`,
  })
  @ValidateIf((input: InterviewInput) => Boolean(input.videoUrl))
  @MaxLength(INTERVIEW_VIDEO_URL_MAX, { message: `videoUrl must be at most ${INTERVIEW_VIDEO_URL_MAX} characters.` })
  @IsUrl(
    { protocols: ['http', 'https'], require_protocol: true },
    { message: 'videoUrl must be a web address starting with https:// (or http://).' },
  )
  videoUrl?: string;

  @Field(() => [ID], {
    description: `Who interviews: 1 to ${INTERVIEWERS_MAX} staff accounts (see interviewerOptions).`,
  })
  @ArrayMinSize(1, { message: 'interviewerIds must name at least one interviewer.' })
  @ArrayMaxSize(INTERVIEWERS_MAX, { message: `interviewerIds may name at most ${INTERVIEWERS_MAX} interviewers.` })
  @IsUUID('all', { each: true, message: 'interviewerIds must be ids of staff accounts.' })
  interviewerIds!: string[];
}
