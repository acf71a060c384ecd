import type { RequestHandler, Response } from 'express';

/**
 * A request answered before its body arrived in full (a refused or over-cap upload, a cut-off
 * multipart body) leaves the rest of that body on its connection. Node reads no further once a
 * handler has started reading and stopped, so the next request a client sends on that kept-alive
 * connection would wait forever behind it. Such an answer carries `Connection: close`: Node closes
 * the connection after it, and the client opens a fresh one. (No library does this narrow job;
 * it patches `writeHead`, the one point every answer passes before its headers go out.)
 */
export function closeAfterUnreadBodies(): RequestHandler {
  return (req, res, next) => {
    // A request without a body (most GETs) leaves nothing behind, even when answered at once.
    const length = req.headers['content-length'];
    const hasBody = req.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
    if (!hasBody) {
      next();
      return;
    }
    const writeHead = res.writeHead;
    res.writeHead = function (this: Response, ...args: Parameters<Response['writeHead']>) {
      if (!req.complete && !this.headersSent) this.setHeader('Connection', 'close');
      return writeHead.apply(this, args);
    } as Response['writeHead'];
    next();
  };
}
