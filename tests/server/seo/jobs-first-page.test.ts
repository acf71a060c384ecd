import { readFileSync } from 'node:fs';
import path from 'node:path';

import { addTypenameToDocument } from '@apollo/client/utilities';
import { type DocumentNode, parse, print } from 'graphql';

import { JOBS_PAGE_SIZE } from '../../../client/src/features/jobs/job-board';
import { JobsListDocument } from '../../../server/src/gql/jobs-list';
import { JOBS_FIRST_PAGE_SIZE } from '../../../server/src/http/jobs-first-page';
import { Workplace } from '../../../server/src/modules/jobs/job-facts';
import { startTestSite } from '../../helpers/stand-in-client';
import type { TestServer } from '../../helpers/test-server';
import { insertJob } from '../jobs/job-fixtures';

// The client's own list query, as Apollo sends it (with __typename), so the page's data is compared
// with exactly what the client would otherwise ask the API for.
const JOBS_LIST = print(
  addTypenameToDocument(
    parse(readFileSync(path.join(__dirname, '../../../client/src/features/jobs/api/JobsList.graphql'), 'utf8')),
  ),
);

let t: TestServer;
beforeAll(async () => {
  t = await startTestSite();
  const day = (n: number) => new Date(Date.UTC(2026, 0, n));
  for (let n = 1; n <= 14; n += 1) {
    await insertJob(t.orm, {
      title: `Coach ${n}`,
      location: n % 2 ? 'Pune' : 'Leeds',
      workplace: n % 3 ? Workplace.ON_SITE : Workplace.REMOTE,
      createdAt: day(n),
    });
  }
  await insertJob(t.orm, { title: 'Nurse </script><b>bold</b>', createdAt: day(20) });
  await insertJob(t.orm, { title: 'Archived coach', createdAt: day(21), archivedAt: day(22) });
});
afterAll(() => t.stop());

async function firstPageIn(route: string): Promise<{ variables: Record<string, unknown>; data: unknown } | null> {
  const response = await fetch(`${t.url}${route}`, { headers: { accept: 'text/html' } });
  expect(response.status).toBe(200);
  const html = await response.text();
  const blocks = [...html.matchAll(/<script type="application\/json" id="jobs-first-page">(.*?)<\/script>/gs)];
  expect(blocks.length).toBeLessThanOrEqual(1);
  return blocks[0] ? (JSON.parse(blocks[0][1]) as never) : null;
}

describe('the job list written into /browse-positions', () => {
  it('is written for the page size the client asks for', () => {
    expect(JOBS_FIRST_PAGE_SIZE).toBe(JOBS_PAGE_SIZE);
  });

  it('is the answer to the client’s own query as Apollo sends it, which the server executes', () => {
    const definitions = (document: DocumentNode) => document.definitions.map((definition) => print(definition)).sort();
    expect(definitions(JobsListDocument)).toEqual(definitions(parse(JOBS_LIST)));
  });

  const NO_FILTERS = { location: null, department: null, employmentType: null, workplace: null };
  it.each([
    ['/browse-positions', { search: null }],
    ['/browse-positions?q=%20coach%20', { search: 'coach' }],
    ['/browse-positions?q=Nurse', { search: 'Nurse' }],
    ['/browse-positions?q=nothing-matches-this', { search: 'nothing-matches-this' }],
    [
      '/browse-positions?q=coach&location=Pune&workplace=REMOTE',
      { search: 'coach', location: 'Pune', workplace: 'REMOTE' },
    ],
    // A value the client does not know is no filter, on both sides.
    ['/browse-positions?type=SOMETIMES&department=%20', { search: null }],
  ])('holds for %s what the client’s JobsList query answers for the same search and filters', async (route, asked) => {
    const block = await firstPageIn(route);
    const variables = { ...NO_FILTERS, ...asked, limit: JOBS_PAGE_SIZE, offset: 0, withFacets: true };
    expect(block?.variables).toEqual(variables);
    const answer = await t.gql(JOBS_LIST, variables);
    expect(answer.errors).toBeUndefined();
    expect(block?.data).toEqual(answer.data);
  });

  it('lists open jobs only, newest first, and keeps a title’s markup as text', async () => {
    const block = (await firstPageIn('/browse-positions')) as {
      data: { jobs: { total: number; totalIsExact: boolean; items: { title: string }[] } };
    };
    expect(block.data.jobs.total).toBe(15);
    expect(block.data.jobs.totalIsExact).toBe(true);
    expect(block.data.jobs.items.map((job) => job.title)).toEqual([
      'Nurse </script><b>bold</b>',
      ...[14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4].map((n) => `Coach ${n}`),
    ]);
  });

  it('is left out where the API would refuse the search, and on every other page', async () => {
    expect(await firstPageIn(`/browse-positions?q=${'x'.repeat(201)}`)).toBeNull();
    expect(await firstPageIn('/browse-positions?q=%00')).toBeNull();
    expect(await firstPageIn('/')).toBeNull();
    expect(await firstPageIn('/events')).toBeNull();
  });
});
