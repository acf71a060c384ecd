import type { Readable } from 'node:stream';

import { LockMode, QueryOrder, raw } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';

import { AppError } from '../../lib/app-error';
import { detectImage } from '../../storage/file-signatures';
import type { FileStorage, StoredFile } from '../../storage/file-storage';
import { isUuid } from '../jobs/job.service';

import { Event } from './event.entity';
import type { EventInput, EventUpdateInput } from './event.inputs';

export const EVENT_NOT_FOUND_MESSAGE = 'This event does not exist.';
export const IMAGE_REQUIRED_MESSAGE = 'image is required: choose a picture for the event.';
export const INVALID_IMAGE_MESSAGE = 'image must be a picture file (PNG, JPEG, GIF, WebP, AVIF or BMP).';

/** Event images are stored under a neutral extension: their type is read from their bytes. */
export const EVENT_IMAGE_EXTENSION = '.img';

export interface EventImage {
  stream: Readable;
  contentType: string;
  /** The `v` of the event's current imageUrl. */
  version: string;
}

export class EventService {
  constructor(
    private readonly em: EntityManager,
    private readonly storage: FileStorage,
    private readonly imageMaxBytes: number,
  ) {}

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
   * Upcoming events first, soonest first (by date, then time); then past ones, latest first.
   * "Today" is the UTC date, taken here so the database session's time zone cannot change it.
   */
  async list(): Promise<Event[]> {
    const today = new Date().toISOString().slice(0, 10);
    return this.em.find(
      Event,
      {},
      {
        orderBy: [
          { [raw('(?? < ?::date)', ['date', today])]: QueryOrder.ASC },
          { [raw('abs(?? - ?::date)', ['date', today])]: QueryOrder.ASC },
          { [raw('(case when ?? >= ?::date then ?? end)', ['date', today, 'time_of_day'])]: QueryOrder.ASC },
          { timeOfDay: QueryOrder.DESC, createdAt: QueryOrder.ASC },
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
    const kind = await detectImage(image.path);
    if (!kind) throw AppError.badInput('image', INVALID_IMAGE_MESSAGE);
    return kind.contentType;
  }

  /** Adds an event with its image; any refusal removes the stored image. */
  create(input: EventInput, image: StoredFile | undefined): Promise<Event> {
    return this.storage.removeOnFailure(image, async () => {
      if (!image) throw AppError.badInput('image', IMAGE_REQUIRED_MESSAGE);
      const event = this.em.create(Event, {
        name: input.name,
        date: input.date,
        timeOfDay: input.time,
        description: input.description,
        imageKey: image.key,
        imageContentType: await this.imageType(image),
      });
      await this.em.flush();
      return event;
    });
  }

  /**
   * Changes the fields sent; a new image replaces the old one, whose file goes once the change is
   * committed. The row is locked meanwhile, so concurrent edits and deletes cannot orphan a file.
   */
  async update(id: string, input: EventUpdateInput, image: StoredFile | undefined): Promise<Event> {
    let replaced: string | null | undefined;
    const event = await this.storage.removeOnFailure(image, () =>
      this.em.transactional(async (tx) => {
        const locked = await this.lockedEvent(tx, id);
        if (input.name !== undefined && input.name !== null) locked.name = input.name;
        if (input.date !== undefined && input.date !== null) locked.date = input.date;
        if (input.time !== undefined && input.time !== null) locked.timeOfDay = input.time;
        if (input.description !== undefined && input.description !== null) locked.description = input.description;
        if (image) {
          const contentType = await this.imageType(image);
          replaced = locked.imageKey;
          locked.imageKey = image.key;
          locked.imageContentType = contentType;
        }
        return locked;
      }),
    );
    await this.storage.remove(replaced);
    return event;
  }

  /** Deletes the event, its registrations (cascade) and, once that is committed, its image file. */
  async delete(id: string): Promise<Event> {
    const event = await this.em.transactional(async (tx) => {
      const locked = await this.lockedEvent(tx, id);
      tx.remove(locked);
      return locked;
    });
    await this.storage.remove(event.imageKey);
    return event;
  }

  private async lockedEvent(tx: EntityManager, id: string): Promise<Event> {
    const event = isUuid(id) ? await tx.findOne(Event, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE }) : null;
    if (!event) throw AppError.notFound(EVENT_NOT_FOUND_MESSAGE);
    return event;
  }

  async image(id: string): Promise<EventImage> {
    const event = await this.get(id);
    if (!event.imageKey || !event.imageContentType) throw AppError.notFound('This event has no image.');
    return {
      stream: this.storage.open(event.imageKey),
      contentType: event.imageContentType,
      version: event.imageVersion,
    };
  }
}
