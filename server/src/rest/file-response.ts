import type { Readable } from 'node:stream';

import type { MikroORM } from '@mikro-orm/postgresql';
import type { Request, RequestHandler } from 'express';

import { createRequestContext, type RequestContext } from '../request-context';
import { AppError } from '../lib/app-error';
import type { ServerDeps } from '../services';

import { sendError } from './handler';

export interface FileAnswer {
  stream: Readable;
  headers: Record<string, string>;
}

/** Adapts a route that answers a stored file: streams it with the headers the route sets. */
export function fileHandler(
  orm: MikroORM,
  deps: ServerDeps,
  route: (req: Request, ctx: RequestContext) => Promise<FileAnswer>,
): RequestHandler {
  return async (req, res) => {
    const ctx = createRequestContext(orm, deps, req);
    try {
      const { stream, headers } = await route(req, ctx);
      stream.once('open', () => {
        for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
        res.setHeader('X-Content-Type-Options', 'nosniff');
        stream.pipe(res);
      });
      stream.once('error', (error) => {
        if (res.headersSent) res.destroy(error);
        else sendError(res, AppError.notFound('The file is missing.'), ctx.requestId, deps.logger);
      });
    } catch (error) {
      sendError(res, error, ctx.requestId, deps.logger);
    }
  };
}
