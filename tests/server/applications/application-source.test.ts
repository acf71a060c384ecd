import { Role } from '../../../server/src/modules/users/role';
import { FORM_CONSENT } from '../../helpers/form-consent';
import { startTestServer, type TestServer } from '../../helpers/test-server';
import { gqlUpload } from '../../helpers/uploads';
import { unzip } from '../people/people-fixtures';

import { applicant, APPLY, applyByForm, newJob, PDF_RESUME } from './application-fixtures';

let t: TestServer;
let recruiter: string;
let admin: string;
let jobId: string;

beforeAll(async () => {
  t = await startTestServer({ MAIL_POLL_MS: '3600000' });
  recruiter = (await t.userWithRole(Role.INTERNAL_RECRUITER)).token;
  admin = (await t.userWithRole(Role.ADMIN)).token;
  jobId = await newJob(t, recruiter, 'Payroll Specialist');
});
afterAll(() => t.stop());

interface SourceLine {
  kind: string | null;
  source: string | null;
  count: number;
  placements: number;
}
const BY_SOURCE = '{ backOfficeReport { applicationsBySource { kind source count placements } } }';

interface Source {
  sourceKind: string | null;
  sourceDetail: string | null;
}

async function sourceOf(id: string): Promise<Source> {
  const answer = await t.gql<{ candidate: Source }>(
    'query ($id: ID!) { candidate(id: $id) { sourceKind sourceDetail } }',
    { id },
    recruiter,
  );
  expect(answer.errors).toBeUndefined();
  return answer.data!.candidate;
}

async function applyByRest(fields: Record<string, string>): Promise<string> {
  const answer = await applyByForm(t, jobId, applicant(fields));
  expect(answer.status).toBe(200);
  return String(answer.body.id);
}

function applyByGraphql(input: Record<string, string>) {
  return gqlUpload(
    t.url,
    APPLY,
    { jobId, input: { ...FORM_CONSENT, ...applicant(input) }, resume: null },
    'variables.resume',
    PDF_RESUME,
  );
}

describe('where an application came from', () => {
  it('is the careers site, a link’s source or a referral, over REST and GraphQL alike', async () => {
    expect(await sourceOf(await applyByRest({}))).toEqual({ sourceKind: 'CAREERS_SITE', sourceDetail: null });
    expect(await sourceOf(await applyByRest({ source: '  newsletter ' }))).toEqual({
      sourceKind: 'LINK',
      sourceDetail: 'newsletter',
    });
    // Named by the candidate, a referral wins over the link that brought them.
    expect(await sourceOf(await applyByRest({ source: 'linkedin', referredBy: ' Ada Lovelace ' }))).toEqual({
      sourceKind: 'REFERRAL',
      sourceDetail: 'Ada Lovelace',
    });
    const byGraphql = await applyByGraphql({ source: 'LinkedIn', referredBy: '   ' });
    expect(byGraphql.errors).toBeUndefined();
    const id = (byGraphql.data as { applyForJob: { id: string } }).applyForJob.id;
    expect(await sourceOf(id)).toEqual({ sourceKind: 'LINK', sourceDetail: 'LinkedIn' });
  });

  it.each([
    ['source', { source: 'x'.repeat(101) }, 'source must be at most 100 characters.'],
    ['referredBy', { referredBy: 'x'.repeat(201) }, 'referredBy must be at most 200 characters.'],
  ])('refuses a %s that is too long, naming the field, and stores nothing', async (field, fields, message) => {
    const data = applicant(fields);
    const answer = await applyByForm(t, jobId, data);
    expect(answer).toMatchObject({ status: 400, body: { field } });
    expect(String(answer.body.message)).toContain(message);
    const graphql = await applyByGraphql(fields);
    expect(graphql.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field });
    const [{ count }] = await t.orm.em
      .fork()
      .execute<{ count: number }[]>('select count(*)::int as count from application where email = ?', [data.email]);
    expect(count).toBe(0);
  });

  it('is counted in the report by kind, links by source (letter case ignored), referrers never named', async () => {
    const report = await t.gql<{
      backOfficeReport: { applicationsBySource: SourceLine[] };
    }>(BY_SOURCE, {}, recruiter);
    expect(report.errors).toBeUndefined();
    const lines = report.data!.backOfficeReport.applicationsBySource;
    // From the first test: one careers-site application, "newsletter", "LinkedIn" and one referral.
    expect(lines).toEqual(
      expect.arrayContaining([
        { kind: 'CAREERS_SITE', source: null, count: 1, placements: 0 },
        { kind: 'LINK', source: 'newsletter', count: 1, placements: 0 },
        { kind: 'LINK', source: 'linkedin', count: 1, placements: 0 },
        { kind: 'REFERRAL', source: null, count: 1, placements: 0 },
      ]),
    );
    expect(JSON.stringify(lines)).not.toContain('Ada');
    // Most first.
    const counts = lines.map((line) => line.count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });

  it('counts placements by source: applications at the Placed stage, not rejected ones', async () => {
    const placed = await applyByRest({ source: 'jobfair' });
    const rejected = await applyByRest({ source: 'jobfair' });
    await applyByRest({ source: 'jobfair' });
    const stages = await t.gql<{ pipelineStages: { id: string; key: string | null }[] }>(
      '{ pipelineStages { id key } }',
      {},
      recruiter,
    );
    const placedStage = stages.data!.pipelineStages.find((stage) => stage.key === 'PLACED')!.id;
    const moved = await t.gql(
      'mutation ($ids: [ID!]!, $stageId: ID!) { moveApplicationsToStage(ids: $ids, stageId: $stageId) { id } }',
      { ids: [placed, rejected], stageId: placedStage },
      recruiter,
    );
    expect(moved.errors).toBeUndefined();
    await t.gql('mutation ($id: ID!) { rejectApplication(id: $id) { id } }', { id: rejected }, recruiter);
    const report = await t.gql<{ backOfficeReport: { applicationsBySource: SourceLine[] } }>(BY_SOURCE, {}, recruiter);
    expect(report.data!.backOfficeReport.applicationsBySource).toContainEqual({
      kind: 'LINK',
      source: 'jobfair',
      count: 3,
      placements: 1,
    });
  });

  it('is in the person’s export', async () => {
    const data = applicant({ referredBy: 'Grace Hopper' });
    const answer = await applyByForm(t, jobId, data);
    expect(answer.status).toBe(200);
    const exported = await fetch(`${t.url}/api/people/export?email=${encodeURIComponent(data.email)}`, {
      headers: { authorization: `Bearer ${admin}` },
    });
    const entries = await unzip(Buffer.from(await exported.arrayBuffer()));
    const records = JSON.parse(entries.get('records.json')!.toString('utf8')) as {
      applications: { sourceKind: string; sourceDetail: string }[];
    };
    expect(records.applications).toEqual([
      expect.objectContaining({ sourceKind: 'REFERRAL', sourceDetail: 'Grace Hopper' }),
    ]);
  });
});
