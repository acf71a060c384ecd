import { ContactMessageInput } from '../modules/contact/contact.inputs';
import { CONTACT_SUCCESS_MESSAGE } from '../modules/contact/contact.service';
import type { ContactMessage } from '../modules/contact/contact-message.entity';

import { publicFormRoutes } from './public-form';

export function contactMessageJson(contact: ContactMessage) {
  const { id, name, email, mobile, location, message, createdAt } = contact;
  return { id, name, email, mobile, location, message, createdAt };
}

/** POST /api/contact (public, spec section 7) and GET /api/contact (staff). */
export const contactRoutes = publicFormRoutes({
  submit: { path: '/contact', summary: 'Send a contact message' },
  list: { path: '/contact', summary: 'List contact messages, newest first' },
  input: ContactMessageInput,
  fields: { name: 'string', email: 'string', mobile: 'string', location: 'string', message: 'string' },
  successMessage: CONTACT_SUCCESS_MESSAGE,
  schema: 'ContactMessage',
  answerKey: 'contactMessage',
  json: contactMessageJson,
  records: (ctx) => ctx.services.contact,
});
