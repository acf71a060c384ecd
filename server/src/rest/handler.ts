import type { MikroORM } from '@mikro-orm/postgresql';
import type { NextFunction, Request, RequestHandler, Response } from 'express';

import { createRequestContext, type RequestContext } from '../request-context';
import { sendError } from '../lib/send-error';
import { type Principal, refuseReadOnly, requireRole } from '../modules/auth/viewer';
import type { Role } from '../modules/users/role';
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

/** The access a registered handler declared, or undefined for one made without restHandler/fileHandler. */
export function declaredAccess(handler: unknown): RestAccess | undefined {
  return typeof handler === 'function' ? (handler as { [ACCESS]?: RestAccess })[ACCESS] : undefined;
}

/** Marks a handler with its access, so the route walk (`undeclaredRoutes`) can see it. */
export function withAccess<H extends RequestHandler>(access: RestAccess, handler: H): H {
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

interface RouterLayer {
  route?: { path: string; methods: Record<string, boolean>; stack: { handle: unknown }[] };
  handle?: { stack?: RouterLayer[] };
}

/**
 * Walks a router (and the routers mounted in it) and names every route whose handler declares no
 * access, as "METHOD path". A route must be registered through restHandler or fileHandler.
 */
export function undeclaredRoutes(router: { stack: readonly unknown[] }): string[] {
  const missing: string[] = [];
  for (const layer of router.stack as RouterLayer[]) {
    if (layer.route) {
      const handlers = layer.route.stack.map((entry) => entry.handle);
      if (!handlers.some((handle) => declaredAccess(handle) !== undefined)) {
        const methods = Object.keys(layer.route.methods).map((method) => method.toUpperCase());
        missing.push(`${methods.join(',')} ${layer.route.path}`);
      }
    } else if (layer.handle?.stack) {
      missing.push(...undeclaredRoutes(layer.handle as { stack: readonly unknown[] }));
    }
  }
  return missing;
}

export function assertEveryRouteDeclared(router: { stack: readonly unknown[] }): void {
  const missing = undeclaredRoutes(router);
  if (missing.length > 0) {
    throw new Error(`Every REST route needs a declared access ('public' or a role); missing on: ${missing.join(', ')}`);
  }
}

/**
 * Adapts a route to Express: one request context per call, the declared access checked before the
 * route runs, errors mapped in one place.
 */
export function restHandler(orm: MikroORM, deps: ServerDeps, access: 'public', route: RestRoute): RequestHandler;
export function restHandler(orm: MikroORM, deps: ServerDeps, access: Role, route: GuardedRestRoute): RequestHandler;
export function restHandler(
  orm: MikroORM,
  deps: ServerDeps,
  access: RestAccess,
  route: GuardedRestRoute,
): RequestHandler {
  return withAccess(access, async (req: Request, res: Response, _next: NextFunction) => {
    const ctx = createRequestContext(orm, deps, req);
    try {
      const principal = await checkAccess(ctx, req, access);
      const answer = await route(req, ctx, principal as Principal);
      if (answer.headers) res.set(answer.headers);
      if (answer.body === undefined) res.status(answer.status).end();
      else res.status(answer.status).json(answer.body);
    } catch (error) {
      sendError(res, error, ctx.requestId, deps.logger);
    }
  });
}
