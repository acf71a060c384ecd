import { type FileUpload, GraphQLUpload } from 'graphql-upload-minimal';
import { Arg, Args, Ctx, Field, ID, Mutation, ObjectType, Query, Resolver } from 'type-graphql';

import type { RequestContext } from '../../request-context';
import { Auth, Public } from '../auth/auth.decorators';
import { CurrentPrincipal } from '../auth/current-user';
import type { Principal } from '../auth/viewer';
import { receiveUpload } from '../../graphql/uploads';
import { AppError } from '../../lib/app-error';
import type { StoredFile } from '../../storage/file-storage';
import { Role } from '../users/role';

import { ApplicationStatus } from './application-status';
import { Application } from './application.entity';
import { ApplicationInput, RejectionEmailArgs } from './application.inputs';
import { INVALID_RESUME_MESSAGE } from './application.service';

export const APPLICATION_RECEIVED_MESSAGE = 'Your application has been submitted successfully!';

@ObjectType({ description: 'What an applicant is told once the application is stored.' })
export class ApplicationReceipt {
  @Field(() => ID, { description: 'The new application’s id.' })
  id!: string;

  @Field({ description: 'A confirmation to show the applicant.' })
  message!: string;
}

/** Streams a GraphQL upload into storage; a missing file is an input error on `resume`. */
async function storeResume(ctx: RequestContext, resume: Promise<FileUpload> | null | undefined): Promise<StoredFile> {
  const upload = await receiveUpload(resume, 'resume', INVALID_RESUME_MESSAGE);
  if (!upload) throw AppError.badInput('resume', INVALID_RESUME_MESSAGE);
  return ctx.services.applications.saveResume(upload.stream, upload.filename);
}

@Resolver()
export class ApplicationResolver {
  @Public()
  @Mutation(() => ApplicationReceipt, {
    description:
      'Applies for an open job with a resume (.pdf, .doc or .docx, checked by name and by content; at most ' +
      'RESUME_MAX_BYTES). Send it as a GraphQL multipart request with the header Apollo-Require-Preflight: true. ' +
      'The same e-mail may apply once per job (CONFLICT). The applicant receives a confirmation e-mail.',
  })
  async applyForJob(
    @Arg('jobId', () => ID, { description: 'The open job to apply for.' }) jobId: string,
    @Arg('input', { description: 'The applicant’s details.' }) input: ApplicationInput,
    @Arg('resume', () => GraphQLUpload, { description: 'The resume file.' }) resume: Promise<FileUpload>,
    @Ctx() ctx: RequestContext,
  ): Promise<ApplicationReceipt> {
    const stored = await storeResume(ctx, resume);
    const application = await ctx.services.applications.apply(jobId, input, stored, { ip: ctx.ip });
    return { id: application.id, message: APPLICATION_RECEIVED_MESSAGE };
  }

  @Auth(Role.INTERNAL_RECRUITER)
  @Query(() => [Application], { description: 'A job’s applications, newest first (archived jobs too).' })
  async applications(
    @Arg('jobId', () => ID, { description: 'The job whose applications to list.' }) jobId: string,
    @Ctx() ctx: RequestContext,
  ): Promise<Application[]> {
    return ctx.services.applications.listForJob(jobId);
  }

  @Auth(Role.INTERNAL_RECRUITER)
  @Query(() => Application, { description: 'One application.' })
  async application(
    @Arg('id', () => ID, { description: 'The application’s id.' }) id: string,
    @Ctx() ctx: RequestContext,
  ): Promise<Application> {
    return ctx.services.applications.get(id);
  }

  @Auth(Role.INTERNAL_RECRUITER)
  @Mutation(() => Application, { description: 'Marks an application Shortlisted or Rejected.' })
  async setApplicationStatus(
    @Arg('id', () => ID, { description: 'The application’s id.' }) id: string,
    @Arg('status', () => ApplicationStatus, { description: 'The decision.' }) status: ApplicationStatus,
    @CurrentPrincipal() caller: Principal,
    @Ctx() ctx: RequestContext,
  ): Promise<Application> {
    return ctx.services.applications.setStatus(caller, id, status);
  }

  @Auth(Role.INTERNAL_RECRUITER)
  @Mutation(() => Boolean, {
    description:
      'Queues the rejection e-mail to the applicant with this address (NOT_FOUND if none applied); answers true.',
  })
  async sendRejectionEmail(@Args() { email }: RejectionEmailArgs, @Ctx() ctx: RequestContext): Promise<boolean> {
    await ctx.services.applications.sendRejectionEmail(email);
    return true;
  }
}
