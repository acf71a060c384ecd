import { PageArgs, pageArgsFromQuery } from '../lib/paging';
import { inputFromBody } from '../lib/validation';
import { JoinUsInput } from '../modules/join-us/join-us.inputs';
import { JOIN_US_SUCCESS_MESSAGE } from '../modules/join-us/join-us.service';
import type { JoinUsPerson } from '../modules/join-us/join-us-person.entity';
import { Role } from '../modules/users/role';

import { PUBLIC_FORM_FIELDS, submissionOf } from './public-form';
import { restRoute } from './route-table';
import { list, message, ref } from './schemas';

export function joinUsPersonJson(person: JoinUsPerson) {
  const { id, name, email, phone, location, type, createdAt } = person;
  return { id, name, email, phone, location, type, createdAt };
}

/** POST /api/JoinUsPeople (public) and GET /api/joins (staff), spec section 7. */
export const joinUsRoutes = [
  restRoute({
    method: 'post',
    path: '/JoinUsPeople',
    summary: 'Ask to join',
    access: 'public',
    json: JoinUsInput,
    responses: { 201: message({ person: ref('JoinUsPerson') }) },
    async answer({ req, ctx }) {
      const input = await inputFromBody(JoinUsInput, req.body, {
        name: 'string',
        email: 'string',
        phone: 'string',
        location: 'string',
        type: 'string',
        ...PUBLIC_FORM_FIELDS,
      });
      const person = await ctx.services.joinUs.create(input, submissionOf(ctx, req.body));
      return { status: 201, body: { message: JOIN_US_SUCCESS_MESSAGE, person: joinUsPersonJson(person) } };
    },
  }),

  // A plain array, newest first; the total over all pages is in X-Total-Count.
  restRoute({
    method: 'get',
    path: '/joins',
    summary: 'List join-us requests, newest first',
    access: Role.INTERNAL_RECRUITER,
    query: PageArgs,
    responses: { 200: list('JoinUsPerson') },
    totalCount: true,
    async answer({ req, ctx }) {
      const args = await pageArgsFromQuery(PageArgs, req.query as Record<string, unknown>);
      const page = await ctx.services.joinUs.list(args);
      return { status: 200, body: page.items.map(joinUsPersonJson), headers: { 'X-Total-Count': String(page.total) } };
    },
  }),
];
