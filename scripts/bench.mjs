// This file passes 400 lines: every figure `npm run bench` prints is seeded and measured in this one run.
// `npm run bench [-- --jobs 100000 --duration 10 --connections 10 --applications 100000 --application-jobs 1000 --resume-texts 20000 --board-applications 5000]`
// Seeds a database, starts the production server as its own process, and prints throughput and
// latency with autocannon: the public list's first page beside a raw node:http + pg baseline
// running the same SQL (scripts/lib/raw-baseline.mjs), each class of search term over REST and
// GraphQL with its facet counts, then the same searches with the read cache off
// (JOB_READ_CACHE_SECONDS=0, every request runs its SQL); the staff's candidate list at 100,000
// applications across 1,000 jobs (searches and filtered first pages, and words inside 20,000 resumes'
// text); a job's board of 5,000 applications (first paint, next page, a stage move); plus sign-in and the server's
// memory while 10 clients upload 10 MB resumes at once. It prints figures and asserts nothing. Uses BENCH_DATABASE_URL (a server where databases may be
// created) when set, else an embedded PostgreSQL in a temporary folder.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';

import autocannon from 'autocannon';
import pg from 'pg';

import { measureStart } from './lib/bench-start.mjs';
import { startDatabase, startRawBaseline, startServer } from './lib/bench-support.mjs';

const { values: args } = parseArgs({
  options: {
    jobs: { type: 'string', default: '10000' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
    uploads: { type: 'string', default: '10' },
    'upload-mb': { type: 'string', default: '10' },
    applications: { type: 'string', default: '100000' },
    'application-jobs': { type: 'string', default: '1000' },
    'resume-texts': { type: 'string', default: '20000' },
    'board-applications': { type: 'string', default: '5000' },
  },
});
const JOBS = Number(args.jobs);
const DURATION = Number(args.duration);
const CONNECTIONS = Number(args.connections);
const UPLOADS = Number(args.uploads);
const UPLOAD_BYTES = Number(args['upload-mb']) * 1024 * 1024;
const APPLICATIONS = Number(args.applications);
const APPLICATION_JOBS = Number(args['application-jobs']);
const RESUME_TEXTS = Number(args['resume-texts']);
const BOARD_APPLICATIONS = Number(args['board-applications']);

async function rssBytes(pid) {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)[1]) * 1024;
}

async function seedJobs(databaseUrl, count) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const version = await client.query('show server_version');
  console.log(`PostgreSQL ${version.rows[0].server_version}`);
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
  // Write the seed's dirty pages out now, not while the first loads run.
  await client.query('checkpoint');
  await client.end();
}

/**
 * Applications spread over the newest `jobCount` jobs, a year of arrival dates, names drawn from
 * short lists (so a name search matches hundreds, as in a real pool), one address each, and a
 * decision mix like a busy board's: most awaiting, some shortlisted, many rejected.
 */
async function seedApplications(databaseUrl, count, jobCount) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query(
    `with jobs as (select id, row_number() over (order by created_at desc, id) - 1 as n
                     from job order by created_at desc, id limit $2)
     insert into application (id, job_id, full_name, email, email_key, phone, resume_key, resume_kind, status,
                              created_at, last_activity_at)
     select gen_random_uuid(), jobs.id, names.full_name,
            names.email, lower(names.email), '+44 20 7946 ' || lpad((i % 10000)::text, 4, '0'),
            'resumes/bench-' || i || '.pdf', 'pdf',
            (case when i % 10 < 6 then null when i % 10 < 8 then 'Rejected' else 'Shortlisted' end)::application_status,
            now() - ((i % 525600) || ' minutes')::interval, now()
       from generate_series(1, $1) as i
       join jobs on jobs.n = i % $2
       cross join lateral (
         select f || ' ' || l as full_name, lower(f) || '.' || lower(l) || '.' || i || '@example.com' as email
           from (select (array['Grace','Alan','Ada','Linus','Margaret','Dennis','Barbara','Ken','Frances','Edsger',
                               'Radia','Tim','Hedy','John','Katherine','Donald','Sophie','Niklaus','Anita','Guido'])[1 + i % 20] as f,
                        (array['Hopper','Turing','Lovelace','Torvalds','Hamilton','Ritchie','Liskov','Thompson','Allen',
                               'Dijkstra','Perlman','Berners-Lee','Lamarr','Backus','Johnson','Knuth','Wilson','Wirth',
                               'Borg','van Rossum','Okafor','Nakamura','Silva','Kowalski','Haddad','Novak','Fischer',
                               'Moreau','Rossi','Jensen','Ivanova'])[1 + (i / 20) % 31] as l) as n
       ) as names`,
    [count, jobCount],
  );
  await spreadOverStages(client);
  await client.query('vacuum (analyze) application');
  await client.query('checkpoint');
  await client.end();
}

/**
 * Puts the seeded applications in stages as their status says (awaiting ones at Applied or
 * Screening, shortlisted ones from Shortlisted to Placed, rejected ones where they were rejected).
 */
async function spreadOverStages(client) {
  await client.query(
    `with stages as (select id, position, key, row_number() over (order by position) as n from pipeline_stage),
          mark as (select position from pipeline_stage where key = 'SHORTLISTED')
     update application a
        set stage_id = (select id from stages
                         where n = case when a.status = 'Shortlisted'
                                        then (select count(*) from stages where position < (select position from mark)) + 1
                                             + abs(hashtext(a.id::text)) % (select count(*) from stages where position >= (select position from mark))
                                        else 1 + abs(hashtext(a.id::text)) % 2 end),
            stage_entered_at = a.created_at + interval '1 day'`,
  );
}

/**
 * A job with `count` applications (beside the spread ones), over its stages as a busy job's board
 * would hold them, for the board's figures; answers the job's id.
 */
async function seedBigJob(databaseUrl, count) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const {
    rows: [{ id: jobId }],
  } = await client.query(
    `insert into job (id, title, location, description, responsibilities, qualifications, created_at, updated_at)
     values (gen_random_uuid(), 'Bench Board Job', 'London', array['A busy board'], array['x'], array['y'], now(), now())
     returning id`,
  );
  await client.query(
    `insert into application (id, job_id, full_name, email, email_key, phone, resume_key, resume_kind, status,
                              created_at, last_activity_at)
     select gen_random_uuid(), $2, 'Board Candidate ' || i, 'board.' || i || '@example.com', 'board.' || i || '@example.com',
            '+44 20 7946 0000', 'resumes/board-' || i || '.pdf', 'pdf',
            (case when i % 10 < 6 then null when i % 10 < 8 then 'Rejected' else 'Shortlisted' end)::application_status,
            now() - ((i % 525600) || ' minutes')::interval, now()
       from generate_series(1, $1) as i`,
    [count, jobId],
  );
  await spreadOverStages(client);
  // Their files do not exist either: left pending, their reading would keep the process busy
  // whose start and idle memory the bench measures.
  await markPendingResumesUnreadable(client);
  await client.query('vacuum (analyze) application');
  await client.end();
  return jobId;
}

/** The words of the seeded resumes (a resume of 250 of them is about 1,900 characters). */
const RESUME_WORDS = (
  'managed recruited hired onboarded trained coached negotiated delivered improved reduced built led ' +
  'designed analysed reported supported partnered planned organised launched automated audited ' +
  'team teams stakeholders candidates clients budget payroll benefits compensation policy policies ' +
  'compliance training programme programmes process processes workforce talent pipeline sourcing ' +
  'interviews offers retention engagement culture diversity inclusion wellbeing performance review ' +
  'reviews data systems software spreadsheet dashboard metrics quarterly annual global regional ' +
  'london berlin warsaw madrid remote hybrid office sector finance retail healthcare logistics ' +
  'technology manufacturing education public charity startup enterprise contract permanent'
).split(' ');

/** Marks every resume still waiting to be read as unreadable (the bench has no files to read). */
function markPendingResumesUnreadable(client) {
  return client.query(
    `update application_resume_text set state = 'unavailable', reason = 'failed', attempts = 3 where state = 'pending'`,
  );
}

/**
 * The text of `count` resumes as the background reading would have stored it (every fifth
 * application, newest first): 250 words drawn from RESUME_WORDS, each starting "Professional
 * experience", half with "project management" (a phrase), and four with "quixotic" (a rare word).
 * The other applications' resumes are marked unreadable: the bench has no files to read.
 */
async function seedResumeTexts(databaseUrl, count) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query(
    `with picked as (
       select id, n from (select id, row_number() over (order by created_at desc, id) as n from application) a
        where n % 5 = 0 order by n limit $1)
     update application_resume_text t
        set state = 'extracted', extracted_at = now(), attempts = 1,
            text = 'Professional experience. ' ||
                   (case when picked.n % 10 = 0 then 'Certified in project management. ' else '' end) ||
                   (case when picked.n % ($1 * 5 / 4) = 0 then 'A quixotic streak. ' else '' end) ||
                   (select string_agg(($2::text[])[1 + ((picked.n * 7919 + g * 104729) % array_length($2::text[], 1))], ' ')
                      from generate_series(1, 250) g)
       from picked where t.application_id = picked.id`,
    [count, RESUME_WORDS],
  );
  await markPendingResumesUnreadable(client);
  await client.query('vacuum (analyze) application_resume_text');
  await client.query('checkpoint');
  await client.end();
}

/** The search term classes: what each stands for at the seeded data. */
const SEARCHES = [
  ['common word', 'english'],
  ['common two words', 'english coach'],
  ['mid', 'coach 7'],
  ['rare', 'recruiter 12'],
  ['none', 'zzz-no-match'],
];

/** The fields /browse-positions asks for (the client's PublicJobCardFields). */
const CARD =
  'id title location employmentType workplace department salaryMin salaryMax salaryCurrency salaryPeriod closesAt createdAt';
const FACETS =
  'location { value count } department { value count } employmentType { value count } workplace { value count }';

async function cannon(title, options) {
  const result = await autocannon({ duration: DURATION, connections: CONNECTIONS, ...options });
  const line = {
    'requests/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    errors: result.errors + result.non2xx,
  };
  console.log(`${title.padEnd(58)} ${JSON.stringify(line)}`);
  return result;
}

/**
 * The raw baseline's first page, measured now: started on `databaseUrl`, warmed beside the
 * product's own first page at `productUrl` (JIT, connection pools), measured, stopped.
 */
async function rawFirstPage(databaseUrl, productUrl, title) {
  const raw = await startRawBaseline(databaseUrl);
  try {
    await autocannon({ duration: 2, connections: CONNECTIONS, url: `${raw.url}/jobs?limit=20` });
    await autocannon({ duration: 2, connections: CONNECTIONS, url: `${productUrl}/api/jobs?limit=20` });
    return await cannon(title, { url: `${raw.url}/jobs?limit=20` });
  } finally {
    await raw.stop();
  }
}

function gqlRequest(base, query, token) {
  return {
    url: `${base}/graphql`,
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query }),
  };
}

/** What the all-candidates table asks for of each row. */
const CANDIDATE_ROW = 'id fullName email phone status createdAt rejectionEmailDueAt job { id title archivedAt }';

/**
 * The staff's candidate list at APPLICATIONS applications: searches of each kind and filtered first
 * pages, one connection (a recruiter's latency) and CONNECTIONS (the server busy), through GraphQL
 * with a staff token, as the back office asks.
 */
async function candidateList(base, token, databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const [{ job_id: jobId }] = (
    await client.query('select job_id from application group by job_id order by count(*) desc limit 1')
  ).rows;
  await client.end();
  const monthAgo = new Date(Date.now() - 30 * 86_400_000).toISOString();
  const cases = [
    ['first page, no filter', 'first: 25'],
    ['search "hopper" (a surname, ~1/31 of all)', 'first: 25, search: "hopper"'],
    ['search "grace hopper" (a full name, rare)', 'first: 25, search: "grace hopper"'],
    ['search "example.com" (every address)', 'first: 25, search: "example.com"'],
    ['search "analyst" (a job title word)', 'first: 25, search: "analyst"'],
    ['search "zzz-no-match" (none)', 'first: 25, search: "zzz-no-match"'],
    [`search "experience" (a word in every resume read, ${RESUME_TEXTS})`, 'first: 25, search: "experience"'],
    [
      `search "\\"project management\\"" (a phrase in ${RESUME_TEXTS / 2} resumes)`,
      'first: 25, search: "\\"project management\\""',
    ],
    ['search "quixotic" (a word in 4 resumes)', 'first: 25, search: "quixotic"'],
    ['filtered: one job, awaiting decision', `first: 25, jobId: "${jobId}", decision: NONE`],
    [
      'filtered: awaiting, last 30 days, by name',
      `first: 25, decision: NONE, appliedFrom: "${monthAgo}", sort: NAME_ASC`,
    ],
  ];
  for (const connections of [1, CONNECTIONS]) {
    console.log(`\nCandidates (${APPLICATIONS} applications, ${APPLICATION_JOBS} jobs), ${connections} connection(s):`);
    for (const [name, args] of cases) {
      const query = `{ candidates(${args}) { totalCount pageInfo { hasNextPage endCursor } edges { cursor node { ${CANDIDATE_ROW} } resumeSnippet { text matched } } } }`;
      await cannon(`candidates ${name}`, { connections, ...gqlRequest(base, query, token) });
    }
  }
}

/** The fields a board's card shows. */
const BOARD_CARD =
  'id fullName createdAt stageEnteredAt sourceKind sourceDetail status outcome withdrawnAt rejectionReason rejectionEmailDueAt stage { id name }';

/**
 * A job's board at BOARD_APPLICATIONS applications, one connection (a recruiter's latency): its
 * first paint (the columns with their counts and every column's first page, in one request, as the
 * board asks), a column's next page, and a stage move (one application to and fro between two stages).
 */
async function pipelineBoard(base, token, jobId, databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const columns = (
    await client.query(`select id from pipeline_stage where retired_at is null order by position`)
  ).rows.map((row) => row.id);
  const movable = (
    await client.query(
      `select id from application where job_id = $1 and status is distinct from 'Rejected' and withdrawn_at is null limit 200`,
      [jobId],
    )
  ).rows.map((row) => row.id);
  await client.end();
  const post = (query) =>
    fetch(`${base}/graphql`, gqlRequest(base, query, token)).then(async (answer) => {
      const body = await answer.json();
      if (body.errors) throw new Error(JSON.stringify(body.errors));
      return body.data;
    });
  const columnQuery = (key, after) =>
    `{ pipelineCards(jobId: "${jobId}", column: "${key}", first: 50${after ? `, after: "${after}"` : ''}) { hasNextPage endCursor cards { ${BOARD_CARD} } } }`;
  const { endCursor } = (await post(columnQuery(columns[0]))).pipelineCards;
  console.log(`\nBoard (a job of ${BOARD_APPLICATIONS} applications, ${APPLICATIONS} in all), 1 connection:`);
  // As the board asks when it opens: the columns with their counts and every column's first page,
  // in one request (the server reads the pages in one statement).
  const opening = `{ jobPipeline(jobId: "${jobId}") { job { id title } columns { key count outcome stage { id name position retiredAt } } } pipelineFirstPages(jobId: "${jobId}", first: 20) { key page { hasNextPage endCursor cards { ${BOARD_CARD} } } } }`;
  await cannon('board first paint (columns, counts, 20 cards of each)', {
    connections: 1,
    ...gqlRequest(base, opening, token),
  });
  await cannon('board column next page (50 cards)', {
    connections: 1,
    ...gqlRequest(base, columnQuery(columns[0], endCursor), token),
  });
  let move = 0;
  const moveRequest = gqlRequest(base, '', token);
  await cannon('stage move (one application, alternating two stages)', {
    connections: 1,
    url: moveRequest.url,
    requests: [
      {
        method: 'POST',
        headers: moveRequest.headers,
        setupRequest: (request) => {
          move += 1;
          const id = movable[Math.floor(move / 2) % movable.length];
          const stageId = columns[1 + (move % 2)];
          const query = `mutation { moveApplicationsToStage(ids: ["${id}"], stageId: "${stageId}") { id stage { id } status } }`;
          return { ...request, body: JSON.stringify({ query }) };
        },
      },
    ],
  });
}

/** Each search class over REST (and, unless `restOnly`, GraphQL), then its facet counts. */
async function searches(base, label, { restOnly = false } = {}) {
  for (const [name, term] of SEARCHES) {
    await cannon(`${label}GET /api/jobs?search=${term} (${name})`, {
      url: `${base}/api/jobs?limit=20&search=${encodeURIComponent(term)}`,
    });
    if (!restOnly) {
      await cannon(
        `${label}GraphQL jobs(search: "${term}")`,
        gqlRequest(
          base,
          `{ jobs(limit: 20, search: ${JSON.stringify(term)}) { total totalIsExact items { ${CARD} } } }`,
        ),
      );
    }
    await cannon(
      `${label}GraphQL jobFacets(search: "${term}")`,
      gqlRequest(base, `{ jobFacets(search: ${JSON.stringify(term)}) { ${FACETS} } }`),
    );
  }
}

const ratio = (a, b) => (a.requests.average / b.requests.average).toFixed(2);

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
    await seedApplications(db.url, APPLICATIONS, Math.min(APPLICATION_JOBS, JOBS));
    await seedResumeTexts(db.url, Math.min(RESUME_TEXTS, Math.floor(APPLICATIONS / 5)));
    const boardJobId = await seedBigJob(db.url, BOARD_APPLICATIONS);
    console.log(
      `Load average before: ${os
        .loadavg()
        .map((n) => n.toFixed(2))
        .join(' ')}`,
    );
    const base = server.url;

    const rawPage = await rawFirstPage(db.url, base, 'raw node:http + pg, same SQL (first page of 20)');
    const rest = await cannon('GET /api/jobs (first page of 20)', { url: `${base}/api/jobs?limit=20` });
    const graph = await cannon(
      'GraphQL jobs (first page of 20)',
      gqlRequest(base, `{ jobs(limit: 20) { total totalIsExact items { ${CARD} } } }`),
    );
    console.log(`${'REST / raw throughput'.padEnd(58)} ${ratio(rest, rawPage)} (target >= 0.5)`);
    console.log(`${'GraphQL / raw throughput'.padEnd(58)} ${ratio(graph, rawPage)} (target >= 0.5)`);
    await searches(base, '');

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

    const signedIn = await fetch(`${base}/api/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'bench@example.com', password: 'bench-password' }),
    });
    const staffToken = (await signedIn.json()).token;
    await candidateList(base, staffToken, db.url);
    await pipelineBoard(base, staffToken, boardJobId, db.url);

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

    // The same without the read cache: every request runs its SQL.
    await server.stop();
    server = await startServer(db.url, dataDir, { JOB_READ_CACHE_SECONDS: '0' });
    const uncached = server.url;
    console.log('\nRead cache off (JOB_READ_CACHE_SECONDS=0):');
    // The raw baseline again, beside these loads: minutes of writes and loads lie between them and
    // the first measure, and the machine's pace drifts; a ratio compares runs of the same minute.
    const rawAgain = await rawFirstPage(db.url, uncached, 'raw node:http + pg again, beside the uncached loads');
    const restUncached = await cannon('uncached GET /api/jobs (first page of 20)', {
      url: `${uncached}/api/jobs?limit=20`,
    });
    const graphUncached = await cannon(
      'uncached GraphQL jobs (first page of 20)',
      gqlRequest(uncached, `{ jobs(limit: 20) { total totalIsExact items { ${CARD} } } }`),
    );
    console.log(`${'uncached REST / raw throughput'.padEnd(58)} ${ratio(restUncached, rawAgain)} (target >= 0.5)`);
    console.log(`${'uncached GraphQL / raw throughput'.padEnd(58)} ${ratio(graphUncached, rawAgain)} (target >= 0.5)`);
    await searches(uncached, 'uncached ', { restOnly: true });
    console.log(
      `\nLoad average after: ${os
        .loadavg()
        .map((n) => n.toFixed(2))
        .join(' ')}`,
    );
    await server.stop();
    // The uploads' resumes wait to be read: the measured starts would read them (PDF.js over
    // 10 MB files, about 10 MB more "idle" memory). Idle means nothing queued.
    const quiet = new pg.Client({ connectionString: db.url });
    await quiet.connect();
    await markPendingResumesUnreadable(quiet);
    await quiet.end();
    console.log(
      '\nStart to the first GET /api/jobs?limit=20 and to a GraphQL answer asked right after it (median of 3), and RSS idle 5 s after them:',
    );
    console.table([await measureStart({ databaseUrl: db.url, dataDir })]);
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
