import { resumeRoute } from './resume-route';

/** The talent pool's staff-only resume download (the pool itself is GraphQL's: talentPool). */
export const talentPoolRoutes = [
  resumeRoute({
    path: '/talent-pool/resumes/:id',
    summary: 'Download the resume of a talent-pool entry (or, with disposition=inline, show a PDF in the browser)',
    recorded: 'Recorded in the audit log as opened.',
    open: (ctx, caller, { id, inline, seenThisVisit }) =>
      ctx.services.talentPool.resume(caller, id, inline, seenThisVisit),
  }),
];
