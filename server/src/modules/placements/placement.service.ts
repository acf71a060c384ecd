import { type FilterQuery, QueryOrder } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import DataLoader from 'dataloader';

import { AppError } from '../../lib/app-error';
import { decodeCursor, encodeCursor } from '../../lib/cursor';
import { isUuid } from '../../lib/validation';
import type { Application } from '../applications/application.entity';
import { ApplicationStatus } from '../applications/application-status';
import { type Actor, auditActor, type AuditDetails, type AuditService } from '../audit/audit.service';
import { AuditAction } from '../audit/audit-action';
import { BUILT_IN_STAGE_IDS } from '../pipeline/pipeline-stage.entity';

import { InvoiceStatus, Placement, PlacementFeeKind } from './placement.entity';
import type { PlacementInput, PlacementsArgs } from './placement.inputs';
import type { PlacementConnection } from './placement.types';

export const PLACEMENT_NOT_FOUND_MESSAGE =
  'This application has no placement: it is recorded when the application enters the Placed stage.';

/** The terms, as the API names them (what details.changed lists). */
const TERMS = [
  'startDate',
  'salary',
  'currency',
  'feeKind',
  'feePercent',
  'fee',
  'guaranteeDays',
  'invoiceStatus',
] as const;
type Term = (typeof TERMS)[number];
type Terms = Record<Term, string | number | null>;

function termsOf(placement: Placement): Terms {
  return {
    startDate: placement.startDate,
    salary: placement.salary,
    currency: placement.currency,
    feeKind: placement.feeKind,
    feePercent: placement.feePercent,
    fee: placement.feeAmount,
    guaranteeDays: placement.guaranteeDays,
    invoiceStatus: placement.invoiceStatus,
  };
}

/** A percentage of an amount, rounded to the cent (half away from zero). */
export function percentOf(amount: number, percent: number): number {
  // In cents and basis points, whole numbers: no binary-fraction drift (60000 × 20% = 12000.00).
  const cents = Math.round(amount * 100);
  const basisPoints = Math.round(percent * 100);
  return Math.round((cents * basisPoints) / 10_000) / 100;
}

/** Whether the application counts as placed: at the built-in Placed stage, neither rejected nor withdrawn. */
export function isPlaced(application: Application): boolean {
  return (
    application.stage.id === BUILT_IN_STAGE_IDS.PLACED &&
    !application.withdrawnAt &&
    application.status !== ApplicationStatus.Rejected
  );
}

const placementCursor = (placement: Placement) =>
  encodeCursor(['placements', placement.recordedAt.toISOString(), placement.id]);

function decodePlacementCursor(raw: string): { at: Date; id: string } {
  const [, at, id] = decodeCursor(
    raw,
    (parts) =>
      parts.length === 3 && parts[0] === 'placements' && !Number.isNaN(Date.parse(parts[1])) && isUuid(parts[2]),
    'after must be a cursor from this list.',
  );
  return { at: new Date(at), id };
}

/**
 * Placements: recorded when an application enters the built-in Placed stage and removed when it
 * leaves it (moved on, withdrawn, rejected), each within the move's transaction and audited; the
 * terms ADMIN sets (the fee worked out for a percentage); reads by application (batched) and the
 * paged list the client page and the reports read.
 */
export class PlacementService {
  constructor(
    private readonly em: EntityManager,
    private readonly audit: AuditService,
  ) {}

  /** Each application's placement, one query per batch (Application.placement). Not cached: a change shows. */
  private readonly byApplication = new DataLoader<string, Placement | null>(
    async (ids) => {
      // With the application and its job: Placement.application answers in full from any list.
      const rows = await this.em.find(
        Placement,
        { application: { $in: [...ids] } },
        { populate: ['application', 'application.job'], strategy: 'joined' },
      );
      const of = new Map(rows.map((row) => [row.application.id, row]));
      return ids.map((id) => of.get(id) ?? null);
    },
    { cache: false },
  );

  ofApplication(applicationId: string): Promise<Placement | null> {
    return this.byApplication.load(applicationId);
  }

  /**
   * After a change of an application's stage, status or withdrawal, within the change's
   * transaction: records its placement when it is now placed and has none, removes it when it no
   * longer is. `previousStageId` is the stage it was at before; an application neither at nor
   * coming from the Placed stage needs no look-up.
   */
  async sync(tx: EntityManager, actor: Actor, application: Application, previousStageId: string): Promise<void> {
    const placed = isPlaced(application);
    if (
      !placed &&
      previousStageId !== BUILT_IN_STAGE_IDS.PLACED &&
      application.stage.id !== BUILT_IN_STAGE_IDS.PLACED
    ) {
      return;
    }
    const existing = await tx.findOne(Placement, { application: application.id });
    const subject = { type: 'application' as const, id: application.id };
    if (placed && !existing) {
      tx.create(Placement, { application, recordedAt: new Date() });
      this.audit.record(
        {
          actor: auditActor(actor),
          action: AuditAction.PLACEMENT_RECORDED,
          subject,
          details: { applicationId: application.id, jobId: application.job.id },
        },
        tx,
      );
    } else if (!placed && existing) {
      // Which terms it had and its invoice status, never the amounts or the start date: the audit
      // log outlives the candidate's erasure, and a salary is their personal data.
      const terms = termsOf(existing);
      const details: AuditDetails = {
        applicationId: application.id,
        jobId: application.job.id,
        recordedAt: existing.recordedAt.toISOString(),
        termsSet: Object.entries(terms)
          .filter(([key, value]) => key !== 'invoiceStatus' && value !== null && value !== undefined)
          .map(([key]) => key),
        invoiceStatus: terms.invoiceStatus,
      };
      tx.remove(existing);
      this.audit.record({ actor: auditActor(actor), action: AuditAction.PLACEMENT_REMOVED, subject, details }, tx);
    }
  }

  /**
   * Sets a placement's terms (ADMIN). Fields left out keep their value, null clears; then the
   * whole is checked: an amount needs a currency, a PERCENT fee a percentage and a salary (the
   * fee is worked out and stored), a FIXED fee its amount, and no fee figures without a kind.
   */
  async update(actor: Actor, applicationId: string, input: PlacementInput): Promise<Placement> {
    const placement = isUuid(applicationId)
      ? await this.em.findOne(Placement, { application: applicationId }, { populate: ['application'] })
      : null;
    if (!placement) throw AppError.notFound(PLACEMENT_NOT_FOUND_MESSAGE);
    const before = termsOf(placement);
    const given = <K extends keyof PlacementInput>(key: K, current: PlacementInput[K]) =>
      input[key] === undefined ? current : input[key];

    const startDate = given('startDate', placement.startDate) ?? null;
    const salary = given('salary', placement.salary) ?? null;
    const currency = given('currency', placement.currency) ?? null;
    const feeKind = given('feeKind', placement.feeKind) ?? null;
    let feePercent = given('feePercent', placement.feePercent) ?? null;
    let feeAmount = given('fee', placement.feeAmount) ?? null;
    const guaranteeDays = given('guaranteeDays', placement.guaranteeDays) ?? null;
    const invoiceStatus = given('invoiceStatus', placement.invoiceStatus) ?? InvoiceStatus.NOT_INVOICED;

    if (feeKind === PlacementFeeKind.PERCENT) {
      if (feePercent === null) throw AppError.badInput('feePercent', 'feePercent is needed for a percentage fee.');
      if (salary === null) throw AppError.badInput('salary', 'salary is needed to work out a percentage fee.');
      feeAmount = percentOf(salary, feePercent);
    } else if (feeKind === PlacementFeeKind.FIXED) {
      if (feeAmount === null) throw AppError.badInput('fee', 'fee is needed for a fixed fee.');
      feePercent = null;
    } else if (input.feeKind === null) {
      // The fee cleared: its figures go with it.
      feePercent = null;
      feeAmount = null;
    } else if (feePercent !== null || feeAmount !== null) {
      throw AppError.badInput('feeKind', 'feeKind is needed with a fee: PERCENT or FIXED.');
    }
    if ((salary !== null || feeAmount !== null) && currency === null) {
      throw AppError.badInput('currency', 'currency is needed with a salary or a fee, for example EUR.');
    }

    Object.assign(placement, {
      startDate,
      salary,
      currency,
      feeKind,
      feePercent,
      feeAmount,
      guaranteeDays,
      invoiceStatus,
    } satisfies Partial<Placement>);
    const after = termsOf(placement);
    const changed = TERMS.filter((term) => before[term] !== after[term]);
    if (changed.length) {
      placement.updatedAt = new Date();
      this.audit.record({
        actor: auditActor(actor),
        action: AuditAction.PLACEMENT_UPDATED,
        subject: { type: 'application', id: placement.application.id },
        // Field names only: the amounts stay out of the log.
        details: { applicationId: placement.application.id, jobId: placement.application.job.id, changed },
      });
    }
    await this.em.flush();
    return placement;
  }

  /** Placements, the latest recorded first, paged by cursor; filtered by client and by when recorded. */
  async list(args: PlacementsArgs): Promise<PlacementConnection> {
    if (args.from && args.to && args.from > args.to) throw AppError.badInput('to', 'to must not be before from.');
    const matching = (): FilterQuery<Placement> => {
      const where: FilterQuery<Placement> & Record<string, unknown> = {};
      if (args.clientId) where.application = { job: { client: args.clientId } };
      if (args.from || args.to) {
        where.recordedAt = { ...(args.from ? { $gte: args.from } : {}), ...(args.to ? { $lt: args.to } : {}) };
      }
      return where;
    };
    const after = args.after ? decodePlacementCursor(args.after) : null;
    const page: FilterQuery<Placement> = after
      ? {
          $and: [
            matching(),
            { $or: [{ recordedAt: { $lt: after.at } }, { recordedAt: after.at, id: { $lt: after.id } }] },
          ],
        }
      : matching();
    const [rows, totalCount] = await Promise.all([
      this.em.find(Placement, page, {
        populate: ['application', 'application.job'],
        orderBy: { recordedAt: QueryOrder.DESC, id: QueryOrder.DESC },
        limit: args.first + 1,
      }),
      this.em.count(Placement, matching()),
    ]);
    const shown = rows.slice(0, args.first);
    return {
      edges: shown.map((node) => ({ cursor: placementCursor(node), node })),
      pageInfo: {
        hasNextPage: rows.length > args.first,
        endCursor: shown.length ? placementCursor(shown[shown.length - 1]!) : null,
      },
      totalCount,
    };
  }
}
