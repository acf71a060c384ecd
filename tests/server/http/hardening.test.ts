import { toGraphQLError } from '../../../server/src/graphql/errors';
import { AppError } from '../../../server/src/lib/app-error';
import { sendError } from '../../../server/src/lib/send-error';
import { startTestServer, TEST_ADMIN, type TestServer } from '../../helpers/test-server';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ JSON_BODY_LIMIT: '2kb' });
});
afterAll(() => t.stop());

describe('HTTP surface', () => {
  it('answers malformed JSON with 400 and {message}', async () => {
    const answer = await t.rest<{ message: string }>('POST', '/api/user/login', { raw: '{"email": ' });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(/not valid JSON/);
  });

  it('answers a body over the limit with 413 and {message}', async () => {
    const answer = await t.rest<{ message: string }>('POST', '/api/user/login', {
      body: { email: TEST_ADMIN.email, password: 'x'.repeat(5000) },
    });
    expect(answer.status).toBe(413);
    expect(answer.body.message).toMatch(/too large/);
  });

  it('answers a JSON array body with 400 naming the body', async () => {
    const answer = await t.rest('POST', '/api/user/login', { body: [1, 2] });
    expect(answer).toMatchObject({ status: 400, body: { field: 'body' } });
  });

  it('answers an unknown API path with 404 and {message}', async () => {
    const answer = await t.rest<{ message: string }>('GET', '/api/nothing-here');
    expect(answer.status).toBe(404);
    expect(answer.body.message).toContain('/api/nothing-here');
  });

  it('sends security headers, with a referrer policy map tile servers accept', async () => {
    const { headers } = await t.rest('GET', '/healthz');
    expect(headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('x-powered-by')).toBeNull();
    expect(headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('sends GraphQL answers without an ETag or X-Powered-By, and a REST answer with its ETag', async () => {
    const graphqlAnswer = await fetch(`${t.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ jobs(limit: 1) { total } }' }),
    });
    expect(graphqlAnswer.status).toBe(200);
    expect(graphqlAnswer.headers.get('etag')).toBeNull();
    expect(graphqlAnswer.headers.get('x-powered-by')).toBeNull();
    expect(graphqlAnswer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(graphqlAnswer.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);

    // The rest of the app keeps Express's ETags (feeds and pages answer 304 with them).
    const restAnswer = await fetch(`${t.url}/api/jobs?limit=1`);
    expect(restAnswer.headers.get('etag')).toMatch(/^W\/"/);
  });

  it('refuses queries deeper than the limit', async () => {
    const deep = `{ me { ${'a { '.repeat(10)}b${' }'.repeat(10)} } }`;
    const answer = await t.gql(deep);
    expect(answer.errors?.[0].message).toMatch(/depth/i);
    // Fragments count by the fields they hold: spreading the levels over fragments gains nothing.
    const spread = `{ me { ...F1 } } fragment F1 on User { a { ...F2 } } fragment F2 on User { ${'a { '.repeat(8)}b${' }'.repeat(8)} }`;
    expect((await t.gql(spread)).errors?.[0].message).toMatch(/depth/i);
  });

  it('answers malformed GraphQL with a client error, never 500', async () => {
    const answer = await t.gql('{ me { ');
    expect(answer.status).toBe(400);
    expect(answer.errors?.[0].extensions?.code).toBe('GRAPHQL_PARSE_FAILED');
  });
});

describe('unexpected errors', () => {
  const logged: Record<string, unknown>[] = [];
  const logger = {
    info: () => {},
    error: (_: string, details?: Record<string, unknown>) => void logged.push(details ?? {}),
  };

  it('are logged with the request id and answered without internals (GraphQL)', () => {
    const error = toGraphQLError(new Error('connection string postgres://secret'), 'req-1', logger);
    expect(error.message).not.toContain('secret');
    expect(error.message).toContain('req-1');
    expect(error.extensions.code).toBe('INTERNAL_SERVER_ERROR');
    expect(logged.at(-1)).toMatchObject({ requestId: 'req-1' });
  });

  it('are logged with the request id and answered 500 without internals (REST)', () => {
    let status = 0;
    let body: unknown;
    const res = {
      status: (s: number) => ((status = s), res),
      json: (b: unknown) => void (body = b),
      setHeader: () => undefined,
    };
    sendError(res as never, new Error('stack with secrets'), 'req-2', logger);
    expect(status).toBe(500);
    expect(JSON.stringify(body)).not.toContain('secrets');
    expect(logged.at(-1)).toMatchObject({ requestId: 'req-2' });
    sendError(res as never, new AppError('CONFLICT', 'Taken', 'email'), 'req-3', logger);
    expect(status).toBe(409);
    expect(body).toEqual({ message: 'Taken', field: 'email' });
  });
});
