import type { MikroORM } from '@mikro-orm/postgresql';
import type { NextFunction, Request, RequestHandler, Response } from 'express';

import { sendError } from '../lib/send-error';
import { type Principal, refuseReadOnly, requireRole } from '../modules/auth/viewer';
import type { Role } from '../modules/users/role';
import { createRequestContext, type RequestContext } from '../request-context';
import type { ServerDeps } from '../services';

const READING_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** What a REST route returns: a status and a JSON body (204 has none). */
export interface RestAnswer {
  status: number;
  body?: unknown;
  /** Extra response headers, such as X-Total-Count on lists. */
  headers?: Record<string, string>;
}

export type RestRoute = (req: Request, ctx: RequestContext) => Promise<RestAnswer>;
/** A route behind a role: it gets the caller (a person or an API key) the check let through. */
export type GuardedRestRoute = (req: Request, ctx: RequestContext, principal: Principal) => Promise<RestAnswer>;

/** Who may call a REST route: anyone (`public`), or an account with this role or a higher one. */
export type RestAccess = 'public' | Role;

const ACCESS = Symbol('REST access');

/** The access a registered handler declared, or undefined for one not made by accessChecked. */
export function declaredAccess(handler: unknown): RestAccess | undefined {
  return typeof handler === 'function' ? (handler as { [ACCESS]?: RestAccess })[ACCESS] : undefined;
}

/** Marks a handler with its access, so the route walk (`tableDrift`) can compare it with the table. */
function withAccess<H extends RequestHandler>(access: RestAccess, handler: H): H {
  return Object.assign(handler, { [ACCESS]: access });
}

/**
 * The declared check, run before the route: the caller for a role, null for a public route. A
 * read-only API key may only read: any other method is refused before the route runs (or reads a
 * body), public routes included.
 */
export async function checkAccess(ctx: RequestContext, req: Request, access: RestAccess): Promise<Principal | null> {
  if (!READING_METHODS.has(req.method) && req.headers.authorization) refuseReadOnly(await ctx.viewer());
  if (access === 'public') return null;
  return requireRole(await ctx.viewer(), access);
}

/** A route that writes its own answer (a file made while it is sent), given the caller the check let through. */
export type RespondingRoute = (
  req: Request,
  res: Response,
  ctx: RequestContext,
  principal: Principal | null,
) => Promise<void>;

/**
 * The one adapter under every REST route: one request context per call, the declared access
 * checked before the route runs, errors mapped in one place. restHandler and fileHandler only say
 * how the route's answer is written; a route table row that writes its own answer gets it as is.
 */
export function accessChecked(
  orm: MikroORM,
  deps: ServerDeps,
  access: RestAccess,
  route: RespondingRoute,
): RequestHandler {
  return withAccess(access, async (req: Request, res: Response, _next: NextFunction) => {
    const ctx = createRequestContext(orm, deps, req);
    try {
      await route(req, res, ctx, await checkAccess(ctx, req, access));
    } catch (error) {
      sendError(res, error, ctx.requestId, deps.logger);
    }
  });
}

/** Adapts a route that answers JSON (or nothing, for 204) with the status it returns. */
export function restHandler(orm: MikroORM, deps: ServerDeps, access: 'public', route: RestRoute): RequestHandler;
export function restHandler(orm: MikroORM, deps: ServerDeps, access: Role, route: GuardedRestRoute): RequestHandler;
/** Either, as the route table registers them: the route then takes null for a public call. */
export function restHandler(
  orm: MikroORM,
  deps: ServerDeps,
  access: RestAccess,
  route: (req: Request, ctx: RequestContext, principal: Principal | null) => Promise<RestAnswer>,
): RequestHandler;
export function restHandler(
  orm: MikroORM,
  deps: ServerDeps,
  access: RestAccess,
  route: (req: Request, ctx: RequestContext, principal: Principal) => Promise<RestAnswer>,
): RequestHandler {
  return accessChecked(orm, deps, access, async (req, res, ctx, principal) => {
    const answer = await route(req, ctx, principal as Principal);
    if (answer.headers) res.set(answer.headers);
    if (answer.body === undefined) res.status(answer.status).end();
    else res.status(answer.status).json(answer.body);
  });
}
