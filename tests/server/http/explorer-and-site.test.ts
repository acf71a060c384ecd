import { existsSync } from 'node:fs';
import path from 'node:path';

import { startTestServer, type TestServer } from '../../helpers/test-server';

// The built client (npm test builds it first).
const CLIENT_DIR = path.resolve(__dirname, '../../../dist/client');

beforeAll(() => {
  if (!existsSync(path.join(CLIENT_DIR, 'explorer.html')))
    throw new Error('dist/client is missing: run "npm run build" first');
});

async function get(url: string, accept: string) {
  const response = await fetch(url, { headers: { accept } });
  return { status: response.status, type: response.headers.get('content-type') ?? '', body: await response.text() };
}

describe('with the explorer on (the default outside production)', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({}, { clientDir: CLIENT_DIR });
  });
  afterAll(() => t.stop());

  it('gives a browser opening /graphql the bundled explorer, whose scripts are served locally', async () => {
    const page = await get(`${t.url}/graphql`, 'text/html,application/xhtml+xml');
    expect(page.status).toBe(200);
    expect(page.body).toContain('GraphQL explorer');
    const scripts = [...page.body.matchAll(/src="([^"]+\.js)"/g)].map((m) => m[1]);
    expect(scripts.length).toBeGreaterThan(0);
    for (const src of scripts) {
      expect(src.startsWith('/')).toBe(true); // same origin: no CDN
      expect((await get(`${t.url}${src}`, '*/*')).status).toBe(200);
    }
  });

  it('still answers API clients at /graphql', async () => {
    const answer = await t.gql('{ __typename }');
    expect(answer.data).toEqual({ __typename: 'Query' });
  });

  it('serves the site for any other path, so deep links work after a reload', async () => {
    const page = await get(`${t.url}/about`, 'text/html');
    expect(page.status).toBe(200);
    // The site's HTML, with the page drawn in #root (content-pages.test.ts) for the app to replace.
    expect(page.body).toContain('<div id="root"><main id="main"');
  });
});

describe('with GRAPHQL_EXPLORER=false', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ GRAPHQL_EXPLORER: 'false' }, { clientDir: CLIENT_DIR });
  });
  afterAll(() => t.stop());

  it('serves no explorer and refuses introspection', async () => {
    const page = await get(`${t.url}/graphql`, 'text/html');
    expect(page.body).not.toContain('GraphQL explorer');
    const introspection = await t.gql('{ __schema { types { name } } }');
    expect(introspection.errors?.[0].message).toMatch(/introspection/i);
  });
});
