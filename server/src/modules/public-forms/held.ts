import { type EntityClass, type FilterQuery, type FindOneOptions, LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';

import { AppError } from '../../lib/app-error';
import { isUuid } from '../../lib/validation';
import { type Actor, auditActor, type AuditDetails, type AuditService } from '../audit/audit.service';
import { AuditAction, type AuditSubjectType } from '../audit/audit-action';

/** Why a public-form record is held for review; stored as text in `held_reason`. */
export enum HoldReason {
  /** Sent sooner than FORM_MIN_FILL_SECONDS after the form was shown (a robot, or autofill). */
  FillTime = 'fill-time',
}

/** The columns every public-form record carries while it waits for review. */
export interface HeldMark {
  heldAt: Date | null;
  heldReason: string | null;
}

/** What a record carries once released (or when it never was held). */
export const NOT_HELD: HeldMark = { heldAt: null, heldReason: null };

/** The condition the normal lists, counts and seats add: held records stay out until released. */
export const NOT_HELD_WHERE = { heldAt: null } as const;

/** The condition of a screen's "Held for review" section. */
export const HELD_WHERE = { heldAt: { $ne: null } } as const;

export const HELD_NOT_FOUND_MESSAGE = 'This record is not held for review: it was released or deleted already.';

/** A staff member's decision on a held record. */
export type HeldDecision = 'released' | 'deleted';

const HELD_DECISION_ACTIONS: Record<HeldDecision, AuditAction> = {
  released: AuditAction.HELD_SUBMISSION_RELEASED,
  deleted: AuditAction.HELD_SUBMISSION_DELETED,
};

/** What the audit log says a held record is: its subject, and the form it came from (with its parent's id). */
export interface HeldAuditSubject {
  subject: { type: AuditSubjectType; id: string };
  details: AuditDetails & { form: string };
}

/**
 * Writes the audit line of a decision on a held record in the decision's own transaction, so the
 * line and the release or deletion commit together. The four public forms (apply, register,
 * contact, join us) share it.
 */
export function auditHeldDecision(
  audit: AuditService,
  tx: EntityManager,
  actor: Actor,
  decision: HeldDecision,
  { subject, details }: HeldAuditSubject,
): void {
  audit.record({ actor: auditActor(actor), action: HELD_DECISION_ACTIONS[decision], subject, details }, tx);
}

/**
 * A held record by id, locked for the decision's transaction (re-read, so a decision made
 * meanwhile by someone else is seen); NOT_FOUND once it was released or deleted, or for a
 * malformed id.
 */
export async function lockedHeldRecord<T extends { id: string; heldAt?: Date | null }>(
  tx: EntityManager,
  entity: EntityClass<T>,
  id: string,
  options: { populate?: string[]; lockTableAliases?: string[] } = {},
): Promise<T> {
  const found = isUuid(id)
    ? await tx.findOne(entity, { id, ...HELD_WHERE } as FilterQuery<T>, {
        ...(options as Pick<FindOneOptions<T>, 'populate' | 'lockTableAliases'>),
        lockMode: LockMode.PESSIMISTIC_WRITE,
        refresh: true,
      })
    : null;
  if (!found) throw AppError.notFound(HELD_NOT_FOUND_MESSAGE);
  return found;
}
