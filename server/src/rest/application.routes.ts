import { AppError } from '../lib/app-error';
import { queryString } from '../lib/paging';
import { inputFromBody } from '../lib/validation';
import type { Application } from '../modules/applications/application.entity';
import { ApplicationInput, RejectionEmailArgs } from '../modules/applications/application.inputs';
import { APPLICATION_RECEIVED_MESSAGE } from '../modules/applications/application.messages';
import { resumeExtension } from '../modules/applications/application-intake.service';
import { ApplicationStatus } from '../modules/applications/application-status';
import { Role } from '../modules/users/role';

import { jobJson } from './job.routes';
import { readMultipart } from './multipart';
import { PUBLIC_FORM_FIELDS, submissionOf, typedMultipartFields } from './public-form';
import { resumeRoute } from './resume-route';
import { restRoute } from './route-table';
import { list, message, uuid } from './schemas';

/** An application in REST answers (staff only). */
export function applicationJson(application: Application) {
  const { id, fullName, email, phone, linkedIn, portfolio, coverLetter, createdAt, resumePath } = application;
  return {
    id,
    jobId: application.job.id,
    job: jobJson(application.job),
    fullName,
    email,
    phone,
    linkedIn,
    portfolio,
    coverLetter,
    resumePath,
    status: application.status ?? null,
    createdAt,
    answers: application.answers,
  };
}

const APPLICATION_FIELDS = {
  fullName: 'string',
  email: 'string',
  phone: 'string',
  linkedIn: 'string',
  portfolio: 'string',
  coverLetter: 'string',
  source: 'string',
  referredBy: 'string',
  answers: 'object[]',
  ...PUBLIC_FORM_FIELDS,
} as const;

/** The multipart field `answers`, a JSON text, read as the list it holds (its shape is checked after). */
function withAnswers(fields: Record<string, unknown>): Record<string, unknown> {
  if (typeof fields.answers !== 'string') return fields;
  if (fields.answers.trim() === '') return { ...fields, answers: undefined };
  try {
    return { ...fields, answers: JSON.parse(fields.answers) as unknown };
  } catch {
    throw AppError.badInput('answers', 'answers must be a JSON list such as [{"questionId": "…", "answer": "Yes"}].');
  }
}

/** The candidates calls of spec section 7, plus the staff-only resume download. */
export const applicationRoutes = [
  // Before /candidates/:jobId in the table, so the literal path wins.
  restRoute({
    method: 'post',
    path: '/candidates/send-rejection-email',
    summary: 'E-mail the rejection to an applicant',
    access: Role.INTERNAL_RECRUITER,
    json: RejectionEmailArgs,
    responses: { 200: 'Message' },
    async answer({ req, ctx, caller }) {
      const { email } = await inputFromBody(RejectionEmailArgs, req.body, { email: 'string' });
      await ctx.services.applicationDecisions.sendRejectionEmail(caller, email);
      return { status: 200, body: { message: 'Rejection e-mail queued.' } };
    },
  }),

  restRoute({
    method: 'post',
    path: '/candidates/:jobId',
    summary: 'Apply for a job with a resume',
    access: 'public',
    multipart: { input: ApplicationInput, file: 'resume', fileRequired: true },
    responses: { 200: message({ id: uuid }) },
    async answer({ req, ctx, deps }) {
      const { fields, file } = await readMultipart(req, {
        fileField: 'resume',
        storage: deps.storage,
        folder: 'resumes',
        maxBytes: deps.config.resumeMaxBytes,
        extensionFor: resumeExtension,
        // A sender over the limit never has a file written (the e-mail counts when sent before it).
        beforeFile: (sent) => ctx.services.forms.ensureAllowed('apply', { ip: ctx.ip }, sent.email),
      });
      const input = await deps.storage.removeOnFailure(file, () =>
        inputFromBody(ApplicationInput, withAnswers(typedMultipartFields(fields)), APPLICATION_FIELDS),
      );
      const application = await ctx.services.applicationIntake.apply(
        String(req.params.jobId),
        input,
        file,
        submissionOf(ctx, fields),
      );
      return { status: 200, body: { message: APPLICATION_RECEIVED_MESSAGE, id: application.id } };
    },
  }),

  restRoute({
    method: 'get',
    path: '/candidates/:jobId/applications',
    summary: 'List a job’s applications',
    access: Role.INTERNAL_RECRUITER,
    responses: { 200: list('Application') },
    async answer({ req, ctx }) {
      const applications = await ctx.services.applications.listForJob(String(req.params.jobId));
      await ctx.services.jobs.withClients(applications.map((application) => application.job));
      return { status: 200, body: applications.map(applicationJson) };
    },
  }),

  restRoute({
    method: 'put',
    path: '/candidates/:id',
    summary: 'Shortlist or reject an application',
    access: Role.INTERNAL_RECRUITER,
    query: {
      type: 'object',
      required: ['status'],
      properties: { status: { enum: [ApplicationStatus.Shortlisted, ApplicationStatus.Rejected] } },
    },
    responses: { 200: 'Application' },
    async answer({ req, ctx, caller }) {
      const status = queryString(req.query as Record<string, unknown>, 'status');
      if (status !== ApplicationStatus.Shortlisted && status !== ApplicationStatus.Rejected) {
        throw AppError.badInput('status', 'status must be Shortlisted or Rejected.');
      }
      const application = await ctx.services.applicationDecisions.setStatus(caller, String(req.params.id), status);
      await ctx.services.jobs.withClients([application.job]);
      return { status: 200, body: applicationJson(application) };
    },
  }),

  // Staff-only download (or, with ?disposition=inline, a PDF shown in the browser).
  resumeRoute({
    path: '/candidates/resumes/:id',
    summary: 'Download a resume (or, with disposition=inline, show a PDF in the browser)',
    recorded: 'Recorded in the application’s history as viewed or downloaded (seen=visit: no second “Resume viewed”).',
    open: (ctx, caller, { id, inline, seenThisVisit }) =>
      ctx.services.applications.resume(caller, id, inline, seenThisVisit),
  }),
];
