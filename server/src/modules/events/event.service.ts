import type { Readable } from 'node:stream';

import { LockMode, QueryOrder, raw } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';

import { AppError } from '../../lib/app-error';
import { isUuid } from '../../lib/validation';
import { zonedInstant } from '../../lib/zoned-time';
import { detectImage, storedBytes } from '../../storage/file-signatures';
import type { FileStorage, OpenedFile, StoredFile } from '../../storage/file-storage';

import { Event } from './event.entity';
import type { EventInput, EventUpdateInput } from './event.inputs';
import { eventCalendar } from './event-calendar';
import { type ImageVariant, renderImageVariants, VARIANT_CONTENT_TYPES } from './event-image-variants';

export const EVENT_NOT_FOUND_MESSAGE = 'This event does not exist.';
export const IMAGE_REQUIRED_MESSAGE = 'image is required: choose a picture for the event.';
export const INVALID_IMAGE_MESSAGE = 'image must be a picture file (PNG, JPEG, GIF, WebP, AVIF or BMP).';

/** Event images are stored under a neutral extension: their type is read from their bytes. */
export const EVENT_IMAGE_EXTENSION = '.img';

export const NO_IMAGE_MESSAGE = 'This event has no image.';
export const CLOSING_AFTER_START_MESSAGE = 'registrationClosesAt must be before the event starts.';

/** What changes to an event mean for the people registered (RegistrationSeatsService); called with the event locked. */
export interface EventRegistrantHooks {
  /** The event moved in calendars (name, time, place): mail the update. */
  eventChanged(tx: EntityManager, event: Event): Promise<void>;
  /** Capacity rose or was removed: promote from the waiting list. */
  capacityChanged(tx: EntityManager, event: Event): Promise<void>;
  /** The event is being deleted: mail the cancellation. */
  eventCancelled(tx: EntityManager, event: Event): Promise<void>;
}

/** Optional fields of a form: undefined (not sent) keeps, '' or null clears, anything else sets. */
function present<T>(value: T | null | undefined): value is T | null {
  return value !== undefined;
}
function blankToNull(value: string | null | undefined): string | null {
  return value === null || value === undefined || value.trim() === '' ? null : value.trim();
}

export interface EventImage {
  file: OpenedFile;
  contentType: string;
  /** The `v` of the event's current imageUrl. */
  version: string;
}

/** What an event's calendar entry shows; a change to any of it is mailed to registrants. */
function calendarFields(event: Event): string {
  return JSON.stringify([event.name, event.startsAt.getTime(), event.durationMinutes, event.venue, event.onlineUrl]);
}

export class EventService {
  constructor(
    private readonly em: EntityManager,
    private readonly storage: FileStorage,
    private readonly imageMaxBytes: number,
    private readonly defaultTimeZone: string,
    private readonly registrants: EventRegistrantHooks,
  ) {}

  /** Sets the derived instants (start, registration closing) from the event's wall-clock fields. */
  private placeInTime(event: Event, registrationClosesAt: string | null | undefined): void {
    event.placeStart();
    if (present(registrationClosesAt)) {
      const closing = blankToNull(registrationClosesAt);
      const [date, time] = closing ? closing.split('T') : [];
      event.registrationClosesAt = closing ? zonedInstant(date!, time!, event.timeZone) : null;
    }
    if (event.registrationClosesAt && event.registrationClosesAt > event.startsAt) {
      throw AppError.badInput('registrationClosesAt', CLOSING_AFTER_START_MESSAGE);
    }
  }

  /** Copies the optional fields that were sent (EventDetailsInput) onto the event. */
  private applyDetails(event: Event, input: EventInput | EventUpdateInput): void {
    if (input.timeZone) event.timeZone = input.timeZone;
    if (input.durationMinutes !== undefined && input.durationMinutes !== null) {
      event.durationMinutes = input.durationMinutes;
    }
    if (present(input.venue)) event.venue = blankToNull(input.venue);
    if (present(input.onlineUrl)) event.onlineUrl = blankToNull(input.onlineUrl);
    if (present(input.capacity)) event.capacity = input.capacity;
    this.placeInTime(event, input.registrationClosesAt);
  }

  /** Streams an uploaded image into storage (size checked while streaming). */
  saveImage(stream: Readable, originalName: string): Promise<StoredFile> {
    return this.storage.save(stream, {
      folder: 'event-images',
      extension: EVENT_IMAGE_EXTENSION,
      maxBytes: this.imageMaxBytes,
      field: 'image',
      originalName,
    });
  }

  /**
   * Upcoming events first, soonest first; then past ones (those that have started), latest first.
   * "Now" is taken here, so the database session's time zone cannot change it.
   */
  async list(): Promise<Event[]> {
    const now = new Date().toISOString();
    return this.em.find(
      Event,
      {},
      {
        orderBy: [
          { [raw('(?? <= ?::timestamptz)', ['starts_at', now])]: QueryOrder.ASC },
          { [raw('abs(extract(epoch from ?? - ?::timestamptz))', ['starts_at', now])]: QueryOrder.ASC },
          { createdAt: QueryOrder.ASC },
        ],
      },
    );
  }

  async get(id: string): Promise<Event> {
    const event = isUuid(id) ? await this.em.findOne(Event, { id }) : null;
    if (!event) throw AppError.notFound(EVENT_NOT_FOUND_MESSAGE);
    return event;
  }

  private async imageType(image: StoredFile): Promise<string> {
    const kind = await detectImage(storedBytes(this.storage, image));
    if (!kind) throw AppError.badInput('image', INVALID_IMAGE_MESSAGE);
    return kind.contentType;
  }

  /** Adds an event with its image; any refusal removes the stored image. */
  create(input: EventInput, image: StoredFile | undefined): Promise<Event> {
    return this.storage.removeOnFailure(image, async () => {
      if (!image) throw AppError.badInput('image', IMAGE_REQUIRED_MESSAGE);
      const imageContentType = await this.imageType(image);
      const variants = await renderImageVariants(this.storage, image);
      const event = this.em.create(Event, {
        name: input.name,
        date: input.date,
        timeOfDay: input.time,
        timeZone: this.defaultTimeZone,
        description: input.description,
        imageKey: image.key,
        imageContentType,
        imageVariants: variants,
      });
      try {
        this.applyDetails(event, input);
        await this.em.flush();
      } catch (error) {
        await this.removeVariants(variants);
        throw error;
      }
      return event;
    });
  }

  /**
   * Changes the fields sent; a new image replaces the old one, whose file goes once the change is
   * committed. The row is locked meanwhile, so concurrent edits and deletes cannot orphan a file.
   */
  async update(id: string, input: EventUpdateInput, image: StoredFile | undefined): Promise<Event> {
    let replaced: { key?: string | null; variants?: ImageVariant[] | null } = {};
    let variants: ImageVariant[] = [];
    const event = await this.storage.removeOnFailure(image, async () => {
      const contentType = image ? await this.imageType(image) : undefined;
      if (image) variants = await renderImageVariants(this.storage, image);
      try {
        return await this.em.transactional(async (tx) => {
          const locked = await this.lockedEvent(tx, id);
          const before = { calendar: calendarFields(locked), capacity: locked.capacity ?? null };
          if (input.name !== undefined && input.name !== null) locked.name = input.name;
          if (input.date !== undefined && input.date !== null) locked.date = input.date;
          if (input.time !== undefined && input.time !== null) locked.timeOfDay = input.time;
          if (input.description !== undefined && input.description !== null) locked.description = input.description;
          this.applyDetails(locked, input);
          if (calendarFields(locked) !== before.calendar) {
            locked.sequence += 1;
            await this.registrants.eventChanged(tx, locked);
          }
          const capacity = locked.capacity ?? null;
          if (
            capacity !== before.capacity &&
            (capacity === null || (before.capacity !== null && capacity > before.capacity))
          ) {
            await tx.flush();
            await this.registrants.capacityChanged(tx, locked);
          }
          if (image) {
            replaced = { key: locked.imageKey, variants: locked.imageVariants };
            locked.imageKey = image.key;
            locked.imageContentType = contentType;
            locked.imageVariants = variants;
          }
          return locked;
        });
      } catch (error) {
        await this.removeVariants(variants);
        throw error;
      }
    });
    await this.storage.remove(replaced.key);
    await this.removeVariants(replaced.variants);
    return event;
  }

  /** Deletes the event, its registrations (cascade) and, once that is committed, its image file. */
  async delete(id: string): Promise<Event> {
    const event = await this.em.transactional(async (tx) => {
      const locked = await this.lockedEvent(tx, id);
      await this.registrants.eventCancelled(tx, locked);
      tx.remove(locked);
      return locked;
    });
    await this.storage.remove(event.imageKey);
    await this.removeVariants(event.imageVariants);
    return event;
  }

  private async removeVariants(variants: ImageVariant[] | null | undefined): Promise<void> {
    await Promise.all((variants ?? []).map((variant) => this.storage.remove(variant.key)));
  }

  private async lockedEvent(tx: EntityManager, id: string): Promise<Event> {
    const event = isUuid(id) ? await tx.findOne(Event, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE }) : null;
    if (!event) throw AppError.notFound(EVENT_NOT_FOUND_MESSAGE);
    return event;
  }

  /** The event as a plain calendar file (METHOD:PUBLISH, one UID per event), for anyone. */
  async publicCalendar(id: string, origin: string, organizer: { name: string; email: string }): Promise<string> {
    const event = await this.get(id);
    return eventCalendar(event, {
      origin,
      uid: `event-${event.id}@${new URL(origin).hostname}`,
      method: 'PUBLISH',
      organizer,
    });
  }

  /**
   * The event's picture at imageUrl: its widest WebP copy when it was resized (the upload itself,
   * with whatever metadata it carried, is never served then), else the upload as it came.
   */
  async image(id: string): Promise<EventImage> {
    const event = await this.get(id);
    if (!event.imageKey || !event.imageContentType) throw AppError.notFound(NO_IMAGE_MESSAGE);
    const widest = (event.imageVariants ?? [])
      .filter((variant) => variant.format === 'webp')
      .sort((a, b) => b.width - a.width)[0];
    if (widest) return this.variantImage(event, widest);
    return {
      file: await this.storage.open(event.imageKey),
      contentType: event.imageContentType,
      version: event.imageVersion,
    };
  }

  /** One resized copy, named as in imageSources (`480.webp`). */
  async imageVariant(id: string, name: string): Promise<EventImage> {
    const event = await this.get(id);
    const variant = (event.imageVariants ?? []).find((item) => `${item.width}.${item.format}` === name);
    if (!variant) throw AppError.notFound(NO_IMAGE_MESSAGE);
    return this.variantImage(event, variant);
  }

  private async variantImage(event: Event, variant: ImageVariant): Promise<EventImage> {
    return {
      file: await this.storage.open(variant.key),
      contentType: VARIANT_CONTENT_TYPES[variant.format],
      version: event.imageVersion,
    };
  }
}
