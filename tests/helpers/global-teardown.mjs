import pg from 'pg';

export default async function globalTeardown() {
  const cluster = globalThis.__testPostgres;
  if (cluster) {
    globalThis.__testPostgres = undefined;
    await cluster.stop();
    return;
  }
  // On a shared server, drop this run's template database.
  if (process.env.TEST_SERVER_URL && process.env.TEST_RUN_ID) {
    const client = new pg.Client({ connectionString: process.env.TEST_SERVER_URL });
    await client.connect();
    await client.query(`drop database if exists "tmpl_${process.env.TEST_RUN_ID}"`).catch(() => undefined);
    await client.end();
  }
}
