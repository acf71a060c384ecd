import { PageArgs, pageArgsFromQuery } from '../lib/paging';
import { inputFromBody } from '../lib/validation';
import { ContactMessageInput } from '../modules/contact/contact.inputs';
import { CONTACT_SUCCESS_MESSAGE } from '../modules/contact/contact.service';
import type { ContactMessage } from '../modules/contact/contact-message.entity';
import { Role } from '../modules/users/role';

import { PUBLIC_FORM_FIELDS, submissionOf } from './public-form';
import { restRoute } from './route-table';
import { list, message, ref } from './schemas';

export function contactMessageJson(contact: ContactMessage) {
  const { id, name, email, mobile, location, message, createdAt } = contact;
  return { id, name, email, mobile, location, message, createdAt };
}

/** POST /api/contact (public, spec section 7) and GET /api/contact (staff). */
export const contactRoutes = [
  restRoute({
    method: 'post',
    path: '/contact',
    summary: 'Send a contact message',
    access: 'public',
    json: ContactMessageInput,
    responses: { 201: message({ contactMessage: ref('ContactMessage') }) },
    async answer({ req, ctx }) {
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
    },
  }),

  // A plain array, newest first; the total over all pages is in X-Total-Count.
  restRoute({
    method: 'get',
    path: '/contact',
    summary: 'List contact messages, newest first',
    access: Role.INTERNAL_RECRUITER,
    query: PageArgs,
    responses: { 200: list('ContactMessage') },
    totalCount: true,
    async answer({ req, ctx }) {
      const args = await pageArgsFromQuery(PageArgs, req.query as Record<string, unknown>);
      const page = await ctx.services.contact.list(args);
      return {
        status: 200,
        body: page.items.map(contactMessageJson),
        headers: { 'X-Total-Count': String(page.total) },
      };
    },
  }),
];
