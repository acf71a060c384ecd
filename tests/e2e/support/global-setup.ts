import { type BrowserServer, chromium } from 'playwright-core';

import { BROWSER_ENDPOINT_VARIABLE, CHROMIUM_LAUNCH } from './browser';

declare global {
  // Set here, in jest's main process; read by ./global-teardown.ts.
  var __e2eBrowserServer: BrowserServer | undefined;
}

/**
 * Once per run: the database server, and one Chromium that every browser test file connects to
 * (its contexts keep the files apart). Starting Chromium costs about a second of CPU on this
 * 2-core machine, and there are dozens of browser files.
 */
export default async function globalSetup(): Promise<void> {
  // The database server every project shares (an ES module, so imported rather than required).
  const { default: shareDatabaseServer } = await import('../../helpers/global-setup.mjs');
  await shareDatabaseServer();
  if (globalThis.__e2eBrowserServer) return;
  const server = await chromium.launchServer(CHROMIUM_LAUNCH);
  globalThis.__e2eBrowserServer = server;
  // Jest starts its workers after this, and they inherit the variable.
  process.env[BROWSER_ENDPOINT_VARIABLE] = server.wsEndpoint();
}
