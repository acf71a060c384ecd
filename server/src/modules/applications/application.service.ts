import { QueryOrder } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';

import { AppError } from '../../lib/app-error';
import { isUuid } from '../../lib/validation';
import { RESUME_CONTENT_TYPES } from '../../storage/file-signatures';
import type { FileStorage, OpenedFile } from '../../storage/file-storage';
import { type Actor, auditActor, type AuditService } from '../audit/audit.service';
import { AuditAction } from '../audit/audit-action';
import { Job } from '../jobs/job.entity';
import { HELD_WHERE, NOT_HELD_WHERE } from '../public-forms/held';

import { Application } from './application.entity';
import { ActivityKind } from './application-activity.entity';
import { recordActivity } from './application-activity.service';

/** SPEC section 5's messages. */
export const APPLICATION_NOT_FOUND_MESSAGE = 'This application does not exist.';

export interface ResumeDownload {
  file: OpenedFile;
  contentType: string;
  fileName: string;
  /** Shown in the browser (only a PDF may be) rather than saved. */
  inline: boolean;
}

/**
 * Staff's reads of applications: one, a job's, those held for review, the rejection e-mails still
 * waiting, and the resume (audited, with its line of history). Applying is ApplicationIntakeService's,
 * deciding ApplicationDecisionsService's.
 */
export class ApplicationService {
  constructor(
    private readonly em: EntityManager,
    private readonly storage: FileStorage,
    private readonly audit: AuditService,
  ) {}

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
