import cors from 'cors';
import type { RequestHandler } from 'express';

import type { Config } from '../config';

/** Headers a browser app on another origin may read from our answers. */
export const CORS_EXPOSED_HEADERS = ['X-Total-Count', 'X-Total-Count-Capped', 'X-Request-Id', 'Retry-After'];

/**
 * CORS for /graphql and /api: the origins in CORS_ORIGINS get `Access-Control-Allow-Origin`
 * (and preflights answered 204); any other origin gets no CORS header, so its browser keeps the
 * answer from it. Credentials are Bearer tokens and keys, never cookies, so none are allowed.
 */
export function apiCors(config: Config): RequestHandler {
  const allowed = new Set(config.corsOrigins);
  const handler = cors({
    origin: (origin, callback) => callback(null, origin !== undefined && allowed.has(origin)),
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE'],
    allowedHeaders: [
      'Authorization',
      'Content-Type',
      'Apollo-Require-Preflight',
      'X-Apollo-Operation-Name',
      'X-Request-Id',
    ],
    exposedHeaders: CORS_EXPOSED_HEADERS,
    credentials: false,
    maxAge: 600,
    optionsSuccessStatus: 204,
  });
  if (allowed.size === 0) return (_req, _res, next) => next();
  return (req, res, next) => {
    // The answer differs by Origin (refused ones carry no CORS header): caches must keep them apart.
    res.vary('Origin');
    handler(req, res, next);
  };
}
