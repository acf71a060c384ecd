import type { Request, RequestHandler } from 'express';

import { AppError } from '../lib/app-error';
import type { Logger } from '../lib/logger';
import { sendError } from '../rest/handler';

export const MALFORMED_PATH_MESSAGE = 'The request path is not valid: it has a malformed % escape.';

/** How long a refused request's body may take to arrive before the answer goes anyway. */
const DRAIN_TIMEOUT_MS = 15_000;

function decodable(path: string): boolean {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

/**
 * Reads and drops what is left of `req`'s body, up to `maxBytes` and DRAIN_TIMEOUT_MS; resolves
 * once it has all arrived, or at once past either bound (the answer then closes the connection).
 */
export function dropBody(req: Request, maxBytes: number): Promise<void> {
  return new Promise((resolve) => {
    if (req.complete || req.readableEnded) return resolve();
    let received = 0;
    const done = () => {
      clearTimeout(timer);
      req.off('data', onData);
      resolve();
    };
    const onData = (chunk: Buffer) => {
      received += chunk.length;
      if (received > maxBytes) done();
    };
    const timer = setTimeout(done, DRAIN_TIMEOUT_MS);
    req.on('data', onData);
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
 * the answer. So the body is read and dropped first (up to `maxBodyBytes`: past that, the answer
 * goes at once, as for any over-cap body).
 */
export function malformedPaths(logger: Logger, maxBodyBytes: number): RequestHandler {
  return (req, res, next) => {
    if (decodable(req.path)) return next();
    void dropBody(req, maxBodyBytes).then(() =>
      sendError(res, AppError.badInput('path', MALFORMED_PATH_MESSAGE), req.id, logger),
    );
  };
}
