import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import { decodeEntities } from '../../helpers/html-text';
import { startTestServer, testConfig, type TestServer } from '../../helpers/test-server';

// A tiny stand-in for the built client, so these tests need no `npm run build`.
let clientDir: string;
beforeAll(async () => {
  clientDir = await mkdtemp(path.join(os.tmpdir(), 'talent-test-client-'));
  await writeFile(
    path.join(clientDir, 'index.html'),
    '<!doctype html><html><head><title>Site</title></head><body><div id="root"></div></body></html>',
  );
});
afterAll(() => rm(clientDir, { recursive: true, force: true }));

async function page(t: TestServer, route = '/contact') {
  const response = await fetch(`${t.url}${route}`, { headers: { accept: 'text/html' } });
  return { status: response.status, headers: response.headers, body: await response.text() };
}

/** The `content` of a meta tag, with the few entities an attribute value needs decoded. */
function meta(html: string, name: string): string | undefined {
  const raw = new RegExp(`<meta name="${name}" content="([^"]*)"`).exec(html)?.[1];
  return raw === undefined ? undefined : decodeEntities(raw);
}

function imgSrc(headers: Headers): string | undefined {
  return headers
    .get('content-security-policy')
    ?.split(';')
    .map((directive) => directive.trim())
    .find((directive) => directive.startsWith('img-src '));
}

describe('with the default map tiles', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({}, { clientDir });
  });
  afterAll(() => t.stop());

  it('tells the site the OpenStreetMap tile URL and attribution in meta tags', async () => {
    const { status, headers, body } = await page(t);
    expect(status).toBe(200);
    expect(headers.get('content-type')).toMatch(/^text\/html/);
    expect(meta(body, 'map-tile-url')).toBe('https://tile.openstreetmap.org/{z}/{x}/{y}.png');
    expect(meta(body, 'map-tile-attribution')).toBe(
      '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
    );
    // Inside <head>, and the rest of the page untouched.
    expect(body.indexOf('name="map-tile-url"')).toBeLessThan(body.indexOf('</head>'));
    expect(body).toContain('<div id="root"></div>');
  });

  it('allows images from the OpenStreetMap tile server only, and sends a referrer it accepts', async () => {
    const { headers } = await page(t);
    expect(imgSrc(headers)).toBe("img-src 'self' data: blob: https://tile.openstreetmap.org");
    expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it('serves the same page with the settings for /, deep links and /index.html', async () => {
    for (const route of ['/', '/browse-positions', '/index.html']) {
      const { status, body } = await page(t, route);
      expect(status).toBe(200);
      expect(meta(body, 'map-tile-url')).toBe('https://tile.openstreetmap.org/{z}/{x}/{y}.png');
    }
  });

  it('sets the CSP on API answers too', async () => {
    const { headers } = await t.rest('GET', '/healthz');
    expect(imgSrc(headers)).toBe("img-src 'self' data: blob: https://tile.openstreetmap.org");
  });
});

describe('with MAP_TILE_URL and MAP_TILE_ATTRIBUTION set', () => {
  const tileUrl = 'https://tiles.example.com:8443/styles/{z}/{x}/{y}.png?key=abc&lang=en';
  const attribution = `Tiles © <a href="https://example.com/terms">Example & Co</a> 'maps' $& </head><script>alert(1)</script>`;
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ MAP_TILE_URL: tileUrl, MAP_TILE_ATTRIBUTION: attribution }, { clientDir });
  });
  afterAll(() => t.stop());

  it('puts the custom URL and attribution in the page, HTML-escaped', async () => {
    const { body } = await page(t);
    expect(meta(body, 'map-tile-url')).toBe(tileUrl);
    expect(meta(body, 'map-tile-attribution')).toBe(attribution);
    expect(body).toContain('content="https://tiles.example.com:8443/styles/{z}/{x}/{y}.png?key=abc&amp;lang=en"');
    expect(body).toContain(
      '&lt;a href=&quot;https://example.com/terms&quot;&gt;Example &amp; Co&lt;/a&gt; &#39;maps&#39; $&amp; &lt;/head&gt;',
    );
    expect(body).not.toContain('<script>');
    // The attribution's own "</head>" stays text: the page keeps exactly one real one.
    expect(body.match(/<\/head>/g)).toHaveLength(1);
  });

  it('allows images from the custom tile origin instead of OpenStreetMap', async () => {
    const { headers } = await page(t);
    expect(imgSrc(headers)).toBe("img-src 'self' data: blob: https://tiles.example.com:8443");
    expect(headers.get('content-security-policy')).not.toContain('openstreetmap');
  });
});

describe('with a wrong MAP_TILE_URL', () => {
  it('refuses the settings the server starts from, naming the variable', () => {
    // testConfig is the server's own loadConfig; main.ts prints this message and exits 1.
    expect(() => testConfig({ MAP_TILE_URL: 'http://tile.openstreetmap.org/{z}/{x}/{y}.png' })).toThrow(
      /^Invalid MAP_TILE_URL:/,
    );
  });
});
