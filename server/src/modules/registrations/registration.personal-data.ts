import { QueryOrder } from '@mikro-orm/core';

import { monthsBefore, type PersonalDataSource } from '../../lib/personal-data-source';
import { recordRef } from '../../lib/record-ref';
import type { ConsentRecord } from '../public-forms/consent';

import { Registration } from './registration.entity';

/** A registration as the person screen shows it: with its event's id, name and date. */
export interface RegistrationOfPerson {
  id: string;
  name: string;
  email: string;
  phone: string;
  createdAt: Date;
  consent: ConsentRecord;
  eventId: string;
  eventName: string;
  eventDate: string;
}

/** Event registrations; they go with their event's retention too (the shorter period wins). */
export const registrationPersonalData: PersonalDataSource<{ registrations: RegistrationOfPerson[] }> = {
  name: 'registrations',
  entities: [Registration],

  async find(em, key) {
    const rows = await em.find(
      Registration,
      { emailKey: key },
      { orderBy: { createdAt: QueryOrder.DESC, id: QueryOrder.DESC }, populate: ['event'], strategy: 'joined' },
    );
    return {
      records: {
        registrations: rows.map((registration) => ({
          id: registration.id,
          name: registration.name,
          email: registration.email,
          phone: registration.phone,
          createdAt: registration.createdAt,
          consent: registration.consent,
          eventId: registration.event.id,
          eventName: registration.event.name,
          eventDate: registration.event.date,
        })),
      },
      about: rows.map((row) => recordRef('registration', row.id)),
    };
  },

  async export(_em, { registrations }) {
    return { sections: { registrations } };
  },

  async erase(tx, key) {
    const rows = await tx.execute<{ id: string }[]>(
      'delete from "registration" where "email_key" = ? returning "id"',
      [key],
      'all',
    );
    return { counts: { registrations: rows.length }, about: rows.map((row) => recordRef('registration', row.id)) };
  },

  async purge(tx, _about, { at, periods }) {
    const cutoffs = [periods.registrationMonths, periods.eventMonths].filter((months) => months > 0);
    if (cutoffs.length === 0) return { counts: { registrations: 0 } };
    const rows = await tx.execute<{ id: string }[]>(
      `delete from "registration" r using "event" e where r."event_id" = e."id" and e."date" < ${monthsBefore(
        Math.min(...cutoffs),
      )}::date returning r."id"`,
      [at],
    );
    return { counts: { registrations: rows.length }, about: rows.map((row) => recordRef('registration', row.id)) };
  },
};
