import type { MikroORM } from '@mikro-orm/postgresql';
import { Router } from 'express';

import { PageArgs, pageArgsFromQuery } from '../lib/paging';
import { inputFromBody } from '../lib/validation';
import type { ContactMessage } from '../modules/contact/contact-message.entity';
import { ContactMessageInput } from '../modules/contact/contact.inputs';
import { CONTACT_SUCCESS_MESSAGE } from '../modules/contact/contact.service';
import { Role } from '../modules/users/role';
import type { ServerDeps } from '../services';

import { restHandler } from './handler';
import { PUBLIC_FORM_FIELDS, submissionOf } from './public-form';

export function contactMessageJson(contact: ContactMessage) {
  const { id, name, email, mobile, location, message, createdAt } = contact;
  return { id, name, email, mobile, location, message, createdAt };
}

/** POST /api/contact (public, spec section 7) and GET /api/contact (staff). */
export function contactRoutes(orm: MikroORM, deps: ServerDeps): Router {
  const router = Router();

  router.post(
    '/contact',
    restHandler(orm, deps, 'public', async (req, ctx) => {
      const input = await inputFromBody(ContactMessageInput, req.body, {
        name: 'string',
        email: 'string',
        mobile: 'string',
        location: 'string',
        message: 'string',
        ...PUBLIC_FORM_FIELDS,
      });
      const saved = await ctx.services.contact.create(input, submissionOf(ctx, req.body));
      return { status: 201, body: { message: CONTACT_SUCCESS_MESSAGE, contactMessage: contactMessageJson(saved) } };
    }),
  );

  // A plain array, newest first; the total over all pages is in X-Total-Count.
  router.get(
    '/contact',
    restHandler(orm, deps, Role.INTERNAL_RECRUITER, async (req, ctx) => {
      const args = await pageArgsFromQuery(PageArgs, req.query as Record<string, unknown>);
      const page = await ctx.services.contact.list(args);
      return {
        status: 200,
        body: page.items.map(contactMessageJson),
        headers: { 'X-Total-Count': String(page.total) },
      };
    }),
  );

  return router;
}
