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

/** The Express route pattern that answered (`/api/jobs/:id`), or the mount point (`/graphql`). */
function routeOf(req: Request): string | undefined {
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
 * (and GraphQL operation name), url, status, duration, request id, and the user id of a valid
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
    // A GraphQL GET carries the whole operation (perhaps an inline password) in its query string.
    const url = graphql ? req.originalUrl.split('?', 1)[0]! : req.originalUrl;
    const operation = (req.body as { operationName?: unknown } | undefined)?.operationName;
    return {
      method: req.method,
      route: routeOf(req),
      // Every GraphQL call shares one route: its operation name tells them apart.
      operation: typeof operation === 'string' && operation ? operation.slice(0, 100) : undefined,
      url: url.length > MAX_LOGGED_URL ? `${url.slice(0, MAX_LOGGED_URL)}…` : url,
      status: res.statusCode,
      durationMs,
      userId: userIdOf(req),
      apiKeyId: apiKeyIdOf(req),
      ...(base.isLevelEnabled('debug') ? { headers: req.headers, body: debugBody(req, graphql) } : {}),
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
    customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? 'error' : 'info'),
    customSuccessObject: (req, res, value: { responseTime: number }) => fields(req, res, value.responseTime),
    customErrorObject: (req, res, error, value: { responseTime: number }) => ({
      ...fields(req, res, value.responseTime),
      // pino-http invents "failed with status code 500" when nothing threw; the route logged the cause.
      ...(res.statusCode >= 500 && error.message.startsWith('failed with status code') ? {} : { error }),
    }),
    customErrorMessage: () => 'request failed',
  }) as unknown as RequestHandler;
}
