import { type FileUpload, GraphQLUpload } from 'graphql-upload-minimal';
import {
  Arg,
  Args,
  Ctx,
  Field,
  FieldResolver,
  Float,
  ID,
  Mutation,
  ObjectType,
  Query,
  Resolver,
  Root,
} from 'type-graphql';

import { receiveUpload } from '../../graphql/uploads';
import { AppError } from '../../lib/app-error';
import type { RequestContext } from '../../request-context';
import type { StoredFile } from '../../storage/file-storage';
import { Auth, Public } from '../auth/auth.decorators';
import { CurrentPrincipal } from '../auth/current-user';
import type { Principal } from '../auth/viewer';
import { Role } from '../users/role';

import { Application } from './application.entity';
import { ApplicationInput, RejectionEmailArgs } from './application.inputs';
import { APPLICATION_RECEIVED_MESSAGE } from './application.messages';
import { ApplicationActivity } from './application-activity.entity';
import { BULK_DECISION_MAX } from './application-decisions.service';
import { INVALID_RESUME_MESSAGE } from './application-intake.service';
import { ApplicationNote } from './application-note.entity';
import { ApplicationConnection, ApplicationSearchArgs } from './application-search.types';
import { ApplicationStatus } from './application-status';
import { ResumeTextStatus } from './resume-text.entity';

/** How many waiting rejection e-mails pendingRejectionEmails answers at most. */
const PENDING_REJECTIONS_SHOWN = 20;

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
  return ctx.services.applicationIntake.saveResume(upload.stream, upload.filename);
}

const REASON_DESCRIPTION =
  'Why: one of rejectionReasons (letter case ignored), kept as it reads there; BAD_USER_INPUT on `reason` otherwise.';

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
    // Before the resume is read: a sender over the limit never has a file written.
    await ctx.services.forms.ensureAllowed('apply', { ip: ctx.ip }, input.email);
    const stored = await storeResume(ctx, resume);
    const application = await ctx.services.applicationIntake.apply(jobId, input, stored, { ip: ctx.ip });
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
  @Query(() => [Application], {
    description:
      'Rejection e-mails waiting to be sent (see rejectionEmailDueAt), soonest first, at most 20 (the dashboard).',
  })
  async pendingRejectionEmails(@Ctx() ctx: RequestContext): Promise<Application[]> {
    return ctx.services.applications.listPendingRejections(PENDING_REJECTIONS_SHOWN);
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
  @Query(() => ApplicationConnection, {
    description:
      'Every application across jobs (archived jobs included: see job.archivedAt), searched, filtered, sorted and ' +
      'paged by cursor. The filters combine; a page and its total take a fixed number of statements.',
  })
  async candidates(@Args() args: ApplicationSearchArgs, @Ctx() ctx: RequestContext): Promise<ApplicationConnection> {
    return ctx.services.applicationSearch.list(args);
  }

  @Auth(Role.INTERNAL_RECRUITER)
  @Query(() => Application, {
    description:
      'One candidate’s application, for the candidate page: every field, its job, otherApplications, notes and ' +
      'activity (the same object as application(id)).',
  })
  async candidate(
    @Arg('id', () => ID, { description: 'The application’s id.' }) id: string,
    @Ctx() ctx: RequestContext,
  ): Promise<Application> {
    return ctx.services.applications.get(id);
  }

  @Auth(Role.INTERNAL_RECRUITER)
  @Query(() => [Application], {
    description:
      'Applications held for review (sent faster than a person fills the form), newest first; one job’s when given.',
  })
  async heldApplications(
    @Arg('jobId', () => ID, { nullable: true, description: 'Only this job’s.' }) jobId: string | null,
    @Ctx() ctx: RequestContext,
  ): Promise<Application[]> {
    return ctx.services.applications.listHeld(jobId);
  }

  @Auth(Role.INTERNAL_RECRUITER)
  @Mutation(() => Application, {
    description: 'Releases a held application: it joins the lists; the applicant’s confirmation and webhook go out.',
  })
  async releaseHeldApplication(
    @Arg('id', () => ID, { description: 'The held application.' }) id: string,
    @CurrentPrincipal() caller: Principal,
    @Ctx() ctx: RequestContext,
  ): Promise<Application> {
    return ctx.services.applicationIntake.release(caller, id);
  }

  @Auth(Role.INTERNAL_RECRUITER)
  @Mutation(() => ID, { description: 'Deletes a held application and its resume; answers its id.' })
  async deleteHeldApplication(
    @Arg('id', () => ID, { description: 'The held application.' }) id: string,
    @CurrentPrincipal() caller: Principal,
    @Ctx() ctx: RequestContext,
  ): Promise<string> {
    return ctx.services.applicationIntake.deleteHeld(caller, id);
  }

  @Auth(Role.INTERNAL_RECRUITER)
  @Mutation(() => Application, {
    description:
      'Adds the candidate of an application to another job: a new application (sourceKind ADDED_BY_STAFF) with a ' +
      'copy of the resume, recorded in both histories and the audit log; no e-mail goes out. NOT_FOUND for an ' +
      'unknown application or an archived job; CONFLICT when the job has the candidate already, or the application ' +
      'is held for review.',
  })
  async addCandidateToJob(
    @Arg('applicationId', () => ID, { description: 'One of the candidate’s applications.' }) applicationId: string,
    @Arg('jobId', () => ID, { description: 'The job to add the candidate to.' }) jobId: string,
    @CurrentPrincipal() caller: Principal,
    @Ctx() ctx: RequestContext,
  ): Promise<Application> {
    return ctx.services.applicationIntake.addToJob(caller, applicationId, jobId);
  }

  @Auth(Role.INTERNAL_RECRUITER)
  @Mutation(() => Application, { description: 'Marks an application Shortlisted or Rejected.' })
  async setApplicationStatus(
    @Arg('id', () => ID, { description: 'The application’s id.' }) id: string,
    @Arg('status', () => ApplicationStatus, { description: 'The decision.' }) status: ApplicationStatus,
    @CurrentPrincipal() caller: Principal,
    @Ctx() ctx: RequestContext,
  ): Promise<Application> {
    return ctx.services.applicationDecisions.setStatus(caller, id, status);
  }

  @Auth(Role.INTERNAL_RECRUITER)
  @Mutation(() => Boolean, {
    description:
      'Queues the rejection e-mail to the applicant with this address (NOT_FOUND if none applied); answers true.',
  })
  async sendRejectionEmail(
    @Args() { email }: RejectionEmailArgs,
    @CurrentPrincipal() caller: Principal,
    @Ctx() ctx: RequestContext,
  ): Promise<boolean> {
    await ctx.services.applicationDecisions.sendRejectionEmail(caller, email);
    return true;
  }

  @Auth(Role.INTERNAL_RECRUITER)
  @Mutation(() => Application, {
    description:
      'Rejects an application and queues its rejection e-mail (the template from settings, naming the job of this ' +
      'application) to go out after REJECTION_EMAIL_DELAY_MINUTES; undoApplicationDecision cancels both until then. ' +
      'CONFLICT when it is already rejected.',
  })
  async rejectApplication(
    @Arg('id', () => ID, { description: 'The application’s id.' }) id: string,
    @Arg('reason', () => String, { nullable: true, description: REASON_DESCRIPTION }) reason: string | null,
    @CurrentPrincipal() caller: Principal,
    @Ctx() ctx: RequestContext,
  ): Promise<Application> {
    const [application] = await ctx.services.applicationDecisions.decide(
      caller,
      [id],
      ApplicationStatus.Rejected,
      reason,
    );
    return application!;
  }

  @Auth(Role.INTERNAL_RECRUITER)
  @Mutation(() => Application, {
    description:
      'Takes the decision back to none. A rejection whose e-mail has not gone out yet cancels the e-mail too; once it ' +
      'has (or is going out right now), CONFLICT. CONFLICT too when there is no decision.',
  })
  async undoApplicationDecision(
    @Arg('id', () => ID, { description: 'The application’s id.' }) id: string,
    @CurrentPrincipal() caller: Principal,
    @Ctx() ctx: RequestContext,
  ): Promise<Application> {
    return ctx.services.applicationDecisions.undo(caller, id);
  }

  @Auth(Role.INTERNAL_RECRUITER)
  @Mutation(() => [Application], {
    description:
      `Shortlists up to ${BULK_DECISION_MAX} applications at once, all or none: an unknown id (NOT_FOUND) or a ` +
      'rejected application (CONFLICT) changes nothing, and the error names the ids. Answers them in the order given.',
  })
  async shortlistApplications(
    @Arg('ids', () => [ID], { description: 'The applications’ ids.' }) ids: string[],
    @CurrentPrincipal() caller: Principal,
    @Ctx() ctx: RequestContext,
  ): Promise<Application[]> {
    return ctx.services.applicationDecisions.decide(caller, ids, ApplicationStatus.Shortlisted);
  }

  @Auth(Role.INTERNAL_RECRUITER)
  @Mutation(() => [Application], {
    description:
      `Rejects up to ${BULK_DECISION_MAX} applications at once, all or none (as rejectApplication for each: the ` +
      'delayed e-mail, undo): an unknown id (NOT_FOUND) or an already rejected one (CONFLICT) changes nothing, and ' +
      'the error names the ids. Answers them in the order given.',
  })
  async rejectApplications(
    @Arg('ids', () => [ID], { description: 'The applications’ ids.' }) ids: string[],
    @Arg('reason', () => String, { nullable: true, description: REASON_DESCRIPTION }) reason: string | null,
    @CurrentPrincipal() caller: Principal,
    @Ctx() ctx: RequestContext,
  ): Promise<Application[]> {
    return ctx.services.applicationDecisions.decide(caller, ids, ApplicationStatus.Rejected, reason);
  }

  @Auth(Role.INTERNAL_RECRUITER)
  @Mutation(() => ApplicationNote, {
    description: 'Adds a staff note to an application (1 to 2000 characters; BAD_USER_INPUT on text otherwise).',
  })
  async addApplicationNote(
    @Arg('applicationId', () => ID, { description: 'The application’s id.' }) applicationId: string,
    @Arg('text', { description: 'The note.' }) text: string,
    @CurrentPrincipal() caller: Principal,
    @Ctx() ctx: RequestContext,
  ): Promise<ApplicationNote> {
    return ctx.services.applicationNotes.add(caller, applicationId, text);
  }

  @Auth(Role.INTERNAL_RECRUITER)
  @Mutation(() => ApplicationNote, {
    description: 'Changes a note: only its author (else FORBIDDEN), within 15 minutes of writing it (else CONFLICT).',
  })
  async editApplicationNote(
    @Arg('id', () => ID, { description: 'The note’s id.' }) id: string,
    @Arg('text', { description: 'The new text.' }) text: string,
    @CurrentPrincipal() caller: Principal,
    @Ctx() ctx: RequestContext,
  ): Promise<ApplicationNote> {
    return ctx.services.applicationNotes.edit(caller, id, text);
  }

  @Auth(Role.INTERNAL_RECRUITER)
  @Mutation(() => Boolean, {
    description:
      'Deletes a note: only its author (else FORBIDDEN), within 15 minutes of writing it (else CONFLICT). Answers true.',
  })
  async deleteApplicationNote(
    @Arg('id', () => ID, { description: 'The note’s id.' }) id: string,
    @CurrentPrincipal() caller: Principal,
    @Ctx() ctx: RequestContext,
  ): Promise<boolean> {
    await ctx.services.applicationNotes.delete(caller, id);
    return true;
  }
}

@ObjectType({ description: 'An e-mail as it would be sent (staff only).' })
export class EmailPreview {
  @Field({ description: 'The recipient.' })
  to!: string;

  @Field({ description: 'The subject, placeholders filled in.' })
  subject!: string;

  @Field({ description: 'The body, placeholders filled in.' })
  text!: string;

  @Field(() => Float, {
    description:
      'Minutes between the decision and the e-mail going out (REJECTION_EMAIL_DELAY_MINUTES); until then ' +
      'undoApplicationDecision cancels both.',
  })
  delayMinutes!: number;
}

/** The staff-only fields an application gets beyond its columns, each batch-loaded (no N+1). */
@Resolver(() => Application)
export class ApplicationFieldsResolver {
  @Auth(Role.INTERNAL_RECRUITER)
  @FieldResolver(() => [ApplicationActivity], { description: 'Everything that happened to it, newest first.' })
  activity(@Root() application: Application, @Ctx() ctx: RequestContext): Promise<ApplicationActivity[]> {
    return ctx.services.applicationActivity.forApplication(application.id);
  }

  @Auth(Role.INTERNAL_RECRUITER)
  @FieldResolver(() => [Application], {
    description:
      'The other applications sent from the same e-mail address (letter case ignored), to any job, newest first.',
  })
  otherApplications(@Root() application: Application, @Ctx() ctx: RequestContext): Promise<Application[]> {
    return ctx.services.applicationSearch.othersOf(application);
  }

  @Auth(Role.INTERNAL_RECRUITER)
  @FieldResolver(() => [ApplicationNote], { description: 'Staff notes, newest first.' })
  notes(@Root() application: Application, @Ctx() ctx: RequestContext): Promise<ApplicationNote[]> {
    return ctx.services.applicationNotes.forApplication(application.id);
  }

  @Auth(Role.INTERNAL_RECRUITER)
  @FieldResolver(() => ResumeTextStatus, {
    description: 'Whether the search of candidates finds the words inside the resume (read in the background).',
  })
  resumeText(@Root() application: Application, @Ctx() ctx: RequestContext): Promise<ResumeTextStatus> {
    return ctx.services.resumeTexts.statusOf(application.id);
  }

  @Auth(Role.INTERNAL_RECRUITER)
  @FieldResolver(() => EmailPreview, {
    description: 'The rejection e-mail this application’s candidate would receive now (the template from settings).',
  })
  rejectionEmailPreview(@Root() application: Application, @Ctx() ctx: RequestContext): Promise<EmailPreview> {
    return ctx.services.rejectionMail.preview(application);
  }
}
