import type { MikroORM } from '@mikro-orm/postgresql';
import { type ErrorRequestHandler, type RequestHandler, Router } from 'express';

import type { ServerDeps } from '../services';

import { applicationRoutes } from './application.routes';
import { clientRoutes } from './client.routes';
import { contactRoutes } from './contact.routes';
import { eventRoutes } from './event.routes';
import { jobRoutes } from './job.routes';
import { jobAlertRoutes } from './job-alert.routes';
import { joinUsRoutes } from './join-us.routes';
import { openApiDocument } from './openapi';
import { peopleRoutes } from './people.routes';
import { assertRouterMatchesTable, registerRoutes, restRoute, type RestRouteDeclaration } from './route-table';
import { siteContentRoutes } from './site-content.routes';
import { talentPoolRoutes } from './talent-pool.routes';
import { userRoutes } from './user.routes';

/**
 * The REST route table: every route of the `/api` shim, declared once with its contract (method,
 * path, access, input, answers) and its code. Express registers it in this order (a literal path
 * before a `:param` one of the same shape) and /api/openapi.json is built from it.
 */
export const REST_ROUTES: readonly RestRouteDeclaration[] = [
  ...userRoutes,
  ...jobRoutes,
  ...joinUsRoutes,
  ...contactRoutes,
  ...applicationRoutes,
  ...eventRoutes,
  ...peopleRoutes,
  ...jobAlertRoutes,
  ...talentPoolRoutes,
  ...clientRoutes,
  ...siteContentRoutes,
  restRoute({
    method: 'get',
    path: '/openapi.json',
    summary: 'This document',
    access: 'public',
    responses: { 200: { type: 'object' } },
    async answer() {
      return { status: 200, body: openApiDocument(REST_ROUTES) };
    },
  }),
];

/**
 * Every route of the table, after `before` (body parsing); anything else under /api answers 404 in
 * JSON. Each route's access is checked before it runs (restHandler's adapter); a router that is not
 * exactly the table (a route added by hand, a row left out) is refused here, so the server does not
 * start with it.
 */
export function apiRoutes(
  orm: MikroORM,
  deps: ServerDeps,
  before: (RequestHandler | ErrorRequestHandler)[] = [],
): Router {
  const routes = Router();
  registerRoutes(routes, orm, deps, REST_ROUTES);
  assertRouterMatchesTable(routes, REST_ROUTES);

  const api = Router();
  if (before.length) api.use(...before);
  api.use(routes);
  api.use((req, res) => {
    res.status(404).json({ message: `No API route ${req.method} ${req.originalUrl}.` });
  });
  return api;
}
