import {
  ForeignKeyConstraintViolationException,
  LockMode,
  QueryOrder,
  raw,
  UniqueConstraintViolationException,
} from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import DataLoader from 'dataloader';

import { AppError } from '../../lib/app-error';
import { recordRef } from '../../lib/record-ref';
import { isUuid } from '../../lib/validation';
import { type MailService } from '../../mail/mail.service';
import { type Actor, auditActor, type AuditService } from '../audit/audit.service';
import { AuditAction } from '../audit/audit-action';
import type { TokenSigner } from '../auth/token';
import { Event } from '../events/event.entity';
import { EVENT_NOT_FOUND_MESSAGE, type EventRegistrantHooks, type EventService } from '../events/event.service';
import { eventPagePath } from '../events/event-calendar';
import { HELD_NOT_FOUND_MESSAGE, HELD_WHERE, NOT_HELD, NOT_HELD_WHERE } from '../public-forms/held';
import type { PublicFormService, Submission } from '../public-forms/public-form.service';
import type { WebhookService } from '../webhooks/webhook.service';

import { Registration, RegistrationStatus } from './registration.entity';
import type { RegistrationInput } from './registration.inputs';
import { registrationMail, type RegistrationMailKind } from './registration-mails';

export const DUPLICATE_REGISTRATION_MESSAGE = 'This e-mail address is already registered for this event.';
export const REGISTRATION_CLOSED_MESSAGE = 'Registration for this event is closed.';
export const REGISTRATION_NOT_FOUND_MESSAGE = 'This registration does not exist.';
export const INVALID_CANCEL_LINK_MESSAGE = 'This cancel link is not valid. Use the link from your e-mail as it is.';
export const ALREADY_CANCELLED_MESSAGE = 'This registration is already cancelled.';
export const EVENT_FULL_MESSAGE = 'The event is full: remove someone or raise its capacity first.';
export const NOT_WAITING_MESSAGE = 'Only a registration on the waiting list can be promoted.';
export const CHECK_IN_CONFIRMED_ONLY_MESSAGE = 'Only a confirmed registration can be checked in.';

/** The purpose a cancel link's signature is made for (see TokenSigner.signValue). */
const CANCEL_LINK_PURPOSE = 'registration-cancel';

/** Registrations of each status for one event. */
export interface RegistrationCounts {
  confirmed: number;
  waiting: number;
  cancelled: number;
  checkedIn: number;
}

export interface RegistrationOptions {
  origin: string;
  organizer: { name: string; email: string };
  reminderHours: number;
}

/** What a registrant sees through a cancel link: no personal data beyond their own status. */
export interface CancelLinkView {
  registration: Registration;
  event: Event;
}

const EMPTY_COUNTS: RegistrationCounts = { confirmed: 0, waiting: 0, cancelled: 0, checkedIn: 0 };

/**
 * Registrations, seats and the waiting list. Every change of who holds a seat happens in a
 * transaction that holds the event's row lock (`select … for update`), and counts the confirmed
 * registrations after taking it: two processes registering, cancelling or promoting for one event
 * take turns, so the seats counted are the seats taken and no one is confirmed past capacity.
 */
export class RegistrationService implements EventRegistrantHooks {
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
    private readonly events: EventService,
    private readonly tokens: TokenSigner,
    private readonly webhooks: WebhookService,
    private readonly forms: PublicFormService,
    private readonly options: RegistrationOptions,
    private readonly audit: AuditService,
    private readonly mail: MailService,
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

  /** The personal link that cancels a registration (signed: it cannot be guessed or altered). */
  cancelUrl(registration: Registration): string {
    const token = this.tokens.signValue(CANCEL_LINK_PURPOSE, registration.id);
    // In the fragment: the token never reaches a server log or a Referer header.
    return `${this.options.origin}${eventPagePath(registration.event.id)}/cancel#${token}`;
  }

  private queueMail(tx: EntityManager, kind: RegistrationMailKind, event: Event, registration: Registration): void {
    this.mail.queue(
      {
        ...registrationMail(kind, event, registration, {
          origin: this.options.origin,
          organizer: this.options.organizer,
          cancelUrl: this.cancelUrl(registration),
        }),
        // The retention job and an erasure delete mail about the registrations they delete.
        about: recordRef('registration', registration.id),
      },
      tx,
    );
  }

  /** Reads the event and takes its row lock for the rest of the transaction. */
  private async lockEvent(tx: EntityManager, eventId: string): Promise<Event> {
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
    return event.startsAt.getTime() - Date.now() <= this.options.reminderHours * 3600_000;
  }

  /**
   * Registers a visitor (once per e-mail and event while the registration is live): confirmed
   * while seats are left, else on the waiting list. Their mail (with the .ics when confirmed) is
   * queued in the same transaction. The one place a registration is created. A registration held
   * for review (sent too fast) takes no seat and sends nothing: it waits, outside every count and
   * list, until staff release it (`release`), which seats it then or puts it on the waiting list.
   */
  async register(eventId: string, input: RegistrationInput, from: Submission): Promise<Registration> {
    const emailKey = input.email.trim().toLowerCase();
    const admission = await this.forms.admit('register', input, from);
    if (!admission.keep) {
      // Dropped (looked automated): answered like a success, stored nowhere, no e-mail.
      const event = await this.events.get(eventId);
      return Object.assign(new Registration(), {
        event,
        name: input.name,
        email: input.email,
        emailKey,
        phone: input.phone,
        consent: admission.consent,
      });
    }
    try {
      return await this.em.transactional(async (tx) => {
        const event = await this.lockEvent(tx, eventId);
        if (!event.registrationOpen) throw new AppError('CONFLICT', REGISTRATION_CLOSED_MESSAGE);
        if (await tx.count(Registration, { event, emailKey, status: { $ne: RegistrationStatus.CANCELLED } })) {
          throw new AppError('CONFLICT', DUPLICATE_REGISTRATION_MESSAGE, 'email');
        }
        const registration = tx.create(Registration, {
          event,
          name: input.name,
          email: input.email,
          emailKey,
          phone: input.phone,
          // Held: never holds a seat (WAITING) until released.
          status: RegistrationStatus.WAITING,
          consent: admission.consent,
          ...admission.hold,
        });
        if (!admission.hold) await this.announce(tx, event, registration);
        return registration;
      });
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) {
        throw new AppError('CONFLICT', DUPLICATE_REGISTRATION_MESSAGE, 'email');
      }
      // The event was deleted between the lock and the insert (cannot happen under the lock; kept as a net).
      if (error instanceof ForeignKeyConstraintViolationException) throw AppError.notFound(EVENT_NOT_FOUND_MESSAGE);
      throw error;
    }
  }

  /**
   * Gives a new (or just released) registration its seat when one is free, else a place on the
   * waiting list, and sends its mail and webhook. Call with the event's lock held.
   */
  private async announce(tx: EntityManager, event: Event, registration: Registration): Promise<void> {
    const full = event.capacity !== null && event.capacity !== undefined;
    const seat = !full || (await this.confirmedCount(tx, event)) < event.capacity!;
    registration.status = seat ? RegistrationStatus.CONFIRMED : RegistrationStatus.WAITING;
    registration.reminderSentAt = seat && this.insideReminderWindow(event) ? new Date() : null;
    this.queueMail(tx, seat ? 'confirmed' : 'waiting', event, registration);
    await this.webhooks.emit('registration.created', registration, { eventId: event.id }, tx);
  }

  /** An event's registrations held for review, newest first (the event's registrations screen). */
  async listHeldForEvent(eventId: string): Promise<Registration[]> {
    const event = await this.events.get(eventId);
    return this.em.find(
      Registration,
      { event, ...HELD_WHERE },
      { orderBy: { createdAt: QueryOrder.DESC, id: QueryOrder.DESC } },
    );
  }

  /**
   * Staff: releases a held registration as if it were sent now: a seat if one is free, else the
   * waiting list (a full event does not grow), with its mail and webhook; audited.
   */
  release(actor: Actor, id: string): Promise<Registration> {
    return this.em.transactional(async (tx) => {
      const { registration, event } = await this.lockedHeld(tx, id);
      Object.assign(registration, NOT_HELD);
      this.recordDecision(tx, actor, AuditAction.HELD_SUBMISSION_RELEASED, registration);
      await this.announce(tx, event, registration);
      return registration;
    });
  }

  /** Staff: deletes a held registration (it never held a seat nor was mailed); audited. Answers its id. */
  deleteHeld(actor: Actor, id: string): Promise<string> {
    return this.em.transactional(async (tx) => {
      const { registration } = await this.lockedHeld(tx, id);
      this.recordDecision(tx, actor, AuditAction.HELD_SUBMISSION_DELETED, registration);
      tx.remove(registration);
      return registration.id;
    });
  }

  private async lockedHeld(tx: EntityManager, id: string): Promise<{ registration: Registration; event: Event }> {
    const found = isUuid(id) ? await tx.findOne(Registration, { id, ...HELD_WHERE }) : null;
    if (!found) throw AppError.notFound(HELD_NOT_FOUND_MESSAGE);
    const event = await this.lockEvent(tx, found.event.id);
    const registration = await tx.findOne(Registration, { id, ...HELD_WHERE }, { refresh: true });
    if (!registration) throw AppError.notFound(HELD_NOT_FOUND_MESSAGE);
    return { registration, event };
  }

  private recordDecision(tx: EntityManager, actor: Actor, action: AuditAction, registration: Registration): void {
    this.audit.record(
      {
        actor: auditActor(actor),
        action,
        subject: { type: 'registration', id: registration.id },
        details: { form: 'register', eventId: registration.event.id },
      },
      tx,
    );
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
    this.queueMail(tx, 'promoted', event, registration);
  }

  /**
   * Cancels a live registration, mails the cancelling .ics and, when it held a seat, gives the
   * seat to the first person waiting. The one place a registration is cancelled (by its owner's
   * link or by staff). Call with the event's lock held.
   */
  private async cancel(
    tx: EntityManager,
    event: Event,
    registration: Registration,
    by: 'registrant' | 'staff',
  ): Promise<Registration> {
    const heldSeat = registration.status === RegistrationStatus.CONFIRMED;
    registration.status = RegistrationStatus.CANCELLED;
    registration.cancelledAt = new Date();
    registration.checkedInAt = null;
    this.queueMail(tx, by === 'staff' ? 'removed' : 'cancelled', event, registration);
    await this.webhooks.emit('registration.cancelled', registration, { eventId: event.id, cancelledBy: by }, tx);
    if (heldSeat) {
      await tx.flush();
      await this.fillSeats(tx, event);
    }
    return registration;
  }

  /** The registration a cancel link names; NOT_FOUND for an altered or foreign link. */
  private async registrationOfLink(tx: EntityManager, token: string, lock: boolean): Promise<CancelLinkView> {
    const id = this.tokens.verifyValue(CANCEL_LINK_PURPOSE, token.trim());
    const found = id && isUuid(id) ? await tx.findOne(Registration, { id }, { populate: ['event'] }) : null;
    if (!found) throw AppError.notFound(INVALID_CANCEL_LINK_MESSAGE);
    if (!lock) return { registration: found, event: found.event };
    const event = await this.lockEvent(tx, found.event.id);
    const registration = await tx.findOneOrFail(Registration, { id: found.id }, { refresh: true });
    return { registration, event };
  }

  /** What a cancel link is about (read-only): the event and the registration's status. */
  viewCancelLink(token: string): Promise<CancelLinkView> {
    return this.registrationOfLink(this.em, token, false);
  }

  /**
   * Cancels through the personal link. An altered link is NOT_FOUND; a link used again (or for a
   * registration staff already removed) is CONFLICT and changes nothing.
   */
  cancelByLink(token: string): Promise<CancelLinkView> {
    return this.em.transactional(async (tx) => {
      const { registration, event } = await this.registrationOfLink(tx, token, true);
      if (registration.status === RegistrationStatus.CANCELLED) {
        throw new AppError('CONFLICT', ALREADY_CANCELLED_MESSAGE);
      }
      await this.cancel(tx, event, registration, 'registrant');
      return { registration, event };
    });
  }

  /** Locks the event of registration `id` and reads the registration afresh. */
  private async lockedRegistration(
    tx: EntityManager,
    id: string,
  ): Promise<{ registration: Registration; event: Event }> {
    // A held registration is released or deleted first (its own mutations), never promoted or removed.
    const found = isUuid(id) ? await tx.findOne(Registration, { id, ...NOT_HELD_WHERE }) : null;
    if (!found) throw AppError.notFound(REGISTRATION_NOT_FOUND_MESSAGE);
    const event = await this.lockEvent(tx, found.event.id);
    const registration = await tx.findOneOrFail(Registration, { id }, { refresh: true });
    return { registration, event };
  }

  /** Staff: cancels someone's registration (they are mailed); their seat goes to the next person waiting. */
  removeByStaff(id: string): Promise<Registration> {
    return this.em.transactional(async (tx) => {
      const { registration, event } = await this.lockedRegistration(tx, id);
      if (registration.status === RegistrationStatus.CANCELLED) {
        throw new AppError('CONFLICT', ALREADY_CANCELLED_MESSAGE);
      }
      return this.cancel(tx, event, registration, 'staff');
    });
  }

  /** Staff: gives a seat to someone on the waiting list, out of turn, if a seat is free. */
  promoteByStaff(id: string): Promise<Registration> {
    return this.em.transactional(async (tx) => {
      const { registration, event } = await this.lockedRegistration(tx, id);
      if (registration.status !== RegistrationStatus.WAITING) throw new AppError('CONFLICT', NOT_WAITING_MESSAGE);
      if (event.capacity !== null && event.capacity !== undefined) {
        if ((await this.confirmedCount(tx, event)) >= event.capacity)
          throw new AppError('CONFLICT', EVENT_FULL_MESSAGE);
      }
      this.confirm(tx, event, registration);
      return registration;
    });
  }

  /** Staff: marks a confirmed registrant as arrived (or takes that back). */
  async setCheckIn(id: string, checkedIn: boolean): Promise<Registration> {
    const registration = isUuid(id) ? await this.em.findOne(Registration, { id }) : null;
    if (!registration) throw AppError.notFound(REGISTRATION_NOT_FOUND_MESSAGE);
    if (registration.status !== RegistrationStatus.CONFIRMED) {
      throw new AppError('CONFLICT', CHECK_IN_CONFIRMED_ONLY_MESSAGE);
    }
    registration.checkedInAt = checkedIn ? (registration.checkedInAt ?? new Date()) : null;
    await this.em.flush();
    return registration;
  }

  /** An event's registrations, newest first; only those of `status` when given. */
  async listForEvent(eventId: string, status?: RegistrationStatus | null): Promise<Registration[]> {
    const event = await this.events.get(eventId);
    return this.em.find(
      Registration,
      { event, ...NOT_HELD_WHERE, ...(status ? { status } : {}) },
      { orderBy: { createdAt: QueryOrder.DESC, id: QueryOrder.DESC } },
    );
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
      this.queueMail(tx, 'changed', event, registration);
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
    for (const registration of live) this.queueMail(tx, 'event-cancelled', event, registration);
  }

  /**
   * Queues the reminders that are due: confirmed registrations of events starting within
   * EVENT_REMINDER_HOURS that have not had one. Each is marked in the transaction that queues its
   * mail, and rows another process is handling are skipped, so each registration gets one.
   * Answers how many were queued.
   */
  queueDueReminders(limit = 200): Promise<number> {
    return this.em.transactional(async (tx) => {
      const now = new Date();
      const horizon = new Date(now.getTime() + this.options.reminderHours * 3600_000);
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
        this.queueMail(tx, 'reminder', registration.event, registration);
      }
      return due.length;
    });
  }
}
