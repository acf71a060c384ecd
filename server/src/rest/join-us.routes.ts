import type { MikroORM } from '@mikro-orm/postgresql';
import { Router } from 'express';

import { PageArgs, pageArgsFromQuery } from '../lib/paging';
import { inputFromBody } from '../lib/validation';
import type { JoinUsPerson } from '../modules/join-us/join-us-person.entity';
import { JoinUsInput } from '../modules/join-us/join-us.inputs';
import { JOIN_US_SUCCESS_MESSAGE } from '../modules/join-us/join-us.service';
import { Role } from '../modules/users/role';
import type { ServerDeps } from '../services';

import { restHandler } from './handler';
import { PUBLIC_FORM_FIELDS, submissionOf } from './public-form';

export function joinUsPersonJson(person: JoinUsPerson) {
  const { id, name, email, phone, location, type, createdAt } = person;
  return { id, name, email, phone, location, type, createdAt };
}

/** POST /api/JoinUsPeople (public) and GET /api/joins (staff), spec section 7. */
export function joinUsRoutes(orm: MikroORM, deps: ServerDeps): Router {
  const router = Router();

  router.post(
    '/JoinUsPeople',
    restHandler(orm, deps, 'public', async (req, ctx) => {
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
    }),
  );

  // A plain array, newest first; the total over all pages is in X-Total-Count.
  router.get(
    '/joins',
    restHandler(orm, deps, Role.INTERNAL_RECRUITER, async (req, ctx) => {
      const args = await pageArgsFromQuery(PageArgs, req.query as Record<string, unknown>);
      const page = await ctx.services.joinUs.list(args);
      return { status: 200, body: page.items.map(joinUsPersonJson), headers: { 'X-Total-Count': String(page.total) } };
    }),
  );

  return router;
}
