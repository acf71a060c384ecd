import { Field, ID, InputType, Int } from 'type-graphql';

import { ArrayMaxSize, ArrayMinSize, IsInt, IsOptional, Max, MaxLength, Min } from '../../lib/class-validator-rules';

/** Candidates on one shortlist. */
export const SHORTLIST_MAX_ENTRIES = 50;
/** The longest note about one candidate. */
export const SHORTLIST_NOTE_MAX_LENGTH = 1000;
/** The longest message to the contact. */
export const SHORTLIST_MESSAGE_MAX_LENGTH = 2000;
/** How long a link may live, in days: never more than 90. */
export const SHORTLIST_MAX_DAYS = 90;
export const SHORTLIST_DEFAULT_DAYS = 14;
/** The longest "why not" and the longest comment a contact may write. */
export const ANSWER_REASON_MAX_LENGTH = 500;
export const ANSWER_COMMENT_MAX_LENGTH = 2000;

@InputType({ description: 'One candidate to put on a shortlist.' })
export class ClientShortlistEntryInput {
  @Field(() => ID, { description: 'The candidate’s application (for the shortlist’s job).' })
  applicationId!: string;

  @Field(() => String, {
    nullable: true,
    description: `A note for the client about the candidate (at most ${SHORTLIST_NOTE_MAX_LENGTH} characters).`,
  })
  note?: string | null;
}

@InputType({ description: 'A shortlist to send to a client contact.' })
export class SendClientShortlistInput {
  @Field(() => ID, { description: 'The job; it must belong to a client.' })
  jobId!: string;

  @Field(() => ID, { description: 'The contact to send it to: a contact of the job’s client.' })
  contactId!: string;

  @Field(() => [ClientShortlistEntryInput], {
    description: `1 to ${SHORTLIST_MAX_ENTRIES} candidates of the job, in the order shown; none rejected or withdrawn, none twice.`,
  })
  @ArrayMinSize(1, { message: 'Choose at least one candidate.' })
  @ArrayMaxSize(SHORTLIST_MAX_ENTRIES, { message: `A shortlist holds at most ${SHORTLIST_MAX_ENTRIES} candidates.` })
  entries!: ClientShortlistEntryInput[];

  @Field({ defaultValue: true, description: 'The client may open each resume (watermarked).' })
  shareResume: boolean = true;

  @Field({ defaultValue: false, description: 'The client sees each LinkedIn profile.' })
  shareLinkedIn: boolean = false;

  @Field({ defaultValue: false, description: 'The client sees each e-mail address.' })
  shareEmail: boolean = false;

  @Field({ defaultValue: false, description: 'The client sees each phone number.' })
  sharePhone: boolean = false;

  @Field(() => Int, {
    defaultValue: SHORTLIST_DEFAULT_DAYS,
    description: `Days the link works (1 to ${SHORTLIST_MAX_DAYS}).`,
  })
  @IsInt({ message: `expiresInDays must be a whole number from 1 to ${SHORTLIST_MAX_DAYS}.` })
  @Min(1, { message: `expiresInDays must be a whole number from 1 to ${SHORTLIST_MAX_DAYS}.` })
  @Max(SHORTLIST_MAX_DAYS, { message: `expiresInDays must be a whole number from 1 to ${SHORTLIST_MAX_DAYS}.` })
  expiresInDays: number = SHORTLIST_DEFAULT_DAYS;

  @Field(() => String, {
    nullable: true,
    description: `A message to the contact (at most ${SHORTLIST_MESSAGE_MAX_LENGTH} characters).`,
  })
  @IsOptional()
  @MaxLength(SHORTLIST_MESSAGE_MAX_LENGTH, {
    message: `message must be at most ${SHORTLIST_MESSAGE_MAX_LENGTH} characters.`,
  })
  message?: string | null;
}
