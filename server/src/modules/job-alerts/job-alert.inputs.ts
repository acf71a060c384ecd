import { ArgsType, Field, InputType } from 'type-graphql';

import { IsEnum, IsOptional, IsString, MaxLength } from '../../lib/class-validator-rules';
import { EmailAddress } from '../../lib/validation';
import { JOB_DEPARTMENT_MAX, JOB_LOCATION_MAX, JOB_SEARCH_MAX } from '../jobs/job.inputs';
import { EmploymentType, Workplace } from '../jobs/job-facts';
import { PublicFormInput } from '../public-forms/public-form.inputs';

import { JobAlertFrequency } from './job-alert.entity';

const EMPLOYMENT_TYPES = Object.values(EmploymentType).join(', ');
const WORKPLACES = Object.values(Workplace).join(', ');

@InputType({
  description:
    'A job alert: the e-mail address, the search and filters of the job list to save, and how often to mail. ' +
    'consent (true) and privacyVersion are required.',
})
export class JobAlertInput extends PublicFormInput {
  @Field({ description: 'Where to send the confirmation and the digests.' })
  @EmailAddress()
  email!: string;

  @Field(() => String, { nullable: true, description: 'The search words of the job list (its `q`); optional.' })
  @IsOptional()
  @MaxLength(JOB_SEARCH_MAX, { message: `search must be at most ${JOB_SEARCH_MAX} characters.` })
  search?: string | null;

  @Field(() => String, { nullable: true, description: 'Only jobs at exactly this location; optional.' })
  @IsOptional()
  @MaxLength(JOB_LOCATION_MAX, { message: `location must be at most ${JOB_LOCATION_MAX} characters.` })
  location?: string | null;

  @Field(() => String, { nullable: true, description: 'Only jobs of exactly this department; optional.' })
  @IsOptional()
  @MaxLength(JOB_DEPARTMENT_MAX, { message: `department must be at most ${JOB_DEPARTMENT_MAX} characters.` })
  department?: string | null;

  @Field(() => EmploymentType, { nullable: true, description: 'Only jobs of this employment type; optional.' })
  @IsOptional()
  @IsEnum(EmploymentType, { message: `employmentType must be one of ${EMPLOYMENT_TYPES}.` })
  employmentType?: EmploymentType | null;

  @Field(() => Workplace, { nullable: true, description: 'Only jobs of this workplace; optional.' })
  @IsOptional()
  @IsEnum(Workplace, { message: `workplace must be one of ${WORKPLACES}.` })
  workplace?: Workplace | null;

  @Field(() => JobAlertFrequency, { nullable: true, description: 'DAILY (the default) or WEEKLY.' })
  @IsOptional()
  @IsEnum(JobAlertFrequency, { message: 'frequency must be DAILY or WEEKLY.' })
  frequency?: JobAlertFrequency | null;
}

/** The token of a job-alert link (confirm or unsubscribe), as the REST routes read it. */
@ArgsType()
export class JobAlertTokenArgs {
  @Field({ description: 'The token of the link in the e-mail (after # on the site, or `token=` in the URL).' })
  @IsString({ message: 'token is required.' })
  @MaxLength(200, { message: 'token must be at most 200 characters.' })
  token!: string;
}
