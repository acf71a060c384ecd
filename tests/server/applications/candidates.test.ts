import { Application } from '../../../server/src/modules/applications/application.entity';
import { type QueryLoggedApp, startQueryLoggedApp } from '../../helpers/query-logged-app';
import { Role, startTestServer, type TestServer } from '../../helpers/test-server';

import { applicant, newJob } from './application-fixtures';
import { newApplication, REJECT, SHORTLIST_MANY } from './pipeline-fixtures';

const CANDIDATES = `query Candidates($first: Int, $after: String, $search: String, $jobId: ID, $decision: CandidateDecision,
  $appliedFrom: DateTimeISO, $appliedTo: DateTimeISO, $sort: CandidateSort) {
  candidates(first: $first, after: $after, search: $search, jobId: $jobId, decision: $decision,
    appliedFrom: $appliedFrom, appliedTo: $appliedTo, sort: $sort) {
    totalCount
    pageInfo { hasNextPage endCursor }
    edges { cursor node { id fullName status job { id title archivedAt } } }
  }
}`;
const CANDIDATE = `query Candidate($id: ID!) {
  candidate(id: $id) {
    id fullName email phone linkedIn portfolio coverLetter status resumePath createdAt
    job { id title archivedAt }
    otherApplications { id status job { id title } }
    notes { id text }
    activity { kind }
  }
}`;

interface Connection {
  totalCount: number;
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
  edges: {
    cursor: string;
    node: {
      id: string;
      fullName: string;
      status: string | null;
      job: { id: string; title: string; archivedAt: string | null };
    };
  }[];
}

let t: TestServer;
let recruiter: string;
let user: string;
const ids: Record<string, string> = {};
let analystJob: string;
let clerkJob: string;

/** Sets an application's arrival time, so orders and date filters are known. */
async function appliedAt(id: string, iso: string): Promise<void> {
  await t.orm.em.fork().nativeUpdate(Application, { id }, { createdAt: new Date(iso) });
}

async function list(variables: Record<string, unknown>, token = recruiter): Promise<Connection> {
  const answer = await t.gql<{ candidates: Connection }>(CANDIDATES, variables, token);
  if (!answer.data) throw new Error(JSON.stringify(answer.errors));
  return answer.data.candidates;
}

const names = (connection: Connection) => connection.edges.map((edge) => edge.node.fullName);

beforeAll(async () => {
  t = await startTestServer();
  recruiter = (await t.userWithRole(Role.INTERNAL_RECRUITER)).token;
  user = (await t.userWithRole(Role.USER)).token;
  analystJob = await newJob(t, recruiter, 'Data Analyst');
  clerkJob = await newJob(t, recruiter, 'Payroll Clerk');
  const people: [key: string, job: string, fields: Record<string, string>, at: string][] = [
    [
      'ann',
      analystJob,
      { fullName: 'Ann Archer', email: 'ann.archer@example.com', phone: '+44 20 7946 0001' },
      '2026-01-01T09:00:00Z',
    ],
    [
      'bob',
      clerkJob,
      { fullName: 'bob Brown', email: 'bob@mail.example.org', phone: '+44 20 7946 0002' },
      '2026-01-02T09:00:00Z',
    ],
    [
      'cid',
      analystJob,
      { fullName: 'Cid 100% Real', email: 'cid@example.com', phone: '555 0003' },
      '2026-01-03T09:00:00Z',
    ],
    ['dee', clerkJob, { fullName: 'Dee Dunn', email: 'dee@example.com', phone: '555 0004' }, '2026-01-03T09:00:00Z'],
    ['eve', clerkJob, { fullName: 'Dee Dunn', email: 'eve@example.com', phone: '555 0005' }, '2026-01-04T09:00:00Z'],
    // The same address applies to a second job: the candidate page lists the other application.
    [
      'ann2',
      clerkJob,
      { fullName: 'Ann Archer', email: 'ANN.archer@example.com', phone: '+44 20 7946 0001' },
      '2026-01-05T09:00:00Z',
    ],
  ];
  for (const [key, job, fields, at] of people) {
    ids[key] = await newApplication(t, job, applicant(fields));
    await appliedAt(ids[key]!, at);
  }
  await t.gql(SHORTLIST_MANY, { ids: [ids.bob, ids.dee] }, recruiter);
  await t.gql(REJECT, { id: ids.cid }, recruiter);
  // The analyst job is archived: its applicants stay listed, their job marked.
  await t.rest('DELETE', `/api/jobs/${analystJob}`, { token: recruiter });
});
afterAll(() => t.stop());

describe('who may list candidates', () => {
  it.each([
    ['candidates', CANDIDATES, () => ({})],
    ['candidate', CANDIDATE, () => ({ id: ids.ann })],
  ])(
    '%s: UNAUTHENTICATED for anonymous, FORBIDDEN for USER, allowed for INTERNAL_RECRUITER',
    async (_name, query, vars) => {
      expect((await t.gql(query, vars())).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
      expect((await t.gql(query, vars(), user)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
      expect((await t.gql(query, vars(), recruiter)).errors).toBeUndefined();
    },
  );
});

describe('the candidate list', () => {
  it('lists every application across jobs, newest first, archived jobs included and marked', async () => {
    const all = await list({});
    expect(all.totalCount).toBe(6);
    expect(all.edges.map((edge) => edge.node.id)).toEqual([
      ids.ann2,
      ids.eve,
      // Same arrival time: the higher id first.
      ...[ids.cid!, ids.dee!].sort().reverse(),
      ids.bob,
      ids.ann,
    ]);
    const ann = all.edges.find((edge) => edge.node.id === ids.ann)!;
    expect(ann.node.job).toMatchObject({ id: analystJob, title: 'Data Analyst', archivedAt: expect.any(String) });
    expect(all.pageInfo.hasNextPage).toBe(false);
  });

  it.each([
    ['a part of the name, in any letter case', 'ARCH', ['Ann Archer', 'Ann Archer']],
    ['a part of the e-mail address', 'mail.example.org', ['bob Brown']],
    ['a part of the phone number', '7946 0002', ['bob Brown']],
    ['a part of the job title', 'payroll', ['Ann Archer', 'Dee Dunn', 'Dee Dunn', 'bob Brown']],
    ['% as a plain character', '100%', ['Cid 100% Real']],
    ['_ as a plain character', 'a_n', []],
  ])('searches %s', async (_label, search, expected) => {
    const found = await list({ search });
    expect(names(found)).toEqual(expected);
    expect(found.totalCount).toBe(expected.length);
  });

  it('filters by job, decision and applied-date range, together', async () => {
    expect(names(await list({ jobId: analystJob }))).toEqual(['Cid 100% Real', 'Ann Archer']);
    expect(names(await list({ decision: 'SHORTLISTED' }))).toEqual(['Dee Dunn', 'bob Brown']);
    expect(names(await list({ decision: 'REJECTED' }))).toEqual(['Cid 100% Real']);
    expect((await list({ decision: 'NONE' })).totalCount).toBe(3);
    const range = await list({ appliedFrom: '2026-01-02T00:00:00Z', appliedTo: '2026-01-03T09:00:00Z' });
    expect(names(range)).toEqual(['bob Brown']);
    expect((await list({ jobId: clerkJob, decision: 'SHORTLISTED', search: 'dee' })).totalCount).toBe(1);
  });

  it('sorts by name either way (letter case ignored), ties by id', async () => {
    const deeIds = [ids.dee!, ids.eve!].sort();
    const ascending = await list({ sort: 'NAME_ASC' });
    expect(names(ascending)).toEqual([
      'Ann Archer',
      'Ann Archer',
      'bob Brown',
      'Cid 100% Real',
      'Dee Dunn',
      'Dee Dunn',
    ]);
    expect(ascending.edges.slice(4).map((edge) => edge.node.id)).toEqual(deeIds);
    const descending = await list({ sort: 'NAME_DESC' });
    expect(descending.edges.map((edge) => edge.node.id)).toEqual(ascending.edges.map((edge) => edge.node.id).reverse());
    const oldest = await list({ sort: 'APPLIED_ASC' });
    expect(oldest.edges.map((edge) => edge.node.id)).toEqual(
      (await list({})).edges.map((edge) => edge.node.id).reverse(),
    );
  });

  it.each(['APPLIED_DESC', 'APPLIED_ASC', 'NAME_ASC', 'NAME_DESC'])(
    'pages through %s two at a time without skipping or repeating',
    async (sort) => {
      const whole = (await list({ sort })).edges.map((edge) => edge.node.id);
      const seen: string[] = [];
      let after: string | null = null;
      for (let page = 0; page < 5; page += 1) {
        const next: Connection = await list({ sort, first: 2, after });
        expect(next.totalCount).toBe(6);
        seen.push(...next.edges.map((edge) => edge.node.id));
        after = next.pageInfo.endCursor;
        if (!next.pageInfo.hasNextPage) break;
      }
      expect(seen).toEqual(whole);
    },
  );

  it.each([
    ['a cursor of another sort', async () => (await list({ sort: 'NAME_ASC', first: 1 })).pageInfo.endCursor],
    ['a made-up cursor', async () => 'bm90LWEtY3Vyc29y'],
  ])('refuses %s, naming after', async (_label, cursor) => {
    const answer = await t.gql(CANDIDATES, { after: await cursor(), sort: 'APPLIED_DESC' }, recruiter);
    expect(answer.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'after' });
  });

  it.each([
    [{ first: 0 }, 'first'],
    [{ first: 101 }, 'first'],
    [{ jobId: 'not-a-job' }, 'jobId'],
    [{ search: 'x'.repeat(201) }, 'search'],
  ])('refuses %j, naming the field', async (variables, field) => {
    const answer = await t.gql(CANDIDATES, variables, recruiter);
    expect(answer.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field });
  });
});

describe('the candidate page', () => {
  it('answers every field, the job, and the other applications of the same address with their decisions', async () => {
    await t.gql(SHORTLIST_MANY, { ids: [ids.ann] }, recruiter);
    const answer = await t.gql<{
      candidate: {
        fullName: string;
        job: { id: string };
        otherApplications: { id: string; status: string | null; job: { title: string } }[];
        activity: { kind: string }[];
      };
    }>(CANDIDATE, { id: ids.ann2 }, recruiter);
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.candidate).toMatchObject({ fullName: 'Ann Archer', job: { id: clerkJob } });
    expect(answer.data?.candidate.otherApplications).toEqual([
      { id: ids.ann, status: 'Shortlisted', job: { id: analystJob, title: 'Data Analyst' } },
    ]);
    expect(answer.data?.candidate.activity.map((line) => line.kind)).toEqual(['APPLIED']);
    expect(
      (await t.gql(CANDIDATE, { id: '00000000-0000-4000-8000-000000000000' }, recruiter)).errors?.[0].extensions?.code,
    ).toBe('NOT_FOUND');
  });
});

describe('query count', () => {
  let app: QueryLoggedApp;
  beforeAll(async () => {
    app = await startQueryLoggedApp(t);
  });
  afterAll(() => app.stop());

  it.each([
    ['with a search', 'example'],
    ['without one', null],
  ])(
    'answers a page of 1 and a page of 6 (with jobs, notes, history, other applications) in the same statements, %s',
    async (_label, search) => {
      const query = `query ($first: Int, $search: String) { candidates(first: $first, search: $search) {
      totalCount edges { node { id job { title applicantCount awaitingDecisionCount } notes { id } activity { kind }
      otherApplications { id job { title } } } } } }`;
      const ask = (first: number) =>
        app.counted(() =>
          fetch(`${app.url}/graphql`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${recruiter}` },
            body: JSON.stringify({ query, variables: { first, search } }),
          }).then((response) => response.json() as Promise<{ data: { candidates: { edges: unknown[] } } }>),
        );
      const one = await ask(1);
      const six = await ask(6);
      expect(one.result.data.candidates.edges).toHaveLength(1);
      expect(six.result.data.candidates.edges).toHaveLength(6);
      expect(six.sql.length).toBe(one.sql.length);
    },
  );
});
