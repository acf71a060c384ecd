import path from 'node:path';
import type { Readable } from 'node:stream';

import { LockMode, QueryOrder, UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';

import { recordRef } from '../../lib/record-ref';
import { AppError } from '../../lib/app-error';
import { type MailService } from '../../mail/mail.service';
import { isResumeOfKind, RESUME_CONTENT_TYPES, storedBytes } from '../../storage/file-signatures';
import type { FileStorage, OpenedFile, StoredFile } from '../../storage/file-storage';
import { AuditAction } from '../audit/audit-action';
import { type Actor, auditActor, type AuditService } from '../audit/audit.service';
import { isUuid } from '../../lib/validation';
import type { JobService } from '../jobs/job.service';
import { Job } from '../jobs/job.entity';
import { HELD_NOT_FOUND_MESSAGE, HELD_WHERE, NOT_HELD, NOT_HELD_WHERE } from '../public-forms/held';
import type { PublicFormService, Submission } from '../public-forms/public-form.service';
import { renderRejection } from '../settings/rejection-template';
import type { SettingsService } from '../settings/settings.service';

import type { WebhookService } from '../webhooks/webhook.service';

import { ActivityKind } from './application-activity.entity';
import { CANDIDATE_ACTOR, recordActivity, REJECTION_MAIL_PURPOSE } from './application-activity.service';
import { ApplicationStatus } from './application-status';
import { Application, type ResumeKind } from './application.entity';
import { type ApplicationInput, webAddress } from './application.inputs';

/** SPEC section 5's messages. */
export const INVALID_RESUME_MESSAGE = 'Please upload a valid resume file.';
export const DUPLICATE_APPLICATION_MESSAGE = 'You have already applied for this job.';
export const APPLICATION_NOT_FOUND_MESSAGE = 'This application does not exist.';
export const NOTHING_TO_UNDO_MESSAGE = 'This application has no decision to undo.';
export const REJECTION_ALREADY_SENT_MESSAGE =
  'The rejection e-mail has already been sent (or is being sent): the decision can no longer be undone.';
/** How many applications one bulk decision may take. */
export const BULK_DECISION_MAX = 500;

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
  file: OpenedFile;
  contentType: string;
  fileName: string;
  /** Shown in the browser (only a PDF may be) rather than saved. */
  inline: boolean;
}

/** What a recruiter decides with the pipeline's mutations. */
export type Decision = ApplicationStatus;

function idList(ids: string[]): string {
  return ids.join(', ');
}

/** The application, locked for the transaction's change and read afresh; NOT_FOUND when there is none. */
async function lockedApplication(tx: EntityManager, id: string): Promise<Application> {
  const application = isUuid(id)
    ? await tx.findOne(
        Application,
        { id },
        { populate: ['job'], strategy: 'select-in', lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true },
      )
    : null;
  if (!application) throw AppError.notFound(APPLICATION_NOT_FOUND_MESSAGE);
  return application;
}

export const HELD_APPLICATION_MESSAGE = 'held for review: release it (or delete it) before deciding on it';

/** A held application waits for review: no decision (and so no mail) until staff release it. */
function refuseHeld(applications: Application[], field: string): void {
  const held = applications.filter((application) => application.heldAt);
  if (held.length === 0) return;
  const ids = held.map((application) => application.id);
  const subject = ids.length === 1 ? 'This application is' : 'These applications are';
  throw new AppError('CONFLICT', `${subject} ${HELD_APPLICATION_MESSAGE}: ${idList(ids)}.`, field);
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
    private readonly settings: SettingsService,
    /** How long a rejection e-mail queued by `decide` waits, during which `undo` cancels it. */
    private readonly rejectionDelayMs: number,
  ) {}

  /** REJECTION_EMAIL_DELAY_MINUTES: what the reject dialog tells staff before they confirm. */
  get rejectionDelayMinutes(): number {
    return this.rejectionDelayMs / 60_000;
  }

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
      if (!kind || !(await isResumeOfKind(storedBytes(this.storage, resume), kind)))
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
        // Dropped (a filled honeypot): answered like a success; the resume goes, nothing is stored or sent.
        await this.storage.remove(resume.key);
        return Object.assign(new Application(), { ...values, consent: admission.consent });
      }
      if (await this.em.count(Application, { job, emailKey })) {
        throw new AppError('CONFLICT', DUPLICATE_APPLICATION_MESSAGE, 'email');
      }
      const application = this.em.create(Application, { ...values, ...admission.hold, consent: admission.consent });
      recordActivity(this.em, application, ActivityKind.APPLIED, CANDIDATE_ACTOR);
      // Held for review (sent too fast): no confirmation and no webhook until staff release it.
      if (!admission.hold) await this.announce(this.em, application);
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

  /** The applicant's confirmation and the `application.created` webhook: at once, or when released. */
  private async announce(em: EntityManager, application: Application): Promise<void> {
    const { job } = application;
    this.mail.queue(
      {
        about: recordRef('application', application.id),
        to: application.email,
        subject: `We received your application: ${job.title}`,
        text:
          `Dear ${application.fullName},\n\nThank you for applying for the position of ${job.title}` +
          `${job.location ? ` (${job.location})` : ''}. Our recruiters will review your application ` +
          `and come back to you.\n\nKind regards,\nThe recruitment team`,
      },
      em,
    );
    await this.webhooks.emit('application.created', application, {}, em);
  }

  /** Applications held for review, newest first, each with its job; only one job's when `jobId` is given. */
  async listHeld(jobId?: string | null): Promise<Application[]> {
    if (jobId && !isUuid(jobId)) return [];
    return this.em.find(
      Application,
      { ...HELD_WHERE, ...(jobId ? { job: jobId } : {}) },
      { populate: ['job'], orderBy: { createdAt: QueryOrder.DESC, id: QueryOrder.DESC } },
    );
  }

  /**
   * Staff: releases a held application: it joins the lists and the applicant's confirmation and
   * the webhook go out, as when it was sent; audited in the same transaction.
   */
  release(actor: Actor, id: string): Promise<Application> {
    return this.em.transactional(async (tx) => {
      const application = await this.lockedHeld(tx, id);
      Object.assign(application, NOT_HELD);
      this.recordHeldDecision(tx, actor, AuditAction.HELD_SUBMISSION_RELEASED, application);
      await this.announce(tx, application);
      return application;
    });
  }

  /** Staff: deletes a held application and its resume (nothing was sent for it); audited. Answers its id. */
  async deleteHeld(actor: Actor, id: string): Promise<string> {
    const resumeKey = await this.em.transactional(async (tx) => {
      const application = await this.lockedHeld(tx, id);
      this.recordHeldDecision(tx, actor, AuditAction.HELD_SUBMISSION_DELETED, application);
      tx.remove(application);
      return application.resumeKey;
    });
    // After the commit: a row that stays keeps its file.
    await this.storage.remove(resumeKey);
    return id;
  }

  private async lockedHeld(tx: EntityManager, id: string): Promise<Application> {
    const found = isUuid(id)
      ? await tx.findOne(
          Application,
          { id, ...HELD_WHERE },
          { populate: ['job'], lockMode: LockMode.PESSIMISTIC_WRITE, lockTableAliases: ['a0'], refresh: true },
        )
      : null;
    if (!found) throw AppError.notFound(HELD_NOT_FOUND_MESSAGE);
    return found;
  }

  private recordHeldDecision(tx: EntityManager, actor: Actor, action: AuditAction, application: Application): void {
    this.audit.record(
      {
        actor: auditActor(actor),
        action,
        subject: { type: 'application', id: application.id },
        details: { form: 'apply', jobId: application.job.id },
      },
      tx,
    );
  }

  /**
   * Rejection e-mails not yet sent: the applications whose Rejected decision queued one (it goes
   * out at `rejectionEmailDueAt`, and undoing the decision cancels it), soonest first, each with its
   * job, at most `limit`.
   */
  async listPendingRejections(limit: number): Promise<Application[]> {
    return this.em.find(
      Application,
      { ...NOT_HELD_WHERE, rejectionEmailDueAt: { $ne: null } },
      { populate: ['job'], orderBy: { rejectionEmailDueAt: QueryOrder.ASC, id: QueryOrder.ASC }, limit },
    );
  }

  /** A job's applications (archived jobs too: staff only), newest first, each with its job, in two queries. */
  async listForJob(jobId: string): Promise<Application[]> {
    const job = isUuid(jobId) ? await this.em.findOne(Job, { id: jobId }) : null;
    if (!job) throw AppError.notFound('This job does not exist.');
    return this.em.find(
      Application,
      { job, ...NOT_HELD_WHERE },
      { populate: ['job'], orderBy: { createdAt: QueryOrder.DESC, id: QueryOrder.DESC } },
    );
  }

  async get(id: string): Promise<Application> {
    const application = isUuid(id) ? await this.em.findOne(Application, { id }, { populate: ['job'] }) : null;
    if (!application) throw AppError.notFound(APPLICATION_NOT_FOUND_MESSAGE);
    return application;
  }

  /**
   * The spec's status change (`PUT /api/candidates/{id}?status=`, `setApplicationStatus`): records
   * the decision, its audit entry and its line of history in one transaction. As the spec says, any
   * change is taken (a rejected application may be shortlisted here; the pipeline's own mutations
   * refuse that until undone). Moving a rejection whose delayed e-mail still waits to another status
   * cancels that e-mail in the same transaction, so a shortlisted candidate is never sent a rejection.
   */
  async setStatus(actor: Actor, id: string, status: ApplicationStatus): Promise<Application> {
    return this.em.transactional(async (tx) => {
      const application = await lockedApplication(tx, id);
      refuseHeld([application], 'id');
      // Taken whether or not the e-mail could still be stopped: the spec's call takes any change.
      if (status !== ApplicationStatus.Rejected) await this.cancelRejectionMail(tx, actor, application);
      await this.changeStatus(tx, actor, application, status);
      return application;
    });
  }

  /**
   * Shortlists or rejects the given applications all or none, in one transaction holding their row
   * locks. Unknown ids answer NOT_FOUND, a rejected one to shortlist or an already rejected one to
   * reject CONFLICT, each naming the ids; then nothing changes. Rejecting queues each applicant's
   * rejection e-mail (the job of that application, the template from settings) to go out after the
   * configured delay.
   */
  async decide(actor: Actor, ids: string[], decision: Decision): Promise<Application[]> {
    const unique = [...new Set(ids)];
    if (unique.length === 0 || unique.length > BULK_DECISION_MAX) {
      throw AppError.badInput('ids', `ids must hold 1 to ${BULK_DECISION_MAX} application ids.`);
    }
    const malformed = unique.filter((id) => !isUuid(id));
    if (malformed.length) throw AppError.notFound(`These applications do not exist: ${idList(malformed)}.`);
    const template = decision === ApplicationStatus.Rejected ? await this.settings.rejectionTemplate() : null;
    return this.em.transactional(async (tx) => {
      const applications = await tx.find(
        Application,
        { id: { $in: unique } },
        {
          populate: ['job'],
          strategy: 'select-in',
          orderBy: { id: QueryOrder.ASC },
          lockMode: LockMode.PESSIMISTIC_WRITE,
          refresh: true,
        },
      );
      const found = new Set(applications.map((application) => application.id));
      const missing = unique.filter((id) => !found.has(id));
      if (missing.length) throw AppError.notFound(`These applications do not exist: ${idList(missing)}.`);
      refuseHeld(applications, 'ids');
      const refused = applications.filter((application) => application.status === ApplicationStatus.Rejected);
      if (refused.length) {
        const reason =
          decision === ApplicationStatus.Rejected
            ? 'These applications are already rejected'
            : 'These applications were rejected: undo the rejection before shortlisting them';
        throw new AppError('CONFLICT', `${reason}: ${idList(refused.map((application) => application.id))}.`, 'ids');
      }
      const author = auditActor(actor);
      for (const application of applications) {
        if (application.status === decision) continue;
        await this.changeStatus(tx, actor, application, decision);
        if (template) {
          const dueAt = new Date(Date.now() + this.rejectionDelayMs);
          const text = renderRejection(template, {
            candidateName: application.fullName,
            jobTitle: application.job.title,
          });
          const message = this.mail.queue(
            {
              about: recordRef('application', application.id),
              to: application.email,
              subject: text.subject,
              text: text.body,
              notBefore: dueAt,
              purpose: REJECTION_MAIL_PURPOSE,
            },
            tx,
          );
          application.rejectionMailId = message.id;
          application.rejectionEmailDueAt = dueAt;
          recordActivity(tx, application, ActivityKind.REJECTION_EMAIL_QUEUED, author, {
            messageId: message.id,
            dueAt: dueAt.toISOString(),
          });
        }
      }
      return unique.map((id) => applications.find((application) => application.id === id)!);
    });
  }

  /**
   * Takes a decision back to "no decision". A rejection whose e-mail is still waiting cancels the
   * e-mail in the same transaction (race-free against the dispatcher, see MailService.cancelUnsent);
   * once that e-mail is sent or being sent, CONFLICT and nothing changes.
   */
  async undo(actor: Actor, id: string): Promise<Application> {
    return this.em.transactional(async (tx) => {
      const application = await lockedApplication(tx, id);
      if (!application.status) throw new AppError('CONFLICT', NOTHING_TO_UNDO_MESSAGE);
      if (!(await this.cancelRejectionMail(tx, actor, application))) {
        throw new AppError('CONFLICT', REJECTION_ALREADY_SENT_MESSAGE);
      }
      await this.changeStatus(tx, actor, application, null);
      return application;
    });
  }

  /**
   * Cancels the rejection e-mail tied to the application's decision while it is unsent (race-free
   * against the dispatcher, see MailService.cancelUnsent), with its line of history. False when
   * that e-mail is sent or being sent; true when it was cancelled or there is none.
   */
  private async cancelRejectionMail(tx: EntityManager, actor: Actor, application: Application): Promise<boolean> {
    const messageId = application.rejectionMailId;
    if (!messageId) return true;
    if (!(await this.mail.cancelUnsent(messageId, tx))) return false;
    recordActivity(tx, application, ActivityKind.REJECTION_EMAIL_CANCELLED, auditActor(actor), { messageId });
    return true;
  }

  /** One status change with its audit entry, history line and webhook event, in `em`'s unit of work. */
  private async changeStatus(
    em: EntityManager,
    actor: Actor,
    application: Application,
    status: ApplicationStatus | null,
  ): Promise<void> {
    const from = application.status ?? null;
    application.status = status;
    application.lastActivityAt = new Date();
    if (status !== ApplicationStatus.Rejected) {
      application.rejectionMailId = null;
      application.rejectionEmailDueAt = null;
    }
    const author = auditActor(actor);
    this.audit.record(
      {
        actor: author,
        action: AuditAction.APPLICATION_STATUS_CHANGED,
        subject: { type: 'application', id: application.id },
        details: { from, to: status, jobId: application.job.id },
      },
      em,
    );
    if (from === status) return;
    recordActivity(
      em,
      application,
      status ? ActivityKind.STATUS_SET : ActivityKind.STATUS_UNDONE,
      author,
      status ? { from, to: status } : { from },
    );
    await this.webhooks.emit('application.status_changed', application, { previousStatus: from }, em);
  }

  /**
   * The spec's call: queues the rejection e-mail (the template from settings) to the applicant with
   * this address, about their latest application, to go out at once. When that application is
   * Rejected (the spec's Reject sets the status first), the e-mail becomes the decision's: an undo
   * cancels it while unsent and is refused once it has gone, as for the pipeline's delayed one.
   */
  async sendRejectionEmail(actor: Actor, email: string): Promise<void> {
    const application = await this.em.findOne(
      Application,
      { emailKey: email.trim().toLowerCase() },
      { populate: ['job'], orderBy: { createdAt: QueryOrder.DESC } },
    );
    if (!application) throw AppError.notFound('No application was received from this e-mail address.');
    application.lastActivityAt = new Date();
    const text = renderRejection(await this.settings.rejectionTemplate(), {
      candidateName: application.fullName,
      jobTitle: application.job.title,
    });
    const message = this.mail.queue({
      about: recordRef('application', application.id),
      to: application.email,
      subject: text.subject,
      text: text.body,
      purpose: REJECTION_MAIL_PURPOSE,
    });
    if (application.status === ApplicationStatus.Rejected) {
      application.rejectionMailId = message.id;
      application.rejectionEmailDueAt = message.nextAttemptAt;
    }
    recordActivity(this.em, application, ActivityKind.REJECTION_EMAIL_QUEUED, auditActor(actor), {
      messageId: message.id,
      dueAt: message.nextAttemptAt.toISOString(),
    });
    await this.em.flush();
  }

  /**
   * The resume of an application, with the type and a download name the server sets; audited every
   * time. The history says "Resume viewed" once per visit: `seenThisVisit` (the page showed it
   * already in this browser session and shows it again, a reload) serves and audits it without a
   * second line. A download is always a line of its own.
   */
  async resume(actor: Actor, id: string, wantInline = false, seenThisVisit = false): Promise<ResumeDownload> {
    const application = await this.get(id);
    // Only a PDF is shown in the browser; a Word file is always a download.
    const inline = wantInline && application.resumeKind === 'pdf';
    const author = auditActor(actor);
    this.audit.record({
      actor: author,
      action: AuditAction.RESUME_DOWNLOADED,
      subject: { type: 'application', id: application.id },
      details: { jobId: application.job.id, inline, ...(inline && seenThisVisit ? { seenThisVisit } : {}) },
    });
    if (!(inline && seenThisVisit)) {
      recordActivity(
        this.em,
        application,
        inline ? ActivityKind.RESUME_VIEWED : ActivityKind.RESUME_DOWNLOADED,
        author,
      );
    }
    await this.em.flush();
    const safeName =
      application.fullName
        .replace(/[^\p{L}\p{N} ._-]/gu, '')
        .trim()
        .replace(/\s+/g, '-') || 'applicant';
    return {
      file: await this.storage.open(application.resumeKey),
      contentType: RESUME_CONTENT_TYPES[application.resumeKind],
      fileName: `${safeName}-resume.${application.resumeKind}`,
      inline,
    };
  }
}
