import type { EntityManager } from '@mikro-orm/postgresql';

import type { AuditService } from '../audit/audit.service';
import type { PublicFormService, Submission } from '../public-forms/public-form.service';
import { PublicFormRecords } from '../public-forms/public-form-records';
import type { WebhookService } from '../webhooks/webhook.service';

import type { ContactMessageInput } from './contact.inputs';
import { ContactMessage } from './contact-message.entity';

export const CONTACT_SUCCESS_MESSAGE = 'Thank you for your message. We will get back to you soon.';

/** Messages sent through the contact form, with their held ones. */
export class ContactService extends PublicFormRecords<ContactMessage> {
  constructor(em: EntityManager, forms: PublicFormService, webhooks: WebhookService, audit: AuditService) {
    super(em, forms, webhooks, audit, {
      entity: ContactMessage,
      form: 'contact',
      createdEvent: 'contact.created',
      auditSubject: 'contact-message',
    });
  }

  /** Stores the message, unless the public-form rules drop it: then it is answered the same, stored nowhere. */
  create(input: ContactMessageInput, from: Submission): Promise<ContactMessage> {
    return this.keep(input, from, {
      name: input.name,
      email: input.email,
      mobile: input.mobile,
      location: input.location ?? '',
      message: input.message ?? '',
    });
  }
}
