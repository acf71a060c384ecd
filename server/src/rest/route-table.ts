import type { MikroORM } from '@mikro-orm/postgresql';
import type { Request, RequestHandler, Response, Router } from 'express';

import type { Principal } from '../modules/auth/viewer';
import type { RequestContext } from '../request-context';
import type { ServerDeps } from '../services';

import { type FileAnswer, fileHandler } from './file-response';
import { accessChecked, declaredAccess, type RestAccess, type RestAnswer, restHandler } from './handler';
import type { InputClass, SchemaObject } from './schemas';

/** What a route's code is given on each call. */
export interface RouteCall<A extends RestAccess = RestAccess> {
  req: Request;
  ctx: RequestContext;
  /** The caller the declared access let through: a person or an API key, null on a public route. */
  caller: A extends 'public' ? null : Principal;
  deps: ServerDeps;
}

/** A route's contract: what /api/openapi.json says of it, and what Express registers it under. */
export interface RouteContract {
  method: 'get' | 'post' | 'put' | 'delete';
  /** The Express path under /api, as registered (`/jobs/:id`). */
  path: string;
  summary: string;
  /** Who may call it: anyone, or an account with this role or a higher one; checked before it runs. */
  access: RestAccess;
  /**
   * Query parameters: the properties of the class (or classes) the route validates them with, read
   * when the document is first asked for, not when the server starts.
   */
  query?: InputClass | InputClass[] | SchemaObject;
  json?: InputClass;
  multipart?: { input: InputClass; file: string; fileRequired: boolean };
  /** Successful answers: status, then a component name (JSON), `file:<types>`, or a schema. */
  responses: Record<number, string | SchemaObject>;
  /** The answer carries X-Total-Count (and X-Total-Count-Capped). */
  totalCount?: boolean;
}

/** How a route answers: JSON (restHandler), a stored file (fileHandler), or a response it writes itself. */
type Answering<A extends RestAccess> =
  | { answer(call: RouteCall<A>): Promise<RestAnswer>; sendFile?: never; respond?: never }
  | { sendFile(call: RouteCall<A>): Promise<FileAnswer>; answer?: never; respond?: never }
  | { respond(call: RouteCall<A> & { res: Response }): Promise<void>; answer?: never; sendFile?: never };

/** One row of the REST route table: the contract and the code, declared once. */
export type RestRouteDeclaration<A extends RestAccess = RestAccess> = RouteContract & { access: A } & Answering<A>;

/**
 * Declares a route. Typed by its access: a guarded route's code gets the caller, a public one's
 * gets null.
 */
export function restRoute<A extends RestAccess>(route: RestRouteDeclaration<A>): RestRouteDeclaration {
  return route;
}

const DECLARATION = Symbol('REST route declaration');

function declarationOf(handler: unknown): RestRouteDeclaration | undefined {
  return typeof handler === 'function' ? (handler as { [DECLARATION]?: RestRouteDeclaration })[DECLARATION] : undefined;
}

/** The Express handler of a row, made by the adapter of its kind of answer (each checks the row's access first). */
function expressHandler(orm: MikroORM, deps: ServerDeps, route: RestRouteDeclaration): RequestHandler {
  const call = (req: Request, ctx: RequestContext, caller: Principal | null): RouteCall => ({ req, ctx, caller, deps });
  if (route.answer) return restHandler(orm, deps, route.access, (...args) => route.answer(call(...args)));
  if (route.sendFile) return fileHandler(orm, deps, route.access, (...args) => route.sendFile(call(...args)));
  return accessChecked(orm, deps, route.access, (req, res, ctx, caller) =>
    route.respond({ ...call(req, ctx, caller), res }),
  );
}

/** Registers every row of a table on a router, in the table's order (a literal path before a `:param` one). */
export function registerRoutes(
  router: Router,
  orm: MikroORM,
  deps: ServerDeps,
  routes: readonly RestRouteDeclaration[],
): void {
  for (const route of routes) {
    router[route.method](route.path, Object.assign(expressHandler(orm, deps, route), { [DECLARATION]: route }));
  }
}

interface RouterLayer {
  route?: { path: string; methods: Record<string, boolean>; stack: { handle: unknown }[] };
  handle?: { stack?: RouterLayer[] };
}

const nameOf = (method: string, path: string) => `${method.toUpperCase()} ${path}`;

/**
 * Where a router (and the routers mounted in it) and the table disagree, one line each, naming
 * `METHOD path`: a route registered other than from this table, a row registered under another
 * method or path or checking another access, a row twice, a row not registered.
 */
export function tableDrift(router: { stack: readonly unknown[] }, routes: readonly RestRouteDeclaration[]): string[] {
  const drift: string[] = [];
  const seen = new Set<RestRouteDeclaration>();
  const walk = (stack: readonly unknown[]) => {
    for (const layer of stack as RouterLayer[]) {
      if (layer.handle?.stack) walk(layer.handle.stack);
      if (!layer.route) continue;
      const { path, methods, stack: handlers } = layer.route;
      for (const method of Object.keys(methods)) {
        const handle = handlers.find((entry) => declarationOf(entry.handle))?.handle;
        const row = declarationOf(handle);
        const name = nameOf(method, path);
        if (!row || !routes.includes(row) || row.method !== method || row.path !== path) {
          drift.push(`${name}: registered, but not from the route table`);
          continue;
        }
        if (seen.has(row)) drift.push(`${name}: registered twice`);
        seen.add(row);
        const checked = declaredAccess(handle);
        if (checked !== row.access) drift.push(`${name}: checks ${String(checked)}, the table says ${row.access}`);
      }
    }
  };
  walk(router.stack);
  const names = routes.map((row) => nameOf(row.method, row.path));
  names.forEach((name, index) => {
    if (names.indexOf(name) !== index) drift.push(`${name}: in the table twice (the second never answers)`);
  });
  for (const row of routes)
    if (!seen.has(row)) drift.push(`${nameOf(row.method, row.path)}: in the table, not registered`);
  return drift;
}

/** Refuses a router that is not exactly the table, so the server does not start with either drifting. */
export function assertRouterMatchesTable(
  router: { stack: readonly unknown[] },
  routes: readonly RestRouteDeclaration[],
): void {
  const drift = tableDrift(router, routes);
  if (drift.length > 0) throw new Error(`The /api router and the REST route table disagree: ${drift.join('; ')}`);
}
