import type { MikroORM } from '@mikro-orm/postgresql';
import { Router } from 'express';

import { inputFromBody } from '../lib/validation';
import { LoginArgs } from '../modules/auth/auth.inputs';
import { requirePerson } from '../modules/auth/viewer';
import { Role } from '../modules/users/role';
import { CreateUserInput } from '../modules/users/user.inputs';
import type { User } from '../modules/users/user.entity';
import type { ServerDeps } from '../services';

import { restHandler } from './handler';

/** The public shape of an account in REST answers (never the password hash). */
export function userJson(user: User) {
  const { id, firstName, lastName, email, role, disabled, createdAt } = user;
  return { id, firstName, lastName, email, role, disabled, createdAt };
}

/** POST /api/user/login and POST /api/user/register (spec section 7). */
export function userRoutes(orm: MikroORM, deps: ServerDeps): Router {
  const router = Router();

  router.post(
    '/user/login',
    restHandler(orm, deps, async (req, ctx) => {
      const { email, password } = await inputFromBody(LoginArgs, req.body, { email: 'string', password: 'string' });
      const { token, user } = await ctx.services.auth.login(email, password, ctx.ip);
      return { status: 200, body: { token, role: user.role } };
    }),
  );

  router.post(
    '/user/register',
    restHandler(orm, deps, async (req, ctx) => {
      const actor = requirePerson(await ctx.viewer(), Role.ADMIN);
      const input = await inputFromBody(CreateUserInput, req.body, {
        firstName: 'string',
        lastName: 'string',
        email: 'string',
        password: 'string',
        role: 'string',
      });
      const user = await ctx.services.users.create(actor, input);
      return { status: 201, body: { message: 'User added successfully!', user: userJson(user) } };
    }),
  );

  return router;
}
