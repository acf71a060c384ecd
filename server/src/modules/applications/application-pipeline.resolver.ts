import { Arg, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';

import type { RequestContext } from '../../request-context';
import { Auth } from '../auth/auth.decorators';
import { CurrentPrincipal } from '../auth/current-user';
import type { Principal } from '../auth/viewer';
import { PipelineStage } from '../pipeline/pipeline-stage.entity';
import { Role } from '../users/role';

import { Application } from './application.entity';
import { BOARD_PAGE_MAX } from './application-board.service';
import { PipelineBoard, PipelineCardPage, PipelineColumnPage } from './application-board.types';
import { BULK_MOVE_MAX } from './application-stages.service';

/** A job's board, and moving applications along the pipeline. */
@Resolver()
export class ApplicationPipelineResolver {
  @Auth(Role.INTERNAL_RECRUITER)
  @Query(() => PipelineBoard, {
    description: 'A job’s board: its columns (stages, then Rejected and Withdrawn) with counts. NOT_FOUND for no job.',
  })
  async jobPipeline(
    @Arg('jobId', () => ID, { description: 'The job (archived ones too).' }) jobId: string,
    @Ctx() ctx: RequestContext,
  ): Promise<PipelineBoard> {
    return ctx.services.applicationBoard.board(jobId);
  }

  @Auth(Role.INTERNAL_RECRUITER)
  @Query(() => PipelineCardPage, {
    description: 'A page of a column’s cards (applications), those longest in the column last.',
  })
  async pipelineCards(
    @Arg('jobId', () => ID, { description: 'The job.' }) jobId: string,
    @Arg('column', { description: 'A column’s key: a stage’s id, REJECTED or WITHDRAWN.' }) column: string,
    @Arg('first', () => Int, { defaultValue: 50, description: `How many cards, 1 to ${BOARD_PAGE_MAX}.` })
    first: number,
    @Arg('after', () => String, { nullable: true, description: 'The endCursor of the page before.' })
    after: string | null,
    @Ctx() ctx: RequestContext,
  ): Promise<PipelineCardPage> {
    return ctx.services.applicationBoard.cards(jobId, column, first, after);
  }

  @Auth(Role.INTERNAL_RECRUITER)
  @Query(() => [PipelineColumnPage], {
    description:
      'The first page of every column a job’s board can show (each stage, retired ones too, then REJECTED and ' +
      'WITHDRAWN), read in one statement: the board opens with this beside jobPipeline, in one request.',
  })
  async pipelineFirstPages(
    @Arg('jobId', () => ID, { description: 'The job.' }) jobId: string,
    @Arg('first', () => Int, { defaultValue: 50, description: `How many cards per column, 1 to ${BOARD_PAGE_MAX}.` })
    first: number,
    @Ctx() ctx: RequestContext,
  ): Promise<PipelineColumnPage[]> {
    return ctx.services.applicationBoard.firstPages(jobId, first);
  }

  @Auth(Role.INTERNAL_RECRUITER)
  @Mutation(() => [Application], {
    description:
      `Moves up to ${BULK_MOVE_MAX} applications to a stage in use, all or none; a withdrawn one comes back. Each ` +
      'move is in the history and the audit log and sends application.stage_changed (and application.status_changed ' +
      'when the spec’s status follows). NOT_FOUND names unknown ids; CONFLICT names rejected (undo first) or held ' +
      'ones; BAD_USER_INPUT on stageId for a retired stage. Answers them in the order given.',
  })
  async moveApplicationsToStage(
    @Arg('ids', () => [ID], { description: 'The applications’ ids.' }) ids: string[],
    @Arg('stageId', () => ID, { description: 'The stage to move them to.' }) stageId: string,
    @CurrentPrincipal() caller: Principal,
    @Ctx() ctx: RequestContext,
  ): Promise<Application[]> {
    return ctx.services.applicationStages.move(caller, ids, stageId);
  }

  @Auth(Role.INTERNAL_RECRUITER)
  @Mutation(() => [Application], {
    description:
      `Records that up to ${BULK_MOVE_MAX} candidates withdrew, all or none: they leave the pipeline (the spec’s ` +
      'status reads none); moving one to a stage brings it back. CONFLICT names rejected ones.',
  })
  async withdrawApplications(
    @Arg('ids', () => [ID], { description: 'The applications’ ids.' }) ids: string[],
    @CurrentPrincipal() caller: Principal,
    @Ctx() ctx: RequestContext,
  ): Promise<Application[]> {
    return ctx.services.applicationStages.withdraw(caller, ids);
  }
}

@Resolver(() => Application)
export class ApplicationStageResolver {
  @Auth(Role.INTERNAL_RECRUITER)
  @FieldResolver(() => PipelineStage, {
    description: 'Its stage in the pipeline (kept when it is rejected or withdrawn).',
  })
  stage(@Root() application: Application, @Ctx() ctx: RequestContext): Promise<PipelineStage> {
    return ctx.services.pipeline.stage(application.stage.id);
  }
}
