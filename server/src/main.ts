import 'reflect-metadata';

import path from 'node:path';

import { ConfigError, loadConfig } from './config';
import { createLogger } from './lib/logger';
import { releaseStartupHeap } from './lib/startup-heap';
import { startServer } from './server';

/** Process entry: config, database, app, listen, and a graceful stop on SIGINT/SIGTERM. */
async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger(config.logLevel);
  process.on('unhandledRejection', (reason) => logger.error('Unhandled promise rejection', { error: reason }));

  const server = await startServer(config, logger, { clientDir: path.resolve(__dirname, '..', 'client') });
  // A second after the start's last part (the GraphQL engine, built after listening), not in its
  // path: the collection holds the event loop for about 0.1 s, which no answer should wait for.
  void server.graphqlBuilt.then(() => setTimeout(releaseStartupHeap, 1000).unref());
  logger.info(`Listening on ${server.url} (site, /graphql and /api)`);
  console.log(`Ready: ${server.url}`);

  let signals = 0;
  const shutdown = (signal: string) => {
    signals += 1;
    if (signals > 1) {
      logger.error('Second stop signal: exiting at once', { signal });
      process.exit(1);
    }
    logger.info('Stopping: draining requests, then closing the database', { signal });
    server.stop().then(
      () => {
        // The last line: a log reader can tell a clean stop from a crash.
        logger.info('Stopped', { signal, exitCode: 0 });
        process.exit(0);
      },
      (error: unknown) => {
        logger.error('Stopped after an error while stopping', { signal, exitCode: 1, error });
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
