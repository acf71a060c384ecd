import { ArgsType, Field, Float, ID, InputType } from 'type-graphql';

import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsDate,
  IsEnum,
  IsIn,
  IsNumber,
  IsOptional,
  IsString,
  Length,
  Max,
  MaxLength,
  Min,
} from '../../lib/class-validator-rules';
import { PageArgs } from '../../lib/paging';

import { EmploymentType, SalaryPeriod, Workplace } from './job-facts';
import {
  JOB_QUESTIONS_MAX,
  JobQuestionInput,
  SCORECARD_ATTRIBUTE_MAX,
  SCORECARD_ATTRIBUTES_MAX,
} from './job-questions';

export const JOB_TITLE_MAX = 200;
export const JOB_LOCATION_MAX = 200;
export const JOB_LIST_MAX_LINES = 100;
export const JOB_LINE_MAX = 2000;
export const JOB_SEARCH_MAX = 200;
export const JOB_DEPARTMENT_MAX = 100;
export const JOB_REMOTE_REGION_MAX = 100;
export const JOB_CLIENT_NAME_MAX = 200;
/** The largest salary amount accepted (any currency, any period). */
export const JOB_SALARY_MAX = 1_000_000_000;

/** ISO 4217 codes as the runtime's Intl knows them (those Intl.NumberFormat can format). */
export const CURRENCY_CODES = Intl.supportedValuesOf('currency');
const CURRENCY_MESSAGE = 'salaryCurrency must be an ISO 4217 currency code, such as EUR, USD or INR.';
const EMPLOYMENT_TYPES = Object.values(EmploymentType).join(', ');
const WORKPLACES = Object.values(Workplace).join(', ');
const SALARY_PERIODS = Object.values(SalaryPeriod).join(', ');

/** A salary amount: optional, from 0 to JOB_SALARY_MAX, at most two decimals. */
function SalaryAmount(field: string): PropertyDecorator {
  const message = `${field} must be a number from 0 to ${JOB_SALARY_MAX} with at most 2 decimals.`;
  return (target, key) => {
    IsOptional()(target, key);
    IsNumber({ allowNaN: false, allowInfinity: false, maxDecimalPlaces: 2 }, { message })(target, key);
    Min(0, { message })(target, key);
    Max(JOB_SALARY_MAX, { message })(target, key);
  };
}

const LINES_RULE = `at most ${JOB_LIST_MAX_LINES} lines of at most ${JOB_LINE_MAX} characters each`;

/** Rules shared by the three line lists of a job. */
function JobLines(field: string): PropertyDecorator {
  return (target, key) => {
    IsOptional()(target, key);
    ArrayMaxSize(JOB_LIST_MAX_LINES, { message: `${field} may have at most ${JOB_LIST_MAX_LINES} lines.` })(
      target,
      key,
    );
    MaxLength(JOB_LINE_MAX, { each: true, message: `each ${field} line must be at most ${JOB_LINE_MAX} characters.` })(
      target,
      key,
    );
  };
}

@InputType({
  description:
    'A job as staff write it. The title, location and lists are always replaced (one left out is stored empty). ' +
    'The facts (employment type to confidential client) are optional: on create one left out is stored as none; ' +
    'on update one left out keeps its value and null clears it. Lines are trimmed and blank lines are dropped.',
})
export class JobInput {
  @Field({ description: `Job title, 1 to ${JOB_TITLE_MAX} characters after trimming.` })
  @Length(1, JOB_TITLE_MAX, { message: `title is required (at most ${JOB_TITLE_MAX} characters).` })
  title!: string;

  @Field({
    nullable: true,
    description: `Where the job is based, at most ${JOB_LOCATION_MAX} characters; empty when left out.`,
  })
  @IsOptional()
  @MaxLength(JOB_LOCATION_MAX, { message: `location must be at most ${JOB_LOCATION_MAX} characters.` })
  location?: string;

  @Field(() => [String], { nullable: true, description: `About the role, one point per line; ${LINES_RULE}.` })
  @JobLines('description')
  description?: string[];

  @Field(() => [String], { nullable: true, description: `What the person will do, one point per line; ${LINES_RULE}.` })
  @JobLines('responsibilities')
  responsibilities?: string[];

  @Field(() => [String], {
    nullable: true,
    description: `What the person should bring, one point per line; ${LINES_RULE}.`,
  })
  @JobLines('qualifications')
  qualifications?: string[];

  @Field(() => EmploymentType, { nullable: true, description: 'The kind of contract; none when left out.' })
  @IsOptional()
  @IsEnum(EmploymentType, { message: `employmentType must be one of ${EMPLOYMENT_TYPES}.` })
  employmentType?: EmploymentType | null;

  @Field(() => Workplace, { nullable: true, description: 'On site, hybrid or remote; none when left out.' })
  @IsOptional()
  @IsEnum(Workplace, { message: `workplace must be one of ${WORKPLACES}.` })
  workplace?: Workplace | null;

  @Field(() => String, {
    nullable: true,
    description: `Only with workplace REMOTE: the country or region applicants must live in, at most ${JOB_REMOTE_REGION_MAX} characters.`,
  })
  @IsOptional()
  @MaxLength(JOB_REMOTE_REGION_MAX, { message: `remoteRegion must be at most ${JOB_REMOTE_REGION_MAX} characters.` })
  remoteRegion?: string | null;

  @Field(() => String, {
    nullable: true,
    description: `The team or function, at most ${JOB_DEPARTMENT_MAX} characters.`,
  })
  @IsOptional()
  @MaxLength(JOB_DEPARTMENT_MAX, { message: `department must be at most ${JOB_DEPARTMENT_MAX} characters.` })
  department?: string | null;

  @Field(() => Float, {
    nullable: true,
    description: 'Lowest pay of the range. With salaryMax or alone; a salary needs salaryCurrency and salaryPeriod.',
  })
  @SalaryAmount('salaryMin')
  salaryMin?: number | null;

  @Field(() => Float, { nullable: true, description: 'Highest pay of the range; at least salaryMin.' })
  @SalaryAmount('salaryMax')
  salaryMax?: number | null;

  @Field(() => String, { nullable: true, description: 'ISO 4217 currency code of the salary, for example "EUR".' })
  @IsOptional()
  @IsIn(CURRENCY_CODES, { message: CURRENCY_MESSAGE })
  salaryCurrency?: string | null;

  @Field(() => SalaryPeriod, { nullable: true, description: 'What the salary is paid per.' })
  @IsOptional()
  @IsEnum(SalaryPeriod, { message: `salaryPeriod must be one of ${SALARY_PERIODS}.` })
  salaryPeriod?: SalaryPeriod | null;

  @Field(() => Date, {
    nullable: true,
    description:
      'When applications close (an instant; the back office sends the end of the chosen day). Must be in the future ' +
      'when a job is posted; an update may set a past one, which closes the job at once.',
  })
  @IsOptional()
  @IsDate({ message: 'closesAt must be a date and time, such as 2030-01-31T23:59:59Z.' })
  closesAt?: Date | null;

  @Field(() => ID, {
    nullable: true,
    description:
      'For agency work: the client the job is filled for (staff pick it among the clients); null: the consultancy itself. ' +
      'Left out on update: the job keeps its client. Not with clientName.',
  })
  @IsOptional()
  @IsString({ message: 'clientId must be the id of a client.' })
  clientId?: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      `For integrators: the client company by name, at most ${JOB_CLIENT_NAME_MAX} characters, found whatever its case or ` +
      'created (its name then shown publicly); empty: no client. Not with clientId, nor with confidentialClient.',
  })
  @IsOptional()
  @MaxLength(JOB_CLIENT_NAME_MAX, { message: `clientName must be at most ${JOB_CLIENT_NAME_MAX} characters.` })
  clientName?: string | null;

  @Field(() => Boolean, {
    nullable: true,
    description: 'Agency work for a client that stays unnamed; the posting then names the consultancy. Default false.',
  })
  @IsOptional()
  @IsBoolean({ message: 'confidentialClient must be true or false.' })
  confidentialClient?: boolean | null;

  @Field(() => [JobQuestionInput], {
    nullable: true,
    description: `What the apply form asks, in order: at most ${JOB_QUESTIONS_MAX} questions. Replaces the job's questions; an answer keeps the question's words as asked.`,
  })
  @IsOptional()
  @IsArray({ message: 'questions must be a list of questions.' })
  @ArrayMaxSize(JOB_QUESTIONS_MAX, { message: `A job may ask at most ${JOB_QUESTIONS_MAX} questions.` })
  questions?: JobQuestionInput[] | null;

  @Field(() => [String], {
    nullable: true,
    description:
      `What interviewers rate candidates on: 1 to ${SCORECARD_ATTRIBUTES_MAX} different attributes of at most ` +
      `${SCORECARD_ATTRIBUTE_MAX} characters. On create, left out: the default set; on update, left out: kept.`,
  })
  @IsOptional()
  @IsArray({ message: 'scorecardAttributes must be a list of attributes.' })
  scorecardAttributes?: string[] | null;
}

/** The filters of the public list and of its facet counts; each keeps the jobs with exactly that value. */
@ArgsType()
export class JobFilterArgs {
  @Field(() => String, {
    nullable: true,
    description: 'Keeps the jobs at exactly this location (as listed in jobFacets).',
  })
  @IsOptional()
  @MaxLength(JOB_LOCATION_MAX, { message: `location must be at most ${JOB_LOCATION_MAX} characters.` })
  location?: string | null;

  @Field(() => String, { nullable: true, description: 'Keeps the jobs of exactly this department.' })
  @IsOptional()
  @MaxLength(JOB_DEPARTMENT_MAX, { message: `department must be at most ${JOB_DEPARTMENT_MAX} characters.` })
  department?: string | null;

  @Field(() => EmploymentType, { nullable: true, description: 'Keeps the jobs of this employment type.' })
  @IsOptional()
  @IsEnum(EmploymentType, { message: `employmentType must be one of ${EMPLOYMENT_TYPES}.` })
  employmentType?: EmploymentType | null;

  @Field(() => Workplace, { nullable: true, description: 'Keeps the jobs of this workplace.' })
  @IsOptional()
  @IsEnum(Workplace, { message: `workplace must be one of ${WORKPLACES}.` })
  workplace?: Workplace | null;
}

/** The arguments of `jobFacets`: the list's search and filters. */
@ArgsType()
export class JobFacetsArgs extends JobFilterArgs {
  @Field(() => String, { nullable: true, description: 'The same search as `jobs(search:)`.' })
  @IsOptional()
  @MaxLength(JOB_SEARCH_MAX, { message: `search must be at most ${JOB_SEARCH_MAX} characters.` })
  search?: string | null;
}

@ArgsType()
export class JobsArgs extends PageArgs {
  @Field({
    nullable: true,
    description:
      'Keeps the jobs whose title, description, responsibilities or qualifications contain this text, ' +
      `ignoring letter case (% and _ are plain characters). At most ${JOB_SEARCH_MAX} characters; blank means no filter.`,
  })
  @IsOptional()
  @MaxLength(JOB_SEARCH_MAX, { message: `search must be at most ${JOB_SEARCH_MAX} characters.` })
  search?: string;

  @Field({
    defaultValue: false,
    description: 'Staff only (INTERNAL_RECRUITER or higher): also list archived (deleted) jobs.',
  })
  @IsBoolean({ message: 'includeArchived must be true or false.' })
  includeArchived: boolean = false;

  @Field({
    defaultValue: false,
    description:
      'Staff only (INTERNAL_RECRUITER or higher): also list open jobs past their closing date (the back office lists them so they can be reopened).',
  })
  @IsBoolean({ message: 'includeClosed must be true or false.' })
  includeClosed: boolean = false;
}
