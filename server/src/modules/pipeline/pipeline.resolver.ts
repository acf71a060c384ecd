import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';

import type { RequestContext } from '../../request-context';
import { Auth } from '../auth/auth.decorators';
import { CurrentPrincipal } from '../auth/current-user';
import type { Principal } from '../auth/viewer';
import { Role } from '../users/role';

import { PipelineStage } from './pipeline-stage.entity';

/** The pipeline's stages: every member of staff reads them, ADMIN edits them (Settings). */
@Resolver()
export class PipelineResolver {
  @Auth(Role.INTERNAL_RECRUITER)
  @Query(() => [PipelineStage], { description: 'The pipeline’s stages in order; retired ones only when asked.' })
  async pipelineStages(
    @Arg('includeRetired', { defaultValue: false, description: 'Retired stages too (after those in use).' })
    includeRetired: boolean,
    @Ctx() ctx: RequestContext,
  ): Promise<PipelineStage[]> {
    const stages = await ctx.services.pipeline.stages();
    return includeRetired ? stages : stages.filter((stage) => !stage.retiredAt);
  }

  @Auth(Role.ADMIN)
  @Mutation(() => PipelineStage, {
    description:
      'Adds a stage at the end of the pipeline (reorder to place it). BAD_USER_INPUT on `name` for an empty or too ' +
      'long name or a full pipeline; CONFLICT when a stage (retired ones too) has the name.',
  })
  async addPipelineStage(
    @Arg('name', { description: 'Its name, up to 60 characters.' }) name: string,
    @CurrentPrincipal() caller: Principal,
    @Ctx() ctx: RequestContext,
  ): Promise<PipelineStage> {
    return ctx.services.pipeline.add(caller, name);
  }

  @Auth(Role.ADMIN)
  @Mutation(() => PipelineStage, {
    description: 'Renames a stage (built-in ones too); as addPipelineStage for the name.',
  })
  async renamePipelineStage(
    @Arg('id', () => ID, { description: 'The stage.' }) id: string,
    @Arg('name', { description: 'Its new name.' }) name: string,
    @CurrentPrincipal() caller: Principal,
    @Ctx() ctx: RequestContext,
  ): Promise<PipelineStage> {
    return ctx.services.pipeline.rename(caller, id, name);
  }

  @Auth(Role.ADMIN)
  @Mutation(() => [PipelineStage], {
    description:
      'Puts the stages in use in this order (Applied first); answers every stage, retired ones last. Applications in a ' +
      'stage that moved across Shortlisted read as their new spec status at once.',
  })
  async reorderPipelineStages(
    @Arg('stageIds', () => [ID], { description: 'Every stage in use, each once, in the new order.' })
    stageIds: string[],
    @CurrentPrincipal() caller: Principal,
    @Ctx() ctx: RequestContext,
  ): Promise<PipelineStage[]> {
    return ctx.services.pipeline.reorder(caller, stageIds);
  }

  @Auth(Role.ADMIN)
  @Mutation(() => PipelineStage, {
    description:
      'Retires a stage: no application moves into it; those in it stay until moved. CONFLICT for a built-in stage.',
  })
  async retirePipelineStage(
    @Arg('id', () => ID, { description: 'The stage.' }) id: string,
    @CurrentPrincipal() caller: Principal,
    @Ctx() ctx: RequestContext,
  ): Promise<PipelineStage> {
    return ctx.services.pipeline.retire(caller, id);
  }

  @Auth(Role.ADMIN)
  @Mutation(() => PipelineStage, { description: 'Puts a retired stage back in use, at its old place.' })
  async restorePipelineStage(
    @Arg('id', () => ID, { description: 'The stage.' }) id: string,
    @CurrentPrincipal() caller: Principal,
    @Ctx() ctx: RequestContext,
  ): Promise<PipelineStage> {
    return ctx.services.pipeline.restore(caller, id);
  }

  @Auth(Role.ADMIN)
  @Mutation(() => ID, {
    description:
      'Deletes a stage no application has ever been in; answers its id. CONFLICT for a built-in stage or one that ' +
      'has held applications (retire it instead).',
  })
  async deletePipelineStage(
    @Arg('id', () => ID, { description: 'The stage.' }) id: string,
    @CurrentPrincipal() caller: Principal,
    @Ctx() ctx: RequestContext,
  ): Promise<string> {
    return ctx.services.pipeline.remove(caller, id);
  }
}
