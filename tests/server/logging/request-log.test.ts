import 'reflect-metadata';

import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import { createLogger, type LogLevel } from '../../../server/src/lib/logger';
import { type RunningServer, startServer } from '../../../server/src/server';
import { createTestDatabase, type TestDatabase } from '../../helpers/test-database';
import { TEST_ADMIN, testConfig } from '../../helpers/test-server';

interface LogLine {
  level: string;
  time: string;
  msg: string;
  requestId?: string;
  method?: string;
  route?: string;
  operation?: string;
  url?: string;
  status?: number;
  durationMs?: number;
  userId?: string;
  apiKeyId?: string;
  headers?: Record<string, unknown>;
  body?: Record<string, unknown>;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A pino destination that keeps what the server wrote. */
class CapturedLog {
  text = '';
  write(chunk: string): void {
    this.text += chunk;
  }
  lines(): LogLine[] {
    return this.text
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as LogLine);
  }
  /** Waits for the request's line: it is written when the response finishes, perhaps after the client has it. */
  async requestLines(requestId: string): Promise<LogLine[]> {
    for (let waited = 0; waited < 3000; waited += 20) {
      const found = this.lines().filter((line) => line.requestId === requestId);
      if (found.length > 0) {
        // Give a duplicate the chance to show up before answering.
        await new Promise((resolve) => setTimeout(resolve, 50));
        return this.lines().filter((line) => line.requestId === requestId);
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return [];
  }
}

interface LoggedServer {
  server: RunningServer;
  log: CapturedLog;
  stop(): Promise<void>;
}

async function startLogged(db: TestDatabase, level: LogLevel): Promise<LoggedServer> {
  const log = new CapturedLog();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'talent-test-log-'));
  const config = testConfig({ DATABASE_URL: db.url, LOG_LEVEL: level }, dataDir);
  const server = await startServer(config, createLogger(config.logLevel, log), { print: () => undefined });
  return {
    server,
    log,
    stop: async () => {
      await server.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

async function call(
  url: string,
  options: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<{ status: number; requestId: string; body: Record<string, unknown> }> {
  const response = await fetch(url, {
    method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
    headers: { ...(options.body === undefined ? {} : { 'content-type': 'application/json' }), ...options.headers },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  return {
    status: response.status,
    requestId: response.headers.get('x-request-id') ?? '',
    body: (text.startsWith('{') ? JSON.parse(text) : {}) as Record<string, unknown>,
  };
}

let db: TestDatabase;
let info: LoggedServer;
let token: string;
let adminId: string;
beforeAll(async () => {
  db = await createTestDatabase();
  info = await startLogged(db, 'info');
  const login = await call(`${info.server.url}/api/user/login`, { body: TEST_ADMIN });
  token = login.body.token as string;
  const me = await call(`${info.server.url}/graphql`, {
    body: { query: '{ me { id } }' },
    headers: { authorization: `Bearer ${token}` },
  });
  adminId = (me.body as { data: { me: { id: string } } }).data.me.id;
});
afterAll(async () => {
  await info?.stop();
  await db?.drop();
});

describe('request log lines', () => {
  it('writes one line per request with method, route, status, duration and request id', async () => {
    const answer = await call(`${info.server.url}/api/jobs?limit=5`);
    expect(answer.status).toBe(200);
    expect(answer.requestId).toMatch(UUID);
    const lines = await info.log.requestLines(answer.requestId);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 'info',
      msg: 'request completed',
      method: 'GET',
      route: '/api/jobs',
      url: '/api/jobs',
      status: 200,
    });
    expect(lines[0]!.durationMs).toEqual(expect.any(Number));
    expect(lines[0]!.userId).toBeUndefined();
    expect(Date.parse(lines[0]!.time)).not.toBeNaN();
  });

  it('names the route pattern, the status of a refusal, and the signed-in user', async () => {
    const missing = await call(`${info.server.url}/api/jobs/00000000-0000-4000-8000-000000000000`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(missing.status).toBe(404);
    expect(await info.log.requestLines(missing.requestId)).toEqual([
      expect.objectContaining({ method: 'GET', route: '/api/jobs/:id', status: 404, userId: adminId }),
    ]);

    const graphql = await call(`${info.server.url}/graphql`, {
      body: { query: 'query WhoAmI { me { id } }', operationName: 'WhoAmI' },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(await info.log.requestLines(graphql.requestId)).toEqual([
      expect.objectContaining({ method: 'POST', route: '/graphql', operation: 'WhoAmI', status: 200, userId: adminId }),
    ]);

    const refused = await call(`${info.server.url}/api/joins`, { headers: { authorization: 'Bearer not-a-token' } });
    expect(refused.status).toBe(401);
    const [line] = await info.log.requestLines(refused.requestId);
    expect(line).toMatchObject({ status: 401, route: '/api/joins' });
    expect(line!.userId).toBeUndefined();
  });

  it('names the API key a request was made with', async () => {
    const created = await call(`${info.server.url}/graphql`, {
      body: {
        query:
          'mutation($pw: String!) { createApiKey(input: {name: "Logged", role: INTERNAL_RECRUITER, passwordOrCode: $pw}) { secret apiKey { id } } }',
        variables: { pw: TEST_ADMIN.password },
      },
      headers: { authorization: `Bearer ${token}` },
    });
    const { secret, apiKey } = (created.body as { data: { createApiKey: { secret: string; apiKey: { id: string } } } })
      .data.createApiKey;
    const listed = await call(`${info.server.url}/api/joins`, { headers: { authorization: `Bearer ${secret}` } });
    expect(listed.status).toBe(200);
    const [line] = await info.log.requestLines(listed.requestId);
    expect(line).toMatchObject({ route: '/api/joins', status: 200, apiKeyId: apiKey.id });
    expect(line!.userId).toBeUndefined();
  });

  it('writes exactly one line for each of many concurrent requests', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => call(`${info.server.url}/api/jobs?offset=${i}&limit=1`)),
    );
    const ids = answers.map((answer) => answer.requestId);
    expect(new Set(ids).size).toBe(20);
    for (const id of ids) expect(await info.log.requestLines(id)).toHaveLength(1);
  });

  it('keeps a sane X-Request-Id and echoes it', async () => {
    for (const sent of ['abc-123', 'trace:7f3a.b_2', 'Root=1-5759e988-bd862e3fe1be46a994272793']) {
      const answer = await call(`${info.server.url}/livez`, { headers: { 'x-request-id': sent } });
      expect(answer.requestId).toBe(sent);
      expect(await info.log.requestLines(sent)).toEqual([expect.objectContaining({ route: '/livez', status: 200 })]);
    }
  });

  it('replaces an X-Request-Id that is too long or holds unsafe characters with a fresh UUID', async () => {
    for (const sent of ['a'.repeat(129), 'two words', '<script>', '{"level":"fatal"}', '']) {
      const answer = await call(`${info.server.url}/livez`, { headers: { 'x-request-id': sent } });
      expect(answer.requestId).toMatch(UUID);
      expect(await info.log.requestLines(answer.requestId)).toHaveLength(1);
      if (sent) expect(info.log.text).not.toContain(sent);
    }
  });
});

describe('redaction', () => {
  const password = 'Sekret-Passw0rd-that-must-not-leak';

  it('never logs the Authorization header, cookies or a password, even at debug with headers and bodies', async () => {
    const debug = await startLogged(db, 'debug');
    try {
      const viaVariables = await call(`${debug.server.url}/graphql`, {
        body: {
          query:
            'mutation SignIn($email: String!, $password: String!) { login(email: $email, password: $password) { token } }',
          operationName: 'SignIn',
          variables: { email: TEST_ADMIN.email, password },
        },
        headers: { authorization: `Bearer ${token}`, cookie: 'session=cookie-value-that-must-not-leak' },
      });
      const inline = await call(`${debug.server.url}/graphql`, {
        body: { query: `mutation { login(email: "${TEST_ADMIN.email}", password: "${password}") { token } }` },
      });
      const rest = await call(`${debug.server.url}/api/user/login`, {
        body: { email: TEST_ADMIN.email, password },
      });
      const [graphqlLine] = await debug.log.requestLines(viaVariables.requestId);
      const [inlineLine] = await debug.log.requestLines(inline.requestId);
      const [restLine] = await debug.log.requestLines(rest.requestId);

      // Headers and bodies are there (debug), with the secrets replaced.
      expect(graphqlLine!.headers).toMatchObject({
        'content-type': 'application/json',
        authorization: '[Redacted]',
        cookie: '[Redacted]',
      });
      expect(graphqlLine!.body).toEqual({
        operationName: 'SignIn',
        variables: { email: '[Redacted]', password: '[Redacted]' },
      });
      expect(restLine!.body).toEqual({ email: '[Redacted]', password: '[Redacted]' });
      expect(inlineLine).toMatchObject({ route: '/graphql', status: 200 });

      for (const secret of [password, token, 'cookie-value-that-must-not-leak']) {
        expect(debug.log.text).not.toContain(secret);
      }
    } finally {
      await debug.stop();
    }
  });

  it('redacts secrets in the fields other code logs, at any depth, and keeps errors readable', () => {
    const log = new CapturedLog();
    const logger = createLogger('info', log);
    logger.error('Something failed', {
      input: { user: { email: 'a@example.com', newPassword: password, currentPassword: password } },
      note: 'Mail to <b@example.com> bounced',
      err: new Error('550 mailbox c@example.com unavailable'),
      headers: { Authorization: `Bearer ${token}` },
      error: new Error('boom'),
    });
    const [line] = log.lines() as (LogLine & Record<string, never>)[];
    expect(line).toMatchObject({
      level: 'error',
      msg: 'Something failed',
      input: { user: { email: '[Redacted]', newPassword: '[Redacted]', currentPassword: '[Redacted]' } },
      note: 'Mail to <[email]> bounced',
      headers: { Authorization: '[Redacted]' },
      error: { type: 'Error', message: 'boom' },
    });
    expect((line!.error as { stack: string }).stack).toContain('boom');
    expect(line!.err).toMatchObject({ type: 'Error', message: '550 mailbox [email] unavailable' });
    expect(log.text).not.toContain('example.com');
    expect(log.text).not.toContain(password);
  });
});

describe('LOG_LEVEL', () => {
  it('at error, writes no line for a successful request', async () => {
    const quiet = await startLogged(db, 'error');
    try {
      const answer = await call(`${quiet.server.url}/livez`);
      expect(answer.status).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(quiet.log.text).not.toContain(answer.requestId);
    } finally {
      await quiet.stop();
    }
  });
});
