import { existsSync } from 'node:fs';
import type http from 'node:http';
import path from 'node:path';

import { ApolloServer } from '@apollo/server';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginInlineTraceDisabled,
  ApolloServerPluginLandingPageDisabled,
} from '@apollo/server/plugin/disabled';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import { expressMiddleware } from '@as-integrations/express5';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import type { MikroORM } from '@mikro-orm/postgresql';
import express, { type ErrorRequestHandler, type Express } from 'express';
import type { GraphQLSchema } from 'graphql';

import { formatError, supportedOperationsOnly } from './graphql/errors';
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
import { graphqlMetrics, metricsRoute, recordRequests } from './metrics/metrics-http';
import { createRequestContext, type RequestContext } from './request-context';
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
  schema: GraphQLSchema;
  httpServer: http.Server;
  /** Folder of the built client; served with an SPA fallback when it exists. */
  clientDir?: string;
  /** Read by /readyz: draining once the process has begun to stop. */
  lifecycle?: Lifecycle;
}

export interface App {
  express: Express;
  apollo: ApolloServer<RequestContext>;
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

  const armor = new ApolloArmor({
    // Depth in fields: a fragment spread adds none of its own (by default armor counts each spread as
    // two levels, so splitting a query into fragments, as the client's documents do, made it "deeper").
    maxDepth: { n: 8, flattenFragments: true },
    maxAliases: { n: 15 },
    costLimit: { maxCost: 5000 },
    // Armor's token counter parses in a plugin and turns syntax errors into 500s; graphql-js's
    // own parser limit (parseOptions below) does the same job and answers 400.
    maxTokens: { enabled: false },
  });
  const protection = armor.protect();
  const apollo = new ApolloServer<RequestContext>({
    schema,
    ...protection,
    plugins: [
      ...protection.plugins,
      ApolloServerPluginDrainHttpServer({ httpServer }),
      ApolloServerPluginLandingPageDisabled(),
      // The schema sets no cache hints, so Apollo's cache-control plugin would only cost a hook
      // per resolved field (hundreds on a page of jobs) and compute a policy nothing reads.
      ApolloServerPluginCacheControlDisabled(),
      // Federation's inline traces, which only a subgraph (this schema is none) would send: left to
      // itself Apollo would still load the plugin and its protobuf library (about 20 modules).
      ApolloServerPluginInlineTraceDisabled(),
      ...(deps.metrics ? [graphqlMetrics(deps.metrics)] : []),
    ],
    validationRules: [...protection.validationRules, supportedOperationsOnly],
    parseOptions: { maxTokens: 2000 },
    introspection: config.graphqlExplorer,
    // main.ts owns SIGINT/SIGTERM: it stops Apollo, then the HTTP server, then the database.
    stopOnTerminationSignals: false,
    formatError,
  });
  await apollo.start();

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

  app.use(
    '/graphql',
    json,
    bodyErrors(logger),
    // GraphQL multipart requests (file uploads): streamed, one file per operation, sizes capped
    // here and again, per field, by the storage.
    graphqlUploads({
      maxFileSize: Math.max(config.resumeMaxBytes, config.eventImageMaxBytes) + 1,
      maxFiles: 1,
      maxFieldSize: 1024 * 1024,
    }),
    expressMiddleware(apollo, { context: async ({ req, res }) => createRequestContext(orm, deps, req, res) }),
  );

  app.use('/api', apiRoutes(orm, deps, [json, bodyErrors(logger)]));

  // Before the site, whose fallback answers any other path with a file extension 404.
  app.use(crawlerRoutes(orm, deps));
  // Public, like the sitemap: the open jobs as RSS, Atom and Indeed's XML.
  app.use(jobFeedRoutes(orm, deps));
  app.use(shareImageRoutes(orm, deps));
  app.use(shortlistFileRoutes(orm, deps));
  const site = staticSite(clientDir, config, sitePages(orm, deps, schema), logger);
  if (site) app.use(site);

  const lastResort: ErrorRequestHandler = (error, req, res, _next) => {
    sendError(res, error, req.id, logger);
  };
  app.use(lastResort);

  return { express: app, apollo };
}
