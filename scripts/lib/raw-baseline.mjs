// The bench's raw baseline: a bare node:http server with a pg.Pool (10 connections, as the app's
// MikroORM pool) answering `GET /jobs?limit=N` with the product's own SQL for the public list's
// first page and total (imported from the built server, so the statements cannot drift), as a
// JSON array with X-Total-Count. No framework, no ORM, no GraphQL: what the same work costs bare.
// Started by scripts/bench.mjs as its own process: DATABASE_URL, PORT.
import http from 'node:http';

import pg from 'pg';

import { root } from './bench-support.mjs';

const sql = await import(`${root}/dist/server/modules/jobs/job-list-sql.js`);
const numbered = (text) => {
  let n = 0;
  return text.replace(/\?/g, () => `$${++n}`);
};
const PAGE = numbered(sql.PUBLIC_PAGE_SQL);
const TOTAL = sql.PUBLIC_TOTAL_SQL;

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
pool.on('error', () => undefined);

const server = http.createServer(async (req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  if (url.pathname !== '/jobs') {
    res.writeHead(url.pathname === '/healthz' ? 200 : 404).end();
    return;
  }
  try {
    const limit = Number(url.searchParams.get('limit') ?? 20);
    // Named, so each connection parses them once, as the product's read path does (lib/sql.ts preparedRows).
    const page = await pool.query({ name: 'page', text: PAGE, values: [0, limit] });
    const total = await pool.query({ name: 'total', text: TOTAL });
    res.writeHead(200, { 'content-type': 'application/json', 'x-total-count': String(total.rows[0].n) });
    res.end(JSON.stringify(page.rows));
  } catch (error) {
    res.writeHead(500, { 'content-type': 'text/plain' }).end(String(error));
  }
});
server.listen(Number(process.env.PORT), '127.0.0.1');
process.on('SIGTERM', () => {
  server.close();
  void pool.end().then(() => process.exit(0));
});
