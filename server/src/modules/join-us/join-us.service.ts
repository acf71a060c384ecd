import { QueryOrder } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';

import type { Page, PageArgs } from '../../lib/paging';
import type { Actor, AuditService } from '../audit/audit.service';
import {
  auditHeldDecision,
  HELD_WHERE,
  type HeldAuditSubject,
  lockedHeldRecord,
  NOT_HELD,
  NOT_HELD_WHERE,
} from '../public-forms/held';
import type { PublicFormService, Submission } from '../public-forms/public-form.service';
import type { WebhookService } from '../webhooks/webhook.service';

import type { JoinUsInput } from './join-us.inputs';
import { JoinUsPerson } from './join-us-person.entity';
import { JoinUsType } from './join-us-type';

/** The answer the join modal shows (spec section 8). */
export const JOIN_US_SUCCESS_MESSAGE = 'Details submitted successfully!';

/** The audit log's subject of a held join-us request. */
const heldAuditSubject = (person: JoinUsPerson): HeldAuditSubject => ({
  subject: { type: 'join-us-request', id: person.id },
  details: { form: 'join-us' },
});

export class JoinUsService {
  constructor(
    private readonly em: EntityManager,
    private readonly forms: PublicFormService,
    private readonly webhooks: WebhookService,
    private readonly audit: AuditService,
  ) {}

  /** Stores the request, unless the public-form rules drop it: then it is answered the same, stored nowhere. */
  async create(input: JoinUsInput, from: Submission): Promise<JoinUsPerson> {
    const admission = await this.forms.admit('join-us', input, from);
    const values = {
      name: input.name,
      email: input.email,
      phone: input.phone,
      location: input.location,
      type: input.type ?? JoinUsType.Individual,
    };
    if (!admission.keep) return Object.assign(new JoinUsPerson(), { ...values, consent: admission.consent });
    const person = this.em.create(JoinUsPerson, { ...values, ...admission.hold, consent: admission.consent });
    // Held for review: its webhook waits for the release.
    if (!admission.hold) await this.webhooks.emit('join_us.created', person);
    await this.em.flush();
    return person;
  }

  /** Newest first. */
  async list(args: PageArgs): Promise<Page<JoinUsPerson>> {
    const [items, total] = await this.em.findAndCount(JoinUsPerson, NOT_HELD_WHERE, {
      orderBy: { createdAt: QueryOrder.DESC, id: QueryOrder.DESC },
      offset: args.offset,
      limit: args.limit,
    });
    return { items, total, offset: args.offset, limit: args.limit };
  }

  /** The "Held for review" section: held records, newest first (all of them: few, and each needs a look). */
  listHeld(): Promise<JoinUsPerson[]> {
    return this.em.find(JoinUsPerson, HELD_WHERE, { orderBy: { createdAt: QueryOrder.DESC, id: QueryOrder.DESC } });
  }

  /** Staff: a held record joins the list and its webhook goes out, as when it was sent; audited. */
  release(actor: Actor, id: string): Promise<JoinUsPerson> {
    return this.em.transactional(async (tx) => {
      const person = await lockedHeldRecord(tx, JoinUsPerson, id);
      Object.assign(person, NOT_HELD);
      auditHeldDecision(this.audit, tx, actor, 'released', heldAuditSubject(person));
      await this.webhooks.emit('join_us.created', person, undefined, tx);
      return person;
    });
  }

  /** Staff: deletes a held record (never sent anywhere); audited. Answers its id. */
  deleteHeld(actor: Actor, id: string): Promise<string> {
    return this.em.transactional(async (tx) => {
      const person = await lockedHeldRecord(tx, JoinUsPerson, id);
      auditHeldDecision(this.audit, tx, actor, 'deleted', heldAuditSubject(person));
      tx.remove(person);
      return person.id;
    });
  }
}
