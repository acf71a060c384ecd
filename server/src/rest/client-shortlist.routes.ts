import type { MikroORM } from '@mikro-orm/postgresql';
import { Router } from 'express';

import { SHORTLIST_BROWSER_COOKIE } from '../modules/client-shortlists/client-shortlist.messages';
import { UnreadablePdfError } from '../modules/client-shortlists/client-shortlist-watermark';
import type { ServerDeps } from '../services';

import { assertRouterMatchesTable, registerRoutes, restRoute, type RestRouteDeclaration } from './route-table';

/** What a client contact reads when a resume PDF cannot be opened to draw the watermark on. */
export const UNREADABLE_RESUME_MESSAGE =
  'This resume could not be prepared for viewing (the file is damaged or protected). Please ask the recruiter for it.';

/**
 * The routes of a shortlist's link outside /api (the link's own path, where its cookie and its
 * no-referrer policy apply): declared like the /api table's rows, access included, and checked the
 * same way at start. Public: the link's token and the browser's cookie are the credentials, checked
 * by the service on every request.
 */
export const SHORTLIST_FILE_ROUTES: readonly RestRouteDeclaration[] = [
  restRoute({
    method: 'get',
    path: '/shortlists/:token/resumes/:entryId',
    summary:
      'A candidate’s resume from a shortlist sent to a client, watermarked "Shared with <client> on <day>" on every ' +
      'page (a Word resume as its text in a new PDF). Needs the browser cookie set when the code was entered, and a ' +
      'shortlist that shares resumes and still works. Audited.',
    access: 'public',
    responses: { 200: 'file:application/pdf' },
    async respond({ req, res, ctx }) {
      let resume;
      try {
        resume = await ctx.services.clientShortlistLinks.resume(
          String(req.params.token),
          ctx.cookie(SHORTLIST_BROWSER_COOKIE),
          String(req.params.entryId),
        );
      } catch (error) {
        if (!(error instanceof UnreadablePdfError)) throw error;
        ctx.logger.info('A shortlist resume could not be watermarked', { requestId: ctx.requestId, error });
        res.status(422).set('Cache-Control', 'no-store').json({ message: UNREADABLE_RESUME_MESSAGE });
        return;
      }
      const asciiName = resume.fileName.replace(/[^\x20-\x7e]/g, '_').replace(/"/g, '');
      res
        .status(200)
        .set({
          'Content-Type': 'application/pdf',
          'Content-Disposition': `inline; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(resume.fileName)}`,
          'Cache-Control': 'no-store',
          'X-Content-Type-Options': 'nosniff',
          'Content-Length': String(resume.bytes.length),
        })
        .end(Buffer.from(resume.bytes));
    },
  }),
];

/** The shortlist routes, registered from their table (refused at start when the two disagree). */
export function shortlistFileRoutes(orm: MikroORM, deps: ServerDeps): Router {
  const router = Router();
  registerRoutes(router, orm, deps, SHORTLIST_FILE_ROUTES);
  assertRouterMatchesTable(router, SHORTLIST_FILE_ROUTES);
  return router;
}
