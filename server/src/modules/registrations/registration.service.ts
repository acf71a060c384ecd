import {
  ForeignKeyConstraintViolationException,
  QueryOrder,
  raw,
  UniqueConstraintViolationException,
} from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import DataLoader from 'dataloader';

import { AppError } from '../../lib/app-error';
import type { MailService } from '../../mail/mail.service';
import { EVENT_NOT_FOUND_MESSAGE, type EventService } from '../events/event.service';
import type { PublicFormService, Submission } from '../public-forms/public-form.service';

import { Registration } from './registration.entity';
import type { RegistrationInput } from './registration.inputs';

export const DUPLICATE_REGISTRATION_MESSAGE = 'This e-mail address is already registered for this event.';

export class RegistrationService {
  /**
   * Counts for the events of one request, one grouped query per batch. Not cached: a registration
   * made later in the same request must show in a later count.
   */
  private readonly counts = new DataLoader<string, number>(
    async (eventIds) => {
      const rows = await this.em
        .createQueryBuilder(Registration, 'r')
        .select(['r.event_id', raw('count(*)::int as count')])
        .where({ event: { $in: [...eventIds] } })
        .groupBy('r.event_id')
        .execute<{ event_id: string; count: number }[]>('all', false);
      const byEvent = new Map(rows.map((row) => [row.event_id, row.count]));
      return eventIds.map((id) => byEvent.get(id) ?? 0);
    },
    { cache: false },
  );

  constructor(
    private readonly em: EntityManager,
    private readonly events: EventService,
    private readonly mail: MailService,
    private readonly forms: PublicFormService,
  ) {}

  /** How many registrations an event has; calls made together are answered by one query. */
  countForEvent(eventId: string): Promise<number> {
    return this.counts.load(eventId);
  }

  /** Registers a visitor once per e-mail and event, and queues their confirmation in the same transaction. */
  async register(eventId: string, input: RegistrationInput, from: Submission): Promise<Registration> {
    const event = await this.events.get(eventId);
    const admission = await this.forms.admit('register', input, from);
    const emailKey = input.email.trim().toLowerCase();
    const values = { event, name: input.name, email: input.email, emailKey, phone: input.phone };
    // Dropped (looked automated): answered like a success, stored nowhere, no e-mail.
    if (!admission.keep) return Object.assign(new Registration(), { ...values, consent: admission.consent });
    if (await this.em.count(Registration, { event, emailKey })) {
      throw new AppError('CONFLICT', DUPLICATE_REGISTRATION_MESSAGE, 'email');
    }
    const registration = this.em.create(Registration, { ...values, consent: admission.consent });
    this.mail.queue({
      about: `registration:${registration.id}`,
      to: input.email,
      subject: `You are registered: ${event.name}`,
      text:
        `Dear ${input.name},\n\nThank you for registering for ${event.name} on ${event.date} at ${event.time}.` +
        `\n\nWe look forward to seeing you.\n\nKind regards,\nThe events team`,
    });
    try {
      await this.em.flush();
    } catch (error) {
      this.em.clear();
      if (error instanceof UniqueConstraintViolationException) {
        throw new AppError('CONFLICT', DUPLICATE_REGISTRATION_MESSAGE, 'email');
      }
      // The event was deleted between reading it and saving the registration.
      if (error instanceof ForeignKeyConstraintViolationException) throw AppError.notFound(EVENT_NOT_FOUND_MESSAGE);
      throw error;
    }
    return registration;
  }

  /** An event's registrations, newest first. */
  async listForEvent(eventId: string): Promise<Registration[]> {
    const event = await this.events.get(eventId);
    return this.em.find(Registration, { event }, { orderBy: { createdAt: QueryOrder.DESC, id: QueryOrder.DESC } });
  }
}
