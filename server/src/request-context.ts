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

export function createRequestContext(orm: MikroORM, deps: ServerDeps, req: Request): RequestContext {
  const em = orm.em.fork();
  let viewer: Promise<Viewer> | undefined;
  return {
    requestId: String(req.id),
    ip: req.ip ?? req.socket.remoteAddress ?? 'unknown',
    logger: deps.logger,
    em,
    services: createServices(em, deps),
    viewer: () => (viewer ??= resolveViewer(em, deps.tokens, req.headers.authorization)),
  };
}
