import http from 'node:http';
import type { AddressInfo } from 'node:net';

import { MikroORM } from '@mikro-orm/postgresql';

import { createApp } from '../../server/src/app';
import { createOrmConfig } from '../../server/src/db/mikro-orm.config';
import { buildAppSchema } from '../../server/src/graphql/build-schema';

import type { TestServer } from './test-server';

export interface QueryLoggedApp {
  /** Where the app listens. */
  url: string;
  /** Runs one request and answers its result and the SQL statements it ran. */
  counted<T>(request: () => Promise<T>): Promise<{ result: T; sql: string[] }>;
  stop(): Promise<void>;
}

/**
 * The production app (same Express stack, schema and services) on the test server's database,
 * through an ORM whose query log is kept: every SQL statement a request runs can be counted, with
 * no switch in production code.
 */
export async function startQueryLoggedApp(t: TestServer, { poolMax = 2 } = {}): Promise<QueryLoggedApp> {
  const queries: string[] = [];
  const orm = await MikroORM.init(
    createOrmConfig(t.db.url, {
      debug: ['query'],
      logger: (message) => queries.push(message),
      pool: { min: 0, max: poolMax },
    }),
  );
  const httpServer = http.createServer();
  const app = await createApp({ orm, deps: t.server.deps, schema: buildAppSchema, httpServer });
  httpServer.on('request', app.express);
  await new Promise<void>((resolve) => httpServer.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(httpServer.address() as AddressInfo).port}`,
    async counted(request) {
      queries.length = 0;
      const result = await request();
      return { result, sql: [...queries] };
    },
    async stop() {
      await app.close();
      await orm.close(true);
    },
  };
}
