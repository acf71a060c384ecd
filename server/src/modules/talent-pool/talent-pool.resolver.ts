import { type FileUpload, GraphQLUpload } from 'graphql-upload-minimal';
import { Arg, Args, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';

import { receiveUpload } from '../../graphql/uploads';
import { AppError } from '../../lib/app-error';
import type { RequestContext } from '../../request-context';
import { Application } from '../applications/application.entity';
import { INVALID_RESUME_MESSAGE } from '../applications/application-intake.service';
import { Auth, Public } from '../auth/auth.decorators';
import { CurrentPrincipal } from '../auth/current-user';
import type { Principal } from '../auth/viewer';
import { Role } from '../users/role';

import { GeneralApplicationInput, TalentPoolArgs } from './talent-pool.inputs';
import { TALENT_POOL_RECEIVED_MESSAGE } from './talent-pool.messages';
import { GeneralApplicationReceipt, TalentPoolConnection } from './talent-pool.types';
import { TalentPoolEntry } from './talent-pool-entry.entity';

@Resolver()
export class TalentPoolResolver {
  @Public()
  @Mutation(() => GeneralApplicationReceipt, {
    description:
      'Sends a CV without a job ("Send us your CV"): it lands in the talent pool, where staff can add the person ' +
      'to a job. The resume is .pdf, .doc or .docx (checked by name and by content; at most RESUME_MAX_BYTES), sent ' +
      'as a GraphQL multipart request with the header Apollo-Require-Preflight: true. One entry per e-mail address: ' +
      'a later CV from the same address replaces the resume and message of its entry instead of being refused. The ' +
      'sender receives an acknowledgement e-mail.',
  })
  async sendGeneralApplication(
    @Arg('input', { description: 'The sender’s details.' }) input: GeneralApplicationInput,
    @Arg('resume', () => GraphQLUpload, { description: 'The resume file.' }) resume: Promise<FileUpload>,
    @Ctx() ctx: RequestContext,
  ): Promise<GeneralApplicationReceipt> {
    // Before the resume is read: a sender over the limit never has a file written.
    await ctx.services.forms.ensureAllowed('talent-pool', { ip: ctx.ip }, input.email);
    const upload = await receiveUpload(resume, 'resume', INVALID_RESUME_MESSAGE);
    if (!upload) throw AppError.badInput('resume', INVALID_RESUME_MESSAGE);
    const stored = await ctx.services.applicationIntake.saveResume(upload.stream, upload.filename);
    await ctx.services.talentPool.submit(input, stored, { ip: ctx.ip });
    return { message: TALENT_POOL_RECEIVED_MESSAGE };
  }

  @Auth(Role.INTERNAL_RECRUITER)
  @Query(() => TalentPoolConnection, {
    description:
      'The talent pool: CVs sent without a job, the latest first, searched and paged by cursor (entries held for ' +
      'review are in heldTalentPoolEntries). A page and its total take two statements.',
  })
  async talentPool(@Args() args: TalentPoolArgs, @Ctx() ctx: RequestContext): Promise<TalentPoolConnection> {
    return ctx.services.talentPool.list(args);
  }

  @Auth(Role.INTERNAL_RECRUITER)
  @Query(() => TalentPoolEntry, { description: 'One entry of the talent pool (held ones too).' })
  async talentPoolEntry(
    @Arg('id', () => ID, { description: 'The entry’s id.' }) id: string,
    @Ctx() ctx: RequestContext,
  ): Promise<TalentPoolEntry> {
    return ctx.services.talentPool.get(id);
  }

  @Auth(Role.INTERNAL_RECRUITER)
  @Query(() => [TalentPoolEntry], {
    description: 'CVs held for review (sent faster than a person fills the form), the latest first.',
  })
  async heldTalentPoolEntries(@Ctx() ctx: RequestContext): Promise<TalentPoolEntry[]> {
    return ctx.services.talentPool.listHeld();
  }

  @Auth(Role.INTERNAL_RECRUITER)
  @Mutation(() => TalentPoolEntry, {
    description: 'Releases a held CV: it joins the talent pool and the sender’s acknowledgement goes out.',
  })
  async releaseHeldTalentPoolEntry(
    @Arg('id', () => ID, { description: 'The held entry.' }) id: string,
    @CurrentPrincipal() caller: Principal,
    @Ctx() ctx: RequestContext,
  ): Promise<TalentPoolEntry> {
    return ctx.services.talentPool.release(caller, id);
  }

  @Auth(Role.INTERNAL_RECRUITER)
  @Mutation(() => Application, {
    description:
      'Adds the person of a talent-pool entry to a job: a new application (sourceKind ADDED_BY_STAFF, sourceDetail ' +
      '"Talent pool") with a copy of the resume, listed on the entry (applications), in the application’s history ' +
      'and the audit log; application.created goes out, no e-mail. NOT_FOUND for an unknown entry or an archived ' +
      'job; CONFLICT when the job has this e-mail address already, or the entry is held for review.',
  })
  async addTalentPoolEntryToJob(
    @Arg('id', () => ID, { description: 'The talent-pool entry.' }) id: string,
    @Arg('jobId', () => ID, { description: 'The job to add the person to.' }) jobId: string,
    @CurrentPrincipal() caller: Principal,
    @Ctx() ctx: RequestContext,
  ): Promise<Application> {
    return ctx.services.talentPool.addToJob(caller, id, jobId);
  }

  @Auth(Role.INTERNAL_RECRUITER)
  @Mutation(() => ID, {
    description:
      'Deletes a talent-pool entry and its resume (the applications made from it stay); audited. Answers its id.',
  })
  async deleteTalentPoolEntry(
    @Arg('id', () => ID, { description: 'The entry.' }) id: string,
    @CurrentPrincipal() caller: Principal,
    @Ctx() ctx: RequestContext,
  ): Promise<string> {
    return ctx.services.talentPool.delete(caller, id);
  }
}

/** What an entry gets beyond its columns, batch-loaded (no N+1). */
@Resolver(() => TalentPoolEntry)
export class TalentPoolEntryFieldsResolver {
  @Auth(Role.INTERNAL_RECRUITER)
  @FieldResolver(() => [Application], {
    description:
      'The applications staff made from this entry (addTalentPoolEntryToJob), the latest first, each with its job.',
  })
  applications(@Root() entry: TalentPoolEntry, @Ctx() ctx: RequestContext): Promise<Application[]> {
    return ctx.services.talentPool.applicationsOf(entry.id);
  }
}
