import { BROWSER_ENDPOINT_VARIABLE } from './browser';

export default async function globalTeardown(): Promise<void> {
  const server = globalThis.__e2eBrowserServer;
  globalThis.__e2eBrowserServer = undefined;
  delete process.env[BROWSER_ENDPOINT_VARIABLE];
  try {
    await server?.close();
  } finally {
    const { default: releaseDatabaseServer } = await import('../../helpers/global-teardown.mjs');
    await releaseDatabaseServer();
  }
}
