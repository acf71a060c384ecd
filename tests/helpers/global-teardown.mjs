import { rm } from 'node:fs/promises';

import pg from 'pg';

// Each project with a database runs its teardown; the first one to run releases the server, and
// forgets it, so the next finds nothing to do.
export default async function globalTeardown() {
  const cluster = globalThis.__testPostgres;
  const dir = globalThis.__testPostgresDir;
  if (cluster) {
    globalThis.__testPostgres = undefined;
    globalThis.__testPostgresDir = undefined;
    try {
      await cluster.stop();
    } finally {
      // The temporary folder the cluster lived in (stop() removes only its data folder).
      if (dir) await rm(dir, { recursive: true, force: true });
      delete process.env.TEST_SERVER_URL;
    }
    return;
  }
  // On a shared server, drop this run's template database.
  if (process.env.TEST_SERVER_URL && process.env.TEST_RUN_ID) {
    const client = new pg.Client({ connectionString: process.env.TEST_SERVER_URL });
    await client.connect();
    await client.query(`drop database if exists "tmpl_${process.env.TEST_RUN_ID}"`).catch(() => undefined);
    await client.end();
    delete process.env.TEST_RUN_ID;
  }
}
