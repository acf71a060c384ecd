import type { MikroORM } from '@mikro-orm/postgresql';
import { Router } from 'express';

import type { ServerDeps } from '../services';

import { applicationRoutes } from './application.routes';
import { contactRoutes } from './contact.routes';
import { eventRoutes } from './event.routes';
import { assertEveryRouteDeclared } from './handler';
import { jobRoutes } from './job.routes';
import { joinUsRoutes } from './join-us.routes';
import { peopleRoutes } from './people.routes';
import { userRoutes } from './user.routes';

/**
 * Every route of the `/api` shim. Each declares its access where it is registered (restHandler /
 * fileHandler take `'public'` or a role, checked before the route runs); a router with a route that
 * declares nothing is refused here, so the server does not start with it.
 */
export function apiRoutes(orm: MikroORM, deps: ServerDeps): Router {
  const router = Router();
  router.use(userRoutes(orm, deps));
  router.use(jobRoutes(orm, deps));
  router.use(joinUsRoutes(orm, deps));
  router.use(contactRoutes(orm, deps));
  router.use(applicationRoutes(orm, deps));
  router.use(eventRoutes(orm, deps));
  router.use(peopleRoutes(orm, deps));
  assertEveryRouteDeclared(router);
  return router;
}
