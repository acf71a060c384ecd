import { QueryOrder, raw } from '@mikro-orm/core';

import { monthsBefore, type PersonalDataSource } from '../../lib/personal-data-source';
import { recordRef } from '../../lib/record-ref';

import { ContactMessage } from './contact-message.entity';

/** Messages sent through the contact form (the address as typed; matched in any letter case). */
export const contactPersonalData: PersonalDataSource<{ contactMessages: ContactMessage[] }> = {
  name: 'contact messages',
  entities: [ContactMessage],

  async find(em, key) {
    const contactMessages = await em.find(
      ContactMessage,
      { [raw('lower(email)')]: key },
      { orderBy: { createdAt: QueryOrder.DESC, id: QueryOrder.DESC } },
    );
    return { records: { contactMessages }, about: contactMessages.map((row) => recordRef('contact', row.id)) };
  },

  async export(_em, { contactMessages }) {
    return {
      sections: {
        contactMessages: contactMessages.map(({ id, name, email, mobile, location, message, createdAt, consent }) => ({
          id,
          name,
          email,
          mobile,
          location,
          message,
          createdAt,
          consent,
        })),
      },
    };
  },

  async erase(tx, key) {
    const rows = await tx.execute<{ id: string }[]>(
      'delete from "contact_message" where lower("email") = ? returning "id"',
      [key],
      'all',
    );
    return { counts: { contactMessages: rows.length }, about: rows.map((row) => recordRef('contact', row.id)) };
  },

  async purge(tx, _about, { at, periods }) {
    if (!periods.contactMonths) return { counts: { contactMessages: 0 } };
    const rows = await tx.execute<{ id: string }[]>(
      `delete from "contact_message" where "created_at" < ${monthsBefore(periods.contactMonths)} returning "id"`,
      [at],
    );
    return { counts: { contactMessages: rows.length }, about: rows.map((row) => recordRef('contact', row.id)) };
  },
};
