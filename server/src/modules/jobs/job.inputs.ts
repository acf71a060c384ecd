import { ArrayMaxSize, IsBoolean, IsOptional, Length, MaxLength } from 'class-validator';
import { ArgsType, Field, InputType } from 'type-graphql';

import { PageArgs } from '../../lib/paging';

export const JOB_TITLE_MAX = 200;
export const JOB_LOCATION_MAX = 200;
export const JOB_LIST_MAX_LINES = 100;
export const JOB_LINE_MAX = 2000;
export const JOB_SEARCH_MAX = 200;

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
    'A job as staff write it. Creating and updating both send every field: a field left out is stored empty. ' +
    'Lines are trimmed and blank lines are dropped.',
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
}
