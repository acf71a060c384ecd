import type { MikroORM } from '@mikro-orm/postgresql';
import { type ErrorRequestHandler, type RequestHandler, Router } from 'express';

import type { ServerDeps } from '../services';

import { applicationRoutes } from './application.routes';
import { contactRoutes } from './contact.routes';
import { eventRoutes } from './event.routes';
import { jobRoutes } from './job.routes';
import { joinUsRoutes } from './join-us.routes';
import { openApiDocument } from './openapi';
import { userRoutes } from './user.routes';

/** Every /api route, after `before` (body parsing); anything else under /api answers 404 in JSON. */
export function apiRoutes(
  orm: MikroORM,
  deps: ServerDeps,
  before: (RequestHandler | ErrorRequestHandler)[] = [],
): Router {
  const api = Router();
  if (before.length) api.use(...before);
  api.use(userRoutes(orm, deps));
  api.use(jobRoutes(orm, deps));
  api.use(joinUsRoutes(orm, deps));
  api.use(contactRoutes(orm, deps));
  api.use(applicationRoutes(orm, deps));
  api.use(eventRoutes(orm, deps));
  // Public: the contract of every route above (rest/openapi.ts).
  api.get('/openapi.json', (_req, res) => {
    res.json(openApiDocument());
  });
  api.use((req, res) => {
    res.status(404).json({ message: `No API route ${req.method} ${req.originalUrl}.` });
  });
  return api;
}
