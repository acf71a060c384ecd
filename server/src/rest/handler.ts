import type { MikroORM } from '@mikro-orm/postgresql';
import type { NextFunction, Request, RequestHandler, Response } from 'express';

import { createRequestContext, type RequestContext } from '../request-context';
import { AppError, HTTP_STATUS_BY_CODE } from '../lib/app-error';
import type { Logger } from '../lib/logger';
import type { ServerDeps } from '../services';

/** What a REST route returns: a status and a JSON body (204 has none). */
export interface RestAnswer {
  status: number;
  body?: unknown;
  /** Extra response headers, such as X-Total-Count on lists. */
  headers?: Record<string, string>;
}

export type RestRoute = (req: Request, ctx: RequestContext) => Promise<RestAnswer>;

/** Sends an error as `{message}` (plus `field`) with the status its code maps to. */
export function sendError(res: Response, error: unknown, requestId: string, logger: Logger): void {
  if (error instanceof AppError) {
    if (error.retryAfterSeconds) res.setHeader('Retry-After', String(error.retryAfterSeconds));
    res.status(HTTP_STATUS_BY_CODE[error.code]).json({
      message: error.message,
      ...(error.field ? { field: error.field } : {}),
    });
    return;
  }
  // Client errors raised by HTTP libraries (http-errors style: a 4xx `status`), e.g. upload limits.
  const status = (error as { status?: unknown }).status;
  if (typeof status === 'number' && status >= 400 && status < 500 && error instanceof Error) {
    res.status(status).json({ message: error.message });
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
      const answer = await route(req, ctx);
      if (answer.headers) res.set(answer.headers);
      if (answer.body === undefined) res.status(answer.status).end();
      else res.status(answer.status).json(answer.body);
    } catch (error) {
      sendError(res, error, ctx.requestId, deps.logger);
    }
  };
}
