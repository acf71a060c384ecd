import { QueryOrder } from '@mikro-orm/core';

import { monthsBefore, type PersonalDataSource } from '../../lib/personal-data-source';

import { ClientContact } from './client-contact.entity';

/**
 * The people at client companies (ClientContact), found by their e-mail key, exported and erased;
 * purged RETENTION_CLIENT_CONTACT_MONTHS after their last change. The clients themselves are
 * companies, not people. A contact's shortlists are the client shortlists' source's (it runs
 * before this one, so the cascade takes nothing uncounted).
 */
export const clientContactPersonalData: PersonalDataSource<{ clientContacts: ClientContact[] }> = {
  name: 'client contacts',
  entities: [ClientContact],

  async find(em, key) {
    const clientContacts = await em.find(
      ClientContact,
      { emailKey: key },
      { populate: ['client'], orderBy: { createdAt: QueryOrder.DESC, id: QueryOrder.DESC } },
    );
    return { records: { clientContacts } };
  },

  async export(_em, { clientContacts }) {
    return {
      sections: {
        clientContacts: clientContacts.map((contact) => ({
          id: contact.id,
          client: contact.client.name,
          fullName: contact.fullName,
          role: contact.role,
          email: contact.email,
          phone: contact.phone,
          createdAt: contact.createdAt,
          updatedAt: contact.updatedAt,
        })),
      },
    };
  },

  async erase(tx, key) {
    const rows = await tx.execute<{ id: string }[]>(
      'delete from "client_contact" where "email_key" = ? returning "id"',
      [key],
      'all',
    );
    return { counts: { clientContacts: rows.length } };
  },

  async purge(tx, _about, { at, periods }) {
    if (!periods.clientContactMonths) return { counts: { clientContacts: 0 } };
    const rows = await tx.execute<{ id: string }[]>(
      `delete from "client_contact" where "updated_at" < ${monthsBefore(periods.clientContactMonths)} returning "id"`,
      [at],
    );
    return { counts: { clientContacts: rows.length } };
  },
};
