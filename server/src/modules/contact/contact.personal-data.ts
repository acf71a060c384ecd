import { publicFormPersonalData } from '../public-forms/public-form.personal-data';

import { ContactMessage } from './contact-message.entity';

/** Messages sent through the contact form (the address as typed; matched in any letter case). */
export const contactPersonalData = publicFormPersonalData({
  name: 'contact messages',
  entity: ContactMessage,
  table: 'contact_message',
  field: 'contactMessages',
  kind: 'contact',
  months: (periods) => periods.contactMonths,
  exported: ({ id, name, email, mobile, location, message, createdAt, consent }) => ({
    id,
    name,
    email,
    mobile,
    location,
    message,
    createdAt,
    consent,
  }),
});
