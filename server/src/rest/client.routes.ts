import { Role } from '../modules/users/role';

import { restRoute } from './route-table';

/** The client pages' logo (staff only: a client's logo can tell who a confidential client is). */
export const clientRoutes = [
  // Fetched with the staff token; Client.logoUrl carries its version (?v=), and that exact URL may be kept.
  restRoute({
    method: 'get',
    path: '/clients/:id/logo',
    summary: 'A client’s logo (its WebP copy)',
    access: Role.INTERNAL_RECRUITER,
    responses: { 200: 'file:image/webp' },
    async sendFile({ req, ctx }) {
      const logo = await ctx.services.clients.logo(String(req.params.id));
      return {
        file: logo.file,
        headers: {
          'Content-Type': logo.contentType,
          'Cache-Control': req.query.v === logo.version ? 'private, max-age=31536000, immutable' : 'private, no-cache',
        },
      };
    },
  }),
];
