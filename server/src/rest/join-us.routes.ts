import { JoinUsInput } from '../modules/join-us/join-us.inputs';
import { JOIN_US_SUCCESS_MESSAGE } from '../modules/join-us/join-us.service';
import type { JoinUsPerson } from '../modules/join-us/join-us-person.entity';

import { publicFormRoutes } from './public-form';

export function joinUsPersonJson(person: JoinUsPerson) {
  const { id, name, email, phone, location, type, createdAt } = person;
  return { id, name, email, phone, location, type, createdAt };
}

/** POST /api/JoinUsPeople (public) and GET /api/joins (staff), spec section 7. */
export const joinUsRoutes = publicFormRoutes({
  submit: { path: '/JoinUsPeople', summary: 'Ask to join' },
  list: { path: '/joins', summary: 'List join-us requests, newest first' },
  input: JoinUsInput,
  fields: { name: 'string', email: 'string', phone: 'string', location: 'string', type: 'string' },
  successMessage: JOIN_US_SUCCESS_MESSAGE,
  schema: 'JoinUsPerson',
  answerKey: 'person',
  json: joinUsPersonJson,
  records: (ctx) => ctx.services.joinUs,
});
