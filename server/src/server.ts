import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

import { createApp } from './app';
import type { Config } from './config';
import { openDatabase } from './db/database';
import { resolveJwtSecret, runFirstStart } from './db/seeders/first-start';
import type * as BuildSchema from './graphql/build-schema';
import { SITEMAP_MAX_URLS } from './http/crawlers';
import { JOB_IMAGE_CACHE_SIZE } from './http/share-images';
import type { Logger } from './lib/logger';
import { Metrics } from './metrics/metrics';
import { startMetricsListener } from './metrics/metrics-http';
import { usePasswordHashing } from './modules/auth/password';
import { ServerKeys } from './modules/auth/server-keys';
import { TokenSigner } from './modules/auth/token';
import { sealStoredTotpSecrets, TotpSecretBox } from './modules/auth/totp-secret-box';
import { JobReadCache } from './modules/jobs/job-read-cache';
import { FormRateLimits } from './modules/public-forms/form-rate-limits';
import { SiteContentRenderCache } from './modules/site-content/site-content-render-cache';
import type { ServerDeps } from './services';
import { createFileStorage } from './storage/create-file-storage';
import { startWorkers, sweepStaleParts } from './workers';

/**
 * How long after listening the server builds its GraphQL engine unless a request asks for it first
 * (graphql/graphql-on-demand.ts): the requests that come as a process comes up (health checks,
 * the REST API, the site's pages) are answered without waiting for it, and it is ready well before
 * a visitor's browser has loaded the page's script and asks GraphQL.
 */
export const GRAPHQL_WARM_UP_MS = 500;

/** How many job rows the public list's read cache holds at most (a few KB each). */
const JOB_READ_CACHE_MAX_ROWS = 5000;

/** The sitemap's job rows and the share images' jobs: one sitemap at most, plus that many jobs. */
const CRAWLER_CACHE_MAX_ROWS = SITEMAP_MAX_URLS + JOB_IMAGE_CACHE_SIZE;

export interface RunningServer {
  url: string;
  port: number;
  deps: ServerDeps;
  /** The METRICS_PORT listener's port (the one it got when METRICS_PORT=0), when there is one. */
  metricsPort?: number;
  /** Resolves once the GraphQL engine is built (or its build failed): after the start, see GRAPHQL_WARM_UP_MS. */
  graphqlBuilt: Promise<void>;
  /**
   * Drains (/readyz answers 503, for DRAIN_SECONDS while requests are still served), stops taking
   * connections, lets requests in flight and a mail delivery finish, then closes the database.
   */
  stop(): Promise<void>;
}

export interface StartOptions {
  clientDir?: string;
  /** Printer for the first-start password; stdout by default. */
  print?: (line: string) => void;
  /** The clock of time-based codes (two-factor sign-in); Date.now by default. */
  clock?: () => number;
}

/** Opens the database (migrating it), does first-start work, and listens on config.port. */
export async function startServer(config: Config, logger: Logger, options: StartOptions = {}): Promise<RunningServer> {
  usePasswordHashing(config.passwordHashing);
  const db = await openDatabase(config, logger);
  try {
    const keys = new ServerKeys(await resolveJwtSecret(config), config.jwtSecretPrevious);
    const jobReads = new JobReadCache({ ttlMs: config.jobReadCacheSeconds * 1000, maxRows: JOB_READ_CACHE_MAX_ROWS });
    const storage = createFileStorage(config.storage);
    await storage.verify();
    // Only when someone can scrape them: otherwise nothing is recorded and prom-client never loads.
    const metrics =
      config.metricsToken !== undefined || config.metricsPort !== undefined
        ? new Metrics(db.orm, { mailMaxAttempts: config.mailMaxAttempts, processMetrics: true })
        : undefined;
    const deps: ServerDeps = {
      config,
      logger,
      tokens: new TokenSigner(keys, config.jwtExpiresIn),
      storage,
      formLimits: new FormRateLimits(db.orm.em.getKnex(), {
        perIp: config.formRateLimitPerIp,
        perEmail: config.formRateLimitPerEmail,
        windowSeconds: config.formRateLimitWindowSeconds,
      }),
      auditKey: keys.keyFor('audit-email-hash'),
      totpSecrets: new TotpSecretBox(keys),
      clock: options.clock ?? Date.now,
      jobReads,
      crawlerReads: new JobReadCache({
        ttlMs: config.crawlerCacheSeconds * 1000,
        maxRows: CRAWLER_CACHE_MAX_ROWS,
        invalidatedWith: jobReads,
      }),
      metrics,
      siteContentRenders: new SiteContentRenderCache(),
    };
    await deps.storage.markAlive();
    await sweepStaleParts(deps.storage, logger);
    await sealStoredTotpSecrets(db.orm.em.fork(), deps.totpSecrets, logger);
    await runFirstStart(db.orm.em.fork(), config, logger, {
      seedDemo: config.seedDemo ?? db.embedded,
      storage,
      print: options.print,
    });
    const httpServer = http.createServer();
    const lifecycle = { draining: false };
    const app = await createApp({
      orm: db.orm,
      deps,
      // On first use (graphql/graphql-on-demand.ts): the resolvers and type-graphql's schema load with the engine.
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- a plain require in a function, as in lib/packages-on-first-use.ts
      schema: () => (require('./graphql/build-schema') as typeof BuildSchema).buildAppSchema(),
      httpServer,
      clientDir: options.clientDir,
      lifecycle,
    });
    httpServer.on('request', app.express);
    await new Promise<void>((resolve, reject) => {
      httpServer.once('error', reject);
      httpServer.listen(config.port, config.host, resolve);
    });
    const { port } = httpServer.address() as AddressInfo;
    app.graphql.warmUpAfter(GRAPHQL_WARM_UP_MS, (error) =>
      logger.error('The GraphQL schema could not be built: every GraphQL request answers 500', { error }),
    );
    const workers = startWorkers(db.orm, deps);
    const metricsListener =
      metrics && config.metricsPort !== undefined
        ? await startMetricsListener(metrics, config.metricsPort, config.metricsHost, logger)
        : undefined;
    let stopping: Promise<void> | undefined;
    return {
      url: `http://localhost:${port}`,
      port,
      deps,
      metricsPort: metricsListener?.port,
      graphqlBuilt: app.graphql.built,
      stop: () =>
        (stopping ??= (async () => {
          lifecycle.draining = true;
          if (config.drainSeconds > 0) {
            logger.info('Draining: /readyz answers 503 while requests are still served', {
              seconds: config.drainSeconds,
            });
            await sleep(config.drainSeconds * 1000);
          }
          await app.close();
          await metricsListener?.close();
          // After the requests, so mail they queued can still go out; what is left waits in the outbox.
          await workers.stop();
          // Last: any upload this process left half-written is now the next start's to remove.
          await deps.storage.retire().catch((error: unknown) => logger.error('Could not retire', { error }));
          await deps.storage.close();
          await db.close();
        })()),
    };
  } catch (error) {
    await db.close();
    throw error;
  }
}
