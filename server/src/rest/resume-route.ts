import { AppError } from '../lib/app-error';
import { queryString } from '../lib/paging';
import type { ResumeDownload } from '../modules/applications/application.service';
import type { Principal } from '../modules/auth/viewer';
import { Role } from '../modules/users/role';
import type { RequestContext } from '../request-context';

import { restRoute } from './route-table';

/** How a resume is asked for: its id, shown in the browser or saved, and whether this visit showed it already. */
export interface ResumeAsked {
  id: string;
  inline: boolean;
  seenThisVisit: boolean;
}

/**
 * A staff-only resume download (or, with ?disposition=inline, a PDF shown in the browser) at `path`
 * (with `:id`): the server names the file and sets its type; `open` audits and opens it.
 */
export function resumeRoute(route: {
  path: string;
  summary: string;
  /** What `disposition` and `seen` record besides the audit log, said in the contract. */
  recorded: string;
  open: (ctx: RequestContext, caller: Principal, asked: ResumeAsked) => Promise<ResumeDownload>;
}) {
  return restRoute({
    method: 'get',
    path: route.path,
    summary: route.summary,
    access: Role.INTERNAL_RECRUITER,
    query: {
      type: 'object',
      properties: {
        disposition: {
          enum: ['attachment', 'inline'],
          description:
            'inline: a PDF is served with Content-Disposition: inline (for a same-origin frame; the CSP stays as ' +
            `strict); a Word file is always an attachment. ${route.recorded}`,
        },
        seen: {
          enum: ['visit'],
          description:
            'visit: with disposition=inline, the page already showed this resume in this browser session (a reload): ' +
            'served and audited as such.',
        },
      },
    },
    responses: {
      200: 'file:application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    },
    async sendFile({ req, ctx, caller }) {
      const query = req.query as Record<string, unknown>;
      const disposition = queryString(query, 'disposition') ?? 'attachment';
      if (disposition !== 'inline' && disposition !== 'attachment') {
        throw AppError.badInput('disposition', 'disposition must be inline or attachment.');
      }
      const seen = queryString(query, 'seen');
      if (seen !== undefined && seen !== 'visit') throw AppError.badInput('seen', 'seen must be visit.');
      const resume = await route.open(ctx, caller, {
        id: String(req.params.id),
        inline: disposition === 'inline',
        seenThisVisit: seen === 'visit',
      });
      const asciiName = resume.fileName.replace(/[^\x20-\x7e]/g, '_').replace(/"/g, '');
      return {
        file: resume.file,
        headers: {
          'Content-Type': resume.contentType,
          // Inline only for a PDF (a Word file is always saved); the site's CSP stays as it is, and
          // its frame-ancestors 'self' lets only the back office's own pages frame the file.
          'Content-Disposition': `${resume.inline ? 'inline' : 'attachment'}; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(resume.fileName)}`,
          'Cache-Control': 'private, no-store',
        },
      };
    },
  });
}
