import 'reflect-metadata';

import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import { MikroORM } from '@mikro-orm/postgresql';
import type { DestinationStream } from 'pino';

import { type Config, loadConfig } from '../../server/src/config';
import { createOrmConfig } from '../../server/src/db/mikro-orm.config';
import { createLogger } from '../../server/src/lib/logger';
import { Role } from '../../server/src/modules/users/role';
import { type User } from '../../server/src/modules/users/user.entity';
import { UserService } from '../../server/src/modules/users/user.service';
import { type RunningServer, startServer } from '../../server/src/server';

import { createTestDatabase, type TestDatabase } from './test-database';

export const TEST_ADMIN = { email: 'root@example.com', password: 'root-password-for-tests' };
/** The password of accounts made by userWithRole unless the test gives one. */
export const TEST_USER_PASSWORD = 'a-long-enough-password';

export interface GraphQLAnswer<T = Record<string, unknown>> {
  status: number;
  data?: T | null;
  errors?: { message: string; extensions?: { code?: string; field?: string } & Record<string, unknown> }[];
}

export interface RestAnswer<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
}

export interface TestServer {
  url: string;
  db: TestDatabase;
  server: RunningServer;
  /** A separate ORM on the same database, for arranging and checking rows directly. */
  orm: MikroORM;
  gql<T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    token?: string,
  ): Promise<GraphQLAnswer<T>>;
  rest<T = unknown>(
    method: string,
    path: string,
    options?: { body?: unknown; token?: string; raw?: string; headers?: Record<string, string> },
  ): Promise<RestAnswer<T>>;
  /** Creates an account directly in the database and signs it in; returns its token. */
  userWithRole(
    role: Role,
    overrides?: { email?: string; password?: string },
  ): Promise<{ user: User; token: string; email: string; password: string }>;
  stop(): Promise<void>;
}

export function testConfig(overrides: Record<string, string> = {}, dataDir?: string): Config {
  return loadConfig({
    NODE_ENV: 'test',
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir ?? path.join(os.tmpdir(), 'unused'),
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
    ADMIN_EMAIL: TEST_ADMIN.email,
    ADMIN_PASSWORD: TEST_ADMIN.password,
    SEED_DEMO: 'false',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    // Tests send many forms from one address in moments; the tests of these rules set their own.
    FORM_RATE_LIMIT_PER_IP: '1000000',
    FORM_RATE_LIMIT_PER_EMAIL: '1000000',
    FORM_MIN_FILL_SECONDS: '0',
    // argon2 at its minimum cost: the suite hashes thousands of passwords (see auth/password.ts).
    PASSWORD_HASHING: 'test',
    // Tests write jobs with SQL behind the server's back, which the job read cache would not see
    // for up to its TTL; the cache's own tests (tests/server/jobs/job-read-cache.test.ts) turn it on.
    JOB_READ_CACHE_SECONDS: '0',
    // Likewise for /sitemap.xml and the share images (tests/server/seo/crawler-cache.test.ts turns it on).
    CRAWLER_CACHE_SECONDS: '0',
    // The hourly purge's first run comes 5 s after the start, in the middle of a file's tests; the
    // purge's own tests run it when they choose (tests/server/retention, workers/workers.test.ts).
    RETENTION_PURGE_INTERVAL_MINUTES: '0',
    // Reading a resume's text starts a thread that loads PDF.js (about 1.4 s of CPU): only the tests
    // of resume text and search turn the reader on (RESUME_TEXT_POLL_SECONDS: '60', the default).
    RESUME_TEXT_POLL_SECONDS: '0',
    ...overrides,
  });
}

/** A real server on its own fresh database, listening on a free port. */
export async function startTestServer(
  env: Record<string, string> = {},
  options: { clientDir?: string; clock?: () => number; logTo?: DestinationStream } = {},
): Promise<TestServer> {
  const db = await createTestDatabase();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'talent-test-data-'));
  const config = testConfig({ DATABASE_URL: db.url, ...env }, dataDir);
  const server = await startServer(config, createLogger(config.logLevel, options.logTo), {
    print: () => undefined,
    clientDir: options.clientDir,
    clock: options.clock,
  });
  const orm = await MikroORM.init(createOrmConfig(db.url, { pool: { min: 0, max: 2 } }));

  const gql: TestServer['gql'] = async (query, variables, token) => {
    const response = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    const json = (await response.json()) as Omit<GraphQLAnswer, 'status'>;
    return { status: response.status, ...json } as never;
  };

  const rest: TestServer['rest'] = async (method, route, options = {}) => {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    let body: string | undefined;
    if (options.raw !== undefined) {
      body = options.raw;
      headers['content-type'] ??= 'application/json';
    } else if (options.body !== undefined) {
      body = JSON.stringify(options.body);
      headers['content-type'] = 'application/json';
    }
    const response = await fetch(`${server.url}${route}`, { method, headers, body });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      // not JSON: keep the text
    }
    return { status: response.status, headers: response.headers, body: parsed as never };
  };

  return {
    url: server.url,
    db,
    server,
    orm,
    gql,
    rest,
    async userWithRole(role, overrides = {}) {
      const email = overrides.email ?? `${role.toLowerCase()}-${randomBytes(4).toString('hex')}@example.com`;
      const password = overrides.password ?? TEST_USER_PASSWORD;
      const user = await new UserService(orm.em.fork()).insert({
        firstName: 'Test',
        lastName: role,
        email,
        password,
        role,
      });
      return { user, email, password, token: server.deps.tokens.sign(user.id, user.role) };
    },
    async stop() {
      await orm.close(true);
      await server.stop();
      await db.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export { Role };
