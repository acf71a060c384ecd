import { ArgsType, Field, InputType } from 'type-graphql';

import { ArrayMaxSize, IsArray, IsOptional, MaxLength, ValidateIf } from '../../lib/class-validator-rules';
import { EmailAddress } from '../../lib/validation';
import { WebAddress } from '../../lib/web-address';
import { JOB_QUESTIONS_MAX } from '../jobs/job-questions';
import { ApplicantInput } from '../public-forms/applicant.inputs';

import { ApplicationSourceKind } from './application.entity';
import { ApplicationAnswerInput } from './application-answers';

export const SOURCE_MAX_LENGTH = 100;
export const REFERRED_BY_MAX_LENGTH = 200;

@InputType({ description: 'What a candidate sends with a resume when applying for a job.' })
export class ApplicationInput extends ApplicantInput {
  @Field({
    nullable: true,
    description:
      'Portfolio: a web address (optional, at most 500 characters; https:// is added when no scheme is given).',
  })
  @ValidateIf((input: ApplicationInput) => Boolean(input.portfolio))
  @WebAddress('portfolio')
  portfolio?: string;

  @Field({ nullable: true, description: 'Cover letter (optional, at most 10,000 characters).' })
  @IsOptional()
  @MaxLength(10_000, { message: 'coverLetter must be at most 10000 characters.' })
  coverLetter?: string;

  @Field({
    nullable: true,
    description:
      'Where the visitor came from: the `source` or `utm_source` of the link that brought them (optional, at most 100 characters).',
  })
  @IsOptional()
  @MaxLength(SOURCE_MAX_LENGTH, { message: `source must be at most ${SOURCE_MAX_LENGTH} characters.` })
  source?: string;

  @Field({
    nullable: true,
    description: 'The name of the person who referred the candidate (optional, at most 200 characters).',
  })
  @IsOptional()
  @MaxLength(REFERRED_BY_MAX_LENGTH, { message: `referredBy must be at most ${REFERRED_BY_MAX_LENGTH} characters.` })
  referredBy?: string;

  @Field(() => [ApplicationAnswerInput], {
    nullable: true,
    description:
      'Answers to the job’s questions (Job.questions): every required one must be answered. Over REST, a JSON text ' +
      'of the same list in the multipart field `answers`.',
  })
  @IsOptional()
  @IsArray({ message: 'answers must be a list of answers.' })
  @ArrayMaxSize(JOB_QUESTIONS_MAX, { message: `answers may have at most ${JOB_QUESTIONS_MAX} answers.` })
  answers?: ApplicationAnswerInput[];
}

/**
 * Where an application came from, as stored: a referral when the candidate named who referred
 * them, else the link's source when the visitor arrived through one, else the careers site.
 */
export function applicationSource(input: Pick<ApplicationInput, 'source' | 'referredBy'>): {
  sourceKind: ApplicationSourceKind;
  sourceDetail: string | null;
} {
  const referredBy = input.referredBy?.trim();
  if (referredBy) return { sourceKind: ApplicationSourceKind.REFERRAL, sourceDetail: referredBy };
  const source = input.source?.trim();
  if (source) return { sourceKind: ApplicationSourceKind.LINK, sourceDetail: source };
  return { sourceKind: ApplicationSourceKind.CAREERS_SITE, sourceDetail: null };
}

@ArgsType()
export class RejectionEmailArgs {
  @Field({ description: 'The applicant’s e-mail address.' })
  @EmailAddress()
  email!: string;
}
