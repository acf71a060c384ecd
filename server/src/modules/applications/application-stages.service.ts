import type { EntityManager } from '@mikro-orm/postgresql';

import { AppError } from '../../lib/app-error';
import { isUuid } from '../../lib/validation';
import { type Actor, auditActor, type AuditService } from '../audit/audit.service';
import { AuditAction } from '../audit/audit-action';
import { type PipelineService, readsAsShortlisted } from '../pipeline/pipeline.service';
import { PipelineStage } from '../pipeline/pipeline-stage.entity';
import type { PlacementService } from '../placements/placement.service';
import type { WebhookService } from '../webhooks/webhook.service';

import { type Application } from './application.entity';
import { ActivityKind } from './application-activity.entity';
import { recordActivity } from './application-activity.service';
import { ApplicationStatus } from './application-status';
import { BULK_CHANGE_MAX, idList, lockedApplications } from './locked-applications';

/** How many applications one move may take (as a bulk decision). */
export const BULK_MOVE_MAX = BULK_CHANGE_MAX;

/** The spec's status an application in this stage reads as, when it is neither rejected nor withdrawn. */
export function statusAtStage(stage: PipelineStage, stages: readonly PipelineStage[]): ApplicationStatus | null {
  return readsAsShortlisted(stage, stages) ? ApplicationStatus.Shortlisted : null;
}

/**
 * Moves applications between the pipeline's stages and records a withdrawal: each move with its
 * line of history, audit entry and `application.stage_changed` event (and `application.status_changed`
 * when the spec's status changes with it), all or none, in one transaction holding the row locks.
 * The decisions service moves through `enter` too, so a shortlist reaches the Shortlisted stage.
 */
export class ApplicationStagesService {
  constructor(
    private readonly em: EntityManager,
    private readonly pipeline: PipelineService,
    private readonly audit: AuditService,
    private readonly webhooks: WebhookService,
    private readonly placements: PlacementService,
  ) {}

  /**
   * Moves the applications to a stage in use. Rejected ones are CONFLICT (undo the rejection
   * first), held ones too; a withdrawn one comes back into the pipeline at that stage. Those already
   * there (and not withdrawn) are left as they are. Answers them in the order given.
   */
  async move(actor: Actor, ids: string[], stageId: string): Promise<Application[]> {
    const stage = await this.stageInUse(stageId);
    return this.em.transactional(async (tx) => {
      const applications = await this.locked(tx, ids);
      this.refuse(
        applications,
        (a) => a.status === ApplicationStatus.Rejected,
        'were rejected: undo the rejection before moving them',
      );
      for (const application of applications) {
        if (application.stage.id === stage.id && !application.withdrawnAt) continue;
        await this.enter(tx, actor, application, stage);
      }
      return applications;
    });
  }

  /**
   * Records that the candidates withdrew: they leave the pipeline (their stage is kept, for the
   * record), the spec's status reads as none. Rejected ones are CONFLICT; withdrawn ones stay so.
   */
  async withdraw(actor: Actor, ids: string[]): Promise<Application[]> {
    await this.pipeline.stages(); // read before the transaction, which allows no query outside it
    return this.em.transactional(async (tx) => {
      const applications = await this.locked(tx, ids);
      this.refuse(
        applications,
        (a) => a.status === ApplicationStatus.Rejected,
        'were rejected: a rejected candidate cannot withdraw',
      );
      const author = auditActor(actor);
      for (const application of applications) {
        if (application.withdrawnAt) continue;
        const stage = await this.pipeline.stage(application.stage.id);
        const previousStatus = application.status ?? null;
        application.withdrawnAt = new Date();
        application.status = null;
        application.lastActivityAt = new Date();
        recordActivity(tx, application, ActivityKind.WITHDRAWN, author, { stage: stage.name });
        this.audit.record(
          {
            actor: author,
            action: AuditAction.APPLICATION_WITHDRAWN,
            subject: { type: 'application', id: application.id },
            details: { stage: stage.name, jobId: application.job.id },
          },
          tx,
        );
        const previous = { previousStage: { id: stage.id, name: stage.name }, previousOutcome: null };
        await this.webhooks.emit(
          'application.stage_changed',
          application,
          { stage: { id: stage.id, name: stage.name }, ...previous },
          tx,
        );
        if (previousStatus) {
          await this.webhooks.emit('application.status_changed', application, { previousStatus }, tx);
        }
        await this.placements.sync(tx, actor, application, stage.id);
      }
      return applications;
    });
  }

  /**
   * Puts one locked application into a stage, within the caller's transaction: a withdrawn one
   * comes back, the spec's status follows the stage (unless it is rejected), and the move is written
   * in the history, the audit log and the webhooks.
   */
  async enter(
    tx: EntityManager,
    actor: Actor,
    application: Application,
    stage: PipelineStage,
    { emitStatus = true }: { emitStatus?: boolean } = {},
  ): Promise<void> {
    // Read before the transaction by every caller (the transaction allows no query outside it).
    const stages = await this.pipeline.stages();
    const from = await this.pipeline.stage(application.stage.id);
    const previousStatus = application.status ?? null;
    const previousOutcome = application.withdrawnAt ? 'WITHDRAWN' : null;
    application.stage = tx.getReference(PipelineStage, stage.id);
    application.stageEnteredAt = new Date();
    application.lastActivityAt = new Date();
    application.withdrawnAt = null;
    if (application.status !== ApplicationStatus.Rejected) application.status = statusAtStage(stage, stages);
    const author = auditActor(actor);
    recordActivity(tx, application, ActivityKind.STAGE_CHANGED, author, {
      from: from.name,
      to: stage.name,
      fromStageId: from.id,
      toStageId: stage.id,
    });
    this.audit.record(
      {
        actor: author,
        action: AuditAction.APPLICATION_STAGE_CHANGED,
        subject: { type: 'application', id: application.id },
        details: { from: from.name, to: stage.name, jobId: application.job.id },
      },
      tx,
    );
    await this.webhooks.emit(
      'application.stage_changed',
      application,
      { stage: { id: stage.id, name: stage.name }, previousStage: { id: from.id, name: from.name }, previousOutcome },
      tx,
    );
    const status = application.status ?? null;
    if (emitStatus && status !== previousStatus) {
      // The spec's status moved with the stage: recorded as a decision's would be.
      recordActivity(tx, application, ActivityKind.STATUS_SET, author, { from: previousStatus, to: status });
      this.audit.record(
        {
          actor: author,
          action: AuditAction.APPLICATION_STATUS_CHANGED,
          subject: { type: 'application', id: application.id },
          details: { from: previousStatus, to: status, jobId: application.job.id },
        },
        tx,
      );
      await this.webhooks.emit('application.status_changed', application, { previousStatus }, tx);
    }
    // Entering Placed records a placement; leaving it removes the placement (a rejected one is not placed).
    await this.placements.sync(tx, actor, application, from.id);
  }

  /**
   * After a change of status or withdrawal made outside a move (a decision, an undo), within its
   * transaction: records or removes the application's placement to match.
   */
  syncPlacement(tx: EntityManager, actor: Actor, application: Application): Promise<void> {
    return this.placements.sync(tx, actor, application, application.stage.id);
  }

  private async stageInUse(stageId: string): Promise<PipelineStage> {
    const stage = isUuid(stageId) ? (await this.pipeline.stages()).find((s) => s.id === stageId) : undefined;
    if (!stage) throw AppError.notFound('No such stage.');
    if (stage.retiredAt) throw AppError.badInput('stageId', `${stage.name} is retired: no application moves into it.`);
    return stage;
  }

  /** The applications, locked and read afresh, in the order given; all must exist and none be held. */
  private async locked(tx: EntityManager, ids: string[]): Promise<Application[]> {
    const applications = await lockedApplications(tx, ids);
    this.refuse(applications, (a) => !!a.heldAt, 'are held for review: release them (or delete them) first');
    return applications;
  }

  private refuse(applications: Application[], test: (application: Application) => boolean, reason: string): void {
    const refused = applications.filter(test).map((application) => application.id);
    if (refused.length) throw new AppError('CONFLICT', `These applications ${reason}: ${idList(refused)}.`, 'ids');
  }
}
