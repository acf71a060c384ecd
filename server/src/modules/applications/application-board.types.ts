import { Field, Int, ObjectType } from 'type-graphql';

import { Auth } from '../auth/auth.decorators';
import { Job } from '../jobs/job.entity';
import { PipelineStage } from '../pipeline/pipeline-stage.entity';
import { Role } from '../users/role';

import { Application, ApplicationOutcome } from './application.entity';

@Auth(Role.INTERNAL_RECRUITER)
@ObjectType({ description: 'One column of a job’s board: a stage, or the Rejected or Withdrawn outcome.' })
export class PipelineColumn {
  @Field({ description: 'What pipelineCards takes as `column`: the stage’s id, REJECTED or WITHDRAWN.' })
  key!: string;

  @Field(() => PipelineStage, { nullable: true, description: 'The stage; null for an outcome’s column.' })
  stage!: PipelineStage | null;

  @Field(() => ApplicationOutcome, { nullable: true, description: 'The outcome; null for a stage’s column.' })
  outcome!: ApplicationOutcome | null;

  @Field(() => Int, { description: 'How many of the job’s applications are in it (held ones are not).' })
  count!: number;
}

@Auth(Role.INTERNAL_RECRUITER)
@ObjectType({ description: 'A job’s board: its columns in pipeline order, each with its count (staff only).' })
export class PipelineBoard {
  @Field(() => Job)
  job!: Job;

  @Field(() => [PipelineColumn], {
    description:
      'Every stage in use, a retired stage while it holds some of the job’s applications, then Rejected and Withdrawn.',
  })
  columns!: PipelineColumn[];
}

@Auth(Role.INTERNAL_RECRUITER)
@ObjectType({ description: 'A page of one column’s cards, longest in the stage last.' })
export class PipelineCardPage {
  @Field(() => [Application])
  cards!: Application[];

  @Field({ description: 'True when more cards follow: pass endCursor as `after`.' })
  hasNextPage!: boolean;

  @Field(() => String, { nullable: true, description: 'The last card’s cursor; null for an empty page.' })
  endCursor!: string | null;
}

@Auth(Role.INTERNAL_RECRUITER)
@ObjectType({ description: 'The first page of one column of a job’s board.' })
export class PipelineColumnPage {
  @Field({ description: 'The column’s key (as PipelineColumn.key): a stage’s id, REJECTED or WITHDRAWN.' })
  key!: string;

  @Field(() => PipelineCardPage)
  page!: PipelineCardPage;
}
