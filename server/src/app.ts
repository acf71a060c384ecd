import { existsSync } from 'node:fs';
import type http from 'node:http';
import path from 'node:path';

import type { MikroORM } from '@mikro-orm/postgresql';
import express, { type ErrorRequestHandler, type Express } from 'express';
import type { GraphQLSchema } from 'graphql';

import type * as ApolloServerModule from './graphql/apollo-server';
import { GraphqlOnDemand } from './graphql/graphql-on-demand';
import { graphqlUploads } from './graphql/uploads';
import { apiCors } from './http/cors';
import { crawlerRoutes } from './http/crawlers';
import { healthRoutes, type Lifecycle } from './http/health';
import { jobFeedRoutes } from './http/job-feeds';
import { malformedPaths } from './http/malformed-paths';
import { requestLogging } from './http/request-logging';
import { securityHeaders } from './http/security-headers';
import { shareImageRoutes } from './http/share-images';
import { SHORTLIST_PAGE_PREFIX, shortlistPageHeaders } from './http/shortlist-pages';
import { sitePages } from './http/site-page';
import { responseCompression, staticSite } from './http/static-site';
import { closeAfterUnreadBodies } from './http/unread-bodies';
import { AppError } from './lib/app-error';
import type { Logger } from './lib/logger';
import { sendError } from './lib/send-error';
import { metricsRoute, recordRequests } from './metrics/metrics-http';
import { apiRoutes } from './rest/api';
import { shortlistFileRoutes } from './rest/client-shortlist.routes';
import type { ServerDeps } from './services';

declare module 'express-serve-static-core' {
  interface Request {
    id: string;
  }
}

export interface AppOptions {
  orm: MikroORM;
  deps: ServerDeps;
  /** Builds the schema: called once, by the first request that needs GraphQL or the warm-up. */
  schema: () => Promise<GraphQLSchema>;
  httpServer: http.Server;
  /** Folder of the built client; served with an SPA fallback when it exists. */
  clientDir?: string;
  /** Read by /readyz: draining once the process has begun to stop. */
  lifecycle?: Lifecycle;
}

export interface App {
  express: Express;
  /** Built on demand (graphql/graphql-on-demand.ts). */
  graphql: GraphqlOnDemand;
  /**
   * Stops taking connections and waits for the requests in flight: Apollo's drain plugin does it
   * when the GraphQL engine was built; otherwise the HTTP server is closed here.
   */
  close(): Promise<void>;
}

/** Body-parser failures become JSON answers: 400 for malformed JSON, 413 for a body over the limit. */
function bodyErrors(logger: Logger): ErrorRequestHandler {
  return (error, req, res, next) => {
    const type = (error as { type?: string }).type;
    if (type === 'entity.parse.failed') {
      sendError(res, new AppError('BAD_USER_INPUT', 'The request body is not valid JSON.', 'body'), req.id, logger);
    } else if (type === 'entity.too.large') {
      sendError(res, AppError.tooLarge('body', (error as { limit?: number }).limit), req.id, logger);
    } else {
      next(error);
    }
  };
}

export async function createApp({
  orm,
  deps,
  schema,
  httpServer,
  clientDir,
  lifecycle = { draining: false },
}: AppOptions): Promise<App> {
  const { config, logger } = deps;
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);

  // First, so the logged duration covers everything and every later line knows the request id.
  app.use(requestLogging(logger, deps.tokens));
  if (deps.metrics) app.use(recordRequests(deps.metrics));
  app.use(closeAfterUnreadBodies());
  // Before any router, which would refuse such a path without reading the body that follows.
  app.use(malformedPaths(logger));
  app.use(securityHeaders(config));
  // A shortlist's link (its page and resumes) holds a token: no Referer, no indexing.
  app.use(SHORTLIST_PAGE_PREFIX, shortlistPageHeaders());
  app.use(responseCompression());
  // Before the site's page fallback, so probes always get JSON.
  app.use(healthRoutes(orm, lifecycle, logger));
  if (deps.metrics) app.use(metricsRoute(deps.metrics, config.metricsToken, logger));

  const json = express.json({ limit: config.jsonBodyLimit });

  const graphql = new GraphqlOnDemand(async () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- on first use: Apollo and graphql-armor load with the engine
    const { startApollo } = require('./graphql/apollo-server') as typeof ApolloServerModule;
    return startApollo(await schema(), { orm, deps, httpServer });
  });

  if (config.graphqlExplorer && clientDir && existsSync(path.join(clientDir, 'explorer.html'))) {
    // A browser opening /graphql gets the bundled explorer; API clients (no text/html) get Apollo.
    app.get('/graphql', (req, res, next) => {
      if (!req.get('accept')?.includes('text/html')) return next();
      res.sendFile(path.join(clientDir, 'explorer.html'));
    });
  }

  // Before every /graphql and /api handler, so preflights and errors carry the CORS headers too.
  const crossOrigin = apiCors(config);
  app.use(['/graphql', '/api'], crossOrigin);

  // GraphQL is an Express app of its own, mounted at /graphql, only so that its answers carry no
  // ETag: Express would hash every answer (SHA-1 over the whole body) for a header nothing reads,
  // since the client posts every operation and an answer to a POST is never revalidated (about 2%
  // of the CPU of an uncached page of jobs). It inherits the rest of the app's settings (trust proxy).
  const graphqlApp = express();
  graphqlApp.disable('x-powered-by');
  graphqlApp.set('etag', false);
  graphqlApp.use(
    json,
    bodyErrors(logger),
    // GraphQL multipart requests (file uploads): streamed, one file per operation, sizes capped
    // here and again, per field, by the storage.
    graphqlUploads({
      maxFileSize: Math.max(config.resumeMaxBytes, config.eventImageMaxBytes) + 1,
      maxFiles: 1,
      maxFieldSize: 1024 * 1024,
    }),
    graphql.handler,
  );
  app.use('/graphql', graphqlApp);

  app.use('/api', apiRoutes(orm, deps, [json, bodyErrors(logger)]));

  // Before the site, whose fallback answers any other path with a file extension 404.
  app.use(crawlerRoutes(orm, deps));
  // Public, like the sitemap: the open jobs as RSS, Atom and Indeed's XML.
  app.use(jobFeedRoutes(orm, deps));
  app.use(shareImageRoutes(orm, deps));
  app.use(shortlistFileRoutes(orm, deps));
  const site = staticSite(clientDir, config, sitePages(orm, deps, graphql.schema), logger);
  if (site) app.use(site);

  const lastResort: ErrorRequestHandler = (error, req, res, _next) => {
    sendError(res, error, req.id, logger);
  };
  app.use(lastResort);

  const close = async () => {
    await graphql.stop();
    if (httpServer.listening) await new Promise<void>((resolve) => httpServer.close(() => resolve()));
  };
  return { express: app, graphql, close };
}
