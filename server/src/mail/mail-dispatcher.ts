import { LockMode } from '@mikro-orm/core';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';

import { backoffMs } from '../lib/backoff';
import type { Logger } from '../lib/logger';
import { PollingLoop } from '../lib/polling-loop';

import type { MailTransport } from './mail-transport';
import { OutboxMessage } from './outbox-message.entity';

export interface MailDispatcherOptions {
  from: string;
  pollMs: number;
  maxAttempts: number;
  /**
   * Called once a message was accepted, inside the transaction that marks it sent: what it adds
   * to `em` is written with that mark or not at all (an application's history records its
   * rejection e-mail this way).
   */
  onSent?: (em: EntityManager, message: OutboxMessage) => void;
  /** Called after a failed attempt: `gaveUp` when it was the last one (metrics count them). */
  onFailure?: (gaveUp: boolean) => void;
}

const RETRY_BASE_MS = 1000;
const RETRY_MAX_MS = 5 * 60_000;

/** Wait before the next attempt after `attempts` failed ones: 1 s, 2 s, 4 s ... capped at 5 minutes. */
export function retryDelayMs(attempts: number): number {
  return backoffMs(attempts, RETRY_BASE_MS, RETRY_MAX_MS);
}

/**
 * Delivers the outbox. Every app process runs one; they share the work through the database:
 * a message is claimed with `for update skip locked` in its own transaction, sent while that
 * row lock is held, and marked sent (or rescheduled) in the same transaction. Another process
 * skips a locked row, and a process that dies mid-send releases its lock by rollback, so the
 * message is tried again. The one window for a duplicate is a crash (or lost database) after
 * the SMTP server accepted the message and before the commit; the Message-ID is the outbox id
 * in every attempt, so such a copy is recognisable.
 */
export class MailDispatcher {
  private readonly loop: PollingLoop;
  private started = false;

  constructor(
    private readonly orm: MikroORM,
    private readonly transport: MailTransport,
    private readonly logger: Logger,
    private readonly options: MailDispatcherOptions,
  ) {
    this.loop = new PollingLoop(
      () => this.deliverNext(),
      options.pollMs,
      logger,
      'Mail dispatcher could not read the outbox',
    );
  }

  start(): void {
    if (this.started) return;
    this.started = true;
    this.loop.wakeOnCreate(this.orm, OutboxMessage);
    this.logger.info('Mail dispatcher started', { transport: this.transport.description });
    this.loop.start();
  }

  /** Looks for due mail now rather than at the next poll. */
  wake(): void {
    this.loop.wake();
  }

  /** Lets the delivery in flight finish (and be recorded), then stops; call before closing the database. */
  async stop(): Promise<void> {
    await this.loop.stop();
    this.transport.close();
  }

  /** Claims the oldest due message, sends it and records the outcome. False when none was due. */
  private deliverNext(): Promise<boolean> {
    return this.orm.em.fork().transactional(async (em) => {
      const message = await em.findOne(
        OutboxMessage,
        { sentAt: null, nextAttemptAt: { $lte: new Date() }, attempts: { $lt: this.options.maxAttempts } },
        { orderBy: { createdAt: 'asc' }, lockMode: LockMode.PESSIMISTIC_PARTIAL_WRITE },
      );
      if (!message) return false;
      message.attempts += 1;
      try {
        const { id, to, subject, text, createdAt, calendar, headers } = message;
        await this.transport.send({ id, from: this.options.from, to, subject, text, createdAt, calendar, headers });
        message.sentAt = new Date();
        this.options.onSent?.(em, message);
      } catch (error) {
        message.lastError = error instanceof Error ? error.message : String(error);
        message.nextAttemptAt = new Date(Date.now() + retryDelayMs(message.attempts));
        const details = { messageId: message.id, attempts: message.attempts, error: message.lastError };
        this.options.onFailure?.(message.attempts >= this.options.maxAttempts);
        if (message.attempts >= this.options.maxAttempts)
          this.logger.error('Gave up delivering an e-mail; it stays in the outbox', details);
        else
          this.logger.error('E-mail delivery failed; will retry', {
            ...details,
            retryAt: message.nextAttemptAt.toISOString(),
          });
      }
      return true;
    });
  }
}
