import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { Request, Response } from 'express';

import { parseCookies } from './lib/cookies';
import type { Logger } from './lib/logger';
import { resolveViewer, type Viewer } from './modules/auth/viewer';
import { createServices, type ServerDeps, type Services } from './services';

/** Everything one request works with; GraphQL resolvers and REST routes get the same shape. */
export interface RequestContext {
  requestId: string;
  ip: string;
  logger: Logger;
  /** The request's services, over one EntityManager forked when the first of them needs it. */
  services: Services;
  /** The caller, read from the Bearer token on first use and then remembered. */
  viewer(): Promise<Viewer>;
  /** A cookie of the request by name (the staff API uses none; a shortlist's page uses its browser cookie). */
  cookie(name: string): string | undefined;
  /** Adds a `Set-Cookie` value to the answer; nothing where no answer is written (a page's head). */
  setCookie(value: string): void;
  /** Whether the request came over HTTPS (`req.secure`: X-Forwarded-Proto only with TRUST_PROXY). */
  secure: boolean;
}

/** The API key a request was made with, once its viewer was resolved: the request log names it. */
const API_KEYS_OF_REQUESTS = new WeakMap<Request, string>();

export function apiKeyIdOf(req: Request): string | undefined {
  return API_KEYS_OF_REQUESTS.get(req);
}

async function resolveAndRemember(emOf: () => EntityManager, deps: ServerDeps, req: Request): Promise<Viewer> {
  const viewer = await resolveViewer(emOf, deps.tokens, req.headers.authorization);
  if (viewer.apiKey) API_KEYS_OF_REQUESTS.set(req, viewer.apiKey.id);
  return viewer;
}

export function createRequestContext(
  orm: MikroORM,
  deps: ServerDeps,
  req: Request,
  res?: Pick<Response, 'append'>,
): RequestContext {
  // Forked on first use: an anonymous read that runs only prepared statements (the public job list)
  // never needs one, and a fork (a unit of work, an identity map, their helpers) was about a tenth
  // of such a request's CPU (docs/performance.md).
  let forked: EntityManager | undefined;
  const emOf = () => (forked ??= orm.em.fork());
  let viewer: Promise<Viewer> | undefined;
  let cookies: Map<string, string> | undefined;
  return {
    requestId: String(req.id),
    ip: req.ip ?? req.socket.remoteAddress ?? 'unknown',
    logger: deps.logger,
    services: createServices(emOf, deps, orm.em),
    viewer: () => (viewer ??= resolveAndRemember(emOf, deps, req)),
    cookie: (name) => (cookies ??= parseCookies(req.headers.cookie)).get(name),
    setCookie: (value) => {
      res?.append('Set-Cookie', value);
    },
    secure: req.secure,
  };
}
