import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

import type { Request, RequestHandler } from 'express';
import { pinoHttp } from 'pino-http';

import { type Logger, pinoOf } from '../lib/logger';
import type { TokenSigner } from '../modules/auth/token';
import { bearerToken } from '../modules/auth/viewer';
import { apiKeyIdOf } from '../request-context';

export const REQUEST_ID_HEADER = 'X-Request-Id';

/**
 * An incoming request id is kept only when it is short and made of characters that are safe in a
 * header and a log line (a proxy's UUID, a trace id); anything else could forge or break log lines.
 */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:+=/-]{1,128}$/;
const MAX_LOGGED_URL = 1000;

export function requestIdFor(incoming: string | string[] | undefined): string {
  return typeof incoming === 'string' && SANE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/**
 * A capability token or signed link in a path: a long run of base64url characters, or a long
 * dotted one (`<id>.<signature>`, a JWT). File names of built assets stay below that length.
 */
const TOKEN_LIKE = /^[\w-]{24,}$|^[\w.~-]{40,}$/;

function safeSegment(segment: string): string {
  let decoded = segment;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    // A malformed escape: judged as written.
  }
  if (decoded.includes('@')) return ':email';
  if (TOKEN_LIKE.test(decoded) && !UUID.test(decoded)) return ':token';
  return segment;
}

/**
 * The one rule for what a request line says of the URL, so no log keeps personal data that erasure
 * cannot reach: never the query string (`?email=` of a person's export, `?token=` of a one-click
 * unsubscribe, a search term), and in the path no segment that holds an e-mail address or a token
 * (a link pasted into the path, a personal route of tomorrow). Record ids (UUIDs) stay: they tell
 * requests apart and name no one.
 */
export function loggedPath(originalUrl: string): string {
  const path = originalUrl.split(/[?#]/, 1)[0]!;
  // A shortlist's link (`/shortlists/<token>/…`) is a credential whatever its length: always hidden.
  const safe = path
    .split('/')
    .map((segment, i, all) => (i > 0 && all[i - 1]!.toLowerCase() === 'shortlists' ? ':token' : safeSegment(segment)))
    .join('/');
  return safe.length > MAX_LOGGED_URL ? `${safe.slice(0, MAX_LOGGED_URL)}…` : safe;
}

/** Request headers for a debug line: a Referer carries the page's URL, query string included. */
function debugHeaders(req: Request): Record<string, unknown> {
  const referer = req.headers.referer;
  if (referer === undefined) return req.headers;
  let safe = '[Unreadable]';
  try {
    const url = new URL(referer);
    safe = `${url.origin}${loggedPath(url.pathname)}`;
  } catch {
    // Not a URL: left out.
  }
  return { ...req.headers, referer: safe };
}

/** The Express route pattern that answered (`/api/jobs/:id`), or the mount point (`/graphql`). */
export function routeOf(req: Request): string | undefined {
  const route = (req.route as { path?: unknown } | undefined)?.path;
  if (route !== undefined) return `${req.baseUrl}${String(route)}`;
  return req.baseUrl || undefined;
}

/**
 * The JSON body, for LOG_LEVEL=debug. Of a GraphQL request only the variables: the operation text
 * may hold literal arguments (an inline password) that no field name would flag.
 */
function debugBody(req: Request, graphql: boolean): unknown {
  if (!req.is('application/json')) return undefined;
  const body = req.body as { operationName?: unknown; variables?: unknown } | undefined;
  if (!graphql || body === null || typeof body !== 'object') return body;
  return { operationName: body.operationName, variables: body.variables };
}

/**
 * One JSON line per request, when its response finishes (or the client goes away): method, route
 * (and GraphQL operation name), path (see loggedPath), status, duration, request id, and the user id of a valid
 * Bearer token. At LOG_LEVEL=debug the line also carries the request headers and JSON body, with
 * credentials and passwords redacted. The request id comes from a sane `X-Request-Id` header or
 * is a fresh UUID, and is echoed back.
 */
export function requestLogging(logger: Logger, tokens: TokenSigner): RequestHandler {
  const base = pinoOf(logger);
  const userIdOf = (req: IncomingMessage): string | undefined => {
    const token = bearerToken(req.headers.authorization);
    if (!token) return undefined;
    const check = tokens.verify(token);
    return check.ok ? check.userId : undefined;
  };
  const fields = (raw: IncomingMessage, res: ServerResponse, durationMs: number) => {
    const req = raw as Request;
    const graphql = req.baseUrl === '/graphql';
    const operation = (req.body as { operationName?: unknown } | undefined)?.operationName;
    return {
      method: req.method,
      route: routeOf(req),
      // Every GraphQL call shares one route: its operation name tells them apart.
      operation: typeof operation === 'string' && operation ? operation.slice(0, 100) : undefined,
      url: loggedPath(req.originalUrl),
      status: res.statusCode,
      durationMs,
      userId: userIdOf(req),
      apiKeyId: apiKeyIdOf(req),
      ...(base.isLevelEnabled('debug') ? { headers: debugHeaders(req), body: debugBody(req, graphql) } : {}),
    };
  };
  return pinoHttp({
    logger: base,
    genReqId: (req, res) => {
      const id = requestIdFor(req.headers['x-request-id']);
      res.setHeader(REQUEST_ID_HEADER, id);
      return id;
    },
    // Only the request id is bound; the fields are gathered once, when the response is done.
    quietReqLogger: true,
    quietResLogger: true,
    customAttributeKeys: { reqId: 'requestId' },
    // A line the logger would drop is not put together at all (its fields cost about 2% of the CPU
    // of an uncached page of jobs at LOG_LEVEL=error): pino-http skips a 'silent' one outright.
    customLogLevel: (_req, res, error) => {
      const level = error || res.statusCode >= 500 ? 'error' : 'info';
      return base.isLevelEnabled(level) ? level : 'silent';
    },
    customSuccessObject: (req, res, value: { responseTime: number }) => fields(req, res, value.responseTime),
    customErrorObject: (req, res, error, value: { responseTime: number }) => ({
      ...fields(req, res, value.responseTime),
      // pino-http invents "failed with status code 500" when nothing threw; the route logged the cause.
      ...(res.statusCode >= 500 && error.message.startsWith('failed with status code') ? {} : { error }),
    }),
    customErrorMessage: () => 'request failed',
  }) as unknown as RequestHandler;
}
