import { QueryOrder } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';

import type { Page, PageArgs } from '../../lib/paging';
import type { PublicFormService, Submission } from '../public-forms/public-form.service';
import type { WebhookService } from '../webhooks/webhook.service';

import { ContactMessage } from './contact-message.entity';
import type { ContactMessageInput } from './contact.inputs';

export const CONTACT_SUCCESS_MESSAGE = 'Thank you for your message. We will get back to you soon.';

export class ContactService {
  constructor(
    private readonly em: EntityManager,
    private readonly forms: PublicFormService,
    private readonly webhooks: WebhookService,
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
    const message = this.em.create(ContactMessage, { ...values, consent: admission.consent });
    await this.webhooks.emit('contact.created', message);
    await this.em.flush();
    return message;
  }

  /** Newest first. */
  async list(args: PageArgs): Promise<Page<ContactMessage>> {
    const [items, total] = await this.em.findAndCount(
      ContactMessage,
      {},
      { orderBy: { createdAt: QueryOrder.DESC, id: QueryOrder.DESC }, offset: args.offset, limit: args.limit },
    );
    return { items, total, offset: args.offset, limit: args.limit };
  }
}
