import type { MikroORM } from '@mikro-orm/postgresql';
import { Router } from 'express';

import { inputFromBody } from '../lib/validation';
import { LoginArgs, LoginWithNewPasswordArgs, LoginWithTwoFactorArgs } from '../modules/auth/auth.inputs';
import { loginAnswer, type LoginResult } from '../modules/auth/auth.service';
import { requirePerson } from '../modules/auth/viewer';
import { Role } from '../modules/users/role';
import { CreateUserInput } from '../modules/users/user.inputs';
import type { User } from '../modules/users/user.entity';
import type { ServerDeps } from '../services';

import { type RestAnswer, restHandler } from './handler';

/** The public shape of an account in REST answers (never the password hash). */
export function userJson(user: User) {
  const { id, firstName, lastName, email, role, disabled, createdAt } = user;
  return { id, firstName, lastName, email, role, disabled, createdAt };
}

/**
 * The spec's `{token, role}` for a session. A missing step (a temporary password to replace, a
 * two-factor code) is a 403 whose `message` says what to do, so the spec's client shows it; `step`
 * names it for others, with the `challenge` that the next step takes when it needs one.
 */
function loginRestAnswer(result: LoginResult): RestAnswer {
  const answer = loginAnswer(result);
  if (answer.step === 'SIGNED_IN') return { status: 200, body: { token: answer.token, role: answer.role } };
  const { message, step, challenge } = answer;
  return { status: 403, body: challenge ? { message, step, challenge } : { message, step } };
}

/** POST /api/user/login and POST /api/user/register (spec section 7). */
export function userRoutes(orm: MikroORM, deps: ServerDeps): Router {
  const router = Router();

  router.post(
    '/user/login',
    restHandler(orm, deps, 'public', async (req, ctx) => {
      const { email, password } = await inputFromBody(LoginArgs, req.body, { email: 'string', password: 'string' });
      return loginRestAnswer(await ctx.services.auth.login(email, password, ctx.ip));
    }),
  );

  // The second step of a sign-in with a temporary password (see docs/accounts-and-roles.md, "Staff accounts").
  router.post(
    '/user/login/new-password',
    restHandler(orm, deps, 'public', async (req, ctx) => {
      const { email, password, newPassword, challenge } = await inputFromBody(LoginWithNewPasswordArgs, req.body, {
        email: 'string',
        password: 'string',
        newPassword: 'string',
        challenge: 'string',
      });
      return loginRestAnswer(
        await ctx.services.auth.loginWithNewPassword(email, password, newPassword, ctx.ip, challenge),
      );
    }),
  );

  // The second step of a sign-in with two factors (see docs/accounts-and-roles.md, "Two-factor sign-in").
  router.post(
    '/user/login/two-factor',
    restHandler(orm, deps, 'public', async (req, ctx) => {
      const { challenge, code } = await inputFromBody(LoginWithTwoFactorArgs, req.body, {
        challenge: 'string',
        code: 'string',
      });
      return loginRestAnswer(await ctx.services.auth.loginWithTwoFactor(challenge, code, ctx.ip));
    }),
  );

  router.post(
    '/user/register',
    restHandler(orm, deps, Role.ADMIN, async (req, ctx) => {
      // Accounts are added by people, never by an API key.
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
