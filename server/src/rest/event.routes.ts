import type { MikroORM } from '@mikro-orm/postgresql';
import type { Request } from 'express';
import { Router } from 'express';

import type { RequestContext } from '../request-context';
import { inputFromBody } from '../lib/validation';
import type { Event } from '../modules/events/event.entity';
import { EventInput, EventUpdateInput } from '../modules/events/event.inputs';
import { REGISTRATION_SUCCESS_MESSAGE } from '../modules/events/event.resolver';
import { EVENT_IMAGE_EXTENSION } from '../modules/events/event.service';
import type { Registration } from '../modules/registrations/registration.entity';
import { RegistrationInput } from '../modules/registrations/registration.inputs';
import { Role } from '../modules/users/role';
import type { ServerDeps } from '../services';
import type { StoredFile } from '../storage/file-storage';

import { fileHandler } from './file-response';
import { restHandler } from './handler';
import { PUBLIC_FORM_FIELDS, submissionOf } from './public-form';
import { readMultipart } from './multipart';

/** An event in REST answers (public). */
export function eventJson(event: Event) {
  const { id, name, date, time, description, imageUrl, createdAt } = event;
  return { id, name, date, time, description, imageUrl, createdAt };
}

/** A registration in REST answers (staff only). */
export function registrationJson(registration: Registration) {
  const { id, name, email, phone, createdAt } = registration;
  return { id, name, email, phone, createdAt };
}

const EVENT_FIELDS = { name: 'string', date: 'string', time: 'string', description: 'string' } as const;

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
    inputFromBody(InputClass, fields, EVENT_FIELDS as { [K in keyof T]?: 'string' }),
  );
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
      return { status: 201, body: { message: REGISTRATION_SUCCESS_MESSAGE, id: registration.id } };
    }),
  );

  router.get(
    '/events/:id/registrations',
    restHandler(orm, deps, Role.INTERNAL_RECRUITER, async (req, ctx) => {
      const registrations = await ctx.services.registrations.listForEvent(String(req.params.id));
      return { status: 200, body: registrations.map(registrationJson) };
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
        stream: image.stream,
        headers: {
          'Content-Type': image.contentType,
          'Cache-Control': current ? 'public, max-age=31536000, immutable' : 'public, max-age=300',
        },
      };
    }),
  );

  return router;
}
