import { LockMode, QueryOrder } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';

import { AppError } from '../../lib/app-error';
import { isUuid } from '../../lib/validation';
import { type MailService } from '../../mail/mail.service';
import { type Actor, auditActor, type AuditService } from '../audit/audit.service';
import { AuditAction } from '../audit/audit-action';
import { type PipelineService, readsAsShortlisted } from '../pipeline/pipeline.service';
import { PipelineStageKey } from '../pipeline/pipeline-stage.entity';
import type { SettingsService } from '../settings/settings.service';
import type { WebhookService } from '../webhooks/webhook.service';

import { Application } from './application.entity';
import { APPLICATION_NOT_FOUND_MESSAGE } from './application.service';
import { ActivityKind } from './application-activity.entity';
import { recordActivity } from './application-activity.service';
import { type ApplicationStagesService, statusAtStage } from './application-stages.service';
import { ApplicationStatus } from './application-status';
import { BULK_CHANGE_MAX, idList, lockedApplications } from './locked-applications';
import type { RejectionMailComposer } from './rejection-mail';

export const NOTHING_TO_UNDO_MESSAGE = 'This application has no decision to undo.';
export const REJECTION_ALREADY_SENT_MESSAGE =
  'The rejection e-mail has already been sent (or is being sent): the decision can no longer be undone.';
/** How many applications one bulk decision may take. */
export const BULK_DECISION_MAX = BULK_CHANGE_MAX;

/** What a recruiter decides with the pipeline's mutations. */
export type Decision = ApplicationStatus;

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

/**
 * Staff's decisions on applications: shortlist, reject (with the delayed rejection e-mail), undo,
 * one at a time or in bulk, the spec's status change and its immediate rejection e-mail. Each
 * change carries its audit entry, line of history and webhook event in the same unit of work.
 */
export class ApplicationDecisionsService {
  constructor(
    private readonly em: EntityManager,
    private readonly mail: MailService,
    private readonly audit: AuditService,
    private readonly webhooks: WebhookService,
    private readonly rejectionMail: RejectionMailComposer,
    private readonly pipeline: PipelineService,
    private readonly stages: ApplicationStagesService,
    private readonly settings: SettingsService,
  ) {}

  /**
   * The spec's status change (`PUT /api/candidates/{id}?status=`, `setApplicationStatus`): records
   * the decision, its audit entry and its line of history in one transaction. As the spec says, any
   * change is taken (a rejected application may be shortlisted here; the pipeline's own mutations
   * refuse that until undone). Moving a rejection whose delayed e-mail still waits to another status
   * cancels that e-mail in the same transaction, so a shortlisted candidate is never sent a rejection.
   */
  async setStatus(actor: Actor, id: string, status: ApplicationStatus): Promise<Application> {
    await this.pipeline.stages(); // read before the transaction, which allows no query outside it
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
  async decide(actor: Actor, ids: string[], decision: Decision, reason?: string | null): Promise<Application[]> {
    const rejectionReason = decision === ApplicationStatus.Rejected ? await this.checkedReason(reason) : null;
    const composeRejection = decision === ApplicationStatus.Rejected ? await this.rejectionMail.composer() : null;
    await this.pipeline.stages();
    return this.em.transactional(async (tx) => {
      const applications = await lockedApplications(tx, ids);
      refuseHeld(applications, 'ids');
      const withdrawn = applications.filter((application) => application.withdrawnAt);
      if (decision === ApplicationStatus.Rejected && withdrawn.length) {
        throw new AppError(
          'CONFLICT',
          `These candidates withdrew: no rejection goes to them: ${idList(withdrawn.map((application) => application.id))}.`,
          'ids',
        );
      }
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
        if (application.status === decision && !application.withdrawnAt) continue;
        await this.changeStatus(tx, actor, application, decision);
        application.rejectionReason = rejectionReason;
        if (composeRejection) {
          const dueAt = this.rejectionMail.dueAt();
          const message = this.mail.queue({ ...composeRejection(application), notBefore: dueAt }, tx);
          application.rejectionMailId = message.id;
          application.rejectionEmailDueAt = dueAt;
          recordActivity(tx, application, ActivityKind.REJECTION_EMAIL_QUEUED, author, {
            messageId: message.id,
            dueAt: dueAt.toISOString(),
          });
        }
      }
      return applications;
    });
  }

  /**
   * Takes a decision back to "no decision". A rejection whose e-mail is still waiting cancels the
   * e-mail in the same transaction (race-free against the dispatcher, see MailService.cancelUnsent);
   * once that e-mail is sent or being sent, CONFLICT and nothing changes.
   */
  async undo(actor: Actor, id: string): Promise<Application> {
    await this.pipeline.stages();
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

  /**
   * One status change with its audit entry, history line and webhook event, in `em`'s unit of work.
   * The stage follows: a shortlist before the Shortlisted stage moves it there (a withdrawn candidate
   * comes back), undoing a shortlist moves it back to Applied, undoing a rejection leaves the stage
   * and reads its status from it.
   */
  private async changeStatus(
    em: EntityManager,
    actor: Actor,
    application: Application,
    status: ApplicationStatus | null,
  ): Promise<void> {
    const from = application.status ?? null;
    const stages = await this.pipeline.stages();
    const current = await this.pipeline.stage(application.stage.id);
    let to: ApplicationStatus | null = status;
    if (status === ApplicationStatus.Shortlisted) {
      if (!readsAsShortlisted(current, stages)) {
        await this.stages.enter(em, actor, application, await this.pipeline.builtIn(PipelineStageKey.SHORTLISTED), {
          emitStatus: false,
        });
      }
      application.withdrawnAt = null;
    } else if (status === ApplicationStatus.Rejected) {
      application.withdrawnAt = null;
    } else if (from === ApplicationStatus.Shortlisted) {
      await this.stages.enter(em, actor, application, await this.pipeline.builtIn(PipelineStageKey.APPLIED), {
        emitStatus: false,
      });
    } else {
      to = statusAtStage(current, stages);
    }
    application.status = to;
    application.lastActivityAt = new Date();
    if (to !== ApplicationStatus.Rejected) {
      application.rejectionMailId = null;
      application.rejectionEmailDueAt = null;
      application.rejectionReason = null;
    }
    const author = auditActor(actor);
    this.audit.record(
      {
        actor: author,
        action: AuditAction.APPLICATION_STATUS_CHANGED,
        subject: { type: 'application', id: application.id },
        details: { from, to, jobId: application.job.id },
      },
      em,
    );
    // Rejected at Placed, no longer placed; undone, placed again (withdrawn ones come back too).
    await this.stages.syncPlacement(em, actor, application);
    if (from === to) return;
    recordActivity(
      em,
      application,
      status ? ActivityKind.STATUS_SET : ActivityKind.STATUS_UNDONE,
      author,
      status ? { from, to } : { from },
    );
    await this.webhooks.emit('application.status_changed', application, { previousStatus: from }, em);
  }

  /** A rejection's reason: one of the list in Settings, as it reads there; none when not given. */
  private async checkedReason(reason: string | null | undefined): Promise<string | null> {
    const given = reason?.trim();
    if (!given) return null;
    const match = (await this.settings.rejectionReasons()).reasons.find(
      (candidate) => candidate.toLowerCase() === given.toLowerCase(),
    );
    if (!match) throw AppError.badInput('reason', 'reason must be one of the rejection reasons in Settings.');
    return match;
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
    const message = this.mail.queue(await this.rejectionMail.compose(application));
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
}
