import { QueryOrder } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';

import type { Page, PageArgs } from '../../lib/paging';
import type { PublicFormService, Submission } from '../public-forms/public-form.service';
import type { WebhookService } from '../webhooks/webhook.service';

import { JoinUsPerson } from './join-us-person.entity';
import { JoinUsType } from './join-us-type';
import type { JoinUsInput } from './join-us.inputs';

/** The answer the join modal shows (spec section 8). */
export const JOIN_US_SUCCESS_MESSAGE = 'Details submitted successfully!';

export class JoinUsService {
  constructor(
    private readonly em: EntityManager,
    private readonly forms: PublicFormService,
    private readonly webhooks: WebhookService,
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
    const person = this.em.create(JoinUsPerson, { ...values, consent: admission.consent });
    await this.webhooks.emit('join_us.created', person);
    await this.em.flush();
    return person;
  }

  /** Newest first. */
  async list(args: PageArgs): Promise<Page<JoinUsPerson>> {
    const [items, total] = await this.em.findAndCount(
      JoinUsPerson,
      {},
      { orderBy: { createdAt: QueryOrder.DESC, id: QueryOrder.DESC }, offset: args.offset, limit: args.limit },
    );
    return { items, total, offset: args.offset, limit: args.limit };
  }
}
