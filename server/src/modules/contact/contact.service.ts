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

import type { ContactMessageInput } from './contact.inputs';
import { ContactMessage } from './contact-message.entity';

export const CONTACT_SUCCESS_MESSAGE = 'Thank you for your message. We will get back to you soon.';

/** The audit log's subject of a held contact message. */
const heldAuditSubject = (message: ContactMessage): HeldAuditSubject => ({
  subject: { type: 'contact-message', id: message.id },
  details: { form: 'contact' },
});

export class ContactService {
  constructor(
    private readonly em: EntityManager,
    private readonly forms: PublicFormService,
    private readonly webhooks: WebhookService,
    private readonly audit: AuditService,
  ) {}

  /** Stores the message, unless the public-form rules drop it: then it is answered the same, stored nowhere. */
  async create(input: ContactMessageInput, from: Submission): Promise<ContactMessage> {
    const admission = await this.forms.admit('contact', input, from);
    const values = {
      name: input.name,
      email: input.email,
      mobile: input.mobile,
      location: input.location ?? '',
      message: input.message ?? '',
    };
    if (!admission.keep) return Object.assign(new ContactMessage(), { ...values, consent: admission.consent });
    const message = this.em.create(ContactMessage, { ...values, ...admission.hold, consent: admission.consent });
    // Held for review: its webhook waits for the release.
    if (!admission.hold) await this.webhooks.emit('contact.created', message);
    await this.em.flush();
    return message;
  }

  /** Newest first. */
  async list(args: PageArgs): Promise<Page<ContactMessage>> {
    const [items, total] = await this.em.findAndCount(ContactMessage, NOT_HELD_WHERE, {
      orderBy: { createdAt: QueryOrder.DESC, id: QueryOrder.DESC },
      offset: args.offset,
      limit: args.limit,
    });
    return { items, total, offset: args.offset, limit: args.limit };
  }

  /** The "Held for review" section: held records, newest first (all of them: few, and each needs a look). */
  listHeld(): Promise<ContactMessage[]> {
    return this.em.find(ContactMessage, HELD_WHERE, { orderBy: { createdAt: QueryOrder.DESC, id: QueryOrder.DESC } });
  }

  /** Staff: a held record joins the list and its webhook goes out, as when it was sent; audited. */
  release(actor: Actor, id: string): Promise<ContactMessage> {
    return this.em.transactional(async (tx) => {
      const message = await lockedHeldRecord(tx, ContactMessage, id);
      Object.assign(message, NOT_HELD);
      auditHeldDecision(this.audit, tx, actor, 'released', heldAuditSubject(message));
      await this.webhooks.emit('contact.created', message, undefined, tx);
      return message;
    });
  }

  /** Staff: deletes a held record (never sent anywhere); audited. Answers its id. */
  deleteHeld(actor: Actor, id: string): Promise<string> {
    return this.em.transactional(async (tx) => {
      const message = await lockedHeldRecord(tx, ContactMessage, id);
      auditHeldDecision(this.audit, tx, actor, 'deleted', heldAuditSubject(message));
      tx.remove(message);
      return message.id;
    });
  }
}
