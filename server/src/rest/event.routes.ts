import type { MikroORM } from '@mikro-orm/postgresql';
import type { Request } from 'express';
import { Router } from 'express';

import { createRequestContext, type RequestContext } from '../request-context';
import { inputFromBody } from '../lib/validation';
import type { Event } from '../modules/events/event.entity';
import { mailboxParts } from '../modules/events/event-calendar';
import { EventInput, EventUpdateInput } from '../modules/events/event.inputs';
import { registrationMessage } from '../modules/registrations/registration.messages';
import { EVENT_IMAGE_EXTENSION } from '../modules/events/event.service';
import type { Registration } from '../modules/registrations/registration.entity';
import { RegistrationInput } from '../modules/registrations/registration.inputs';
import { Role } from '../modules/users/role';
import type { ServerDeps } from '../services';
import type { StoredFile } from '../storage/file-storage';

import { fileHandler } from './file-response';
import { sendError } from '../lib/send-error';

import { restHandler, withAccess } from './handler';
import { PUBLIC_FORM_FIELDS, submissionOf } from './public-form';
import { readMultipart } from './multipart';

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

/** The events calls of spec section 7, plus the public image route. */
export function eventRoutes(orm: MikroORM, deps: ServerDeps): Router {
  const router = Router();

  router.get(
    '/events/all',
    restHandler(orm, deps, 'public', async (_req, ctx) => ({
      status: 200,
      body: (await ctx.services.events.list()).map(eventJson),
    })),
  );

  router.post(
    '/events/add',
    restHandler(orm, deps, Role.INTERNAL_RECRUITER, async (req, ctx) => {
      const { input, image } = await readEventForm(req, ctx, deps, EventInput);
      return { status: 201, body: eventJson(await ctx.services.events.create(input, image)) };
    }),
  );

  router.put(
    '/events/update/:id',
    restHandler(orm, deps, Role.INTERNAL_RECRUITER, async (req, ctx) => {
      const { input, image } = await readEventForm(req, ctx, deps, EventUpdateInput);
      return { status: 200, body: eventJson(await ctx.services.events.update(String(req.params.id), input, image)) };
    }),
  );

  router.delete(
    '/events/delete/:id',
    restHandler(orm, deps, Role.INTERNAL_RECRUITER, async (req, ctx) => {
      const event = await ctx.services.events.delete(String(req.params.id));
      return { status: 200, body: { message: 'Event deleted.', id: event.id } };
    }),
  );

  router.post(
    '/events/:id/register',
    restHandler(orm, deps, 'public', async (req, ctx) => {
      const input = await inputFromBody(RegistrationInput, req.body, {
        name: 'string',
        email: 'string',
        phone: 'string',
        ...PUBLIC_FORM_FIELDS,
      });
      const registration = await ctx.services.registrations.register(
        String(req.params.id),
        input,
        submissionOf(ctx, req.body),
      );
      return {
        status: 201,
        body: { message: registrationMessage(registration), id: registration.id, status: registration.status },
      };
    }),
  );

  router.get(
    '/events/:id/registrations',
    restHandler(orm, deps, Role.INTERNAL_RECRUITER, async (req, ctx) => {
      const registrations = await ctx.services.registrations.listForEvent(String(req.params.id));
      return { status: 200, body: registrations.map(registrationJson) };
    }),
  );

  // Public: the event for any calendar program (METHOD:PUBLISH), for the event page's add-to-calendar.
  router.get(
    '/events/:id/calendar.ics',
    withAccess('public', async (req, res) => {
      const ctx = createRequestContext(orm, deps, req);
      try {
        const { publicUrl, mailFrom } = deps.config;
        const id = String(req.params.id);
        const content = await ctx.services.events.publicCalendar(id, publicUrl, mailboxParts(mailFrom));
        res
          .status(200)
          .set({
            'Content-Type': 'text/calendar; charset=utf-8',
            'Content-Disposition': 'attachment; filename="event.ics"',
            'Cache-Control': 'no-cache',
            'X-Content-Type-Options': 'nosniff',
          })
          .send(content);
      } catch (error) {
        sendError(res, error, ctx.requestId, deps.logger);
      }
    }),
  );

  // Public. imageUrl carries the image's version (?v=): that exact URL never changes content and
  // may be cached for a year; any other URL of the image only briefly.
  router.get(
    '/events/:id/image',
    fileHandler(orm, deps, 'public', async (req, ctx) => {
      const image = await ctx.services.events.image(String(req.params.id));
      const current = req.query.v === image.version;
      return {
        file: image.file,
        headers: {
          'Content-Type': image.contentType,
          'Cache-Control': current ? 'public, max-age=31536000, immutable' : 'public, max-age=300',
        },
      };
    }),
  );

  // Public: one resized copy of the picture (see Event.imageSources); cached like imageUrl.
  router.get(
    '/events/:id/image/:variant',
    fileHandler(orm, deps, 'public', async (req, ctx) => {
      const image = await ctx.services.events.imageVariant(String(req.params.id), String(req.params.variant));
      return {
        file: image.file,
        headers: {
          'Content-Type': image.contentType,
          'Cache-Control':
            req.query.v === image.version ? 'public, max-age=31536000, immutable' : 'public, max-age=300',
        },
      };
    }),
  );

  return router;
}
