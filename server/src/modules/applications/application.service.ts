import path from 'node:path';
import type { Readable } from 'node:stream';

import { QueryOrder, UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';

import { AppError } from '../../lib/app-error';
import type { MailService } from '../../mail/mail.service';
import { isResumeOfKind, RESUME_CONTENT_TYPES } from '../../storage/file-signatures';
import type { FileStorage, StoredFile } from '../../storage/file-storage';
import { AuditAction } from '../audit/audit-action';
import { type Actor, auditActor, type AuditService } from '../audit/audit.service';
import { isUuid, type JobService } from '../jobs/job.service';
import { Job } from '../jobs/job.entity';
import type { PublicFormService, Submission } from '../public-forms/public-form.service';

import type { WebhookService } from '../webhooks/webhook.service';

import { type ApplicationStatus } from './application-status';
import { Application, type ResumeKind } from './application.entity';
import { type ApplicationInput, webAddress } from './application.inputs';

/** SPEC section 5's messages. */
export const INVALID_RESUME_MESSAGE = 'Please upload a valid resume file.';
export const DUPLICATE_APPLICATION_MESSAGE = 'You have already applied for this job.';
export const APPLICATION_NOT_FOUND_MESSAGE = 'This application does not exist.';

const RESUME_EXTENSIONS: Record<string, ResumeKind> = { '.pdf': 'pdf', '.doc': 'doc', '.docx': 'docx' };

/** The stored extension for a resume file name, or BAD_USER_INPUT on `resume` for any other type. */
export function resumeExtension(originalName: string): string {
  const extension = path.extname(originalName).toLowerCase();
  if (!RESUME_EXTENSIONS[extension]) throw AppError.badInput('resume', INVALID_RESUME_MESSAGE);
  return extension;
}

function resumeKindOf(file: StoredFile): ResumeKind {
  return RESUME_EXTENSIONS[path.extname(file.key)];
}

export interface ResumeDownload {
  stream: Readable;
  contentType: string;
  fileName: string;
}

export class ApplicationService {
  constructor(
    private readonly em: EntityManager,
    private readonly storage: FileStorage,
    private readonly mail: MailService,
    private readonly jobs: JobService,
    private readonly resumeMaxBytes: number,
    private readonly forms: PublicFormService,
    private readonly audit: AuditService,
    private readonly webhooks: WebhookService,
  ) {}

  /** Streams an uploaded resume into storage (type checked by name first, size while streaming). */
  saveResume(stream: Readable, originalName: string): Promise<StoredFile> {
    let extension: string;
    try {
      extension = resumeExtension(originalName);
    } catch (error) {
      // Read and dropped: the request goes on to its end (a late stream error must not go unheard).
      stream.on('error', () => undefined).resume();
      return Promise.reject(error);
    }
    return this.storage.save(stream, {
      folder: 'resumes',
      extension,
      maxBytes: this.resumeMaxBytes,
      field: 'resume',
      originalName,
    });
  }

  /**
   * Records an application with its stored resume and queues the applicant's confirmation in the
   * same transaction. Whatever refuses it, the stored file is removed: no row, no file.
   */
  apply(
    jobId: string,
    input: ApplicationInput,
    resume: StoredFile | undefined,
    from: Submission,
  ): Promise<Application> {
    return this.storage.removeOnFailure(resume, async () => {
      if (!resume) throw AppError.badInput('resume', INVALID_RESUME_MESSAGE);
      const kind = resumeKindOf(resume);
      if (!kind || !(await isResumeOfKind(resume.path, kind)))
        throw AppError.badInput('resume', INVALID_RESUME_MESSAGE);
      const job = await this.jobs.getAcceptingApplications(jobId);
      const admission = await this.forms.admit('apply', input, from);
      const emailKey = input.email.trim().toLowerCase();
      const values = {
        job,
        fullName: input.fullName,
        email: input.email,
        emailKey,
        phone: input.phone,
        linkedIn: webAddress(input.linkedIn),
        portfolio: webAddress(input.portfolio),
        coverLetter: input.coverLetter ?? '',
        resumeKey: resume.key,
        resumeKind: kind,
      };
      if (!admission.keep) {
        // Dropped (looked automated): answered like a success; the resume goes, nothing is stored or sent.
        await this.storage.remove(resume.key);
        return Object.assign(new Application(), { ...values, consent: admission.consent });
      }
      if (await this.em.count(Application, { job, emailKey })) {
        throw new AppError('CONFLICT', DUPLICATE_APPLICATION_MESSAGE, 'email');
      }
      const application = this.em.create(Application, { ...values, consent: admission.consent });
      this.mail.queue({
        about: `application:${application.id}`,
        to: input.email,
        subject: `We received your application: ${job.title}`,
        text:
          `Dear ${input.fullName},\n\nThank you for applying for the position of ${job.title}` +
          `${job.location ? ` (${job.location})` : ''}. Our recruiters will review your application ` +
          `and come back to you.\n\nKind regards,\nThe recruitment team`,
      });
      await this.webhooks.emit('application.created', application);
      try {
        await this.em.flush();
      } catch (error) {
        this.em.clear();
        if (error instanceof UniqueConstraintViolationException) {
          throw new AppError('CONFLICT', DUPLICATE_APPLICATION_MESSAGE, 'email');
        }
        throw error;
      }
      return application;
    });
  }

  /** A job's applications (archived jobs too: staff only), newest first, each with its job, in two queries. */
  async listForJob(jobId: string): Promise<Application[]> {
    const job = isUuid(jobId) ? await this.em.findOne(Job, { id: jobId }) : null;
    if (!job) throw AppError.notFound('This job does not exist.');
    return this.em.find(
      Application,
      { job },
      { populate: ['job'], orderBy: { createdAt: QueryOrder.DESC, id: QueryOrder.DESC } },
    );
  }

  async get(id: string): Promise<Application> {
    const application = isUuid(id) ? await this.em.findOne(Application, { id }, { populate: ['job'] }) : null;
    if (!application) throw AppError.notFound(APPLICATION_NOT_FOUND_MESSAGE);
    return application;
  }

  /** Records the decision and its audit entry in one flush (one transaction). */
  async setStatus(actor: Actor, id: string, status: ApplicationStatus): Promise<Application> {
    const application = await this.get(id);
    const from = application.status ?? null;
    application.status = status;
    application.lastActivityAt = new Date();
    this.audit.record({
      actor: auditActor(actor),
      action: AuditAction.APPLICATION_STATUS_CHANGED,
      subject: { type: 'application', id: application.id },
      details: { from, to: status, jobId: application.job.id },
    });
    if (from !== status) await this.webhooks.emit('application.status_changed', application, { previousStatus: from });
    await this.em.flush();
    return application;
  }

  /** Queues the rejection e-mail to the applicant with this address (their latest application). */
  async sendRejectionEmail(email: string): Promise<void> {
    const application = await this.em.findOne(
      Application,
      { emailKey: email.trim().toLowerCase() },
      { populate: ['job'], orderBy: { createdAt: QueryOrder.DESC } },
    );
    if (!application) throw AppError.notFound('No application was received from this e-mail address.');
    application.lastActivityAt = new Date();
    this.mail.queue({
      about: `application:${application.id}`,
      to: application.email,
      subject: `Your application: ${application.job.title}`,
      text:
        `Dear ${application.fullName},\n\nThank you for your interest in the position of ` +
        `${application.job.title} and for the time you gave to your application. After careful ` +
        `review we will not take your application further at this time.\n\nWe wish you every ` +
        `success in your search.\n\nKind regards,\nThe recruitment team`,
    });
    await this.em.flush();
  }

  /** The resume of an application, with the type and a download name the server sets; audited. */
  async resume(actor: Actor, id: string): Promise<ResumeDownload> {
    const application = await this.get(id);
    await this.audit.recordNow({
      actor: auditActor(actor),
      action: AuditAction.RESUME_DOWNLOADED,
      subject: { type: 'application', id: application.id },
      details: { jobId: application.job.id },
    });
    const safeName =
      application.fullName
        .replace(/[^\p{L}\p{N} ._-]/gu, '')
        .trim()
        .replace(/\s+/g, '-') || 'applicant';
    return {
      stream: this.storage.open(application.resumeKey),
      contentType: RESUME_CONTENT_TYPES[application.resumeKind],
      fileName: `${safeName}-resume.${application.resumeKind}`,
    };
  }
}
