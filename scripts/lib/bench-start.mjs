// How fast the production server starts and how much memory it keeps: the time from spawning
// `node <flags> dist/server-bundle/main.js` (the flags the product ships with) to its first answered
// `GET /api/jobs?limit=20` and to a GraphQL answer asked for right after it, and its resident memory
// once idle after those two requests.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

import { freePort, root } from './bench-support.mjs';
import { SHIPPED_NODE_FLAGS } from './node-flags.mjs';
import { BUNDLED_MAIN } from './server-bundle.mjs';

const POLL_MS = 10;
const GIVE_UP_MS = 60_000;

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function rssMb(pid) {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)[1]) / 1024;
}

/**
 * One start: milliseconds to the first answer, to a GraphQL answer asked for right after it, then
 * the RSS `idleMs` after those two requests.
 */
async function oneStart({ databaseUrl, dataDir, nodeFlags, idleMs, env, main }) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child = spawn(process.execPath, [...nodeFlags, main], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      PORT: String(port),
      JWT_SECRET: randomBytes(32).toString('hex'),
      ADMIN_EMAIL: 'bench@example.com',
      ADMIN_PASSWORD: 'bench-password',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'error',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let exited = null;
  const exit = new Promise((resolve) => child.once('exit', (code, signal) => resolve((exited = code ?? signal))));
  try {
    for (;;) {
      if (exited !== null) throw new Error(`the server exited with ${exited} before answering`);
      if (performance.now() - started > GIVE_UP_MS) throw new Error(`no answer within ${GIVE_UP_MS / 1000} s`);
      const ok = await fetch(`${url}/api/jobs?limit=20`).then(
        async (response) => (await response.arrayBuffer(), response.ok),
        () => false,
      );
      if (ok) break;
      await sleep(POLL_MS);
    }
    const startMs = performance.now() - started;
    // The GraphQL engine is built after the server listens (server/src/graphql/graphql-on-demand.ts):
    // a GraphQL request sent as soon as the first answer came waits for it.
    const graphql = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ jobs(limit: 20) { total items { id title location } } }' }),
    });
    if (!graphql.ok) throw new Error(`GraphQL answered ${graphql.status}`);
    await graphql.arrayBuffer();
    const graphqlMs = performance.now() - started;
    await sleep(idleMs);
    if (exited !== null) throw new Error(`the server exited with ${exited} while idle`);
    return { startMs, graphqlMs, idleRssMb: await rssMb(child.pid) };
  } finally {
    if (exited === null) child.kill('SIGTERM');
    await exit;
  }
}

/**
 * Starts the built server `starts` times in a row on `databaseUrl` (a migrated database with jobs)
 * and `dataDir`, one at a time. Resolves with the median start and first GraphQL answer (ms), the
 * median idle RSS (MB), and each start's figures. `nodeFlags` defaults to what the Dockerfile and `npm start` run Node with;
 * `main` (another build to compare with) to this checkout's bundled server (BUNDLED_MAIN).
 */
export async function measureStart({
  databaseUrl,
  dataDir,
  starts = 3,
  idleMs = 5000,
  nodeFlags = SHIPPED_NODE_FLAGS,
  env = {},
  main = path.join(root, BUNDLED_MAIN),
}) {
  const runs = [];
  for (let i = 0; i < starts; i += 1) runs.push(await oneStart({ databaseUrl, dataDir, nodeFlags, idleMs, env, main }));
  return {
    nodeFlags: nodeFlags.join(' '),
    startMs: Math.round(median(runs.map((run) => run.startMs))),
    firstGraphqlMs: Math.round(median(runs.map((run) => run.graphqlMs))),
    idleRssMb: Math.round(median(runs.map((run) => run.idleRssMb))),
    startsMs: runs.map((run) => Math.round(run.startMs)),
    idleRssMbs: runs.map((run) => Math.round(run.idleRssMb)),
  };
}
