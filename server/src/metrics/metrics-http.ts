import { createHash, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

import type { ApolloServerPlugin } from '@apollo/server';
import express, { type Request, type RequestHandler, type Response, Router } from 'express';

import { routeOf } from '../http/request-logging';
import type { Logger } from '../lib/logger';

import type { Metrics } from './metrics';

/**
 * Counts every answer by route template (`/api/jobs/:id`, never the path with its id) and times it.
 * A request no route took (the site's pages and files, a 404) counts as "other".
 */
export function recordRequests(metrics: Metrics): RequestHandler {
  return (req, res, next) => {
    const stop = metrics.httpDuration.startTimer();
    res.once('finish', () => {
      const labels = { method: req.method, route: routeOf(req) ?? 'other', status: String(res.statusCode) };
      stop(labels);
      metrics.httpRequests.inc(labels);
    });
    next();
  };
}

/** Counts and times each GraphQL operation by name (bounded: Metrics.operationLabel) and type. */
export function graphqlMetrics(metrics: Metrics): ApolloServerPlugin {
  return {
    async requestDidStart() {
      const started = process.hrtime.bigint();
      let labels: { operation: string; type: string } | undefined;
      return {
        async didResolveOperation({ operationName, operation }) {
          labels = { operation: metrics.operationLabel(operationName), type: operation?.operation ?? 'unknown' };
        },
        async willSendResponse({ errors }) {
          // An operation refused before it was resolved (unparsable, invalid) has no name worth a label.
          if (!labels) return;
          metrics.graphqlOperations.inc({ ...labels, outcome: errors?.length ? 'error' : 'ok' });
          metrics.graphqlDuration.observe(labels, Number(process.hrtime.bigint() - started) / 1e9);
        },
      };
    },
  };
}

function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}

async function answerScrape(metrics: Metrics, res: Response, logger: Logger): Promise<void> {
  try {
    const { contentType, body } = await metrics.scrape();
    res.set('Cache-Control', 'no-store').type(contentType).send(body);
  } catch (error) {
    logger.error('Could not collect the metrics', { error });
    res.status(503).type('text/plain').send('metrics unavailable\n');
  }
}

/**
 * GET /metrics on the app's own port, for a bearer of METRICS_TOKEN only (compared in constant
 * time); without the setting the path is not served here at all (404, as any unknown path).
 */
export function metricsRoute(metrics: Metrics, token: string | undefined, logger: Logger): Router {
  const router = Router();
  if (!token) return router;
  const expected = digest(`Bearer ${token}`);
  router.get('/metrics', (req: Request, res: Response) => {
    const given = req.get('authorization') ?? '';
    if (!timingSafeEqual(digest(given), expected)) {
      res
        .set('WWW-Authenticate', 'Bearer realm="metrics"')
        .status(401)
        .json({ message: 'A valid metrics token is required.' });
      return;
    }
    void answerScrape(metrics, res, logger);
  });
  return router;
}

/**
 * METRICS_PORT: a listener of its own that answers GET /metrics and nothing else, without a token:
 * it binds to METRICS_HOST (127.0.0.1 by default), so only the host or its private network reach it.
 */
export async function startMetricsListener(
  metrics: Metrics,
  port: number,
  host: string,
  logger: Logger,
): Promise<{ port: number; close(): Promise<void> }> {
  // The same answer as the app's route, from an app that knows nothing else.
  const app = express();
  app.disable('x-powered-by');
  app.get('/metrics', (_req, res) => void answerScrape(metrics, res, logger));
  app.use((_req: Request, res: Response) => {
    res.status(404).type('text/plain').send('not found\n');
  });
  const server = http.createServer(app);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
