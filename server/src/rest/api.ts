import type { MikroORM } from '@mikro-orm/postgresql';
import { type ErrorRequestHandler, type RequestHandler, Router } from 'express';

import type { ServerDeps } from '../services';

import { applicationRoutes } from './application.routes';
import { contactRoutes } from './contact.routes';
import { eventRoutes } from './event.routes';
import { assertEveryRouteDeclared, restHandler } from './handler';
import { jobAlertRoutes } from './job-alert.routes';
import { jobRoutes } from './job.routes';
import { joinUsRoutes } from './join-us.routes';
import { openApiDocument } from './openapi';
import { peopleRoutes } from './people.routes';
import { userRoutes } from './user.routes';

/**
 * Every route of the `/api` shim, after `before` (body parsing); anything else under /api answers
 * 404 in JSON. Each route declares its access where it is registered (restHandler / fileHandler
 * take `'public'` or a role, checked before the route runs); a router with a route that declares
 * nothing is refused here, so the server does not start with it.
 */
export function apiRoutes(
  orm: MikroORM,
  deps: ServerDeps,
  before: (RequestHandler | ErrorRequestHandler)[] = [],
): Router {
  const routes = Router();
  routes.use(userRoutes(orm, deps));
  routes.use(jobRoutes(orm, deps));
  routes.use(joinUsRoutes(orm, deps));
  routes.use(contactRoutes(orm, deps));
  routes.use(applicationRoutes(orm, deps));
  routes.use(eventRoutes(orm, deps));
  routes.use(peopleRoutes(orm, deps));
  routes.use(jobAlertRoutes(orm, deps));
  // The contract of every route above (rest/openapi.ts).
  routes.get(
    '/openapi.json',
    restHandler(orm, deps, 'public', async () => ({ status: 200, body: openApiDocument() })),
  );
  assertEveryRouteDeclared(routes);

  const api = Router();
  if (before.length) api.use(...before);
  api.use(routes);
  api.use((req, res) => {
    res.status(404).json({ message: `No API route ${req.method} ${req.originalUrl}.` });
  });
  return api;
}
