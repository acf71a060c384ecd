import { publicFormPersonalData } from '../public-forms/public-form.personal-data';

import { JoinUsPerson } from './join-us-person.entity';

/** Requests to join the skill-development mission (the address as typed; matched in any letter case). */
export const joinUsPersonalData = publicFormPersonalData({
  name: 'join-us requests',
  entity: JoinUsPerson,
  table: 'join_us_person',
  field: 'joinUsRequests',
  kind: 'join-us',
  months: (periods) => periods.joinUsMonths,
  exported: ({ id, name, email, phone, location, type, createdAt, consent }) => ({
    id,
    name,
    email,
    phone,
    location,
    type,
    createdAt,
    consent,
  }),
});
