import { QueryOrder } from '@mikro-orm/core';

import type { PersonalDataSource } from '../../lib/personal-data-source';

import { Placement } from './placement.entity';

/**
 * A candidate's placements (start date, salary, the fee earned on them): found through their
 * applications, exported with them, and deleted before them at erasure so the report counts them
 * (the foreign key's cascade takes them with the application at retention).
 */
export const placementPersonalData: PersonalDataSource<{ placements: Placement[] }> = {
  name: 'placements',
  entities: [Placement],

  async find(em, key) {
    const placements = await em.find(
      Placement,
      { application: { emailKey: key } },
      { populate: ['application', 'application.job'], orderBy: { recordedAt: QueryOrder.DESC, id: QueryOrder.DESC } },
    );
    return { records: { placements } };
  },

  async export(_em, { placements }) {
    return {
      sections: {
        placements: placements.map((placement) => ({
          id: placement.id,
          applicationId: placement.application.id,
          job: placement.application.job.title,
          recordedAt: placement.recordedAt,
          startDate: placement.startDate,
          salary: placement.salary,
          currency: placement.currency,
          feeKind: placement.feeKind,
          feePercent: placement.feePercent,
          fee: placement.feeAmount,
          guaranteeDays: placement.guaranteeDays,
          guaranteeEndsOn: placement.guaranteeEndsOn,
          invoiceStatus: placement.invoiceStatus,
        })),
      },
    };
  },

  async erase(tx, key) {
    const removed = await tx.execute<{ id: string }[]>(
      'delete from "placement" where "application_id" in (select "id" from "application" where "email_key" = ?) returning "id"',
      [key],
      'all',
    );
    return { counts: { placements: removed.length } };
  },
};
