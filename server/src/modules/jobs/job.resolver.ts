import { Arg, Args, Ctx, Field, ID, Mutation, ObjectType, Query, Resolver } from 'type-graphql';

import type { RequestContext } from '../../request-context';
import { Auth, Public } from '../auth/auth.decorators';
import { PageOf } from '../../lib/paging';
import { Role } from '../users/role';

import { Job } from './job.entity';
import { JobInput, JobsArgs } from './job.inputs';
import { SEARCH_COUNT_CAP } from './job.service';

@ObjectType({ description: 'One page of jobs, newest first.' })
export class JobPage extends PageOf(Job, 'jobs') {
  @Field({
    description:
      `False when a search matched more than ${SEARCH_COUNT_CAP} jobs: \`total\` is then ${SEARCH_COUNT_CAP} ` +
      '(show it as "1000+") and pages beyond it still answer. Always true without a search.',
  })
  totalIsExact!: boolean;
}

@Resolver()
export class JobResolver {
  @Public()
  @Query(() => JobPage, {
    description:
      'Open positions, newest first, one page at a time, optionally filtered by `search`. ' +
      'Staff may pass includeArchived to see deleted (archived) jobs as well.',
  })
  async jobs(@Args() args: JobsArgs, @Ctx() ctx: RequestContext): Promise<JobPage> {
    return ctx.services.jobs.list(await ctx.viewer(), args);
  }

  @Public()
  @Query(() => Job, {
    description: 'One job by id. Archived jobs are NOT_FOUND except for staff; so is a malformed id.',
  })
  async job(
    @Arg('id', () => ID, { description: 'The job’s id.' }) id: string,
    @Ctx() ctx: RequestContext,
  ): Promise<Job> {
    return ctx.services.jobs.get(await ctx.viewer(), id);
  }

  @Auth(Role.INTERNAL_RECRUITER)
  @Mutation(() => Job, { description: 'Posts a new job; it appears at the top of the public list.' })
  async createJob(
    @Arg('input', { description: 'The new job.' }) input: JobInput,
    @Ctx() ctx: RequestContext,
  ): Promise<Job> {
    return ctx.services.jobs.create(input);
  }

  @Auth(Role.INTERNAL_RECRUITER)
  @Mutation(() => Job, {
    description: 'Replaces every field of an open job (a field left out becomes empty). NOT_FOUND for an archived job.',
  })
  async updateJob(
    @Arg('id', () => ID, { description: 'The job to change.' }) id: string,
    @Arg('input', { description: 'The job’s new content.' }) input: JobInput,
    @Ctx() ctx: RequestContext,
  ): Promise<Job> {
    return ctx.services.jobs.update(id, input);
  }

  @Auth(Role.INTERNAL_RECRUITER)
  @Mutation(() => Job, {
    description:
      'Deletes a job by archiving it: it leaves the public list, search and public job(id), while staff can still ' +
      'read it and its applications. Answers the archived job.',
  })
  async deleteJob(
    @Arg('id', () => ID, { description: 'The job to delete.' }) id: string,
    @Ctx() ctx: RequestContext,
  ): Promise<Job> {
    return ctx.services.jobs.archive(id);
  }
}
