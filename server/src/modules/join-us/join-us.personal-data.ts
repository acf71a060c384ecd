import { QueryOrder, raw } from '@mikro-orm/core';

import { monthsBefore, type PersonalDataSource } from '../../lib/personal-data-source';
import { recordRef } from '../../lib/record-ref';

import { JoinUsPerson } from './join-us-person.entity';

/** Requests to join the skill-development mission (the address as typed; matched in any letter case). */
export const joinUsPersonalData: PersonalDataSource<{ joinUsRequests: JoinUsPerson[] }> = {
  name: 'join-us requests',
  entities: [JoinUsPerson],

  async find(em, key) {
    const joinUsRequests = await em.find(
      JoinUsPerson,
      { [raw('lower(email)')]: key },
      { orderBy: { createdAt: QueryOrder.DESC, id: QueryOrder.DESC } },
    );
    return { records: { joinUsRequests }, about: joinUsRequests.map((row) => recordRef('join-us', row.id)) };
  },

  async export(_em, { joinUsRequests }) {
    return {
      sections: {
        joinUsRequests: joinUsRequests.map(({ id, name, email, phone, location, type, createdAt, consent }) => ({
          id,
          name,
          email,
          phone,
          location,
          type,
          createdAt,
          consent,
        })),
      },
    };
  },

  async erase(tx, key) {
    const rows = await tx.execute<{ id: string }[]>(
      'delete from "join_us_person" where lower("email") = ? returning "id"',
      [key],
      'all',
    );
    return { counts: { joinUsRequests: rows.length }, about: rows.map((row) => recordRef('join-us', row.id)) };
  },

  async purge(tx, _about, { at, periods }) {
    if (!periods.joinUsMonths) return { counts: { joinUsRequests: 0 } };
    const rows = await tx.execute<{ id: string }[]>(
      `delete from "join_us_person" where "created_at" < ${monthsBefore(periods.joinUsMonths)} returning "id"`,
      [at],
    );
    return { counts: { joinUsRequests: rows.length }, about: rows.map((row) => recordRef('join-us', row.id)) };
  },
};
