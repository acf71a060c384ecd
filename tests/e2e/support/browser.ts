import { existsSync } from 'node:fs';

import { type Browser, type BrowserContext, chromium, type Route } from 'playwright-core';

import { type ViewportName, VIEWPORTS } from './viewports';

/**
 * Debian's Chromium, as its headless shell when installed (`chromium-headless-shell`: the same
 * engine and version without the desktop browser around it, and what Playwright itself runs
 * headless by default). On this 2-core machine it starts a page in about 170 ms instead of 470 ms,
 * which takes the browser tests from 6.5 to under 4 minutes. playwright-core never downloads one.
 */
export const CHROMIUM_PATH =
  process.env.CHROMIUM_PATH ??
  ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((candidate) => existsSync(candidate)) ??
  '/usr/bin/chromium';

/** How every browser test starts Chromium. */
export const CHROMIUM_LAUNCH = { executablePath: CHROMIUM_PATH, args: ['--no-sandbox'] };

/** Where the run's shared Chromium listens (set by ./global-setup.ts for jest's workers). */
export const BROWSER_ENDPOINT_VARIABLE = 'E2E_BROWSER_WS_ENDPOINT';

/**
 * The run's shared Chromium when jest's global setup started one, else a Chromium of its own. A
 * connected browser's `close()` closes the contexts this file made and disconnects, leaving the
 * shared browser to the other files.
 */
export function launchBrowser(): Promise<Browser> {
  const endpoint = process.env[BROWSER_ENDPOINT_VARIABLE];
  return endpoint ? chromium.connect(endpoint) : chromium.launch(CHROMIUM_LAUNCH);
}

/** A fully transparent 1x1 PNG: a tile that shows nothing, so the map is drawn without tiles. */
const EMPTY_TILE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/** OpenStreetMap's tile servers (the contact map), which this machine cannot reach. */
export function isTileHost(hostname: string): boolean {
  return hostname === 'tile.openstreetmap.org' || hostname.endsWith('.tile.openstreetmap.org');
}

function isLocalHost(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '127.0.0.1' || hostname === '[::1]';
}

/**
 * There is no internet here: map tiles get an empty 1x1 PNG so the map renders without them, and
 * any other request leaving the machine is aborted at once instead of waiting on DNS.
 */
async function answerOffline(route: Route): Promise<void> {
  const url = new URL(route.request().url());
  if (isTileHost(url.hostname)) {
    await route.fulfill({ status: 200, contentType: 'image/png', body: EMPTY_TILE });
  } else {
    await route.abort('internetdisconnected');
  }
}

/** A fresh context (own storage, no cookies) at one of the two sizes, offline for other hosts. */
export async function newContext(browser: Browser, size: ViewportName = 'wide'): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: VIEWPORTS[size], reducedMotion: 'reduce' });
  // Well under the per-test limit, so a missing element fails with its own message; long enough
  // for a page load on a 2-core machine running two suites at once (seen taking over 15 s).
  context.setDefaultTimeout(30_000);
  await context.route((url) => url.protocol.startsWith('http') && !isLocalHost(url.hostname), answerOffline);
  return context;
}
