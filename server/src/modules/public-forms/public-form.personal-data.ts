import { raw } from '@mikro-orm/core';

import { monthsBefore, type PersonalDataSource, type RetentionPeriods } from '../../lib/personal-data-source';
import { type RecordKind, recordRef } from '../../lib/record-ref';

import { NEWEST_FIRST, type PublicFormRecord } from './public-form-records';

/**
 * The personal data of a public form that only keeps what was sent (contact, join us): its rows,
 * found and erased by the address as typed (in any letter case), exported with the fields `exported`
 * picks, and purged `months` after they were sent (0 keeps them).
 */
export function publicFormPersonalData<T extends PublicFormRecord, F extends string>(form: {
  name: string;
  entity: new () => T;
  table: string;
  /** The field of a person's records, and of the erasure and purge reports, that lists these rows. */
  field: F;
  kind: RecordKind;
  months: (periods: RetentionPeriods) => number;
  exported: (row: T) => Record<string, unknown>;
}): PersonalDataSource<Record<F, T[]>> {
  const removed = (rows: { id: string }[]) => ({
    counts: { [form.field]: rows.length },
    about: rows.map((row) => recordRef(form.kind, row.id)),
  });
  return {
    name: form.name,
    entities: [form.entity],

    async find(em, key) {
      // `never`: MikroORM's filter and option types cannot be checked against a type parameter (see NEWEST_FIRST).
      const rows = await em.find(form.entity, { [raw('lower(email)')]: key } as never, NEWEST_FIRST as never);
      return {
        records: { [form.field]: rows } as Record<F, T[]>,
        about: rows.map((row) => recordRef(form.kind, row.id)),
      };
    },

    async export(_em, found) {
      return { sections: { [form.field]: found[form.field].map(form.exported) } };
    },

    async erase(tx, key) {
      const sql = `delete from "${form.table}" where lower("email") = ? returning "id"`;
      return removed(await tx.execute<{ id: string }[]>(sql, [key], 'all'));
    },

    async purge(tx, _about, { at, periods }) {
      const months = form.months(periods);
      if (!months) return { counts: { [form.field]: 0 } };
      const sql = `delete from "${form.table}" where "created_at" < ${monthsBefore(months)} returning "id"`;
      return removed(await tx.execute<{ id: string }[]>(sql, [at]));
    },
  };
}
