import type { EntityManager } from '@mikro-orm/postgresql';

import type { AuditService } from '../audit/audit.service';
import type { PublicFormService, Submission } from '../public-forms/public-form.service';
import { PublicFormRecords } from '../public-forms/public-form-records';
import type { WebhookService } from '../webhooks/webhook.service';

import type { JoinUsInput } from './join-us.inputs';
import { JoinUsPerson } from './join-us-person.entity';
import { JoinUsType } from './join-us-type';

/** The answer the join modal shows (spec section 8). */
export const JOIN_US_SUCCESS_MESSAGE = 'Details submitted successfully!';

/** People and organizations who asked to join: the join modal's records, with their held ones. */
export class JoinUsService extends PublicFormRecords<JoinUsPerson> {
  constructor(em: EntityManager, forms: PublicFormService, webhooks: WebhookService, audit: AuditService) {
    super(em, forms, webhooks, audit, {
      entity: JoinUsPerson,
      form: 'join-us',
      createdEvent: 'join_us.created',
      auditSubject: 'join-us-request',
    });
  }

  /** Stores the request, unless the public-form rules drop it: then it is answered the same, stored nowhere. */
  create(input: JoinUsInput, from: Submission): Promise<JoinUsPerson> {
    return this.keep(input, from, {
      name: input.name,
      email: input.email,
      phone: input.phone,
      location: input.location,
      type: input.type ?? JoinUsType.Individual,
    });
  }
}
