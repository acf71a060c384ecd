import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { Request } from 'express';

import type { Logger } from './lib/logger';
import { resolveViewer, type Viewer } from './modules/auth/viewer';
import { createServices, type ServerDeps, type Services } from './services';

/** Everything one request works with; GraphQL resolvers and REST routes get the same shape. */
export interface RequestContext {
  requestId: string;
  ip: string;
  logger: Logger;
  em: EntityManager;
  services: Services;
  /** The caller, read from the Bearer token on first use and then remembered. */
  viewer(): Promise<Viewer>;
}

/** The API key a request was made with, once its viewer was resolved: the request log names it. */
const API_KEYS_OF_REQUESTS = new WeakMap<Request, string>();

export function apiKeyIdOf(req: Request): string | undefined {
  return API_KEYS_OF_REQUESTS.get(req);
}

async function resolveAndRemember(em: EntityManager, deps: ServerDeps, req: Request): Promise<Viewer> {
  const viewer = await resolveViewer(em, deps.tokens, req.headers.authorization);
  if (viewer.apiKey) API_KEYS_OF_REQUESTS.set(req, viewer.apiKey.id);
  return viewer;
}

export function createRequestContext(orm: MikroORM, deps: ServerDeps, req: Request): RequestContext {
  const em = orm.em.fork();
  let viewer: Promise<Viewer> | undefined;
  return {
    requestId: String(req.id),
    ip: req.ip ?? req.socket.remoteAddress ?? 'unknown',
    logger: deps.logger,
    em,
    services: createServices(em, deps),
    viewer: () => (viewer ??= resolveAndRemember(em, deps, req)),
  };
}
