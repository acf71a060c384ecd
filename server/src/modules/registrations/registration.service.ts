import { QueryOrder } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';

import { AppError } from '../../lib/app-error';
import { isUuid } from '../../lib/validation';
import type { Event } from '../events/event.entity';
import type { EventService } from '../events/event.service';
import { HELD_WHERE, NOT_HELD_WHERE } from '../public-forms/held';

import { Registration, RegistrationStatus } from './registration.entity';
import {
  ALREADY_CANCELLED_MESSAGE,
  CHECK_IN_CONFIRMED_ONLY_MESSAGE,
  NOT_WAITING_MESSAGE,
  REGISTRATION_NOT_FOUND_MESSAGE,
} from './registration.messages';
import type { RegistrationSeatsService } from './registration-seats.service';

/**
 * Staff on an event's registrations: the lists (live and held for review), check-in, and removing
 * or promoting someone, whose seat changes go through RegistrationSeatsService under the event's lock.
 */
export class RegistrationService {
  constructor(
    private readonly em: EntityManager,
    private readonly events: EventService,
    private readonly seats: RegistrationSeatsService,
  ) {}

  /** An event's registrations, newest first; only those of `status` when given. */
  async listForEvent(eventId: string, status?: RegistrationStatus | null): Promise<Registration[]> {
    const event = await this.events.get(eventId);
    return this.em.find(
      Registration,
      { event, ...NOT_HELD_WHERE, ...(status ? { status } : {}) },
      { orderBy: { createdAt: QueryOrder.DESC, id: QueryOrder.DESC } },
    );
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

  /** Locks the event of registration `id` and reads the registration afresh. */
  private async lockedRegistration(
    tx: EntityManager,
    id: string,
  ): Promise<{ registration: Registration; event: Event }> {
    // A held registration is released or deleted first (its own mutations), never promoted or removed.
    const found = isUuid(id) ? await tx.findOne(Registration, { id, ...NOT_HELD_WHERE }) : null;
    if (!found) throw AppError.notFound(REGISTRATION_NOT_FOUND_MESSAGE);
    const event = await this.seats.lockEvent(tx, found.event.id);
    const registration = await tx.findOneOrFail(Registration, { id }, { refresh: true });
    return { registration, event };
  }

  /** Cancels someone's registration (they are mailed); their seat goes to the next person waiting. */
  removeByStaff(id: string): Promise<Registration> {
    return this.em.transactional(async (tx) => {
      const { registration, event } = await this.lockedRegistration(tx, id);
      if (registration.status === RegistrationStatus.CANCELLED) {
        throw new AppError('CONFLICT', ALREADY_CANCELLED_MESSAGE);
      }
      return this.seats.cancel(tx, event, registration, 'staff');
    });
  }

  /** Gives a seat to someone on the waiting list, out of turn, if a seat is free. */
  promoteByStaff(id: string): Promise<Registration> {
    return this.em.transactional(async (tx) => {
      const { registration, event } = await this.lockedRegistration(tx, id);
      if (registration.status !== RegistrationStatus.WAITING) throw new AppError('CONFLICT', NOT_WAITING_MESSAGE);
      await this.seats.promote(tx, event, registration);
      return registration;
    });
  }

  /** Marks a confirmed registrant as arrived (or takes that back). */
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
}
