import { LockMode, QueryOrder } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';

import { NOT_HELD_WHERE } from '../public-forms/held';

import { Registration, RegistrationStatus } from './registration.entity';
import type { RegistrationMailer } from './registration-mailer';

/** The reminders queue: one reminder per confirmed registration, EVENT_REMINDER_HOURS before its event. */
export class RegistrationRemindersService {
  constructor(
    private readonly em: EntityManager,
    private readonly mailer: RegistrationMailer,
    private readonly reminderHours: number,
  ) {}

  /**
   * Queues the reminders that are due: confirmed registrations of events starting within
   * EVENT_REMINDER_HOURS that have not had one. Each is marked in the transaction that queues its
   * mail, and rows another process is handling are skipped, so each registration gets one.
   * Answers how many were queued.
   */
  queueDueReminders(limit = 200): Promise<number> {
    return this.em.transactional(async (tx) => {
      const now = new Date();
      const horizon = new Date(now.getTime() + this.reminderHours * 3600_000);
      const due = await tx.find(
        Registration,
        {
          status: RegistrationStatus.CONFIRMED,
          reminderSentAt: null,
          ...NOT_HELD_WHERE,
          event: { startsAt: { $gt: now, $lte: horizon } },
        },
        {
          populate: ['event'],
          limit,
          orderBy: { createdAt: QueryOrder.ASC },
          lockMode: LockMode.PESSIMISTIC_PARTIAL_WRITE,
          lockTableAliases: ['r0'],
        },
      );
      for (const registration of due) {
        registration.reminderSentAt = now;
        this.mailer.queue(tx, 'reminder', registration.event, registration);
      }
      return due.length;
    });
  }
}
