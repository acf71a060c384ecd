import { setTimeout as sleep } from 'node:timers/promises';

import { JobReadCache } from '../../../server/src/modules/jobs/job-read-cache';
import { Role, startTestServer, type TestServer } from '../../helpers/test-server';

import { insertJob, jobBody } from './job-fixtures';

// A long TTL: within a test only a write or a closing instant may drop an answer.
let t: TestServer;
let recruiter: string;
beforeAll(async () => {
  t = await startTestServer({ JOB_READ_CACHE_SECONDS: '600' });
  recruiter = (await t.userWithRole(Role.INTERNAL_RECRUITER)).token;
});
afterAll(() => t.stop());

const LIST = `query ($search: String, $includeClosed: Boolean) {
  jobs(search: $search, includeClosed: $includeClosed, limit: 100) { total totalIsExact items { id title } }
}`;
const FACETS = `query ($search: String) { jobFacets(search: $search) { location { value count } } }`;

interface ListView {
  total: number;
  totalIsExact: boolean;
  items: { id: string; title: string }[];
}

async function list(variables: Record<string, unknown> = {}, token?: string): Promise<ListView> {
  const answer = await t.gql<{ jobs: ListView }>(LIST, variables, token);
  expect(answer.errors).toBeUndefined();
  return answer.data!.jobs;
}

async function titles(search: string, token?: string, includeClosed = false): Promise<string[]> {
  return (await list({ search, includeClosed }, token)).items.map((job) => job.title);
}

async function restTitles(search: string): Promise<string[]> {
  const answer = await t.rest<{ title: string }[]>('GET', `/api/jobs?search=${encodeURIComponent(search)}`);
  expect(answer.status).toBe(200);
  return answer.body.map((job) => job.title);
}

async function locationCount(search: string, location: string): Promise<number | undefined> {
  const answer = await t.gql<{ jobFacets: { location: { value: string; count: number }[] } }>(FACETS, { search });
  expect(answer.errors).toBeUndefined();
  return answer.data!.jobFacets.location.find((facet) => facet.value === location)?.count;
}

async function createJob(title: string, extra: Record<string, unknown> = {}): Promise<string> {
  const answer = await t.rest<{ id: string }>('POST', '/api/jobs', {
    token: recruiter,
    body: jobBody({ title, location: 'Cache Town', ...extra }),
  });
  expect(answer.status).toBe(201);
  return answer.body.id;
}

describe('the public job list’s read cache', () => {
  it('keeps an answer until a job is created, changed, archived or reopened through the API', async () => {
    await createJob('Cachewrite Alpha');
    expect(await titles('cachewrite')).toEqual(['Cachewrite Alpha']);
    expect(await restTitles('cachewrite')).toEqual(['Cachewrite Alpha']);
    expect(await locationCount('cachewrite', 'Cache Town')).toBe(1);

    // Written behind the server's back: the kept answers do not see it (that is the cache).
    await insertJob(t.orm, { title: 'Cachewrite Sideways', location: 'Cache Town' });
    expect(await titles('cachewrite')).toEqual(['Cachewrite Alpha']);
    expect(await restTitles('cachewrite')).toEqual(['Cachewrite Alpha']);
    expect(await locationCount('cachewrite', 'Cache Town')).toBe(1);

    // Creating drops every kept answer.
    const beta = await createJob('Cachewrite Beta');
    expect(await titles('cachewrite')).toEqual(['Cachewrite Beta', 'Cachewrite Sideways', 'Cachewrite Alpha']);
    expect(await restTitles('cachewrite')).toEqual(['Cachewrite Beta', 'Cachewrite Sideways', 'Cachewrite Alpha']);
    expect(await locationCount('cachewrite', 'Cache Town')).toBe(3);

    // So does changing a job…
    const update = await t.rest('PUT', `/api/jobs/${beta}`, {
      token: recruiter,
      body: jobBody({ title: 'Cachewrite Gamma', location: 'Cache Town' }),
    });
    expect(update.status).toBe(200);
    expect(await titles('cachewrite')).toEqual(['Cachewrite Gamma', 'Cachewrite Sideways', 'Cachewrite Alpha']);

    // …and archiving one.
    const archive = await t.gql(`mutation ($id: ID!) { deleteJob(id: $id) { id } }`, { id: beta }, recruiter);
    expect(archive.errors).toBeUndefined();
    expect(await titles('cachewrite')).toEqual(['Cachewrite Sideways', 'Cachewrite Alpha']);
    expect(await restTitles('cachewrite')).toEqual(['Cachewrite Sideways', 'Cachewrite Alpha']);
    expect(await locationCount('cachewrite', 'Cache Town')).toBe(2);

    // …and reopening an archived one.
    const reopen = await t.gql(`mutation ($id: ID!) { reopenJob(id: $id) { id } }`, { id: beta }, recruiter);
    expect(reopen.errors).toBeUndefined();
    expect(await titles('cachewrite')).toEqual(['Cachewrite Gamma', 'Cachewrite Sideways', 'Cachewrite Alpha']);
    expect(await restTitles('cachewrite')).toEqual(['Cachewrite Gamma', 'Cachewrite Sideways', 'Cachewrite Alpha']);
    expect(await locationCount('cachewrite', 'Cache Town')).toBe(3);
  });

  it('drops its answers when a job’s closing date passes, with no write in between', async () => {
    const closesAt = new Date(Date.now() + 2500);
    await createJob('Cacheclose Soon', { closesAt: closesAt.toISOString() });
    await createJob('Cacheclose Later');
    const before = await list({ search: 'cacheclose' });
    expect(before.items.map((job) => job.title)).toEqual(['Cacheclose Later', 'Cacheclose Soon']);
    const unfilteredTotal = (await list()).total;
    expect(await locationCount('cacheclose', 'Cache Town')).toBe(2);

    // Kept (a job written behind the server's back does not show), until the closing instant.
    await insertJob(t.orm, { title: 'Cacheclose Sideways', location: 'Cache Town' });
    expect(await titles('cacheclose')).toEqual(['Cacheclose Later', 'Cacheclose Soon']);

    await sleep(Math.max(0, closesAt.getTime() - Date.now()) + 100);
    expect(await titles('cacheclose')).toEqual(['Cacheclose Sideways', 'Cacheclose Later']);
    expect(await locationCount('cacheclose', 'Cache Town')).toBe(2);
    // The unfiltered list's exact total: one job closed, one was inserted.
    expect((await list()).total).toBe(unfilteredTotal);
  });

  it('never keeps staff lists (includeClosed), which see a write at once', async () => {
    await createJob('Cachestaff One');
    expect(await titles('cachestaff', recruiter, true)).toEqual(['Cachestaff One']);
    await insertJob(t.orm, { title: 'Cachestaff Two' });
    expect(await titles('cachestaff', recruiter, true)).toEqual(['Cachestaff Two', 'Cachestaff One']);
  });
});

describe('JobReadCache', () => {
  function cacheAt(now: { ms: number }, ttlMs = 1000, maxRows = 100) {
    return new JobReadCache({ ttlMs, maxRows, clock: () => now.ms });
  }
  const never = () => Promise.resolve(Infinity);

  it('answers a kept key without loading again until its TTL passes', async () => {
    const now = { ms: 0 };
    const cache = cacheAt(now);
    let loads = 0;
    const load = () => Promise.resolve(++loads);
    expect(await cache.get('k', load, never, () => 1)).toBe(1);
    now.ms = 999;
    expect(await cache.get('k', load, never, () => 1)).toBe(1);
    now.ms = 1000;
    expect(await cache.get('k', load, never, () => 1)).toBe(2);
  });

  it('expires every answer at the next closing instant read before it was computed', async () => {
    const now = { ms: 0 };
    const cache = cacheAt(now, 60_000);
    let loads = 0;
    let closings = 0;
    const closing = () => {
      closings += 1;
      return Promise.resolve(now.ms + 500);
    };
    await cache.get(
      'a',
      () => Promise.resolve(++loads),
      closing,
      () => 1,
    );
    await cache.get(
      'b',
      () => Promise.resolve(++loads),
      closing,
      () => 1,
    );
    expect(closings).toBe(1);
    now.ms = 499;
    await cache.get(
      'a',
      () => Promise.resolve(++loads),
      closing,
      () => 1,
    );
    expect(loads).toBe(2);
    now.ms = 500;
    await cache.get(
      'a',
      () => Promise.resolve(++loads),
      closing,
      () => 1,
    );
    expect(loads).toBe(3);
    expect(closings).toBe(2);
  });

  it('shares one load between concurrent misses, and keeps no answer whose load overlapped a write', async () => {
    const cache = cacheAt({ ms: 0 });
    let loads = 0;
    let release: (value: number) => void = () => undefined;
    const slow = () => {
      loads += 1;
      return new Promise<number>((resolve) => (release = resolve));
    };
    const first = cache.get('k', slow, never, () => 1);
    const second = cache.get('k', slow, never, () => 1);
    await sleep(0);
    cache.invalidate();
    release(7);
    expect(await first).toBe(7);
    expect(await second).toBe(7);
    expect(loads).toBe(1);
    expect(cache.size).toBe(0);
    expect(
      await cache.get(
        'k',
        () => Promise.resolve(8),
        never,
        () => 1,
      ),
    ).toBe(8);
  });

  it('forgets the oldest answers once the rows it holds pass maxRows, and a failed load', async () => {
    const cache = cacheAt({ ms: 0 }, 1000, 10);
    await cache.get(
      'a',
      () => Promise.resolve('a'),
      never,
      () => 6,
    );
    await cache.get(
      'b',
      () => Promise.resolve('b'),
      never,
      () => 6,
    );
    expect(cache.size).toBe(1);
    expect(
      await cache.get(
        'b',
        () => Promise.resolve('again'),
        never,
        () => 6,
      ),
    ).toBe('b');
    await expect(
      cache.get(
        'c',
        () => Promise.reject(new Error('down')),
        never,
        () => 1,
      ),
    ).rejects.toThrow('down');
    expect(
      await cache.get(
        'c',
        () => Promise.resolve('c'),
        never,
        () => 1,
      ),
    ).toBe('c');
  });

  it('keeps nothing with a TTL of 0', async () => {
    const cache = cacheAt({ ms: 0 }, 0);
    let loads = 0;
    await cache.get(
      'k',
      () => Promise.resolve(++loads),
      never,
      () => 1,
    );
    await cache.get(
      'k',
      () => Promise.resolve(++loads),
      never,
      () => 1,
    );
    expect(loads).toBe(2);
    expect(cache.size).toBe(0);
  });
});
