import type { RequestHandler } from 'express';

/** A shortlist's link for a client contact: `/shortlists/<token>` (and its resumes below it). */
export const SHORTLIST_PAGE_PREFIX = '/shortlists/';

/** The title the server gives the page (the client's screen sets its own once it knows the job). */
export const SHORTLIST_PAGE_TITLE = 'Shortlist';

/**
 * Everything under /shortlists/ carries a capability token in its URL: browsers must not send that
 * URL on as a Referer (to a LinkedIn profile the page links, say) and search engines must not keep
 * it, whatever leaks it to them.
 */
export function shortlistPageHeaders(): RequestHandler {
  return (_req, res, next) => {
    res.setHeader('Referrer-Policy', 'no-referrer');
    res.setHeader('X-Robots-Tag', 'noindex, nofollow');
    next();
  };
}
