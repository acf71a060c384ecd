import { LockMode, QueryOrder, raw } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import DataLoader from 'dataloader';

import { AppError } from '../../lib/app-error';
import { isUuid } from '../../lib/validation';
import { Event } from '../events/event.entity';
import { EVENT_NOT_FOUND_MESSAGE, type EventRegistrantHooks } from '../events/event.service';
import { NOT_HELD_WHERE } from '../public-forms/held';
import type { WebhookService } from '../webhooks/webhook.service';

import { Registration, RegistrationStatus } from './registration.entity';
import { EVENT_FULL_MESSAGE } from './registration.messages';
import type { RegistrationMailer } from './registration-mailer';

/** Registrations of each status for one event. */
export interface RegistrationCounts {
  confirmed: number;
  waiting: number;
  cancelled: number;
  checkedIn: number;
}

const EMPTY_COUNTS: RegistrationCounts = { confirmed: 0, waiting: 0, cancelled: 0, checkedIn: 0 };

/**
 * Seats and the waiting list: who holds a seat, and what a change to the event means for its
 * registrants. Every change of who holds a seat happens in a transaction that holds the event's row
 * lock (`select … for update`, `lockEvent`), and counts the confirmed registrations after taking it:
 * two processes registering, cancelling or promoting for one event take turns, so the seats counted
 * are the seats taken and no one is confirmed past capacity. The methods taking `tx` run in the
 * caller's transaction, with that lock held.
 */
export class RegistrationSeatsService implements EventRegistrantHooks {
  /**
   * Counts for the events of one request, one grouped query per batch. Not cached: a registration
   * made later in the same request must show in a later count.
   */
  private readonly counts = new DataLoader<string, RegistrationCounts>(
    async (eventIds) => {
      const rows = await this.em
        .createQueryBuilder(Registration, 'r')
        .select([
          'r.event_id',
          raw(`count(*) filter (where r.status = 'CONFIRMED')::int as confirmed`),
          raw(`count(*) filter (where r.status = 'WAITING')::int as waiting`),
          raw(`count(*) filter (where r.status = 'CANCELLED')::int as cancelled`),
          raw(`count(*) filter (where r.status = 'CONFIRMED' and r.checked_in_at is not null)::int as checked_in`),
        ])
        .where({ event: { $in: [...eventIds] }, ...NOT_HELD_WHERE })
        .groupBy('r.event_id')
        .execute<{ event_id: string; confirmed: number; waiting: number; cancelled: number; checked_in: number }[]>(
          'all',
          false,
        );
      const byEvent = new Map(
        rows.map((row) => [
          row.event_id,
          { confirmed: row.confirmed, waiting: row.waiting, cancelled: row.cancelled, checkedIn: row.checked_in },
        ]),
      );
      return eventIds.map((id) => byEvent.get(id) ?? EMPTY_COUNTS);
    },
    { cache: false },
  );

  constructor(
    private readonly em: EntityManager,
    private readonly webhooks: WebhookService,
    private readonly mailer: RegistrationMailer,
    private readonly reminderHours: number,
  ) {}

  /** How many live (confirmed or waiting) registrations an event has; calls made together share one query. */
  async countForEvent(eventId: string): Promise<number> {
    const counts = await this.counts.load(eventId);
    return counts.confirmed + counts.waiting;
  }

  /** An event's registrations by status; calls made together share one query. */
  countsForEvent(eventId: string): Promise<RegistrationCounts> {
    return this.counts.load(eventId);
  }

  /** Seats still free; null when the event has no capacity. */
  async seatsLeft(event: Event): Promise<number | null> {
    if (event.capacity === null || event.capacity === undefined) return null;
    const { confirmed } = await this.counts.load(event.id);
    return Math.max(event.capacity - confirmed, 0);
  }

  /** Reads the event and takes its row lock for the rest of the transaction `tx`. */
  async lockEvent(tx: EntityManager, eventId: string): Promise<Event> {
    const event = isUuid(eventId)
      ? await tx.findOne(Event, { id: eventId }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true })
      : null;
    if (!event) throw AppError.notFound(EVENT_NOT_FOUND_MESSAGE);
    return event;
  }

  private confirmedCount(tx: EntityManager, event: Event): Promise<number> {
    return tx.count(Registration, { event, status: RegistrationStatus.CONFIRMED, ...NOT_HELD_WHERE });
  }

  /** True when a registration confirmed now needs no separate reminder (the event is that close). */
  private insideReminderWindow(event: Event): boolean {
    return event.startsAt.getTime() - Date.now() <= this.reminderHours * 3600_000;
  }

  /**
   * Gives a new (or just released) registration its seat when one is free, else a place on the
   * waiting list, and sends its mail and webhook. Call with the event's lock held.
   */
  async place(tx: EntityManager, event: Event, registration: Registration): Promise<void> {
    const full = event.capacity !== null && event.capacity !== undefined;
    const seat = !full || (await this.confirmedCount(tx, event)) < event.capacity!;
    registration.status = seat ? RegistrationStatus.CONFIRMED : RegistrationStatus.WAITING;
    registration.reminderSentAt = seat && this.insideReminderWindow(event) ? new Date() : null;
    this.mailer.queue(tx, seat ? 'confirmed' : 'waiting', event, registration);
    await this.webhooks.emit('registration.created', registration, { eventId: event.id }, tx);
  }

  /**
   * Confirms the first people waiting, oldest first, while seats are free (all of them when the
   * event has no capacity). Call with the event's lock held.
   */
  private async fillSeats(tx: EntityManager, event: Event): Promise<void> {
    let free = Number.MAX_SAFE_INTEGER;
    if (event.capacity !== null && event.capacity !== undefined) {
      free = event.capacity - (await this.confirmedCount(tx, event));
    }
    if (free <= 0 || event.isPast) return;
    const next = await tx.find(
      Registration,
      { event, status: RegistrationStatus.WAITING, ...NOT_HELD_WHERE },
      { orderBy: { createdAt: QueryOrder.ASC, id: QueryOrder.ASC }, limit: Math.min(free, 10_000) },
    );
    for (const registration of next) this.confirm(tx, event, registration);
  }

  private confirm(tx: EntityManager, event: Event, registration: Registration): void {
    registration.status = RegistrationStatus.CONFIRMED;
    registration.promotedAt = new Date();
    if (this.insideReminderWindow(event)) registration.reminderSentAt = new Date();
    this.mailer.queue(tx, 'promoted', event, registration);
  }

  /** Gives a waiting registration a seat out of turn; CONFLICT when none is free. Call with the event's lock held. */
  async promote(tx: EntityManager, event: Event, registration: Registration): Promise<void> {
    if (event.capacity !== null && event.capacity !== undefined) {
      if ((await this.confirmedCount(tx, event)) >= event.capacity) throw new AppError('CONFLICT', EVENT_FULL_MESSAGE);
    }
    this.confirm(tx, event, registration);
  }

  /**
   * Cancels a live registration, mails the cancelling .ics and, when it held a seat, gives the
   * seat to the first person waiting. The one place a registration is cancelled (by its owner's
   * link or by staff). Call with the event's lock held.
   */
  async cancel(
    tx: EntityManager,
    event: Event,
    registration: Registration,
    by: 'registrant' | 'staff',
  ): Promise<Registration> {
    const heldSeat = registration.status === RegistrationStatus.CONFIRMED;
    registration.status = RegistrationStatus.CANCELLED;
    registration.cancelledAt = new Date();
    registration.checkedInAt = null;
    this.mailer.queue(tx, by === 'staff' ? 'removed' : 'cancelled', event, registration);
    await this.webhooks.emit('registration.cancelled', registration, { eventId: event.id, cancelledBy: by }, tx);
    if (heldSeat) {
      await tx.flush();
      await this.fillSeats(tx, event);
    }
    return registration;
  }

  // --- What changes to an event mean for its registrants (called by EventService, lock held) ---

  /** The event moved (time, place, name): everyone live gets the updated .ics; reminders follow the new time. */
  async eventChanged(tx: EntityManager, event: Event): Promise<void> {
    const live = await tx.find(
      Registration,
      { event, status: { $in: [RegistrationStatus.CONFIRMED, RegistrationStatus.WAITING] }, ...NOT_HELD_WHERE },
      { orderBy: { createdAt: QueryOrder.ASC } },
    );
    const inside = this.insideReminderWindow(event);
    for (const registration of live) {
      if (!inside) registration.reminderSentAt = null;
      this.mailer.queue(tx, 'changed', event, registration);
    }
  }

  /** Capacity rose or went away: the waiting list moves up. */
  async capacityChanged(tx: EntityManager, event: Event): Promise<void> {
    await this.fillSeats(tx, event);
  }

  /** The event is withdrawn: everyone live gets the cancelling .ics (before the rows go with the event). */
  async eventCancelled(tx: EntityManager, event: Event): Promise<void> {
    if (event.isPast) return;
    const live = await tx.find(Registration, {
      event,
      status: { $in: [RegistrationStatus.CONFIRMED, RegistrationStatus.WAITING] },
      ...NOT_HELD_WHERE,
    });
    for (const registration of live) this.mailer.queue(tx, 'event-cancelled', event, registration);
  }
}
