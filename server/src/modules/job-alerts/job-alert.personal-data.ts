import { QueryOrder } from '@mikro-orm/core';

import type { PersonalDataSource } from '../../lib/personal-data-source';
import { recordRef } from '../../lib/record-ref';

import { JobAlert } from './job-alert.entity';

/** Job alerts, confirmed or not; an unconfirmed one goes when its confirmation days are over. */
export const jobAlertPersonalData: PersonalDataSource<{ jobAlerts: JobAlert[] }> = {
  name: 'job alerts',
  entities: [JobAlert],

  async find(em, key) {
    const jobAlerts = await em.find(
      JobAlert,
      { emailKey: key },
      { orderBy: { createdAt: QueryOrder.DESC, id: QueryOrder.DESC } },
    );
    return { records: { jobAlerts }, about: jobAlerts.map((row) => recordRef('job-alert', row.id)) };
  },

  async export(_em, { jobAlerts }) {
    return {
      sections: {
        jobAlerts: jobAlerts.map((alert) => ({
          id: alert.id,
          email: alert.email,
          search: alert.search,
          location: alert.location ?? null,
          department: alert.department ?? null,
          employmentType: alert.employmentType ?? null,
          workplace: alert.workplace ?? null,
          frequency: alert.frequency,
          consent: alert.consent,
          createdAt: alert.createdAt,
          confirmedAt: alert.confirmedAt ?? null,
          lastDigestAt: alert.lastDigestAt ?? null,
        })),
      },
    };
  },

  async erase(tx, key) {
    const rows = await tx.execute<{ id: string }[]>(
      'delete from "job_alert" where "email_key" = ? returning "id"',
      [key],
      'all',
    );
    return { counts: { jobAlerts: rows.length }, about: rows.map((row) => recordRef('job-alert', row.id)) };
  },

  async purge(tx, _about, { at, periods }) {
    const rows = await tx.execute<{ id: string }[]>(
      `delete from "job_alert" where "confirmed_at" is null and "created_at" < (?::timestamptz - make_interval(days => ${Math.trunc(
        periods.jobAlertUnconfirmedDays,
      )})) returning "id"`,
      [at],
    );
    return { counts: { jobAlerts: rows.length }, about: rows.map((row) => recordRef('job-alert', row.id)) };
  },
};
