import { queryBoolean } from '../lib/paging';

import { restRoute } from './route-table';

/** The public site's content (issue 29): a document as its page renders it, and the content's pictures. */
export const siteContentRoutes = [
  // Public: the published rendition; `?preview=1` with a staff bearer token, the draft.
  restRoute({
    method: 'get',
    path: '/site-content/:key',
    summary: 'A document of the public site as its page renders it (rich text as sanitized HTML)',
    access: 'public',
    query: {
      type: 'object',
      properties: { preview: { type: 'boolean', description: 'The draft instead (staff, with a bearer token).' } },
    },
    responses: { 200: 'SiteContent' },
    async answer({ req, ctx }) {
      const preview = queryBoolean(req.query, 'preview') ?? false;
      const rendered = await ctx.services.siteContent.rendered(
        String(req.params.key),
        preview ? await ctx.viewer() : null,
      );
      const { key, content, version, privacyVersion } = rendered;
      return {
        status: 200,
        body: { key, content, version, privacyVersion },
        // The published content may change at any publish; a preview is the editor's own.
        headers: { 'Cache-Control': preview ? 'private, no-store' : 'public, max-age=0, must-revalidate' },
      };
    },
  }),

  // Public: one resized copy of a site image. Images never change, so each address is cached for good.
  restRoute({
    method: 'get',
    path: '/site-images/:id/:variant',
    summary: 'One resized copy of a picture of the site’s content (`480.webp`, `960.avif`…)',
    access: 'public',
    responses: { 200: 'file:image/webp,image/avif' },
    async sendFile({ req, ctx }) {
      const copy = await ctx.services.siteImages.variant(String(req.params.id), String(req.params.variant));
      return {
        file: copy.file,
        headers: { 'Content-Type': copy.contentType, 'Cache-Control': 'public, max-age=31536000, immutable' },
      };
    },
  }),
];
