import { queryString } from '../lib/paging';
import { requirePerson } from '../modules/auth/viewer';
import { Role } from '../modules/users/role';

import { restRoute } from './route-table';
import { text } from './schemas';

/** GET /api/people/export?email=… (ADMIN and up): everything held about an address, as one zip. */
export const peopleRoutes = [
  // A zip made while it is sent (not a stored file): the route writes its own answer.
  restRoute({
    method: 'get',
    path: '/people/export',
    summary: 'Everything held about an e-mail address (query `email`), as one zip',
    access: Role.ADMIN,
    query: {
      type: 'object',
      required: ['email'],
      properties: { email: { ...text, description: '1 to 254 characters, compared trimmed and lower-cased.' } },
    },
    responses: { 200: 'file:application/zip' },
    async respond({ req, res, ctx }) {
      // Personal-data requests are handled by people, never by an API key.
      const actor = requirePerson(await ctx.viewer(), Role.ADMIN);
      const email = queryString(req.query as Record<string, unknown>, 'email') ?? '';
      const { stream, fileName } = await ctx.services.people.export(actor, email);
      res.setHeader('Content-Type', 'application/zip');
      res.setHeader('Content-Disposition', `attachment; filename="${fileName}"`);
      res.setHeader('Cache-Control', 'private, no-store');
      res.setHeader('X-Content-Type-Options', 'nosniff');
      stream.once('error', (error) => {
        ctx.logger.error('The export failed while it was sent', { requestId: ctx.requestId, error });
        res.destroy(error);
      });
      stream.pipe(res);
    },
  }),
];
