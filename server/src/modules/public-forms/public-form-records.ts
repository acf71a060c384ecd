import { type FilterQuery, QueryOrder, type RequiredEntityData } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';

import type { Page, PageArgs } from '../../lib/paging';
import type { Actor, AuditService } from '../audit/audit.service';
import type { AuditSubjectType } from '../audit/audit-action';
import type { WebhookService } from '../webhooks/webhook.service';
import type { WebhookEventType } from '../webhooks/webhook-event-types';

import type { ConsentRecord } from './consent';
import type { PublicFormKind } from './form-rate-limits';
import {
  auditHeldDecision,
  HELD_WHERE,
  type HeldAuditSubject,
  lockedHeldRecord,
  NOT_HELD,
  NOT_HELD_WHERE,
} from './held';
import type { PublicFormInput } from './public-form.inputs';
import type { PublicFormService, Submission } from './public-form.service';

/**
 * Newest first, the order of every list of a form's records. MikroORM's option types cannot be
 * checked against a type parameter (its key paths are computed per entity), hence `never` where
 * it is passed: PublicFormRecord guarantees both columns.
 */
export const NEWEST_FIRST = { orderBy: { createdAt: QueryOrder.DESC, id: QueryOrder.DESC } };

/** A row a public form keeps as it came: no seat, no file and no mail of its own. */
export interface PublicFormRecord {
  id: string;
  createdAt: Date;
  heldAt?: Date | null;
  heldReason?: string | null;
  consent: ConsentRecord;
}

/** What sets one such form apart: its rows, its name in the form rules, its webhook and its audit subject. */
export interface PublicFormRecordKind<T extends PublicFormRecord> {
  entity: new () => T;
  form: PublicFormKind;
  /** Sent when a record joins the list: at once, or when staff release it. */
  createdEvent: WebhookEventType;
  auditSubject: AuditSubjectType;
}

/**
 * The records of a public form that only keeps what was sent (join us, contact): storing a
 * submission under the public-form rules, the newest-first list, the "Held for review" section,
 * and staff's release or deletion of a held record, audited in the same transaction.
 */
export abstract class PublicFormRecords<T extends PublicFormRecord> {
  protected constructor(
    private readonly em: EntityManager,
    private readonly forms: PublicFormService,
    private readonly webhooks: WebhookService,
    private readonly audit: AuditService,
    private readonly kind: PublicFormRecordKind<T>,
  ) {}

  /**
   * Stores `values` with the submission's consent, unless the public-form rules drop it: then the
   * record is answered the same and stored nowhere. A held record's webhook waits for its release.
   */
  protected async keep(
    input: PublicFormInput & { email: string },
    from: Submission,
    values: Omit<RequiredEntityData<T>, 'consent'>,
  ): Promise<T> {
    const admission = await this.forms.admit(this.kind.form, input, from);
    if (!admission.keep) return Object.assign(new this.kind.entity(), values, { consent: admission.consent });
    const data = { ...values, ...admission.hold, consent: admission.consent } as RequiredEntityData<T>;
    const record = this.em.create(this.kind.entity, data);
    if (!admission.hold) await this.webhooks.emit(this.kind.createdEvent, record);
    await this.em.flush();
    return record;
  }

  /** Newest first; held records stay out until released. */
  async list(args: PageArgs): Promise<Page<T>> {
    const [items, total] = await this.em.findAndCount(
      this.kind.entity,
      NOT_HELD_WHERE as FilterQuery<T>,
      {
        ...NEWEST_FIRST,
        offset: args.offset,
        limit: args.limit,
      } as never,
    );
    return { items, total, offset: args.offset, limit: args.limit };
  }

  /** The "Held for review" section: held records, newest first (all of them: few, and each needs a look). */
  listHeld(): Promise<T[]> {
    return this.em.find(this.kind.entity, HELD_WHERE as FilterQuery<T>, NEWEST_FIRST as never);
  }

  /** Staff: a held record joins the list and its webhook goes out, as when it was sent; audited. */
  release(actor: Actor, id: string): Promise<T> {
    return this.em.transactional(async (tx) => {
      const record = await lockedHeldRecord(tx, this.kind.entity, id);
      Object.assign(record, NOT_HELD);
      auditHeldDecision(this.audit, tx, actor, 'released', this.auditSubjectOf(record));
      await this.webhooks.emit(this.kind.createdEvent, record, undefined, tx);
      return record;
    });
  }

  /** Staff: deletes a held record (never sent anywhere); audited. Answers its id. */
  deleteHeld(actor: Actor, id: string): Promise<string> {
    return this.em.transactional(async (tx) => {
      const record = await lockedHeldRecord(tx, this.kind.entity, id);
      auditHeldDecision(this.audit, tx, actor, 'deleted', this.auditSubjectOf(record));
      tx.remove(record);
      return record.id;
    });
  }

  private auditSubjectOf(record: T): HeldAuditSubject {
    return { subject: { type: this.kind.auditSubject, id: record.id }, details: { form: this.kind.form } };
  }
}
