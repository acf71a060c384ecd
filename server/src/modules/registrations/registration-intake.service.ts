import { ForeignKeyConstraintViolationException, UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';

import { AppError } from '../../lib/app-error';
import { isUuid } from '../../lib/validation';
import type { Actor, AuditService } from '../audit/audit.service';
import type { Event } from '../events/event.entity';
import { EVENT_NOT_FOUND_MESSAGE, type EventService } from '../events/event.service';
import {
  auditHeldDecision,
  HELD_NOT_FOUND_MESSAGE,
  HELD_WHERE,
  type HeldAuditSubject,
  NOT_HELD,
} from '../public-forms/held';
import type { PublicFormService, Submission } from '../public-forms/public-form.service';

import { Registration, RegistrationStatus } from './registration.entity';
import type { RegistrationInput } from './registration.inputs';
import {
  ALREADY_CANCELLED_MESSAGE,
  DUPLICATE_REGISTRATION_MESSAGE,
  INVALID_CANCEL_LINK_MESSAGE,
  REGISTRATION_CLOSED_MESSAGE,
} from './registration.messages';
import type { RegistrationMailer } from './registration-mailer';
import type { RegistrationSeatsService } from './registration-seats.service';

/** What a registrant sees through a cancel link: no personal data beyond their own status. */
export interface CancelLinkView {
  registration: Registration;
  event: Event;
}

/** The audit log's subject of a held registration. */
const heldAuditSubject = (registration: Registration): HeldAuditSubject => ({
  subject: { type: 'registration', id: registration.id },
  details: { form: 'register', eventId: registration.event.id },
});

/**
 * What a visitor does with a registration: registers (the public form's consent and hold, the
 * row, its seat or waiting place with its mail and webhook) and cancels it through their personal
 * link; and staff's release or deletion of a registration held for review, which until then holds
 * no seat and was sent nothing.
 */
export class RegistrationIntakeService {
  constructor(
    private readonly em: EntityManager,
    private readonly events: EventService,
    private readonly forms: PublicFormService,
    private readonly audit: AuditService,
    private readonly seats: RegistrationSeatsService,
    private readonly mailer: RegistrationMailer,
  ) {}

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
        const event = await this.seats.lockEvent(tx, eventId);
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
        if (!admission.hold) await this.seats.place(tx, event, registration);
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
   * Staff: releases a held registration as if it were sent now: a seat if one is free, else the
   * waiting list (a full event does not grow), with its mail and webhook; audited.
   */
  release(actor: Actor, id: string): Promise<Registration> {
    return this.em.transactional(async (tx) => {
      const { registration, event } = await this.lockedHeld(tx, id);
      Object.assign(registration, NOT_HELD);
      auditHeldDecision(this.audit, tx, actor, 'released', heldAuditSubject(registration));
      await this.seats.place(tx, event, registration);
      return registration;
    });
  }

  /** Staff: deletes a held registration (it never held a seat nor was mailed); audited. Answers its id. */
  deleteHeld(actor: Actor, id: string): Promise<string> {
    return this.em.transactional(async (tx) => {
      const { registration } = await this.lockedHeld(tx, id);
      auditHeldDecision(this.audit, tx, actor, 'deleted', heldAuditSubject(registration));
      tx.remove(registration);
      return registration.id;
    });
  }

  private async lockedHeld(tx: EntityManager, id: string): Promise<{ registration: Registration; event: Event }> {
    const found = isUuid(id) ? await tx.findOne(Registration, { id, ...HELD_WHERE }) : null;
    if (!found) throw AppError.notFound(HELD_NOT_FOUND_MESSAGE);
    const event = await this.seats.lockEvent(tx, found.event.id);
    const registration = await tx.findOne(Registration, { id, ...HELD_WHERE }, { refresh: true });
    if (!registration) throw AppError.notFound(HELD_NOT_FOUND_MESSAGE);
    return { registration, event };
  }

  /** The registration a cancel link names; NOT_FOUND for an altered or foreign link. */
  private async registrationOfLink(tx: EntityManager, token: string, lock: boolean): Promise<CancelLinkView> {
    const id = this.mailer.registrationIdOfLink(token);
    const found = id && isUuid(id) ? await tx.findOne(Registration, { id }, { populate: ['event'] }) : null;
    if (!found) throw AppError.notFound(INVALID_CANCEL_LINK_MESSAGE);
    if (!lock) return { registration: found, event: found.event };
    const event = await this.seats.lockEvent(tx, found.event.id);
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
      await this.seats.cancel(tx, event, registration, 'registrant');
      return { registration, event };
    });
  }
}
