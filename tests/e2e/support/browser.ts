import { existsSync } from 'node:fs';

import { type Browser, type BrowserContext, chromium } from 'playwright-core';

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

/**
 * There is no internet here. Every host but this machine's fails to resolve at once (instead of
 * waiting on DNS), so the contact map's OpenStreetMap tiles fail and the map is drawn without them.
 * This is a launch flag rather than a route: any Playwright route makes Chromium pause every
 * request of the context for the test process to decide on, which measured at a sixth of the
 * browser tests' CPU.
 */
export const OFFLINE_RESOLVER_RULES = '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1';

/** How every browser test starts Chromium. */
export const CHROMIUM_LAUNCH = { executablePath: CHROMIUM_PATH, args: ['--no-sandbox', OFFLINE_RESOLVER_RULES] };

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

/** OpenStreetMap's tile servers (the contact map), which this machine cannot reach. */
export function isTileHost(hostname: string): boolean {
  return hostname === 'tile.openstreetmap.org' || hostname.endsWith('.tile.openstreetmap.org');
}

/** A fresh context (own storage, no cookies) at one of the two sizes (offline for other hosts: see the launch). */
export async function newContext(browser: Browser, size: ViewportName = 'wide'): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: VIEWPORTS[size], reducedMotion: 'reduce' });
  // Well under the per-test limit, so a missing element fails with its own message; long enough
  // for a page load on a 2-core machine running two suites at once (seen taking over 15 s).
  context.setDefaultTimeout(30_000);
  return context;
}
