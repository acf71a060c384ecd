import { Role, startTestServer, type TestServer } from '../../helpers/test-server';

import { newJob } from './application-fixtures';

// The candidate list's two ways to a search's page (walking the order's first 2,000 rows, else
// reading every match) and its total counted up to 1,000, at enough applications to take each.
const CANDIDATES = `query Candidates($first: Int, $after: String, $search: String, $sort: CandidateSort) {
  candidates(first: $first, after: $after, search: $search, sort: $sort) {
    totalCount
    totalCountIsExact
    pageInfo { hasNextPage endCursor }
    edges { node { id fullName } }
  }
}`;

interface Connection {
  totalCount: number;
  totalCountIsExact: boolean;
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
  edges: { node: { id: string; fullName: string } }[];
}

const FILLERS = 2500;
/** Rare applicants among the newest 2,000 (found by the walk) and older ones (past it). */
const RECENT_RARE = 10;
const OLD_RARE = 20;

let t: TestServer;
let recruiter: string;

async function list(variables: Record<string, unknown>): Promise<Connection> {
  const answer = await t.gql<{ candidates: Connection }>(CANDIDATES, variables, recruiter);
  if (!answer.data) throw new Error(JSON.stringify(answer.errors));
  return answer.data.candidates;
}

/** Every page of a list, `first` at a time. */
async function wholeList(variables: Record<string, unknown>, first: number): Promise<Connection[]> {
  const pages: Connection[] = [];
  let after: string | null = null;
  for (;;) {
    const page: Connection = await list({ ...variables, first, after });
    pages.push(page);
    if (!page.pageInfo.hasNextPage) return pages;
    after = page.pageInfo.endCursor;
  }
}

const names = (pages: Connection[]) => pages.flatMap((page) => page.edges.map((edge) => edge.node.fullName));

beforeAll(async () => {
  t = await startTestServer();
  recruiter = (await t.userWithRole(Role.INTERNAL_RECRUITER)).token;
  const jobId = await newJob(t, recruiter, 'Warehouse Lead');
  // Minute i before a fixed instant: filler i is the i-th newest. Rare applicants sit at minutes
  // 100, 200, ... (among the newest 2,000) and past every filler.
  await t.orm.em.getConnection().execute(
    `insert into application (id, job_id, full_name, email, email_key, phone, resume_key, resume_kind, created_at, last_activity_at)
     select gen_random_uuid(), ?, name, lower(replace(name, ' ', '.')) || '@example.com',
            lower(replace(name, ' ', '.')) || '@example.com', '555 0100', 'resumes/none.pdf', 'pdf',
            timestamptz '2026-06-01T00:00:00Z' - (minute || ' minutes')::interval, now()
       from (select 'Filler Person ' || lpad(i::text, 4, '0') as name, i * 2 as minute from generate_series(1, ?) as i
             union all
             select 'Zara Rarename ' || lpad(i::text, 2, '0'), i * 100 + 1 from generate_series(1, ?) as i
             union all
             select 'Zara Rarename ' || lpad((? + i)::text, 2, '0'), ? * 2 + i from generate_series(1, ?) as i) as people`,
    [jobId, FILLERS, RECENT_RARE, RECENT_RARE, FILLERS, OLD_RARE],
  );
});
afterAll(() => t.stop());

const rareNames = (count: number) =>
  Array.from({ length: count }, (_, i) => `Zara Rarename ${String(i + 1).padStart(2, '0')}`);

describe('the candidate list at a few thousand applications', () => {
  it('counts up to 1,000 and says when there are more', async () => {
    const all = await list({ first: 5 });
    expect([all.totalCount, all.totalCountIsExact]).toEqual([1000, false]);
    const common = await list({ first: 5, search: 'filler' });
    expect([common.totalCount, common.totalCountIsExact, common.pageInfo.hasNextPage]).toEqual([1000, false, true]);
    expect(names([common])).toEqual([1, 2, 3, 4, 5].map((i) => `Filler Person ${String(i).padStart(4, '0')}`));
    const rare = await list({ first: 5, search: 'rarename' });
    expect([rare.totalCount, rare.totalCountIsExact]).toEqual([RECENT_RARE + OLD_RARE, true]);
  });

  it('finds a rare term among the newest rows and past them, in order, without skipping or repeating', async () => {
    // The first page holds the 10 found by the walk, then older matches the walk never reached.
    const newest = await wholeList({ search: 'RARENAME' }, 25);
    expect(newest.map((page) => page.edges.length)).toEqual([25, 5]);
    expect(names(newest)).toEqual(rareNames(RECENT_RARE + OLD_RARE));
    const oldest = await wholeList({ search: 'rarename', sort: 'APPLIED_ASC' }, 7);
    expect(names(oldest)).toEqual(rareNames(RECENT_RARE + OLD_RARE).reverse());
  });

  it('finds a rare term that sorts after 2,000 others by name, either way', async () => {
    const ascending = await wholeList({ search: 'zara', sort: 'NAME_ASC' }, 12);
    expect(names(ascending)).toEqual(rareNames(RECENT_RARE + OLD_RARE));
    const descending = await wholeList({ search: 'zara', sort: 'NAME_DESC' }, 12);
    expect(names(descending)).toEqual(rareNames(RECENT_RARE + OLD_RARE).reverse());
  });

  it('pages a common term from the walk, continuing where the cursor points', async () => {
    const first = await list({ first: 30, search: 'person 0' });
    const second = await list({ first: 30, search: 'person 0', after: first.pageInfo.endCursor });
    const expected = Array.from({ length: 60 }, (_, i) => `Filler Person ${String(i + 1).padStart(4, '0')}`);
    expect(names([first, second])).toEqual(expected);
  });
});
