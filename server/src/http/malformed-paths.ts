import type { Request, RequestHandler } from 'express';

import { AppError } from '../lib/app-error';
import type { Logger } from '../lib/logger';
import { sendError } from '../lib/send-error';

import { DRAIN_TIMEOUT_MS } from './unread-bodies';

export const MALFORMED_PATH_MESSAGE = 'The request path is not valid: it has a malformed % escape.';

function decodable(path: string): boolean {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

/**
 * Reads and drops what is left of `req`'s body; resolves once it has all arrived, or after
 * DRAIN_TIMEOUT_MS (the answer then closes the connection). There is no byte cap: an answer sent
 * while the client is still writing makes Node close the connection under it (EPIPE), whatever
 * the size, so only the time bounds what a refused request may send.
 */
export function dropBody(req: Request): Promise<void> {
  return new Promise((resolve) => {
    if (req.complete || req.readableEnded) return resolve();
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(done, DRAIN_TIMEOUT_MS);
    req.once('end', done);
    req.once('close', done);
    req.once('error', done);
    req.resume();
  });
}

/**
 * A path with a malformed % escape (`/api/candidates/%`) is answered 400 naming `path`, for every
 * route. Express's router would refuse it too, but before anyone reads the body: the answer then
 * closes the connection while the client is still sending, and the client sees EPIPE instead of
 * the answer. So the body is read and dropped first (for DRAIN_TIMEOUT_MS at most).
 */
export function malformedPaths(logger: Logger): RequestHandler {
  return (req, res, next) => {
    if (decodable(req.path)) return next();
    void dropBody(req).then(() => sendError(res, AppError.badInput('path', MALFORMED_PATH_MESSAGE), req.id, logger));
  };
}
