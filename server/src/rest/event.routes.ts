import type { Request } from 'express';

import { inputFromBody } from '../lib/validation';
import type { Event } from '../modules/events/event.entity';
import { EventInput, EventUpdateInput } from '../modules/events/event.inputs';
import { EVENT_IMAGE_EXTENSION, type EventImage } from '../modules/events/event.service';
import { mailboxParts } from '../modules/events/event-calendar';
import { type Registration, RegistrationStatus } from '../modules/registrations/registration.entity';
import { RegistrationInput } from '../modules/registrations/registration.inputs';
import { registrationMessage } from '../modules/registrations/registration.messages';
import { Role } from '../modules/users/role';
import type { RequestContext } from '../request-context';
import type { ServerDeps } from '../services';
import type { StoredFile } from '../storage/file-storage';

import type { FileAnswer } from './file-response';
import { readMultipart } from './multipart';
import { PUBLIC_FORM_FIELDS, submissionOf } from './public-form';
import { restRoute } from './route-table';
import { list, message, uuid } from './schemas';

/** An event in REST answers (public): the spec's fields (GraphQL has the rest). */
export function eventJson(event: Event) {
  const { id, name, date, time, description, imageUrl, createdAt } = event;
  return { id, name, date, time, description, imageUrl, createdAt };
}

/** A registration in REST answers (staff only): the spec's fields (GraphQL has status and check-in). */
export function registrationJson(registration: Registration) {
  const { id, name, email, phone, createdAt } = registration;
  return { id, name, email, phone, createdAt };
}

const EVENT_FIELDS = {
  name: 'string',
  date: 'string',
  time: 'string',
  description: 'string',
  timeZone: 'string',
  durationMinutes: 'number',
  venue: 'string',
  onlineUrl: 'string',
  capacity: 'number',
  registrationClosesAt: 'string',
} as const;

/** Form fields are text: whole numbers become numbers, an empty capacity means unlimited (null). */
function formValues(fields: Record<string, string>): Record<string, unknown> {
  const values: Record<string, unknown> = { ...fields };
  for (const name of ['capacity', 'durationMinutes']) {
    const raw = fields[name]?.trim();
    if (raw === undefined) continue;
    if (raw === '') values[name] = name === 'capacity' ? null : undefined;
    else if (/^\d{1,9}$/.test(raw)) values[name] = Number(raw);
  }
  return values;
}

/**
 * Reads an event form (multipart/form-data) sent by staff: the text fields are validated as
 * `InputClass`, the optional `image` is streamed into storage and removed again if they fail.
 */
async function readEventForm<T extends EventInput | EventUpdateInput>(
  req: Request,
  ctx: RequestContext,
  deps: ServerDeps,
  InputClass: new () => T,
): Promise<{ input: T; image: StoredFile | undefined }> {
  const { fields, file } = await readMultipart(req, {
    fileField: 'image',
    storage: deps.storage,
    folder: 'event-images',
    maxBytes: deps.config.eventImageMaxBytes,
    // The name says nothing: the service reads the image's type from its bytes.
    extensionFor: () => EVENT_IMAGE_EXTENSION,
  });
  const input = await deps.storage.removeOnFailure(file, () =>
    inputFromBody(InputClass, formValues(fields), EVENT_FIELDS as { [K in keyof T]?: 'string' | 'number' }),
  );
  // inputFromBody skips nulls; an empty capacity field clears the capacity.
  if (fields.capacity?.trim() === '') input.capacity = null;
  return { input, image: file };
}

/** A public event image: imageUrl carries its version (?v=), and that exact URL may be cached for a year. */
function imageAnswer(req: Request, image: EventImage): FileAnswer {
  return {
    file: image.file,
    headers: {
      'Content-Type': image.contentType,
      'Cache-Control': req.query.v === image.version ? 'public, max-age=31536000, immutable' : 'public, max-age=300',
    },
  };
}

/** The events calls of spec section 7, plus the public image and calendar routes. */
export const eventRoutes = [
  restRoute({
    method: 'get',
    path: '/events/all',
    summary: 'List events: upcoming first, then past',
    access: 'public',
    responses: { 200: list('Event') },
    async answer({ ctx }) {
      return { status: 200, body: (await ctx.services.events.list()).map(eventJson) };
    },
  }),

  restRoute({
    method: 'post',
    path: '/events/add',
    summary: 'Add an event with its image',
    access: Role.INTERNAL_RECRUITER,
    multipart: { input: EventInput, file: 'image', fileRequired: true },
    responses: { 201: 'Event' },
    async answer({ req, ctx, deps }) {
      const { input, image } = await readEventForm(req, ctx, deps, EventInput);
      return { status: 201, body: eventJson(await ctx.services.events.create(input, image)) };
    },
  }),

  restRoute({
    method: 'put',
    path: '/events/update/:id',
    summary: 'Update an event (image optional)',
    access: Role.INTERNAL_RECRUITER,
    multipart: { input: EventUpdateInput, file: 'image', fileRequired: false },
    responses: { 200: 'Event' },
    async answer({ req, ctx, deps }) {
      const { input, image } = await readEventForm(req, ctx, deps, EventUpdateInput);
      return { status: 200, body: eventJson(await ctx.services.events.update(String(req.params.id), input, image)) };
    },
  }),

  restRoute({
    method: 'delete',
    path: '/events/delete/:id',
    summary: 'Delete an event with its registrations',
    access: Role.INTERNAL_RECRUITER,
    responses: { 200: message({ id: uuid }) },
    async answer({ req, ctx }) {
      const event = await ctx.services.events.delete(String(req.params.id));
      return { status: 200, body: { message: 'Event deleted.', id: event.id } };
    },
  }),

  restRoute({
    method: 'post',
    path: '/events/:id/register',
    summary: 'Register for an event',
    access: 'public',
    json: RegistrationInput,
    responses: { 201: message({ id: uuid, status: { enum: Object.values(RegistrationStatus) } }) },
    async answer({ req, ctx }) {
      const input = await inputFromBody(RegistrationInput, req.body, {
        name: 'string',
        email: 'string',
        phone: 'string',
        ...PUBLIC_FORM_FIELDS,
      });
      const registration = await ctx.services.registrationIntake.register(
        String(req.params.id),
        input,
        submissionOf(ctx, req.body),
      );
      return {
        status: 201,
        body: { message: registrationMessage(registration), id: registration.id, status: registration.status },
      };
    },
  }),

  restRoute({
    method: 'get',
    path: '/events/:id/registrations',
    summary: 'List an event’s registrations',
    access: Role.INTERNAL_RECRUITER,
    responses: { 200: list('Registration') },
    async answer({ req, ctx }) {
      const registrations = await ctx.services.registrations.listForEvent(String(req.params.id));
      return { status: 200, body: registrations.map(registrationJson) };
    },
  }),

  // Public; any other URL of the image than imageUrl is cached only briefly.
  restRoute({
    method: 'get',
    path: '/events/:id/image',
    summary: 'An event’s image',
    access: 'public',
    responses: { 200: 'file:image/png,image/jpeg,image/gif,image/webp,image/avif,image/bmp' },
    async sendFile({ req, ctx }) {
      return imageAnswer(req, await ctx.services.events.image(String(req.params.id)));
    },
  }),

  // Public: one resized copy of the picture (see Event.imageSources); cached like imageUrl.
  restRoute({
    method: 'get',
    path: '/events/:id/image/:variant',
    summary: 'One resized copy of an event’s image (see Event.imageSources)',
    access: 'public',
    responses: { 200: 'file:image/webp,image/avif' },
    async sendFile({ req, ctx }) {
      return imageAnswer(
        req,
        await ctx.services.events.imageVariant(String(req.params.id), String(req.params.variant)),
      );
    },
  }),

  // Public: the event for any calendar program (METHOD:PUBLISH), for the event page's add-to-calendar.
  restRoute({
    method: 'get',
    path: '/events/:id/calendar.ics',
    summary: 'The event as an iCalendar file, for any calendar program',
    access: 'public',
    responses: { 200: 'file:text/calendar' },
    async respond({ req, res, ctx, deps }) {
      const { publicUrl, mailFrom } = deps.config;
      const content = await ctx.services.events.publicCalendar(
        String(req.params.id),
        publicUrl,
        mailboxParts(mailFrom),
      );
      res
        .status(200)
        .set({
          'Content-Type': 'text/calendar; charset=utf-8',
          'Content-Disposition': 'attachment; filename="event.ics"',
          'Cache-Control': 'no-cache',
          'X-Content-Type-Options': 'nosniff',
        })
        .send(content);
    },
  }),
];
