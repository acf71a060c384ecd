import type { MikroORM } from '@mikro-orm/postgresql';
import { Router } from 'express';

import { queryString } from '../lib/paging';
import { requirePerson } from '../modules/auth/viewer';
import { Role } from '../modules/users/role';
import { createRequestContext } from '../request-context';
import type { ServerDeps } from '../services';

import { sendError } from '../lib/send-error';

import { checkAccess, withAccess } from './handler';

/** GET /api/people/export?email=… (ADMIN and up): everything held about an address, as one zip. */
export function peopleRoutes(orm: MikroORM, deps: ServerDeps): Router {
  const router = Router();

  // A zip made while it is sent (not a stored file): its own handler, with its access declared.
  router.get(
    '/people/export',
    withAccess(Role.ADMIN, async (req, res) => {
      const ctx = createRequestContext(orm, deps, req);
      try {
        await checkAccess(ctx, req, Role.ADMIN);
        // Personal-data requests are handled by people, never by an API key.
        const actor = requirePerson(await ctx.viewer(), Role.ADMIN);
        const email = queryString(req.query as Record<string, unknown>, 'email') ?? '';
        const { stream, fileName } = await ctx.services.people.export(actor, email);
        res.setHeader('Content-Type', 'application/zip');
        res.setHeader('Content-Disposition', `attachment; filename="${fileName}"`);
        res.setHeader('Cache-Control', 'private, no-store');
        res.setHeader('X-Content-Type-Options', 'nosniff');
        stream.once('error', (error) => {
          deps.logger.error('The export failed while it was sent', { requestId: ctx.requestId, error });
          res.destroy(error);
        });
        stream.pipe(res);
      } catch (error) {
        sendError(res, error, ctx.requestId, deps.logger);
      }
    }),
  );

  return router;
}
