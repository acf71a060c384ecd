import { monthsBefore, type PersonalDataSource, removePurgedFiles } from '../../lib/personal-data-source';
import { recordRef } from '../../lib/record-ref';

import { Event } from './event.entity';

/**
 * Events hold no person's data, but they age out with it: an event past its period goes with its
 * image (and any registration left, after the registrations' own source).
 */
export const eventPersonalData: PersonalDataSource = {
  name: 'events',
  entities: [Event],

  async purge(tx, _about, { at, periods, storage }) {
    if (!periods.eventMonths) return { counts: { events: 0 } };
    const events = await tx.execute<{ id: string; image_key: string | null }[]>(
      `delete from "event" where "date" < ${monthsBefore(periods.eventMonths)}::date returning "id", "image_key"`,
      [at],
    );
    const images = events.flatMap((row) => row.image_key ?? []);
    return {
      counts: { events: events.length },
      about: events.map((row) => recordRef('event', row.id)),
      afterCommit: removePurgedFiles(storage, images),
    };
  },
};
