import { randomUUID } from 'node:crypto';

import { Entity, Index, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';

/** An `.ics` attachment: its file name, its iCalendar METHOD (REQUEST, CANCEL, PUBLISH) and its text. */
export interface MailCalendar {
  filename: string;
  method: string;
  content: string;
}

/**
 * One e-mail waiting to be delivered. Written in the same transaction as the change that causes
 * it, then delivered by the mail dispatcher, so an SMTP outage delays mail and loses none.
 */
@Entity({ tableName: 'outbox_message' })
@Index({
  name: 'outbox_message_due_idx',
  properties: ['nextAttemptAt'],
  expression: 'create index "outbox_message_due_idx" on "outbox_message" ("next_attempt_at") where "sent_at" is null',
})
@Index({
  name: 'outbox_message_to_idx',
  expression: 'create index "outbox_message_to_idx" on "outbox_message" (lower("to"))',
})
export class OutboxMessage {
  [OptionalProps]?:
    | 'id'
    | 'attempts'
    | 'createdAt'
    | 'nextAttemptAt'
    | 'sentAt'
    | 'lastError'
    | 'calendar'
    | 'about'
    | 'headers'
    | 'purpose';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ length: 254 })
  to!: string;

  @Property({ length: 300 })
  subject!: string;

  @Property({ type: 'text' })
  text!: string;

  /** An iCalendar file sent along as an attachment (an invitation, its update or its cancellation). */
  @Property({ type: 'json', nullable: true })
  calendar?: MailCalendar | null = null;

  /** Extra header lines (`List-Unsubscribe` on job-alert mail); null for none. */
  @Property({ type: 'json', nullable: true })
  headers?: Record<string, string> | null = null;

  @Property()
  attempts: number = 0;

  @Property({ type: 'timestamptz' })
  nextAttemptAt: Date = new Date();

  @Property({ type: 'timestamptz', nullable: true })
  sentAt?: Date;

  @Property({ type: 'text', nullable: true })
  lastError?: string;

  @Property({ type: 'timestamptz' })
  createdAt: Date = new Date();

  /**
   * The record the message is about (lib/record-ref.ts: `application:<id>`), so erasure and the retention
   * job can delete mail about what it deletes. Null for mail about no stored record.
   */
  @Index({ name: 'outbox_message_about_idx' })
  @Property({ length: 60, nullable: true })
  about?: string | null = null;

  /**
   * What kind of message it is when something reacts to its delivery (`application.rejection`:
   * the application's history records the sending). Null for every other message.
   */
  @Property({ length: 40, nullable: true })
  purpose?: string | null = null;
}
