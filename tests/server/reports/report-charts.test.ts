import { randomUUID } from 'node:crypto';

import { Client } from '../../../server/src/modules/clients/client.entity';
import { type QueryLoggedApp, startQueryLoggedApp } from '../../helpers/query-logged-app';
import { Role, startTestServer, type TestServer } from '../../helpers/test-server';
import { newJob } from '../applications/application-fixtures';
import { newApplication } from '../applications/pipeline-fixtures';

const BY_MONTH = `query PlacementsByMonth($months: Int, $fees: Boolean!) {
  placementsByMonthReport(months: $months) { month placements fees @include(if: $fees) { currency amount } }
}`;
const BY_CLIENT = `query PlacementsByClient($fees: Boolean!) {
  placementsByClientReport { clientId clientName placements fees @include(if: $fees) { currency amount } }
}`;
const TIME_TO_FILL = `query TimeToFill {
  timeToFillReport { filledJobs medianDays jobs { jobId title clientName firstPlacedAt days } }
}`;
const CONVERSION = `query Conversion { pipelineConversionReport { stageId name reached nextPercent } }`;
const STAGES = `query Stages { pipelineStages { id name } }`;
const MOVE = `mutation Move($ids: [ID!]!, $stageId: ID!) { moveApplicationsToStage(ids: $ids, stageId: $stageId) { id } }`;
const WITHDRAW = `mutation Withdraw($ids: [ID!]!) { withdrawApplications(ids: $ids) { id } }`;
const REJECT = `mutation Reject($id: ID!) { rejectApplication(id: $id) { id } }`;
const RETIRE = `mutation StageRetire($id: ID!) { retirePipelineStage(id: $id) { id } }`;
const RESTORE = `mutation StageRestore($id: ID!) { restorePipelineStage(id: $id) { id } }`;

interface Money {
  currency: string;
  amount: number;
}
interface MonthRow {
  month: string;
  placements: number;
  fees?: Money[];
}
interface ClientRow {
  clientId: string | null;
  clientName: string | null;
  placements: number;
  fees?: Money[];
}
interface TimeToFill {
  filledJobs: number;
  medianDays: number | null;
  jobs: { jobId: string; title: string; clientName: string | null; firstPlacedAt: string; days: number }[];
}
interface ConversionRow {
  stageId: string;
  name: string;
  reached: number;
  nextPercent: number | null;
}

const DAY = 86_400_000;

let t: TestServer;
const tokens = {} as Record<Role, string>;
let stageIds: Record<string, string>;
const jobs = {} as Record<'finance' | 'site' | 'office' | 'unfilled', string>;
let acme: string;
let beta: string;
/** When the placements were recorded: fixed before the reports are asked for. */
const now = new Date();
const at = (daysAgo: number, hoursAgo = 0) => new Date(now.getTime() - daysAgo * DAY - hoursAgo * 3_600_000);

/** The calendar month (UTC) `offset` months from this one, as YYYY-MM. */
function monthOf(offset: number): string {
  const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, 1));
  return date.toISOString().slice(0, 7);
}

async function sql(statement: string, params: unknown[] = []) {
  return t.orm.em.fork().getConnection().execute(statement, params, 'all');
}

async function move(ids: string[], stage: string) {
  const answer = await t.gql(MOVE, { ids, stageId: stageIds[stage] }, tokens.INTERNAL_RECRUITER);
  if (answer.errors) throw new Error(JSON.stringify(answer.errors));
}

/**
 * The placement of an application moved to Placed, with its terms: written directly, whether or
 * not the move already recorded one (the placements service owns recording; this test owns the numbers).
 */
async function placementTerms(
  applicationId: string,
  terms: {
    recordedAt: Date;
    startDate?: string;
    salary?: number;
    currency?: string;
    feeKind?: 'PERCENT' | 'FIXED';
    feePercent?: number;
    feeAmount?: number;
  },
) {
  await sql(
    'insert into "placement" ("id", "application_id", "recorded_at", "updated_at") values (?, ?, ?, ?) ' +
      'on conflict ("application_id") do nothing',
    [randomUUID(), applicationId, terms.recordedAt, terms.recordedAt],
  );
  await sql(
    'update "placement" set "recorded_at" = ?, "start_date" = ?, "salary" = ?, "currency" = ?, "fee_kind" = ?, ' +
      '"fee_percent" = ?, "fee_amount" = ? where "application_id" = ?',
    [
      terms.recordedAt,
      terms.startDate ?? null,
      terms.salary ?? null,
      terms.currency ?? null,
      terms.feeKind ?? null,
      terms.feePercent ?? null,
      terms.feeAmount ?? null,
      applicationId,
    ],
  );
}

beforeAll(async () => {
  t = await startTestServer();
  for (const role of Object.values(Role)) tokens[role] = (await t.userWithRole(role)).token;
  const recruiter = tokens.INTERNAL_RECRUITER;
  const stages = (await t.gql<{ pipelineStages: { id: string; name: string }[] }>(STAGES, {}, recruiter)).data!
    .pipelineStages;
  stageIds = Object.fromEntries(stages.map((stage) => [stage.name, stage.id]));

  jobs.finance = await newJob(t, recruiter, 'Finance Lead');
  jobs.site = await newJob(t, recruiter, 'Site Engineer');
  jobs.office = await newJob(t, recruiter, 'Office Manager');
  jobs.unfilled = await newJob(t, recruiter, 'Unfilled Role');
  const em = t.orm.em.fork();
  const acmeClient = em.create(Client, { name: 'Acme Corp', nameKey: 'acme corp' });
  const betaClient = em.create(Client, { name: 'Beta Builders', nameKey: 'beta builders' });
  await em.flush();
  acme = acmeClient.id;
  beta = betaClient.id;
  await sql('update "job" set "client_id" = ? where "id" = ?', [acme, jobs.finance]);
  await sql('update "job" set "client_id" = ? where "id" = ?', [beta, jobs.site]);

  const [a1, a2, a3] = [
    await newApplication(t, jobs.finance),
    await newApplication(t, jobs.finance),
    await newApplication(t, jobs.finance),
  ];
  const [b1, b2] = [await newApplication(t, jobs.site), await newApplication(t, jobs.site)];
  await newApplication(t, jobs.site); // stays at Applied
  const c1 = await newApplication(t, jobs.office);
  const [d1, d2] = [await newApplication(t, jobs.unfilled), await newApplication(t, jobs.unfilled)];

  // The furthest stage each reaches: Placed (a1, a2, b1, c1), Shortlisted then rejected (a3),
  // Interview then withdrawn (b2), Applied (one more), Screening (d1), Offer then back to Screening (d2).
  await move([a1, a2, b1, c1], 'Placed');
  await move([a3], 'Shortlisted');
  expect((await t.gql(REJECT, { id: a3 }, recruiter)).errors).toBeUndefined();
  await move([b2], 'Interview');
  expect((await t.gql(WITHDRAW, { ids: [b2] }, recruiter)).errors).toBeUndefined();
  await move([d1], 'Screening');
  await move([d2], 'Offer');
  await move([d2], 'Screening');

  await placementTerms(a1, {
    recordedAt: at(5),
    startDate: `${monthOf(-2)}-15`,
    salary: 80_000,
    currency: 'EUR',
    feeKind: 'PERCENT',
    feePercent: 15,
    feeAmount: 12_000,
  });
  await placementTerms(a2, { recordedAt: now, currency: 'EUR', feeKind: 'FIXED', feeAmount: 8_000.5 });
  await placementTerms(b1, { recordedAt: now, currency: 'USD', feeKind: 'FIXED', feeAmount: 5_000 });
  // Started 13 months ago, without fee terms.
  await placementTerms(c1, { recordedAt: at(3), startDate: `${monthOf(-13)}-01` });

  // Posted 40 days (and 2 hours) before the first placement, 12 days, and 20.5 days.
  await sql('update "job" set "created_at" = ? where "id" = ?', [at(45, 2), jobs.finance]);
  await sql('update "job" set "created_at" = ? where "id" = ?', [at(12), jobs.site]);
  await sql('update "job" set "created_at" = ? where "id" = ?', [at(23, 12), jobs.office]);
});
afterAll(() => t.stop());

describe('placementsByMonthReport', () => {
  it('lists the last 12 months oldest first, zero where nothing was placed, a placement in its start month else its recording month', async () => {
    const answer = await t.gql<{ placementsByMonthReport: MonthRow[] }>(BY_MONTH, { fees: true }, tokens.ADMIN);
    expect(answer.errors).toBeUndefined();
    const rows = answer.data!.placementsByMonthReport;
    expect(rows.map((row) => row.month)).toEqual(Array.from({ length: 12 }, (_, index) => monthOf(index - 11)));
    const expected = new Map<string, Omit<MonthRow, 'month'>>([
      [monthOf(-2), { placements: 1, fees: [{ currency: 'EUR', amount: 12_000 }] }],
      [
        monthOf(0),
        {
          placements: 2,
          fees: [
            { currency: 'EUR', amount: 8_000.5 },
            { currency: 'USD', amount: 5_000 },
          ],
        },
      ],
    ]);
    for (const row of rows) {
      expect(row).toEqual({ month: row.month, ...(expected.get(row.month) ?? { placements: 0, fees: [] }) });
    }
  });

  it('covers as many months as asked, and counts a placement without fee terms with no fee', async () => {
    const answer = await t.gql<{ placementsByMonthReport: MonthRow[] }>(
      BY_MONTH,
      { months: 14, fees: true },
      tokens.ADMIN,
    );
    const rows = answer.data!.placementsByMonthReport;
    expect(rows).toHaveLength(14);
    expect(rows[0]).toEqual({ month: monthOf(-13), placements: 1, fees: [] });
    expect(rows.reduce((sum, row) => sum + row.placements, 0)).toBe(4);
  });

  it.each([0, 37, -1])('refuses %i months, naming months', async (months) => {
    const answer = await t.gql(BY_MONTH, { months, fees: false }, tokens.ADMIN);
    expect(answer.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(answer.errors?.[0]?.extensions?.field).toBe('months');
  });
});

describe('placementsByClientReport', () => {
  it('answers each client’s placements and fees per currency, most first, the consultancy’s own jobs as null', async () => {
    const answer = await t.gql<{ placementsByClientReport: ClientRow[] }>(BY_CLIENT, { fees: true }, tokens.ADMIN);
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.placementsByClientReport).toEqual([
      { clientId: acme, clientName: 'Acme Corp', placements: 2, fees: [{ currency: 'EUR', amount: 20_000.5 }] },
      { clientId: beta, clientName: 'Beta Builders', placements: 1, fees: [{ currency: 'USD', amount: 5_000 }] },
      { clientId: null, clientName: null, placements: 1, fees: [] },
    ]);
  });
});

describe('timeToFillReport', () => {
  it('answers whole days from posting to the first placement per filled job, latest filled first, and the median', async () => {
    const answer = await t.gql<{ timeToFillReport: TimeToFill }>(TIME_TO_FILL, {}, tokens.INTERNAL_RECRUITER);
    expect(answer.errors).toBeUndefined();
    const report = answer.data!.timeToFillReport;
    expect(report.filledJobs).toBe(3);
    expect(report.medianDays).toBe(20);
    expect(report.jobs.map(({ firstPlacedAt: _, ...job }) => job)).toEqual([
      { jobId: jobs.site, title: 'Site Engineer', clientName: 'Beta Builders', days: 12 },
      { jobId: jobs.office, title: 'Office Manager', clientName: null, days: 20 },
      // The first of its two placements: 5 days ago, 40 days after the posting.
      { jobId: jobs.finance, title: 'Finance Lead', clientName: 'Acme Corp', days: 40 },
    ]);
    expect(Date.parse(report.jobs[2]!.firstPlacedAt)).toBe(at(5).getTime());
  });
});

describe('pipelineConversionReport', () => {
  const conversion = async () =>
    (await t.gql<{ pipelineConversionReport: ConversionRow[] }>(CONVERSION, {}, tokens.INTERNAL_RECRUITER)).data!
      .pipelineConversionReport;

  it('counts who reached each stage in board order, by the furthest stage reached, rejected and withdrawn ones included', async () => {
    const rows = await conversion();
    expect(rows.map(({ name, reached, nextPercent }) => [name, reached, nextPercent])).toEqual([
      ['Applied', 9, 88.9],
      ['Screening', 8, 87.5],
      ['Shortlisted', 7, 85.7],
      ['Submitted to client', 6, 100],
      ['Interview', 6, 83.3],
      ['Offer', 5, 80],
      ['Placed', 4, null],
    ]);
    expect(rows[0]!.stageId).toBe(stageIds.Applied);
  });

  it('leaves a retired stage out, counting on to the next stage in use', async () => {
    expect((await t.gql(RETIRE, { id: stageIds.Screening }, tokens.ADMIN)).errors).toBeUndefined();
    try {
      const rows = await conversion();
      expect(rows.slice(0, 2).map(({ name, reached, nextPercent }) => [name, reached, nextPercent])).toEqual([
        ['Applied', 9, 77.8],
        ['Shortlisted', 7, 85.7],
      ]);
    } finally {
      expect((await t.gql(RESTORE, { id: stageIds.Screening }, tokens.ADMIN)).errors).toBeUndefined();
    }
  });
});

describe('access to the charts’ reports', () => {
  const reports: [string, string, Record<string, unknown>][] = [
    ['placementsByMonthReport', BY_MONTH, { fees: false }],
    ['placementsByClientReport', BY_CLIENT, { fees: false }],
    ['timeToFillReport', TIME_TO_FILL, {}],
    ['pipelineConversionReport', CONVERSION, {}],
  ];

  describe.each(reports)('%s', (field, query, variables) => {
    it.each<[string, Role | undefined, string]>([
      ['anonymous callers', undefined, 'UNAUTHENTICATED'],
      ['USER', Role.USER, 'FORBIDDEN'],
    ])('is refused to %s', async (_label, role, code) => {
      const answer = await t.gql(query, variables, role ? tokens[role] : undefined);
      expect(answer.errors?.[0]?.extensions?.code).toBe(code);
      expect(answer.data).toBeNull();
    });

    it.each([Role.INTERNAL_RECRUITER, Role.ADMIN])('is answered to %s', async (role) => {
      const answer = await t.gql<Record<string, unknown>>(query, variables, tokens[role]);
      expect(answer.errors).toBeUndefined();
      expect(answer.data?.[field]).toBeTruthy();
    });
  });

  it.each([
    ['placementsByMonthReport', BY_MONTH],
    ['placementsByClientReport', BY_CLIENT],
  ])('%s refuses the fees to a recruiter and answers them to ADMIN and up', async (field, query) => {
    const refused = await t.gql(query, { fees: true }, tokens.INTERNAL_RECRUITER);
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    // The refusal names the fees, not the report.
    expect((refused.errors?.[0] as { path?: (string | number)[] } | undefined)?.path).toContain('fees');
    for (const role of [Role.ADMIN, Role.SUPER_ADMIN]) {
      const answer = await t.gql<Record<string, { fees: Money[] }[]>>(query, { fees: true }, tokens[role]);
      expect(answer.errors).toBeUndefined();
      expect(answer.data![field]!.some((row) => row.fees.length > 0)).toBe(true);
    }
  });
});

describe('the charts’ reports queries', () => {
  let app: QueryLoggedApp;

  beforeAll(async () => {
    app = await startQueryLoggedApp(t);
  });
  afterAll(async () => {
    await app.stop();
  });

  it.each([
    ['placementsByMonthReport', BY_MONTH, 'placement'],
    ['placementsByClientReport', BY_CLIENT, 'placement'],
    ['timeToFillReport', TIME_TO_FILL, 'placement'],
    ['pipelineConversionReport', CONVERSION, 'pipeline_stage'],
  ])('%s is one SQL statement', async (_field, query, table) => {
    const { result, sql: statements } = await app.counted(() =>
      fetch(`${app.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens.ADMIN}` },
        body: JSON.stringify({ query, variables: { fees: true } }),
      }).then((response) => response.json() as Promise<{ errors?: unknown }>),
    );
    expect(result.errors).toBeUndefined();
    expect(statements.filter((statement) => statement.includes(`"${table}"`))).toHaveLength(1);
  });
});
