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
}

/** Queues e-mail in the outbox of the request's unit of work; the dispatcher delivers it. */
export class MailService {
  constructor(private readonly em: EntityManager) {}

  /**
   * Adds the message to the caller's unit of work: it is written by the caller's next flush
   * (inside the caller's transaction), so it exists exactly when the change that caused it does.
   */
  queue(mail: OutgoingMail): OutboxMessage {
    const message = this.em.create(OutboxMessage, {
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      calendar: mail.calendar ?? null,
      about: mail.about ?? null,
      headers: mail.headers ?? null,
    });
    this.em.persist(message);
    return message;
  }
}
