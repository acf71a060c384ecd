import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { expressMiddleware } from '@as-integrations/express5';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import type { MikroORM } from '@mikro-orm/postgresql';
import express, { type ErrorRequestHandler, type Express, type RequestHandler } from 'express';
import type { GraphQLSchema } from 'graphql';
import helmet from 'helmet';
import type http from 'node:http';

import type { Config } from './config';
import { createRequestContext, type RequestContext } from './request-context';
import { formatError, supportedOperationsOnly } from './graphql/errors';
import { graphqlUploads } from './graphql/uploads';
import { AppError } from './lib/app-error';
import type { Logger } from './lib/logger';
import { sendError } from './rest/handler';
import { applicationRoutes } from './rest/application.routes';
import { eventRoutes } from './rest/event.routes';
import { contactRoutes } from './rest/contact.routes';
import { jobRoutes } from './rest/job.routes';
import { joinUsRoutes } from './rest/join-us.routes';
import { userRoutes } from './rest/user.routes';
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

function escapeHtmlAttribute(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * The site's index.html with the map tile settings as meta tags, so one client build works with
 * any MAP_TILE_URL: the contact map reads them at run time. Built once, at start.
 */
function siteIndexHtml(clientDir: string, config: Config): string {
  const html = readFileSync(path.join(clientDir, 'index.html'), 'utf8');
  const meta =
    `<meta name="map-tile-url" content="${escapeHtmlAttribute(config.mapTileUrl)}" />` +
    `<meta name="map-tile-attribution" content="${escapeHtmlAttribute(config.mapTileAttribution)}" />`;
  // A replacer function: a replacement string would treat `$&` in the settings as a pattern.
  return html.includes('</head>') ? html.replace('</head>', () => `${meta}</head>`) : meta + html;
}

export async function createApp({ orm, deps, schema, httpServer, clientDir }: AppOptions): Promise<App> {
  const { config, logger } = deps;
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);

  app.use((req, res, next) => {
    req.id = randomUUID();
    res.setHeader('X-Request-Id', req.id);
    next();
  });

  app.use(
    helmet({
      contentSecurityPolicy: {
        useDefaults: true,
        directives: {
          'default-src': ["'self'"],
          // Map tiles come from MAP_TILE_URL's origin only.
          'img-src': ["'self'", 'data:', 'blob:', config.mapTileOrigin],
          'style-src': ["'self'", "'unsafe-inline'"],
          'script-src': ["'self'"],
          'connect-src': ["'self'"],
        },
      },
      // OpenStreetMap's tile servers refuse requests that carry no referrer at all.
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    }),
  );

  const json = express.json({ limit: config.jsonBodyLimit });

  const armor = new ApolloArmor({
    maxDepth: { n: 8 },
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
    expressMiddleware(apollo, { context: async ({ req }) => createRequestContext(orm, deps, req) }),
  );

  const api = express.Router();
  api.use(json, bodyErrors(logger));
  api.use(userRoutes(orm, deps));
  api.use(jobRoutes(orm, deps));
  api.use(joinUsRoutes(orm, deps));
  api.use(contactRoutes(orm, deps));
  api.use(applicationRoutes(orm, deps));
  api.use(eventRoutes(orm, deps));
  api.use((req, res) => {
    res.status(404).json({ message: `No API route ${req.method} ${req.originalUrl}.` });
  });
  app.use('/api', api);

  app.get('/healthz', async (_req, res) => {
    const ok = await orm.isConnected();
    res.status(ok ? 200 : 503).json({ status: ok ? 'ok' : 'database unavailable' });
  });

  if (clientDir && existsSync(path.join(clientDir, 'index.html'))) {
    const indexHtml = siteIndexHtml(clientDir, config);
    const sendIndex: RequestHandler = (_req, res) => {
      // Always revalidated, so a new build or new settings reach browsers at once (the ETag keeps it cheap).
      res.set('Cache-Control', 'no-cache').type('html').send(indexHtml);
    };
    // Before the static files, or /index.html would go out without the settings.
    app.get('/index.html', sendIndex);
    app.use(express.static(clientDir, { index: false, maxAge: '1h' }));
    app.get(/^\/(?!api\/|graphql).*/, sendIndex);
  }

  const lastResort: ErrorRequestHandler = (error, req, res, _next) => {
    sendError(res, error, req.id, logger);
  };
  app.use(lastResort);

  return { express: app, apollo };
}
