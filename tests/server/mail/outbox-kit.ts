import type { MikroORM } from '@mikro-orm/postgresql';

import type { Logger } from '../../../server/src/lib/logger';
import { MailService, type OutgoingMail } from '../../../server/src/mail/mail.service';
import { OutboxMessage } from '../../../server/src/mail/outbox-message.entity';

/** Queues mail the way the app does (MailService in a unit of work), committed by one flush. */
export async function queueMail(orm: MikroORM, ...mails: OutgoingMail[]): Promise<OutboxMessage[]> {
  const em = orm.em.fork();
  const service = new MailService(em);
  const queued = mails.map((mail) => service.queue(mail));
  await em.flush();
  return queued;
}

export function outboxRow(orm: MikroORM, id: string): Promise<OutboxMessage> {
  return orm.em.fork().findOneOrFail(OutboxMessage, id);
}

/** Retries `check` until it stops throwing; rethrows its last error after `timeoutMs`. */
export async function eventually<T>(check: () => T | Promise<T>, timeoutMs = 15_000, everyMs = 50): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, everyMs));
    }
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A Logger that keeps its lines, to check what the dispatcher reported. */
export function collectingLogger(): Logger & {
  lines: { level: string; message: string; details?: Record<string, unknown> }[];
} {
  const lines: { level: string; message: string; details?: Record<string, unknown> }[] = [];
  return {
    lines,
    info: (message, details) => lines.push({ level: 'info', message, details }),
    error: (message, details) => lines.push({ level: 'error', message, details }),
  };
}

export function countBySubject(subjects: string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const subject of subjects) counts.set(subject, (counts.get(subject) ?? 0) + 1);
  return counts;
}
