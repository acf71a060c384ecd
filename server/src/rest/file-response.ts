import { pipeline } from 'node:stream';

import type { MikroORM } from '@mikro-orm/postgresql';
import type { Request, RequestHandler } from 'express';

import { sendError } from '../lib/send-error';
import type { Principal } from '../modules/auth/viewer';
import type { Role } from '../modules/users/role';
import type { RequestContext } from '../request-context';
import type { ServerDeps } from '../services';
import type { OpenedFile } from '../storage/file-storage';

import { accessChecked, type RestAccess } from './handler';

export interface FileAnswer {
  file: OpenedFile;
  headers: Record<string, string>;
}

type FileRoute = (req: Request, ctx: RequestContext, principal: Principal) => Promise<FileAnswer>;

/** Adapts a route that answers a stored file: streams it with the headers the route sets. */
export function fileHandler(
  orm: MikroORM,
  deps: ServerDeps,
  access: 'public',
  route: (req: Request, ctx: RequestContext) => Promise<FileAnswer>,
): RequestHandler;
export function fileHandler(orm: MikroORM, deps: ServerDeps, access: Role, route: FileRoute): RequestHandler;
/** Either, as the route table registers them: the route then takes null for a public call. */
export function fileHandler(
  orm: MikroORM,
  deps: ServerDeps,
  access: RestAccess,
  route: (req: Request, ctx: RequestContext, principal: Principal | null) => Promise<FileAnswer>,
): RequestHandler;
export function fileHandler(orm: MikroORM, deps: ServerDeps, access: RestAccess, route: FileRoute): RequestHandler {
  return accessChecked(orm, deps, access, async (req, res, ctx, principal) => {
    // The file is open (a missing one is NOT_FOUND before this): its headers can go.
    const { file, headers } = await route(req, ctx, principal as Principal);
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    res.setHeader('Content-Length', String(file.size));
    res.setHeader('X-Content-Type-Options', 'nosniff');
    // pipeline, unlike pipe, lets go of the file (a socket to the bucket) when the client leaves.
    pipeline(file.stream, res, (error) => {
      if (!error) return;
      if (res.headersSent) res.destroy(error);
      else sendError(res, error, ctx.requestId, deps.logger);
    });
  });
}
