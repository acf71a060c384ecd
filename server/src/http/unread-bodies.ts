import type { RequestHandler, Response } from 'express';

/**
 * The unread rest of a body up to this size is read and dropped; past it (or of a body of unknown
 * length) the connection is closed instead. Taking in tens of megabytes costs a server little, and
 * it is what lets the client read the answer (see below).
 */
export const DRAIN_MAX_BYTES = 32 * 1024 * 1024;

/**
 * How long the rest of a body may take to arrive once the answer has gone (here and for a malformed
 * path's refusal): a client that stops sending would otherwise hold its connection until Node's
 * `requestTimeout` (5 minutes). Past it the connection is closed.
 */
export const DRAIN_TIMEOUT_MS = 15_000;

/**
 * A request answered before its body arrived in full (a refused or over-cap upload, a cut-off
 * multipart body) leaves the rest of that body on its connection. Node reads no further once a
 * handler has started reading and stopped, so the next request a client sends on that kept-alive
 * connection would wait forever behind it.
 *
 * A client that is still sending cannot read the answer until it has sent everything: closing the
 * connection under it makes its write fail (EPIPE) and fetch, for one, then reports a network
 * error instead of the answer (a "file too large" becomes "could not send"). So a body of a known,
 * bounded size is taken in to its end (within DRAIN_TIMEOUT_MS) and dropped, and the connection stays open; anything else
 * gets `Connection: close`, and Node closes the connection after the answer. (No library does this
 * narrow job; it patches `writeHead`, the one point every answer passes before its headers go out.)
 */
export function closeAfterUnreadBodies({ drainTimeoutMs = DRAIN_TIMEOUT_MS } = {}): RequestHandler {
  return (req, res, next) => {
    // A request without a body (most GETs) leaves nothing behind, even when answered at once.
    const length = req.headers['content-length'];
    const chunked = req.headers['transfer-encoding'] !== undefined;
    const hasBody = chunked || (length !== undefined && length !== '0');
    if (!hasBody) {
      next();
      return;
    }
    const declared = Number(length);
    const drainable = !chunked && Number.isSafeInteger(declared) && declared <= DRAIN_MAX_BYTES;
    const writeHead = res.writeHead;
    res.writeHead = function (this: Response, ...args: Parameters<Response['writeHead']>) {
      if (!req.complete && !this.headersSent) {
        if (drainable) {
          // Whatever was reading (a multipart parser) stopped: detach it and let the rest flow away.
          req.unpipe();
          req.resume();
          const deadline = setTimeout(() => req.socket.destroy(), drainTimeoutMs).unref();
          const arrived = () => clearTimeout(deadline);
          req.once('end', arrived);
          req.once('close', arrived);
        } else {
          this.setHeader('Connection', 'close');
        }
      }
      return writeHead.apply(this, args);
    } as Response['writeHead'];
    next();
  };
}
