import { QueryOrder } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';

import { recordIdOf } from '../../lib/record-ref';
import type { OutboxMessage } from '../../mail/outbox-message.entity';
import type { AuditActor } from '../audit/audit.service';

import { Application } from './application.entity';
import { type ActivityDetails, ActivityKind, ApplicationActivity } from './application-activity.entity';
import { byApplicationLoader } from './by-application-loader';

/** Who acts when nobody on the staff does. */
export const CANDIDATE_ACTOR: AuditActor = { id: null, label: 'candidate' };
export const SYSTEM_ACTOR: AuditActor = { id: null, label: 'system' };

/** The outbox purpose of a rejection e-mail: its delivery is recorded in the application's history. */
export const REJECTION_MAIL_PURPOSE = 'application.rejection';

/** Adds one line of history to `em`'s unit of work: the caller's flush writes it with the change. */
export function recordActivity(
  em: EntityManager,
  application: Application,
  kind: ActivityKind,
  actor: AuditActor,
  details: ActivityDetails = {},
): ApplicationActivity {
  return em.create(ApplicationActivity, {
    application,
    kind,
    actorId: actor.id,
    actorLabel: actor.label.slice(0, 254),
    details,
  });
}

/**
 * For the mail dispatcher: a rejection e-mail just accepted by the mail server is recorded in its
 * application's history, in the transaction that marks it sent.
 */
export function recordMailSent(em: EntityManager, message: OutboxMessage): void {
  const applicationId = recordIdOf(message.about, 'application');
  if (message.purpose !== REJECTION_MAIL_PURPOSE || !applicationId) return;
  recordActivity(em, em.getReference(Application, applicationId), ActivityKind.REJECTION_EMAIL_SENT, SYSTEM_ACTOR, {
    messageId: message.id,
  });
}

/** Reads applications' histories: the applications of one request batch share one query. */
export class ApplicationActivityService {
  private readonly byApplication = byApplicationLoader((ids) =>
    this.em.find(ApplicationActivity, { application: { $in: ids } }, { orderBy: { id: QueryOrder.DESC } }),
  );

  constructor(private readonly em: EntityManager) {}

  /** An application's history, newest first. */
  forApplication(applicationId: string): Promise<ApplicationActivity[]> {
    return this.byApplication.load(applicationId);
  }
}
