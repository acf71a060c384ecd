import type { EntityManager } from '@mikro-orm/postgresql';

import { type MailCalendar, OutboxMessage } from './outbox-message.entity';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  /** An `.ics` file to attach. */
  calendar?: MailCalendar;
  /** The record the message is about (`<kind>:<id>`), for the retention job. */
  about?: string;
  /** Extra header lines, such as `List-Unsubscribe`. */
  headers?: Record<string, string>;
  /** Not delivered before this time (a delay during which the message can still be cancelled). */
  notBefore?: Date;
  /** See OutboxMessage.purpose. */
  purpose?: string;
}

/**
 * Adds the message to `em`'s unit of work: it is written by that EntityManager's next flush
 * (inside its transaction), so it exists exactly when the change that caused it does. For work
 * outside a request (the webhook dispatcher); services use MailService.queue.
 */
export function queueMail(em: EntityManager, mail: OutgoingMail): OutboxMessage {
  const message = em.create(OutboxMessage, {
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    calendar: mail.calendar ?? null,
    about: mail.about ?? null,
    headers: mail.headers ?? null,
    purpose: mail.purpose ?? null,
    ...(mail.notBefore ? { nextAttemptAt: mail.notBefore } : {}),
  });
  em.persist(message);
  return message;
}

/** Queues e-mail in the outbox of the request's unit of work; the dispatcher delivers it. */
export class MailService {
  constructor(private readonly em: EntityManager) {}

  /**
   * Adds the message to the caller's unit of work: it is written by the caller's next flush
   * (inside the caller's transaction), so it exists exactly when the change that caused it does.
   */
  queue(mail: OutgoingMail, em: EntityManager = this.em): OutboxMessage {
    return queueMail(em, mail);
  }

  /**
   * Cancels a message that has not been sent, in one statement: a message the dispatcher is
   * sending right now holds its row lock and is skipped (`skip locked`), so it is never both sent
   * and cancelled. True when it was cancelled (deleted); false when it was sent, is being sent,
   * or is gone.
   */
  async cancelUnsent(id: string, em: EntityManager = this.em): Promise<boolean> {
    const rows = await em.execute<{ id: string }[]>(
      'delete from "outbox_message" where "id" = (select "id" from "outbox_message" where "id" = ? and "sent_at" is null for update skip locked) returning "id"',
      [id],
      'all',
    );
    return rows.length === 1;
  }
}
