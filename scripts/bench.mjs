// `npm run bench [-- --jobs 100000 --duration 10 --connections 10]`
// Seeds a database, starts the production server as its own process, and prints throughput and
// latency with autocannon, plus the server's memory while 10 clients upload 10 MB resumes at once.
// It prints figures and asserts nothing. Uses BENCH_DATABASE_URL (a server where databases may be
// created) when set, else an embedded PostgreSQL in a temporary folder.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';

import autocannon from 'autocannon';
import pg from 'pg';

import { startDatabase, startServer } from './lib/bench-support.mjs';

const { values: args } = parseArgs({
  options: {
    jobs: { type: 'string', default: '10000' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
    uploads: { type: 'string', default: '10' },
    'upload-mb': { type: 'string', default: '10' },
  },
});
const JOBS = Number(args.jobs);
const DURATION = Number(args.duration);
const CONNECTIONS = Number(args.connections);
const UPLOADS = Number(args.uploads);
const UPLOAD_BYTES = Number(args['upload-mb']) * 1024 * 1024;

async function rssBytes(pid) {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)[1]) * 1024;
}

async function seedJobs(databaseUrl, count) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  // Varied words so a search is selective, as on a real board.
  await client.query(
    `insert into job (id, title, location, description, responsibilities, qualifications, created_at, updated_at)
     select gen_random_uuid(),
            (array['Senior','Junior','Lead','Principal','Associate'])[1 + i % 5] || ' ' ||
            (array['Recruiter','Engineer','HR Partner','Analyst','Designer','Accountant','Trainer'])[1 + i % 7] || ' ' || i,
            (array['New York','London','Berlin','Singapore','Sydney','Bengaluru'])[1 + i % 6],
            array['Join a team of ' || (i % 40 + 3) || ' people', 'Work item ' || md5(i::text)],
            array['Own hiring for role family ' || (i % 97), 'Coach ' || (i % 13) || ' managers'],
            array['At least ' || (i % 9 + 1) || ' years of experience', 'Fluent English'],
            now() - (i || ' minutes')::interval, now()
       from generate_series(1, $1) as i`,
    [count],
  );
  // As autovacuum soon would in production (this machine's CI configuration turns it off): until a
  // vacuum merges it, the trigram index's pending list of fresh entries (about 100 pages after this
  // seed) is read by every search, and without a visibility map no scan can be index-only.
  await client.query('vacuum (analyze) job');
  await client.end();
}

async function cannon(title, options) {
  const result = await autocannon({ duration: DURATION, connections: CONNECTIONS, ...options });
  const line = {
    'requests/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    errors: result.errors + result.non2xx,
  };
  console.log(`${title.padEnd(46)} ${JSON.stringify(line)}`);
  return result;
}

function pdfOfSize(bytes) {
  const head = Buffer.from('%PDF-1.4\n% bench resume\n', 'latin1');
  const tail = Buffer.from('\n%%EOF\n', 'latin1');
  return Buffer.concat([head, Buffer.alloc(bytes - head.length - tail.length, 0x20), tail]);
}

async function main() {
  console.log(
    `Machine: ${os.cpus()[0].model}, ${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
  );
  console.log(`Jobs: ${JOBS}; each load ${DURATION}s with ${CONNECTIONS} connections\n`);
  const db = await startDatabase();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bench-data-'));
  let server;
  try {
    server = await startServer(db.url, dataDir);
    await seedJobs(db.url, JOBS);
    const base = server.url;

    const gql = (query) => ({
      url: `${base}/graphql`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query }),
    });
    const page = 'total items { id title location description createdAt }';
    const rest = await cannon('GET /api/jobs (first page of 20)', { url: `${base}/api/jobs?limit=20` });
    const graph = await cannon('GraphQL jobs (first page of 20)', gql(`{ jobs(limit: 20) { ${page} } }`));
    console.log(
      `${'GraphQL / REST throughput'.padEnd(46)} ${(graph.requests.average / rest.requests.average).toFixed(2)} (target >= 0.5)`,
    );
    await cannon(`GET /api/jobs?search=coach 7 (${JOBS} jobs)`, { url: `${base}/api/jobs?limit=20&search=coach%207` });
    await cannon(
      `GraphQL search "recruiter 12" (${JOBS} jobs)`,
      gql(`{ jobs(limit: 20, search: "recruiter 12") { ${page} } }`),
    );
    await cannon(
      `GraphQL search "zzz-no-match" (${JOBS} jobs)`,
      gql(`{ jobs(limit: 20, search: "zzz-no-match") { total } }`),
    );

    // Sign-in cost (argon2id).
    const loginTimes = [];
    for (let i = 0; i < 5; i += 1) {
      const started = performance.now();
      const response = await fetch(`${base}/api/user/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'bench@example.com', password: 'bench-password' }),
      });
      if (!response.ok) throw new Error(`login failed: ${response.status}`);
      loginTimes.push(performance.now() - started);
    }
    console.log(
      `${'POST /api/user/login (argon2id), mean of 5'.padEnd(46)} ${Math.round(loginTimes.reduce((a, b) => a + b) / 5)} ms`,
    );

    // Memory while uploading.
    const jobsAnswer = await (await fetch(`${base}/api/jobs?limit=1`)).json();
    const jobId = jobsAnswer[0].id;
    const resume = new Blob([pdfOfSize(UPLOAD_BYTES)], { type: 'application/pdf' });
    const before = await rssBytes(server.child.pid);
    let peak = before;
    const sampler = setInterval(() => {
      rssBytes(server.child.pid).then(
        (rss) => (peak = Math.max(peak, rss)),
        () => undefined,
      );
    }, 20);
    const started = performance.now();
    const answers = await Promise.all(
      Array.from({ length: UPLOADS }, (_, i) => {
        const form = new FormData();
        form.set('fullName', `Bench Applicant ${i}`);
        form.set('email', `bench-${i}-${Date.now()}@example.com`);
        form.set('phone', '+1 555 0100');
        form.set('resume', resume, `resume-${i}.pdf`);
        return fetch(`${base}/api/candidates/${jobId}`, { method: 'POST', body: form }).then((r) => r.status);
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    const mb = (bytes) => (bytes / 2 ** 20).toFixed(1);
    console.log(
      `${`${UPLOADS} concurrent ${args['upload-mb']} MB resume uploads`.padEnd(46)} ` +
        JSON.stringify({
          statuses: [...new Set(answers)].join(','),
          seconds: Number(seconds.toFixed(2)),
          'RSS before MB': Number(mb(before)),
          'RSS peak MB': Number(mb(peak)),
          'growth MB': Number(mb(peak - before)),
        }),
    );
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
