// This file passes 400 lines: its cases share one server process (another file would start another).
/**
 * Fuzzes every REST route and every GraphQL mutation of the real server, run as its own process:
 * wrong types, nulls, huge and odd Unicode strings, truncated and malformed multipart bodies,
 * over-cap files on both upload paths. It proves zero 5xx answers, every request answered within
 * a few seconds, the process alive at the end, and no stored file that no row points to, with
 * files on disk and with files in an S3-compatible bucket.
 * The generator is seeded (FUZZ_SEED, printed): a failure replays exactly.
 */
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import {
  buildSchema,
  getNamedType,
  GraphQLEnumType,
  GraphQLInputObjectType,
  type GraphQLInputType,
  GraphQLList,
  GraphQLNonNull,
  type GraphQLScalarType,
  isObjectType,
} from 'graphql';
import pg from 'pg';

import { createFileStorage } from '../../../server/src/storage/create-file-storage';
import { docxBytes, pdfBytes, pngBytes } from '../../helpers/files';
import {
  BOUNDARY,
  cutOff,
  MULTIPART_HEADERS,
  multipartBody,
  type RawPart,
  storedFiles,
} from '../../helpers/multipart-bodies';
import { startTestS3, type TestS3 } from '../../helpers/s3-server';
import { type ServerProcess, spawnServer } from '../../helpers/server-process';
import { createTestDatabase, type TestDatabase } from '../../helpers/test-database';
import { TEST_ADMIN } from '../../helpers/test-server';

const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
const ANSWER_WITHIN_MS = 5_000;
const RESUME_MAX = 64 * 1024;
const IMAGE_MAX = 32 * 1024;
const ROUNDS = Number(process.env.FUZZ_ROUNDS ?? 12);
const PARALLEL = 4;

/** mulberry32: small, fast, and the same sequence for the same seed on every machine. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)];
  return { next, int, pick };
}
const random = generator(SEED);

const ODD_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\uD800',
  'x\uDFFFy',
  '\uD83D',
  'a\uD800@example.com',
  '\u202Egnp.exe',
  'שלום עולם',
  'مرحبا',
  '👩‍👩‍👧‍👦🎉',
  'e\u0301\u0301\u0301',
  '\uFEFF\u200B\u2028\u2029',
  '<script>alert(1)</script>',
  "'; drop table job; --",
  '../../../etc/passwd',
  '%00%2e%2e%2f',
  '{{7*7}}${7*7}',
  'null',
  'undefined',
  '2024-02-30',
  '25:99',
  '-1',
  '1e309',
  'a'.repeat(300),
  'x@y',
  'someone@example.com',
];
const HUGE = 'é'.repeat(512 * 1024); // 1 MB of UTF-8

function oddString(): string {
  const roll = random.next();
  if (roll < 0.03) return HUGE;
  if (roll < 0.1) return random.pick(ODD_STRINGS).repeat(1 + random.int(2000));
  if (roll < 0.6) return random.pick(ODD_STRINGS);
  return Array.from({ length: 1 + random.int(40) }, () => String.fromCharCode(random.int(0x10000))).join('');
}

/** Anything at all: the wrong type as often as the right one. */
function anyValue(): unknown {
  switch (random.int(9)) {
    case 0:
      return null;
    case 1:
      return random.pick([0, -1, 1.5, 2 ** 53, -(2 ** 31), Number.MAX_SAFE_INTEGER]);
    case 2:
      return random.next() < 0.5;
    case 3:
      return [oddString(), random.int(10), null];
    case 4:
      return { nested: oddString() };
    default:
      return oddString();
  }
}

function fields(names: string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const name of names) if (random.next() < 0.85) out[name] = anyValue();
  if (random.next() < 0.2) out[oddString().slice(0, 20) || 'extra'] = anyValue();
  return out;
}

/** Percent-encoded; lone surrogates (which encodeURIComponent refuses) become U+FFFD on the way. */
function urlSafe(text: string): string {
  return encodeURIComponent(text.replace(/[\uD800-\uDFFF]/g, '\uFFFD'));
}

/** HTTP header values are bytes: fetch itself refuses anything else before sending. */
function headerSafe(text: string): string {
  return text.replace(/[^\x20-\x7e]/g, '?');
}

interface Ids {
  jobId: string;
  eventId: string;
  applicationId: string;
}

function pathId(ids: Ids, kind: keyof Ids): string {
  return random.pick([
    ids[kind],
    ids[kind],
    '00000000-0000-0000-0000-000000000000',
    urlSafe(oddString().slice(0, 50)),
    '%ED%A0%80',
    '%',
    'null',
  ]);
}

interface Attempt {
  label: string;
  url: string;
  init: RequestInit;
}

const REST_JSON: [method: string, route: (ids: Ids) => string, fieldNames: string[]][] = [
  ['POST', () => '/api/user/login', ['email', 'password']],
  ['POST', () => '/api/user/login/new-password', ['email', 'password', 'newPassword']],
  ['POST', () => '/api/user/login/two-factor', ['challenge', 'code']],
  ['POST', () => '/api/user/register', ['firstName', 'lastName', 'email', 'password', 'role']],
  ['GET', () => '/api/jobs', []],
  ['GET', (ids) => `/api/jobs/${pathId(ids, 'jobId')}`, []],
  [
    'POST',
    () => '/api/jobs',
    ['title', 'location', 'description', 'responsibilities', 'qualifications', 'salary', 'type'],
  ],
  ['PUT', (ids) => `/api/jobs/${pathId(ids, 'jobId')}`, ['title', 'location', 'description']],
  ['DELETE', (ids) => `/api/jobs/${pathId(ids, 'jobId')}`, []],
  ['POST', () => '/api/JoinUsPeople', ['name', 'email', 'phone', 'location', 'type']],
  ['GET', () => '/api/joins', []],
  ['POST', () => '/api/contact', ['name', 'email', 'mobile', 'location', 'message']],
  ['GET', () => '/api/contact', []],
  ['POST', () => '/api/candidates/send-rejection-email', ['email']],
  ['GET', (ids) => `/api/candidates/${pathId(ids, 'jobId')}/applications`, []],
  ['PUT', (ids) => `/api/candidates/${pathId(ids, 'applicationId')}`, []],
  ['GET', (ids) => `/api/candidates/resumes/${pathId(ids, 'applicationId')}`, []],
  ['GET', () => '/api/events/all', []],
  ['DELETE', (ids) => `/api/events/delete/${pathId(ids, 'eventId')}`, []],
  ['POST', (ids) => `/api/events/${pathId(ids, 'eventId')}/register`, ['name', 'email', 'phone']],
  ['GET', (ids) => `/api/events/${pathId(ids, 'eventId')}/registrations`, []],
  ['GET', (ids) => `/api/events/${pathId(ids, 'eventId')}/image`, []],
];

const QUERY_JUNK = () =>
  random.pick(['', `?status=${urlSafe(oddString().slice(0, 30))}`, '?offset=-5&limit=1e9', '?search=%FF']);

function jsonBody(names: string[]): { body?: string; contentType?: string } {
  switch (random.int(6)) {
    case 0:
      return { body: JSON.stringify(random.pick([null, [], 'text', 42, true])), contentType: 'application/json' };
    case 1:
      return { body: random.pick(['{', '{"a":', '\u0000', '[1,2', 'nope']), contentType: 'application/json' };
    case 2:
      return { body: oddString(), contentType: random.pick(['text/plain', 'application/x-www-form-urlencoded']) };
    default:
      return { body: JSON.stringify(fields(names)), contentType: 'application/json' };
  }
}

function restJsonAttempt(base: string, token: string, ids: Ids): Attempt {
  const [method, route, names] = random.pick(REST_JSON);
  const url = `${base}${route(ids)}${QUERY_JUNK()}`;
  const headers: Record<string, string> = {};
  if (random.next() < 0.8)
    headers.authorization = `Bearer ${random.next() < 0.9 ? token : headerSafe(oddString().slice(0, 40))}`;
  const { body, contentType } = method === 'GET' || method === 'DELETE' ? {} : jsonBody(names);
  if (contentType) headers['content-type'] = contentType;
  return { label: `${method} ${url.slice(base.length, base.length + 80)}`, url, init: { method, headers, body } };
}

/** A file to upload: valid, over the cap, tiny, of the wrong type, or junk. */
function fileBytes(kind: 'resume' | 'image'): { bytes: Buffer; name: string } {
  const good = kind === 'resume' ? pdfBytes() : pngBytes();
  const cap = kind === 'resume' ? RESUME_MAX : IMAGE_MAX;
  switch (random.int(7)) {
    case 0:
      return { bytes: Buffer.concat([good, Buffer.alloc(cap + random.int(cap * 3))]), name: 'big.pdf' };
    case 1:
      return { bytes: docxBytes().subarray(0, 1 + random.int(3)), name: 'tiny.docx' };
    case 2:
      return { bytes: Buffer.alloc(0), name: 'empty.pdf' };
    case 3:
      return { bytes: Buffer.from(oddString().slice(0, 2000)), name: `${oddString().slice(0, 60)}.pdf` };
    case 4:
      return { bytes: good, name: random.pick(['cv.exe', 'cv', '.pdf', 'cv.PDF', 'évènement.png', 'a"b.pdf']) };
    default:
      return { bytes: good, name: kind === 'resume' ? 'cv.pdf' : 'banner.png' };
  }
}

function textParts(names: string[]): RawPart[] {
  return Object.entries(fields(names)).map(([name, value]) => ({
    name,
    value: typeof value === 'string' ? value : JSON.stringify(value),
  }));
}

/** The multipart body, sometimes broken: cut off anywhere, a wrong boundary, garbage. */
function breakBody(body: Buffer): { body: Buffer; contentType: string } {
  const contentType = MULTIPART_HEADERS['content-type'];
  switch (random.int(8)) {
    case 0:
      return { body: cutOff(body, 1 + random.int(Math.min(body.length, 5000))), contentType };
    case 1:
      return { body: body.subarray(0, random.int(body.length)), contentType };
    case 2:
      return { body, contentType: 'multipart/form-data; boundary=other' };
    case 3:
      return { body, contentType: 'multipart/form-data' };
    case 4:
      return { body: Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: junk\r\n\r\n${oddString()}`), contentType };
    default:
      return { body, contentType };
  }
}

function multipartAttempt(base: string, token: string, ids: Ids): Attempt {
  const roll = random.int(6);
  const headers: Record<string, string> = {};
  let url: string;
  let method = 'POST';
  let parts: RawPart[];
  if (roll < 3) {
    // GraphQL multipart: applyForJob, createEvent, updateEvent.
    headers['apollo-require-preflight'] = 'true';
    const which = random.int(3);
    const resume = which === 0;
    const file = fileBytes(resume ? 'resume' : 'image');
    const query = [
      'mutation($jobId: ID!, $input: ApplicationInput!, $f: Upload!) { applyForJob(jobId: $jobId, input: $input, resume: $f) { id } }',
      'mutation($input: EventInput!, $f: Upload!) { createEvent(input: $input, image: $f) { id } }',
      'mutation($id: ID!, $input: EventUpdateInput!, $f: Upload) { updateEvent(id: $id, input: $input, image: $f) { id } }',
    ][which];
    const input =
      which === 0
        ? fields(['fullName', 'email', 'phone', 'linkedIn', 'portfolio', 'coverLetter'])
        : fields(['name', 'date', 'time', 'description']);
    const variables = { jobId: ids.jobId, id: ids.eventId, input, f: null };
    parts = [
      { name: 'operations', value: JSON.stringify({ query, variables }) },
      { name: 'map', value: random.next() < 0.9 ? JSON.stringify({ 0: ['variables.f'] }) : oddString() },
      { name: '0', value: file.bytes, filename: file.name },
    ];
    url = `${base}/graphql`;
  } else {
    const which = roll - 3;
    const resume = which === 0;
    const file = fileBytes(resume ? 'resume' : 'image');
    parts = [
      ...textParts(
        resume
          ? ['fullName', 'email', 'phone', 'linkedIn', 'portfolio', 'coverLetter']
          : ['name', 'date', 'time', 'description'],
      ),
      { name: resume ? 'resume' : 'image', value: file.bytes, filename: file.name },
    ];
    if (random.next() < 0.2) parts.push({ name: 'extra', value: pngBytes(), filename: 'x.png' });
    url = [
      `${base}/api/candidates/${pathId(ids, 'jobId')}`,
      `${base}/api/events/add`,
      `${base}/api/events/update/${pathId(ids, 'eventId')}`,
    ][which];
    if (which === 2) method = 'PUT';
  }
  if (random.next() < 0.9) headers.authorization = `Bearer ${token}`;
  const broken = breakBody(multipartBody(parts));
  headers['content-type'] = broken.contentType;
  return {
    label: `${method} ${url.slice(base.length)} multipart (${broken.body.length} bytes)`,
    url,
    init: { method, headers, body: new Uint8Array(broken.body) },
  };
}

/** Values for a GraphQL input type: often right-typed with odd content, sometimes plainly wrong. */
function valueFor(type: GraphQLInputType, depth = 0): unknown {
  if (random.next() < 0.08) return anyValue();
  if (type instanceof GraphQLNonNull) return valueFor(type.ofType as GraphQLInputType, depth);
  if (random.next() < 0.05) return null;
  if (type instanceof GraphQLList) {
    return Array.from({ length: random.int(4) }, () => valueFor(type.ofType as GraphQLInputType, depth + 1));
  }
  if (type instanceof GraphQLEnumType) {
    return random.next() < 0.8 ? random.pick(type.getValues()).value : oddString();
  }
  if (type instanceof GraphQLInputObjectType) {
    if (depth > 3) return null;
    const out: Record<string, unknown> = {};
    for (const field of Object.values(type.getFields())) {
      if (random.next() < 0.9) out[field.name] = valueFor(field.type, depth + 1);
    }
    return out;
  }
  const scalar = type as GraphQLScalarType;
  switch (scalar.name) {
    case 'Int':
      return random.pick([0, -1, 7, 2 ** 31 - 1, 2 ** 31, 1.5]);
    case 'Float':
      return random.pick([0, -1e308, 3.14]);
    case 'Boolean':
      return random.next() < 0.5;
    case 'Upload':
      return null;
    default:
      return oddString();
  }
}

function graphqlAttempts(): (base: string, token: string, ids: Ids) => Attempt {
  const schema = buildSchema(readFileSync(path.resolve(__dirname, '../../../schema.graphql'), 'utf8'));
  const mutations = Object.values(schema.getMutationType()!.getFields());
  return (base, token, ids) => {
    const field = random.pick(mutations);
    const declared = field.args.map((arg) => `$${arg.name}: ${arg.type.toString()}`).join(', ');
    const passed = field.args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
    const selection = isObjectType(getNamedType(field.type)) ? ' { __typename }' : '';
    const query = `mutation${declared ? `(${declared})` : ''} { ${field.name}${passed ? `(${passed})` : ''}${selection} }`;
    const variables: Record<string, unknown> = {};
    for (const arg of field.args) {
      if (arg.name === 'id' || arg.name === 'jobId' || arg.name === 'eventId') {
        variables[arg.name] = random.pick([ids.jobId, ids.eventId, ids.applicationId, oddString()]);
      } else {
        variables[arg.name] = valueFor(arg.type);
      }
    }
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (random.next() < 0.8) headers.authorization = `Bearer ${token}`;
    return {
      label: `mutation ${field.name}`,
      url: `${base}/graphql`,
      init: { method: 'POST', headers, body: JSON.stringify({ query, variables }) },
    };
  };
}

interface Outcome {
  label: string;
  status: number | 'no answer' | 'connection failed';
  detail?: string;
}

async function send(attempt: Attempt): Promise<Outcome> {
  try {
    const response = await fetch(attempt.url, { ...attempt.init, signal: AbortSignal.timeout(ANSWER_WITHIN_MS) });
    const text = await response.text();
    return { label: attempt.label, status: response.status, detail: text.slice(0, 300) };
  } catch (error) {
    const name = (error as Error).name;
    return {
      label: attempt.label,
      status: name === 'TimeoutError' ? 'no answer' : 'connection failed',
      detail: String((error as Error).cause ?? error),
    };
  }
}

async function setUp(base: string): Promise<{ token: string; ids: Ids }> {
  const login = await fetch(`${base}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(TEST_ADMIN),
  });
  const { token } = (await login.json()) as { token: string };
  const auth = { authorization: `Bearer ${token}` };
  const job = await fetch(`${base}/api/jobs`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({ title: 'Fuzz target', location: 'Porto' }),
  });
  const jobId = ((await job.json()) as { id: string }).id;
  const form = new FormData();
  for (const [name, value] of Object.entries({
    name: 'Fuzz fair',
    date: '2031-01-01',
    time: '10:00',
    description: 'x',
  })) {
    form.set(name, value);
  }
  form.set('image', new Blob([new Uint8Array(pngBytes())]), 'banner.png');
  const event = await fetch(`${base}/api/events/add`, { method: 'POST', headers: auth, body: form });
  const eventId = ((await event.json()) as { id: string }).id;
  const application = new FormData();
  for (const [name, value] of Object.entries({ fullName: 'Ada', email: 'ada@example.com', phone: '1' })) {
    application.set(name, value);
  }
  application.set('resume', new Blob([new Uint8Array(pdfBytes())]), 'cv.pdf');
  const applied = await fetch(`${base}/api/candidates/${jobId}`, { method: 'POST', body: application });
  const applicationId = ((await applied.json()) as { id: string }).id;
  return { token, ids: { jobId, eventId, applicationId } };
}

/** Every file key the rows name: resumes, event images and their variants. */
async function keysOfRows(db: TestDatabase): Promise<Set<string>> {
  const client = new pg.Client({ connectionString: db.url });
  await client.connect();
  try {
    const { rows } = await client.query<{ key: string }>(
      `select resume_key as key from application union all select image_key from event where image_key is not null
       union all select variant->>'key' from event, jsonb_array_elements(coalesce(image_variants, '[]'::jsonb)) as variant`,
    );
    return new Set(rows.map((row) => row.key));
  } finally {
    await client.end();
  }
}

describe.each(['file', 's3'] as const)(`fuzzing the running server on %s storage (FUZZ_SEED=${SEED})`, (storage) => {
  let db: TestDatabase;
  let dataDir: string;
  let server: ServerProcess;
  let s3: TestS3 | undefined;

  beforeAll(async () => {
    db = await createTestDatabase();
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'talent-fuzz-'));
    if (storage === 's3') s3 = await startTestS3();
    server = await spawnServer({
      DATABASE_URL: db.url,
      DATA_DIR: dataDir,
      JWT_SECRET: 'fuzz-secret-that-is-long-enough-for-hs256-signing',
      ADMIN_EMAIL: TEST_ADMIN.email,
      ADMIN_PASSWORD: TEST_ADMIN.password,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'error',
      RESUME_MAX_BYTES: String(RESUME_MAX),
      EVENT_IMAGE_MAX_BYTES: String(IMAGE_MAX),
      LOGIN_FREE_FAILURES_PER_IP: '100000',
      LOGIN_FREE_FAILURES_PER_EMAIL: '10000',
      FORM_RATE_LIMIT_PER_IP: '1000000',
      FORM_RATE_LIMIT_PER_EMAIL: '1000000',
      MAIL_POLL_MS: '3600000',
      ...s3?.env('fuzz'),
    });
  });
  afterAll(async () => {
    await server?.stop();
    await db?.drop();
    await s3?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  /** What storage holds: the folder's entries, or the bucket's objects under the process's prefix. */
  async function storageContents(): Promise<string[]> {
    // The folder's uploads, `.part` files included; its `.writers/` heartbeats are no files of rows.
    if (!s3) return (await storedFiles(path.join(dataDir, 'files'))).filter((key) => !key.startsWith('.writers/'));
    const bucket = createFileStorage(s3.location('fuzz'));
    try {
      return await bucket.listSettled(0);
    } finally {
      await bucket.close();
    }
  }

  it('answers every request within seconds, never with a 5xx, stays up, and leaves no orphan file', async () => {
    console.log(`fuzz: FUZZ_SEED=${SEED} FUZZ_ROUNDS=${ROUNDS} (set them to replay)`);
    const base = server.url;
    const { token, ids } = await setUp(base);
    expect(ids.applicationId).toBeTruthy();
    const mutation = graphqlAttempts();
    // Every attempt is drawn before any is sent, so the sequence does not depend on timing.
    const attempts: Attempt[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      for (let i = 0; i < REST_JSON.length; i += 1) attempts.push(restJsonAttempt(base, token, ids));
      for (let i = 0; i < 20; i += 1) attempts.push(mutation(base, token, ids));
      for (let i = 0; i < 10; i += 1) attempts.push(multipartAttempt(base, token, ids));
    }
    const outcomes: Outcome[] = [];
    let next = 0;
    await Promise.all(
      Array.from({ length: PARALLEL }, async () => {
        while (next < attempts.length) outcomes.push(await send(attempts[next++]));
      }),
    );
    const bad = outcomes.filter((outcome) => typeof outcome.status !== 'number' || outcome.status >= 500);
    expect({ seed: SEED, bad: bad.slice(0, 10) }).toEqual({ seed: SEED, bad: [] });
    expect(outcomes).toHaveLength(attempts.length);

    expect(server.child.exitCode).toBeNull();
    expect((await fetch(`${base}/healthz`, { signal: AbortSignal.timeout(ANSWER_WITHIN_MS) })).status).toBe(200);
    const stored = await storageContents();
    const named = await keysOfRows(db);
    // The listing sees the storage in use (the setup's resume at least; an attempt may have deleted
    // the setup's event with its image): every file a row names is there, and no file no row names.
    expect(stored.length).toBeGreaterThan(0);
    expect([...named].filter((key) => !stored.includes(key))).toEqual([]);
    expect(stored.filter((key) => !named.has(key))).toEqual([]);
  });
});
