import { inputFromBody } from '../lib/validation';
import { LoginArgs, LoginWithNewPasswordArgs, LoginWithTwoFactorArgs } from '../modules/auth/auth.inputs';
import { loginAnswer, type LoginResult } from '../modules/auth/auth.service';
import { requirePerson } from '../modules/auth/viewer';
import { ALL_ROLES, Role } from '../modules/users/role';
import type { User } from '../modules/users/user.entity';
import { CreateUserInput } from '../modules/users/user.inputs';

import type { RestAnswer } from './handler';
import { restRoute } from './route-table';
import { message, ref, type SchemaObject, text } from './schemas';

/** The public shape of an account in REST answers (never the password hash). */
export function userJson(user: User) {
  const { id, firstName, lastName, email, role, disabled, createdAt } = user;
  return { id, firstName, lastName, email, role, disabled, createdAt };
}

/** A sign-in's answer (both steps of one with a temporary password). */
const SIGNED_IN: SchemaObject = {
  type: 'object',
  required: ['token', 'role'],
  properties: {
    token: { ...text, description: 'Send as Authorization: Bearer <token>.' },
    role: { enum: [...ALL_ROLES] },
  },
};
/** A sign-in that needs one more step: what to tell the person, the step, and its challenge. */
const NEXT_STEP: SchemaObject = {
  type: 'object',
  required: ['message', 'step'],
  properties: {
    message: text,
    step: { enum: ['NEW_PASSWORD', 'TWO_FACTOR', 'TWO_FACTOR_SETUP'] },
    challenge: {
      ...text,
      description:
        'Short-lived (five minutes), for the next step: POST /user/login/two-factor (TWO_FACTOR), or the body of ' +
        'POST /user/login/new-password (NEW_PASSWORD after a code). Not a Bearer token.',
    },
  },
};

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

/** POST /api/user/login (and its second steps) and POST /api/user/register (spec section 7). */
export const userRoutes = [
  restRoute({
    method: 'post',
    path: '/user/login',
    summary: 'Sign in',
    access: 'public',
    json: LoginArgs,
    responses: { 200: SIGNED_IN, 403: NEXT_STEP },
    async answer({ req, ctx }) {
      const { email, password } = await inputFromBody(LoginArgs, req.body, { email: 'string', password: 'string' });
      return loginRestAnswer(await ctx.services.auth.login(email, password, ctx.ip));
    },
  }),

  // The second step of a sign-in with a temporary password (see docs/accounts-and-roles.md, "Staff accounts").
  restRoute({
    method: 'post',
    path: '/user/login/new-password',
    summary: 'Sign in with a temporary password and replace it',
    access: 'public',
    json: LoginWithNewPasswordArgs,
    responses: { 200: SIGNED_IN, 403: NEXT_STEP },
    async answer({ req, ctx }) {
      const { email, password, newPassword, challenge } = await inputFromBody(LoginWithNewPasswordArgs, req.body, {
        email: 'string',
        password: 'string',
        newPassword: 'string',
        challenge: 'string',
      });
      return loginRestAnswer(
        await ctx.services.auth.loginWithNewPassword(email, password, newPassword, ctx.ip, challenge),
      );
    },
  }),

  // The second step of a sign-in with two factors (see docs/accounts-and-roles.md, "Two-factor sign-in").
  restRoute({
    method: 'post',
    path: '/user/login/two-factor',
    summary: 'Sign in with two factors: the code step',
    access: 'public',
    json: LoginWithTwoFactorArgs,
    responses: { 200: SIGNED_IN, 403: NEXT_STEP },
    async answer({ req, ctx }) {
      const { challenge, code } = await inputFromBody(LoginWithTwoFactorArgs, req.body, {
        challenge: 'string',
        code: 'string',
      });
      return loginRestAnswer(await ctx.services.auth.loginWithTwoFactor(challenge, code, ctx.ip));
    },
  }),

  restRoute({
    method: 'post',
    path: '/user/register',
    summary: 'Add a staff account',
    access: Role.ADMIN,
    json: CreateUserInput,
    responses: { 201: message({ user: ref('User') }) },
    async answer({ req, ctx }) {
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
    },
  }),
];
