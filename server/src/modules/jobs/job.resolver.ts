import {
  Arg,
  Args,
  Ctx,
  Field,
  FieldResolver,
  ID,
  Int,
  Mutation,
  ObjectType,
  Query,
  Resolver,
  Root,
} from 'type-graphql';

import { PageArgs, PageOf } from '../../lib/paging';
import type { RequestContext } from '../../request-context';
import { Auth, Public } from '../auth/auth.decorators';
import { Role } from '../users/role';

import { Job } from './job.entity';
import { JobFacetsArgs, JobFilterArgs, JobInput, JobsArgs } from './job.inputs';

// simpleResolvers: these types' fields read their property (graphql-js's own default resolver)
// instead of each going through type-graphql's and the error mapper's async wrappers: a page of
// jobs has hundreds of fields, and those wrappers cost more than the SQL.
@ObjectType({
  description: 'One value of a facet, and how many jobs the list would show with it chosen.',
  simpleResolvers: true,
})
export class FacetValue {
  @Field({ description: 'The value, as the matching filter argument takes it.' })
  value!: string;

  @Field(() => Int, {
    description:
      'Open jobs matching the search and the other facets’ filters that have this value; a lower bound when ' +
      'countIsExact is false.',
  })
  count!: number;

  @Field({
    description:
      'False when a search matches more jobs than the counts read (1,000): count is then how many of those ' +
      'have the value, at least that many in all (shown as "312+").',
  })
  countIsExact!: boolean;
}

@ObjectType({
  simpleResolvers: true,
  description:
    'The public list’s filters with a count per value. Each facet’s counts apply the search and the other facets’ ' +
    'filters but not its own, so a chosen value’s neighbours show what switching to them would give.',
})
export class JobFacets {
  @Field(() => [FacetValue], { description: 'Locations, most jobs first.' })
  location!: FacetValue[];

  @Field(() => [FacetValue], { description: 'Departments, most jobs first.' })
  department!: FacetValue[];

  @Field(() => [FacetValue], { description: 'Employment types (EmploymentType values), most jobs first.' })
  employmentType!: FacetValue[];

  @Field(() => [FacetValue], { description: 'Workplaces (Workplace values), most jobs first.' })
  workplace!: FacetValue[];
}

@ObjectType({ description: 'One page of jobs, newest first.', simpleResolvers: true })
export class JobPage extends PageOf(Job, 'jobs') {
  @Field({
    description:
      'False when a search or filter found more jobs after this page without counting them all: `total` is then ' +
      'only a lower bound (offset + limit + 1; show "more results", not a number). True when every match was ' +
      'counted, and always without a search or filter.',
  })
  totalIsExact!: boolean;
}

@ObjectType({ description: 'One page of archived (deleted) jobs, most recently archived first.' })
export class ArchivedJobPage extends PageOf(Job, 'archived jobs') {}

@Resolver()
export class JobResolver {
  @Auth(Role.INTERNAL_RECRUITER)
  @Query(() => ArchivedJobPage, {
    description:
      'Archived (deleted) jobs, most recently archived first; their applications stay in every candidate view.',
  })
  async archivedJobs(@Args() args: PageArgs, @Ctx() ctx: RequestContext): Promise<ArchivedJobPage> {
    return ctx.services.jobs.listArchived(args);
  }

  @Auth(Role.INTERNAL_RECRUITER)
  @Mutation(() => Job, {
    description:
      'Reopens an archived job: it is back on the public list (and takes applications unless past its closing date). ' +
      'CONFLICT when the job is not archived.',
  })
  async reopenJob(
    @Arg('id', () => ID, { description: 'The archived job.' }) id: string,
    @Ctx() ctx: RequestContext,
  ): Promise<Job> {
    return ctx.services.jobs.reopen(id);
  }

  @Public()
  @Query(() => JobPage, {
    description:
      'Open positions (neither deleted nor past their closing date), newest first, one page at a time, optionally ' +
      'narrowed by `search` and the filters (location, department, employmentType, workplace). A search or a filter ' +
      'whose matches fill the page among the newest jobs is not counted (see totalIsExact). Staff may pass includeClosed to see jobs past ' +
      'their closing date, and includeArchived to see deleted (archived) ones as well.',
  })
  async jobs(@Args() args: JobsArgs, @Args() filters: JobFilterArgs, @Ctx() ctx: RequestContext): Promise<JobPage> {
    return ctx.services.jobSearch.list(await ctx.viewer(), { ...args, ...filters });
  }

  @Public()
  @Query(() => JobFacets, {
    description: 'The public list’s facets for a search and filters, with a count per value, computed in one query.',
  })
  async jobFacets(@Args() args: JobFacetsArgs, @Ctx() ctx: RequestContext): Promise<JobFacets> {
    return ctx.services.jobSearch.facets(args);
  }

  @Public()
  @Query(() => Job, {
    description:
      'One job by id. Archived jobs and jobs past their closing date are NOT_FOUND except for staff; so is a malformed id.',
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

/** Staff-only figures on a job, batch-loaded for a whole list (one grouped query). */
@Resolver(() => Job)
export class JobFieldsResolver {
  @Auth(Role.INTERNAL_RECRUITER)
  @FieldResolver(() => [String], {
    description: 'What interviewers rate candidates on in their scorecards, in order (staff only).',
  })
  scorecardAttributes(@Root() job: Job): string[] {
    return job.scorecardAttributes;
  }

  @Auth(Role.INTERNAL_RECRUITER)
  @FieldResolver(() => Int, { description: 'How many applications the job received (staff only).' })
  async applicantCount(@Root() job: Job, @Ctx() ctx: RequestContext): Promise<number> {
    return (await ctx.services.jobs.countApplicants(job.id)).total;
  }

  @Auth(Role.INTERNAL_RECRUITER)
  @FieldResolver(() => Int, { description: 'How many of its applications nobody has decided about yet (staff only).' })
  async awaitingDecisionCount(@Root() job: Job, @Ctx() ctx: RequestContext): Promise<number> {
    return (await ctx.services.jobs.countApplicants(job.id)).awaitingDecision;
  }
}
