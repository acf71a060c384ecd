import { randomUUID } from 'node:crypto';

import { type QueryLoggedApp, startQueryLoggedApp } from '../../helpers/query-logged-app';
import { Role, startTestServer, type TestServer } from '../../helpers/test-server';
import { newJob } from '../applications/application-fixtures';
import { newApplication } from '../applications/pipeline-fixtures';

import { LIST, MOVE, PLACED, placementAudit, placementOf, type PlacementView, UPDATE } from './placement-fixtures';

let t: TestServer;
let admin: string;
let adminEmail: string;
let recruiter: string;
let user: string;
let jobId: string;

beforeAll(async () => {
  t = await startTestServer({ WEBHOOK_POLL_MS: '3600000', MAIL_POLL_MS: '3600000' });
  const account = await t.userWithRole(Role.ADMIN);
  admin = account.token;
  adminEmail = account.email;
  recruiter = (await t.userWithRole(Role.INTERNAL_RECRUITER)).token;
  user = (await t.userWithRole(Role.USER)).token;
  jobId = await newJob(t, recruiter, 'Quality Lead');
});
afterAll(() => t.stop());

async function placed(job = jobId): Promise<string> {
  const id = await newApplication(t, job);
  const moved = await t.gql(MOVE, { ids: [id], stageId: PLACED }, recruiter);
  expect(moved.errors).toBeUndefined();
  return id;
}

function update(applicationId: string, input: Record<string, unknown>, token = admin) {
  return t.gql<{ updatePlacement: Omit<PlacementView, 'application'> }>(UPDATE, { applicationId, input }, token);
}

describe('who may read and set a placement’s terms', () => {
  it('lets recruiters read placements and only ADMIN set terms; anonymous callers and USER get neither', async () => {
    const id = await placed();
    const input = { salary: 50000, currency: 'EUR' };
    expect((await update(id, input, '')).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect((await update(id, input, user)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await update(id, input, recruiter)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await update(id, input, admin)).data?.updatePlacement).toMatchObject({ salary: 50000, currency: 'EUR' });

    expect((await t.gql(LIST, {})).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect((await t.gql(LIST, {}, user)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await t.gql(LIST, {}, recruiter)).errors).toBeUndefined();
    expect((await placementOf(t, recruiter, id))?.salary).toBe(50000);
    const asUser = await t.gql(`query ($id: ID!) { application(id: $id) { id placement { id } } }`, { id }, user);
    expect(asUser.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });

  it('answers NOT_FOUND for an application without a placement, or no application', async () => {
    const notPlaced = await newApplication(t, jobId);
    for (const id of [notPlaced, randomUUID(), 'nonsense']) {
      expect((await update(id, { salary: 1, currency: 'EUR' })).errors?.[0].extensions?.code).toBe('NOT_FOUND');
    }
  });
});

describe('a placement’s terms', () => {
  it('work out a percentage fee from the salary, store it, and read the guarantee’s end', async () => {
    const id = await placed();
    const answer = await update(id, {
      startDate: '2027-01-04',
      salary: 60000,
      currency: 'EUR',
      feeKind: 'PERCENT',
      feePercent: 20,
      guaranteeDays: 90,
    });
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.updatePlacement).toMatchObject({
      startDate: '2027-01-04',
      salary: 60000,
      currency: 'EUR',
      feeKind: 'PERCENT',
      feePercent: 20,
      fee: 12000,
      guaranteeDays: 90,
      guaranteeEndsOn: '2027-04-04',
      invoiceStatus: 'NOT_INVOICED',
    });
    const [row] = await t.orm.em
      .fork()
      .execute<{ fee_amount: string; salary: string; fee_percent: string }[]>(
        'select fee_amount, salary, fee_percent from placement where application_id = ?',
        [id],
      );
    expect(row).toEqual({ fee_amount: '12000.00', salary: '60000.00', fee_percent: '20.00' });
  });

  it('round a percentage fee to the cent and work it out again when the salary changes', async () => {
    const id = await placed();
    await update(id, { salary: 55555.55, currency: 'USD', feeKind: 'PERCENT', feePercent: 17.5 });
    expect((await placementOf(t, recruiter, id))?.fee).toBe(9722.22); // 9722.22125
    const changed = await update(id, { salary: 70000 });
    expect(changed.data!.updatePlacement).toMatchObject({ salary: 70000, feePercent: 17.5, fee: 12250 });
  });

  it('keep a fixed fee as given (a fee sent with a percentage is worked out instead), and keep what is left out', async () => {
    const id = await placed();
    await update(id, { salary: 48000, currency: 'GBP', feeKind: 'FIXED', fee: 7500.5, feePercent: 12 });
    expect(await placementOf(t, recruiter, id)).toMatchObject({ feeKind: 'FIXED', fee: 7500.5, feePercent: null });
    await update(id, { invoiceStatus: 'PAID' });
    expect(await placementOf(t, recruiter, id)).toMatchObject({
      salary: 48000,
      currency: 'GBP',
      feeKind: 'FIXED',
      fee: 7500.5,
      invoiceStatus: 'PAID',
    });
    await update(id, { feeKind: 'PERCENT', feePercent: 10, fee: 1 });
    expect(await placementOf(t, recruiter, id)).toMatchObject({ feeKind: 'PERCENT', feePercent: 10, fee: 4800 });
    // Clearing the kind clears its figures.
    await update(id, { feeKind: null });
    expect(await placementOf(t, recruiter, id)).toMatchObject({ feeKind: null, feePercent: null, fee: null });
  });

  it('read no guarantee end while the start date or the guarantee is unknown; 0 days ends on the start date', async () => {
    const id = await placed();
    await update(id, { startDate: '2027-03-01' });
    expect((await placementOf(t, recruiter, id))?.guaranteeEndsOn).toBeNull();
    await update(id, { guaranteeDays: 0 });
    expect((await placementOf(t, recruiter, id))?.guaranteeEndsOn).toBe('2027-03-01');
    await update(id, { startDate: null });
    expect((await placementOf(t, recruiter, id))?.guaranteeEndsOn).toBeNull();
  });

  it.each([
    ['salary', { salary: 0, currency: 'EUR' }],
    ['salary', { salary: -100, currency: 'EUR' }],
    ['salary', { salary: 1000.123, currency: 'EUR' }],
    ['salary', { salary: 2_000_000_000, currency: 'EUR' }],
    ['currency', { salary: 1000, currency: 'eur' }],
    ['currency', { salary: 1000, currency: 'EURO' }],
    ['currency', { salary: 1000, currency: 'XYZ' }],
    ['currency', { salary: 1000 }],
    ['currency', { feeKind: 'FIXED', fee: 1000 }],
    ['feePercent', { salary: 1000, currency: 'EUR', feeKind: 'PERCENT', feePercent: 0 }],
    ['feePercent', { salary: 1000, currency: 'EUR', feeKind: 'PERCENT', feePercent: 100.01 }],
    ['feePercent', { salary: 1000, currency: 'EUR', feeKind: 'PERCENT' }],
    ['salary', { currency: 'EUR', feeKind: 'PERCENT', feePercent: 20 }],
    ['fee', { currency: 'EUR', feeKind: 'FIXED' }],
    ['fee', { currency: 'EUR', feeKind: 'FIXED', fee: 0 }],
    ['feeKind', { currency: 'EUR', fee: 500 }],
    ['feeKind', { salary: 1000, currency: 'EUR', feePercent: 10 }],
    ['guaranteeDays', { guaranteeDays: -1 }],
    ['guaranteeDays', { guaranteeDays: 731 }],
    ['startDate', { startDate: '2027-02-30' }],
    ['startDate', { startDate: '04/01/2027' }],
  ])('refuse a wrong %s, naming it, and change nothing (%j)', async (field, input) => {
    const id = await placed();
    const answer = await update(id, input);
    expect(answer.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field });
    expect(answer.errors?.[0].message).toMatch(new RegExp(field));
    expect(await placementOf(t, recruiter, id)).toMatchObject({ salary: null, currency: null, feeKind: null });
    expect((await placementAudit(t, id)).map((entry) => entry.action)).toEqual(['PLACEMENT_RECORDED']);
  });

  it('accept the edges: 100 percent, 730 days, a leap day', async () => {
    const id = await placed();
    const answer = await update(id, {
      startDate: '2028-02-29',
      salary: 1000,
      currency: 'JPY',
      feeKind: 'PERCENT',
      feePercent: 100,
      guaranteeDays: 730,
    });
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.updatePlacement).toMatchObject({ fee: 1000, guaranteeEndsOn: '2030-02-28' });
  });

  it('are audited with the names of the fields that changed, never the amounts; an unchanged save writes nothing', async () => {
    const id = await placed();
    await update(id, { salary: 90000, currency: 'EUR', feeKind: 'PERCENT', feePercent: 25 });
    await update(id, { salary: 90000, currency: 'EUR', feeKind: 'PERCENT', feePercent: 25 });
    await update(id, { invoiceStatus: 'INVOICED', guaranteeDays: 60 });
    expect(await placementAudit(t, id)).toEqual([
      expect.objectContaining({ action: 'PLACEMENT_RECORDED' }),
      {
        action: 'PLACEMENT_UPDATED',
        subjectType: 'application',
        actorLabel: adminEmail,
        details: { applicationId: id, jobId, changed: ['salary', 'currency', 'feeKind', 'feePercent', 'fee'] },
      },
      {
        action: 'PLACEMENT_UPDATED',
        subjectType: 'application',
        actorLabel: adminEmail,
        details: { applicationId: id, jobId, changed: ['guaranteeDays', 'invoiceStatus'] },
      },
    ]);
    expect(JSON.stringify(await placementAudit(t, id))).not.toMatch(/90000|22500/);
  });
});

describe('the placements list', () => {
  let clientJob: string;
  let clientId: string;
  const ofClient: string[] = [];

  beforeAll(async () => {
    clientJob = await newJob(t, recruiter, 'Client job');
    clientId = randomUUID();
    const sql = (query: string, params: unknown[]) => t.orm.em.fork().execute(query, params);
    await sql(
      `insert into client (id, name, name_key, created_at, updated_at) values (?, 'Northwind', 'northwind', now(), now())`,
      [clientId],
    );
    await sql('update job set client_id = ? where id = ?', [clientId, clientJob]);
    for (let i = 0; i < 3; i += 1) ofClient.push(await placed(clientJob));
  });

  type ListAnswer = {
    placements: {
      totalCount: number;
      pageInfo: { hasNextPage: boolean; endCursor: string | null };
      edges: {
        cursor: string;
        node: { id: string; recordedAt: string; application: { id: string; job: { id: string } } };
      }[];
    };
  };
  const list = (variables: Record<string, unknown>) => t.gql<ListAnswer>(LIST, variables, recruiter);

  it('pages the latest first and filters by client', async () => {
    const first = await list({ clientId, first: 2 });
    expect(first.errors).toBeUndefined();
    expect(first.data!.placements.totalCount).toBe(3);
    expect(first.data!.placements.pageInfo.hasNextPage).toBe(true);
    const second = await list({ clientId, first: 2, after: first.data!.placements.pageInfo.endCursor });
    expect(second.data!.placements.pageInfo.hasNextPage).toBe(false);
    const ids = [...first.data!.placements.edges, ...second.data!.placements.edges].map(
      (edge) => edge.node.application.id,
    );
    expect(ids).toEqual([...ofClient].reverse());

    const all = await list({ first: 100 });
    expect(all.data!.placements.totalCount).toBeGreaterThan(3);
    const times = all.data!.placements.edges.map((edge) => Date.parse(edge.node.recordedAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('filters by when they were recorded, and refuses a wrong range, cursor or page size naming the argument', async () => {
    const row = (await list({ clientId, first: 3 })).data!.placements.edges[1]!;
    const at = new Date(row.node.recordedAt);
    const window = await list({ clientId, from: at.toISOString(), to: new Date(at.getTime() + 1).toISOString() });
    expect(window.data!.placements.edges.map((edge) => edge.node.id)).toEqual([row.node.id]);
    const future = await list({ from: new Date(Date.now() + 60_000).toISOString() });
    expect(future.data!.placements.totalCount).toBe(0);

    expect((await list({ from: at.toISOString(), to: new Date(0).toISOString() })).errors?.[0].extensions?.field).toBe(
      'to',
    );
    expect((await list({ after: 'nonsense' })).errors?.[0].extensions?.field).toBe('after');
    expect((await list({ first: 0 })).errors?.[0].extensions?.field).toBe('first');
    expect((await list({ clientId: 'nonsense' })).errors?.[0].extensions?.field).toBe('clientId');
  });

  describe('query counts', () => {
    let app: QueryLoggedApp;
    beforeAll(async () => {
      app = await startQueryLoggedApp(t);
    });
    afterAll(() => app.stop());

    const post = (query: string, variables: Record<string, unknown>) =>
      app.counted(() =>
        fetch(`${app.url}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${recruiter}` },
          body: JSON.stringify({ query, variables }),
        }).then((response) => response.json() as Promise<{ data: Record<string, { edges: unknown[] }> }>),
      );

    it('reads the placements of a list of applications in the same statements for 1 as for 3', async () => {
      const query = `query ($jobId: ID!, $stageId: ID!, $first: Int) {
        candidates(jobId: $jobId, stageId: $stageId, first: $first) { edges { node { id placement { id fee guaranteeEndsOn application { fullName job { title } } } } } }
      }`;
      const one = await post(query, { jobId: clientJob, stageId: PLACED, first: 1 });
      const three = await post(query, { jobId: clientJob, stageId: PLACED, first: 3 });
      expect(three.result.data.candidates!.edges).toHaveLength(3);
      expect(three.sql.length).toBe(one.sql.length);
    });

    it('reads a page of placements with their applications and jobs in the same statements for 1 as for 3', async () => {
      const one = await post(LIST, { clientId, first: 1 });
      const three = await post(LIST, { clientId, first: 3 });
      expect(three.result.data.placements!.edges).toHaveLength(3);
      expect(three.sql.length).toBe(one.sql.length);
    });
  });
});
