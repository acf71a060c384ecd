// `npm run bench:web [-- --runs 3 --routes /,/browse-positions --reports test-results/lighthouse]`
// Starts the production server (built client, demo content, a scratch database) and runs Lighthouse's
// performance category on each route with the mobile and desktop presets, in Debian's Chromium
// (CHROME_PATH, default /usr/bin/chromium). Prints the median run's score, FCP, LCP, TBT and CLS per
// route and preset (and, with --reports, writes each median report there as JSON, to see what
// Lighthouse blames). It prints figures and asserts nothing.
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';

import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';

import { startDatabase, startServer } from './lib/bench-support.mjs';

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    routes: { type: 'string', default: '/,/browse-positions' },
    reports: { type: 'string' },
  },
});
const RUNS = Math.max(1, Number(args.runs));
const ROUTES = args.routes.split(',');
const PRESETS = ['mobile', 'desktop'];
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const LIGHTHOUSE_CLI = createRequire(import.meta.url).resolve('lighthouse/cli/index.js');

/** One Lighthouse run in a fresh Chromium (the CLI launches and closes it); resolves to the report. */
function lighthouse(url, preset) {
  const cli = [
    LIGHTHOUSE_CLI,
    url,
    '--output=json',
    '--output-path=stdout',
    '--only-categories=performance',
    '--chrome-flags=--headless --no-sandbox',
    '--quiet',
  ];
  // Lighthouse's default configuration is the mobile one (a mid-range phone on a slow 4G network).
  if (preset === 'desktop') cli.push('--preset=desktop');
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, cli, {
      env: { ...process.env, CHROME_PATH },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const out = [];
    const err = [];
    child.stdout.on('data', (chunk) => out.push(chunk));
    child.stderr.on('data', (chunk) => err.push(chunk));
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code !== 0) {
        reject(new Error(`lighthouse exited with ${code}: ${Buffer.concat(err).toString().slice(-2000)}`));
        return;
      }
      const lhr = JSON.parse(Buffer.concat(out).toString());
      if (lhr.runtimeError) reject(new Error(`lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`));
      else resolve(lhr);
    });
  });
}

/**
 * Lighthouse now and then fails to record a trace on a busy machine (NO_NAVSTART, NO_FCP): such a
 * run measured nothing, so it is made again, up to three times.
 */
async function withRetries(run) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= 3) throw error;
      console.error(`(a Lighthouse run failed, trying again: ${error.message.split('\n')[0]})`);
    }
  }
}

function figures(lhr) {
  const value = (id) => lhr.audits[id].numericValue;
  return {
    score: Math.round(lhr.categories.performance.score * 100),
    fcp: `${(value('first-contentful-paint') / 1000).toFixed(2)} s`,
    lcp: `${(value('largest-contentful-paint') / 1000).toFixed(2)} s`,
    tbt: `${Math.round(value('total-blocking-time'))} ms`,
    cls: value('cumulative-layout-shift').toFixed(3),
  };
}

async function main() {
  console.log(
    `Machine: ${os.cpus()[0].model}, ${os.cpus().length} cores, Node ${process.version}; ` +
      `load average ${os.loadavg()[0].toFixed(1)}; Lighthouse performance, median of ${RUNS} run(s), Chromium at ${CHROME_PATH}\n`,
  );
  const db = await startDatabase();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bench-web-data-'));
  let server;
  try {
    // Demo jobs and events, so the lists render as a visitor would see them.
    server = await startServer(db.url, dataDir, { SEED_DEMO: 'true' });
    const header = `${'route'.padEnd(20)} ${'preset'.padEnd(8)} ${'score'.padStart(5)} ${'FCP'.padStart(8)} ${'LCP'.padStart(8)} ${'TBT'.padStart(8)} ${'CLS'.padStart(6)}`;
    console.log(header);
    console.log('-'.repeat(header.length));
    for (const route of ROUTES) {
      for (const preset of PRESETS) {
        const runs = [];
        for (let i = 0; i < RUNS; i += 1)
          runs.push(await withRetries(() => lighthouse(`${server.url}${route}`, preset)));
        const median = computeMedianRun(runs);
        const f = figures(median);
        if (args.reports) {
          await mkdir(args.reports, { recursive: true });
          const name = `${route.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'home'}-${preset}.json`;
          await writeFile(path.join(args.reports, name), JSON.stringify(median));
        }
        // Lighthouse's simulated throttling scales the CPU time it observes: a busy machine scores lower.
        console.log(
          `${route.padEnd(20)} ${preset.padEnd(8)} ${String(f.score).padStart(5)} ${f.fcp.padStart(8)} ${f.lcp.padStart(8)} ${f.tbt.padStart(8)} ${f.cls.padStart(6)}`,
        );
      }
    }
    console.log(`\nload average at the end: ${os.loadavg()[0].toFixed(1)}`);
  } finally {
    await server?.stop();
    await db.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
