import { existsSync, readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

import { startTestServer, type TestServer } from '../../helpers/test-server';

// The built client (npm test builds it first).
const CLIENT_DIR = path.resolve(__dirname, '../../../dist/client');
const MANIFEST = path.join(CLIENT_DIR, '.vite/manifest.json');

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A GET (or POST) through node:http, which, unlike fetch, hands back the bytes as they were sent. */
function request(url: string, headers: Record<string, string> = {}, body?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: body === undefined ? 'GET' : 'POST', headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

function decode(answer: Answer): Buffer {
  const encoding = answer.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(answer.body);
  if (encoding === 'gzip') return gunzipSync(answer.body);
  return answer.body;
}

let t: TestServer;
let entryScript: string;
let entryStyles: string;

beforeAll(async () => {
  if (!existsSync(MANIFEST)) throw new Error('dist/client is missing: run "npm run build" first');
  const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8')) as Record<string, { file: string; css?: string[] }>;
  entryScript = manifest['index.html'].file;
  entryStyles = manifest['index.html'].css![0];
  // Demo jobs, so the JSON answers below are large enough to be worth compressing.
  t = await startTestServer({ SEED_DEMO: 'true' }, { clientDir: CLIENT_DIR });
});
afterAll(() => t.stop());

describe('precompressed assets', () => {
  it.each([
    ['br', 'br'],
    ['gzip', 'gzip'],
    ['gzip, deflate, br', 'br'],
  ])('sends the entry script as %s -> %s, decoding to the built file', async (accepted, sent) => {
    const original = readFileSync(path.join(CLIENT_DIR, entryScript));
    const answer = await request(`${t.url}/${entryScript}`, { 'accept-encoding': accepted });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe(sent);
    expect(answer.headers.vary).toMatch(/accept-encoding/i);
    expect(answer.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(answer.body.length).toBeLessThan(original.length / 2);
    expect(decode(answer).equals(original)).toBe(true);
  });

  it('sends the stylesheet compressed as text/css', async () => {
    const original = readFileSync(path.join(CLIENT_DIR, entryStyles));
    const answer = await request(`${t.url}/${entryStyles}`, { 'accept-encoding': 'br' });
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(decode(answer).equals(original)).toBe(true);
  });

  it('sends the file as it is to a client that accepts no encoding', async () => {
    const original = readFileSync(path.join(CLIENT_DIR, entryScript));
    const answer = await request(`${t.url}/${entryScript}`, { 'accept-encoding': 'identity' });
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.headers.vary).toMatch(/accept-encoding/i);
    expect(answer.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(answer.body.equals(original)).toBe(true);
  });
});

describe('compressed JSON answers', () => {
  it.each(['br', 'gzip'])('compresses a large GraphQL answer with %s', async (encoding) => {
    const query = '{ jobs(limit: 20) { total items { id title location description } } }';
    const answer = await request(
      `${t.url}/graphql`,
      { 'content-type': 'application/json', 'accept-encoding': encoding },
      JSON.stringify({ query }),
    );
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe(encoding);
    expect(answer.headers.vary).toMatch(/accept-encoding/i);
    const json = JSON.parse(decode(answer).toString('utf8')) as { data: { jobs: { items: unknown[] } } };
    expect(json.data.jobs.items.length).toBeGreaterThan(1);
  });

  it.each(['br', 'gzip'])('compresses a large REST answer with %s', async (encoding) => {
    const answer = await request(`${t.url}/api/jobs`, { 'accept-encoding': encoding });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe(encoding);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    expect((JSON.parse(decode(answer).toString('utf8')) as unknown[]).length).toBeGreaterThan(1);
  });

  it('leaves a small answer as it is', async () => {
    const answer = await request(
      `${t.url}/graphql`,
      { 'content-type': 'application/json', 'accept-encoding': 'br, gzip' },
      JSON.stringify({ query: '{ __typename }' }),
    );
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(answer.body.toString('utf8'))).toEqual({ data: { __typename: 'Query' } });
  });

  it('sends JSON as it is to a client that asks for no encoding', async () => {
    const answer = await request(`${t.url}/api/jobs`);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect((JSON.parse(answer.body.toString('utf8')) as unknown[]).length).toBeGreaterThan(1);
  });
});

describe('caching', () => {
  it('caches a hashed asset for a year, immutable, in every encoding', async () => {
    expect(entryScript).toMatch(/^assets\/.+-[\w-]{8}\.js$/);
    for (const encoding of ['br', 'gzip', 'identity']) {
      const answer = await request(`${t.url}/${entryScript}`, { 'accept-encoding': encoding });
      expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it.each(['/', '/index.html', '/browse-positions', '/admin/manage-jobs'])(
    'makes the browser revalidate the page at %s',
    async (page) => {
      const answer = await request(`${t.url}${page}`, { 'accept-encoding': 'br, gzip' });
      expect(answer.status).toBe(200);
      expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(answer.headers['cache-control']).toBe('no-cache');
      // The site's page (with the server's static rendition in #root where it draws one).
      expect(decode(answer).toString('utf8')).toContain('<div id="root">');
    },
  );

  it('answers a revalidation of the page with 304', async () => {
    const first = await request(`${t.url}/`);
    const etag = first.headers.etag!;
    expect(etag).toBeTruthy();
    const again = await request(`${t.url}/`, { 'if-none-match': etag });
    expect(again.status).toBe(304);
  });

  it('caches an unhashed public file for a short while', async () => {
    const answer = await request(`${t.url}/favicon.ico`);
    expect(answer.headers['cache-control']).toBe('public, max-age=3600');
  });
});

describe('icons', () => {
  it('answers /favicon.ico with an icon, not the page', async () => {
    const answer = await request(`${t.url}/favicon.ico`);
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^image\//);
    // ICONDIR: reserved 0, type 1 (icon), then at least one image.
    expect(answer.body.readUInt16LE(0)).toBe(0);
    expect(answer.body.readUInt16LE(2)).toBe(1);
    expect(answer.body.readUInt16LE(4)).toBeGreaterThan(0);
  });

  it('serves the touch icon as a 180 px PNG and the SVG icon', async () => {
    const png = await request(`${t.url}/apple-touch-icon.png`);
    expect(png.status).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.body.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(png.body.readUInt32BE(16)).toBe(180); // IHDR width
    const svg = await request(`${t.url}/favicon.svg`);
    expect(svg.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(svg.body.toString('utf8')).toContain('<svg');
  });

  it('links the icons from the page', async () => {
    const html = (await request(`${t.url}/`)).body.toString('utf8');
    expect(html).toMatch(/<link rel="icon" href="\/favicon\.ico"/);
    expect(html).toMatch(/<link rel="icon" href="\/favicon\.svg" type="image\/svg\+xml"/);
    expect(html).toMatch(/<link rel="apple-touch-icon" href="\/apple-touch-icon\.png"/);
  });
});

describe('missing files', () => {
  it.each(['/assets/missing-AbCd1234.js', '/assets/nothing-here', '/humans.txt', '/browse-positions/logo.png'])(
    'answers %s with 404, not the page',
    async (file) => {
      const answer = await request(`${t.url}${file}`);
      expect(answer.status).toBe(404);
      expect(answer.headers['content-type']).not.toMatch(/html/);
      expect(answer.body.toString('utf8')).not.toContain('<div id="root">');
    },
  );

  it('does not serve the build manifest', async () => {
    expect((await request(`${t.url}/.vite/manifest.json`)).status).toBe(404);
  });

  it('still answers an unknown page with the site (status 404), which shows its own not-found screen', async () => {
    const answer = await request(`${t.url}/no-such-page`);
    expect(answer.status).toBe(404);
    expect(answer.body.toString('utf8')).toContain('<div id="root"></div>');
  });
});
