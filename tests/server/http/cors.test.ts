import { startTestServer, type TestServer } from '../../helpers/test-server';

const ALLOWED = 'https://hr.example.com';
const OTHER = 'https://evil.example.net';

function preflight(url: string, origin: string, method = 'POST') {
  return fetch(url, {
    method: 'OPTIONS',
    headers: {
      origin,
      'access-control-request-method': method,
      'access-control-request-headers': 'authorization, content-type',
    },
  });
}

describe('CORS with CORS_ORIGINS set', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ CORS_ORIGINS: `${ALLOWED} https://second.example.org` });
  });
  afterAll(() => t.stop());

  it.each(['/graphql', '/api/jobs'])('answers a preflight to %s from a listed origin', async (path) => {
    const response = await preflight(`${t.url}${path}`, ALLOWED);
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe(ALLOWED);
    expect(response.headers.get('access-control-allow-methods')).toContain('POST');
    expect(response.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('authorization');
    expect(response.headers.get('access-control-allow-credentials')).toBeNull();
    expect(response.headers.get('vary')).toMatch(/Origin/i);
  });

  it('lets a listed origin read X-Total-Count from a list', async () => {
    const response = await fetch(`${t.url}/api/jobs`, { headers: { origin: ALLOWED } });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe(ALLOWED);
    expect(response.headers.get('access-control-expose-headers')).toContain('X-Total-Count');
  });

  it('gives a GraphQL answer the CORS header for a listed origin', async () => {
    const response = await fetch(`${t.url}/graphql`, {
      method: 'POST',
      headers: { origin: 'https://second.example.org', 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ jobs { total } }' }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('https://second.example.org');
  });

  it('sends no CORS header to an origin that is not listed, on preflights and answers', async () => {
    const pre = await preflight(`${t.url}/api/jobs`, OTHER);
    expect(pre.headers.get('access-control-allow-origin')).toBeNull();
    expect(pre.headers.get('access-control-allow-methods')).toBeNull();
    const answer = await fetch(`${t.url}/api/jobs`, { headers: { origin: OTHER } });
    expect(answer.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('adds no CORS header to the site’s own pages', async () => {
    const response = await fetch(`${t.url}/healthz`, { headers: { origin: ALLOWED } });
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('CORS by default (CORS_ORIGINS empty)', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(() => t.stop());

  it('sends no CORS header to any origin', async () => {
    const pre = await preflight(`${t.url}/graphql`, ALLOWED);
    expect(pre.headers.get('access-control-allow-origin')).toBeNull();
    const answer = await fetch(`${t.url}/api/jobs`, { headers: { origin: ALLOWED } });
    expect(answer.headers.get('access-control-allow-origin')).toBeNull();
  });
});
