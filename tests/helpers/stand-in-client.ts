import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import { startTestServer, type TestServer } from './test-server';

/** The shape of the built client's index.html, without the scripts. */
export const STAND_IN_INDEX_HTML =
  '<!doctype html><html><head><title>Talent Consultancy</title></head><body><div id="root"></div></body></html>';

/**
 * A tiny stand-in for the built client (a folder with an index.html), so tests of the pages the
 * server sends need no `npm run build`. Remove it with the returned function.
 */
export async function standInClient(html = STAND_IN_INDEX_HTML): Promise<{ dir: string; remove: () => Promise<void> }> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'talent-test-client-'));
  await writeFile(path.join(dir, 'index.html'), html);
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}

/** A test server that serves the stand-in client; stopping it removes the stand-in too. */
export async function startTestSite(env: Record<string, string> = {}): Promise<TestServer> {
  const client = await standInClient();
  const t = await startTestServer(env, { clientDir: client.dir });
  return {
    ...t,
    stop: async () => {
      await t.stop();
      await client.remove();
    },
  };
}
