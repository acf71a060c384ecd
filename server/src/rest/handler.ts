import type { MikroORM } from '@mikro-orm/postgresql';
import type { NextFunction, Request, RequestHandler, Response } from 'express';

import { createRequestContext, type RequestContext } from '../request-context';
import { HTTP_STATUS_BY_CODE, toAppError } from '../lib/app-error';
import type { Logger } from '../lib/logger';
import { refuseReadOnly } from '../modules/auth/viewer';
import type { ServerDeps } from '../services';

const READING_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** What a REST route returns: a status and a JSON body (204 has none). */
export interface RestAnswer {
  status: number;
  body?: unknown;
  /** Extra response headers, such as X-Total-Count on lists. */
  headers?: Record<string, string>;
}

export type RestRoute = (req: Request, ctx: RequestContext) => Promise<RestAnswer>;

/**
 * Sends an error as `{message}` (plus `field`) with the status its code maps to (toAppError decides
 * what a thrown value means); anything unexpected is logged and answered with a generic 500.
 */
export function sendError(res: Response, error: unknown, requestId: string, logger: Logger): void {
  const known = toAppError(error);
  if (res.headersSent) {
    // A stream already under way (a file download): all that is left is to cut it.
    if (!known) logger.error('Unexpected error after the answer started', { requestId, error });
    res.destroy();
    return;
  }
  if (known) {
    if (known.retryAfterSeconds) res.setHeader('Retry-After', String(known.retryAfterSeconds));
    res.status(HTTP_STATUS_BY_CODE[known.code]).json({
      message: known.message,
      ...(known.field ? { field: known.field } : {}),
    });
    return;
  }
  logger.error('Unexpected error in a REST route', { requestId, error });
  res.status(500).json({ message: `Something went wrong on our side. Reference: ${requestId}.` });
}

/** Adapts a route to Express: one request context per call, errors mapped in one place. */
export function restHandler(orm: MikroORM, deps: ServerDeps, route: RestRoute): RequestHandler {
  return async (req: Request, res: Response, _next: NextFunction) => {
    const ctx = createRequestContext(orm, deps, req);
    try {
      // A read-only API key may only read: refused before the route runs (or reads a body).
      if (!READING_METHODS.has(req.method) && req.headers.authorization) refuseReadOnly(await ctx.viewer());
      const answer = await route(req, ctx);
      if (answer.headers) res.set(answer.headers);
      if (answer.body === undefined) res.status(answer.status).end();
      else res.status(answer.status).json(answer.body);
    } catch (error) {
      sendError(res, error, ctx.requestId, deps.logger);
    }
  };
}
