import { ArrayMaxSize, IsArray, IsOptional, isURL, Length, MaxLength, ValidateBy, ValidateIf } from 'class-validator';
import { ArgsType, Field, InputType } from 'type-graphql';

import { EmailAddress } from '../../lib/validation';
import { JOB_QUESTIONS_MAX } from '../jobs/job-questions';
import { PublicFormInput } from '../public-forms/public-form.inputs';

import { ApplicationSourceKind } from './application.entity';
import { ApplicationAnswerInput } from './application-answers';

const WEB_ADDRESS_MAX_LENGTH = 500;
export const SOURCE_MAX_LENGTH = 100;
export const REFERRED_BY_MAX_LENGTH = 200;

/** A web address as stored: empty stays empty, and one without a scheme gets https:// in front. */
export function webAddress(value: string | undefined | null): string {
  if (!value) return '';
  return /^https?:\/\//i.test(value) ? value : `https://${value}`;
}

/**
 * LinkedIn and portfolio are shown to staff as links, so only web addresses are taken: http(s) or
 * no scheme at all ("linkedin.com/in/name"). Anything else, such as a javascript: or data:
 * address, is refused. The length limit applies to the address as stored.
 */
function WebAddress(field: string): PropertyDecorator {
  return ValidateBy(
    {
      name: 'webAddress',
      validator: {
        validate: (value: unknown) =>
          typeof value === 'string' &&
          webAddress(value).length <= WEB_ADDRESS_MAX_LENGTH &&
          isURL(value, { protocols: ['http', 'https'], require_protocol: false, require_valid_protocol: true }),
      },
    },
    {
      message: `${field} must be a web address such as https://example.com/you (at most ${WEB_ADDRESS_MAX_LENGTH} characters).`,
    },
  );
}

@InputType({ description: 'What a candidate sends with a resume when applying for a job.' })
export class ApplicationInput extends PublicFormInput {
  @Field({ description: 'Full name (required, at most 200 characters).' })
  @Length(1, 200, { message: 'fullName is required (at most 200 characters).' })
  fullName!: string;

  @Field({ description: 'E-mail address (required); one application per address and job.' })
  @EmailAddress()
  email!: string;

  @Field({ description: 'Phone number (required, at most 40 characters).' })
  @Length(1, 40, { message: 'phone is required (at most 40 characters).' })
  phone!: string;

  @Field({
    nullable: true,
    description:
      'LinkedIn profile: a web address (optional, at most 500 characters; https:// is added when no scheme is given).',
  })
  @ValidateIf((input: ApplicationInput) => Boolean(input.linkedIn))
  @WebAddress('linkedIn')
  linkedIn?: string;

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
