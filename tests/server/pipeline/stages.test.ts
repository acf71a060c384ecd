// This file passes 400 lines: its cases share one server (another file would start another, and load the server again).
import { AuditAction } from '../../../server/src/modules/audit/audit-action';
import { AuditEntry } from '../../../server/src/modules/audit/audit-entry.entity';
import { WebhookDelivery } from '../../../server/src/modules/webhooks/webhook-delivery.entity';
import { Role, startTestServer, type TestServer } from '../../helpers/test-server';
import { newJob, SET_STATUS } from '../applications/application-fixtures';
import { historyKinds, newApplication, REJECT, SHORTLIST_MANY, UNDO } from '../applications/pipeline-fixtures';
import { createEndpoint } from '../webhooks/webhook-fixtures';

const STAGES = `query Stages($all: Boolean! = false) { pipelineStages(includeRetired: $all) { id name position key retiredAt } }`;
const ADD = `mutation StageAdd($name: String!) { addPipelineStage(name: $name) { id name position } }`;
const RENAME = `mutation StageRename($id: ID!, $name: String!) { renamePipelineStage(id: $id, name: $name) { id name } }`;
const REORDER = `mutation StagesReorder($ids: [ID!]!) { reorderPipelineStages(stageIds: $ids) { id name retiredAt } }`;
const RETIRE = `mutation StageRetire($id: ID!) { retirePipelineStage(id: $id) { id retiredAt } }`;
const RESTORE = `mutation StageRestore($id: ID!) { restorePipelineStage(id: $id) { id retiredAt } }`;
const DELETE = `mutation StageDelete($id: ID!) { deletePipelineStage(id: $id) }`;
const VIEW = 'id status outcome rejectionReason withdrawnAt stage { id name }';
const MOVE = `mutation Move($ids: [ID!]!, $stageId: ID!) { moveApplicationsToStage(ids: $ids, stageId: $stageId) { ${VIEW} } }`;
const WITHDRAW = `mutation Withdraw($ids: [ID!]!) { withdrawApplications(ids: $ids) { ${VIEW} } }`;
const ONE = `query One($id: ID!) { application(id: $id) { ${VIEW} } }`;
const BOARD = `query Board($jobId: ID!) { jobPipeline(jobId: $jobId) { job { id } columns { key count outcome stage { id name retiredAt } } } }`;
const CARDS = `query Cards($jobId: ID!, $column: String!, $first: Int, $after: String) {
  pipelineCards(jobId: $jobId, column: $column, first: $first, after: $after) { cards { id fullName } hasNextPage endCursor }
}`;
const REASONS = `query Reasons { rejectionReasons { reasons updatedBy } }`;
const SET_REASONS = `mutation SetReasons($reasons: [String!]!) { updateRejectionReasons(reasons: $reasons) { reasons updatedBy } }`;
const REJECT_WITH_REASON = `mutation RejectWhy($id: ID!, $reason: String) { rejectApplication(id: $id, reason: $reason) { ${VIEW} } }`;
const CANDIDATES_IN = `query InStage($stageId: ID!, $jobId: ID!) { candidates(stageId: $stageId, jobId: $jobId, first: 50) { totalCount edges { node { id } } } }`;

interface Stage {
  id: string;
  name: string;
  position: number;
  key: string | null;
  retiredAt: string | null;
}
interface View {
  id: string;
  status: string | null;
  outcome: string | null;
  rejectionReason: string | null;
  withdrawnAt: string | null;
  stage: { id: string; name: string };
}

let t: TestServer;
let admin: string;
let recruiter: string;
let jobId: string;
let stages: Record<string, Stage>;

async function stageList(all = false): Promise<Stage[]> {
  return (await t.gql<{ pipelineStages: Stage[] }>(STAGES, { all }, recruiter)).data!.pipelineStages;
}
async function view(id: string): Promise<View> {
  return (await t.gql<{ application: View }>(ONE, { id }, recruiter)).data!.application;
}
async function move(ids: string[], stageId: string) {
  return t.gql<{ moveApplicationsToStage: View[] }>(MOVE, { ids, stageId }, recruiter);
}

beforeAll(async () => {
  t = await startTestServer({ WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true', WEBHOOK_POLL_MS: '3600000' });
  admin = (await t.userWithRole(Role.ADMIN)).token;
  recruiter = (await t.userWithRole(Role.INTERNAL_RECRUITER)).token;
  jobId = await newJob(t, recruiter, 'Site Engineer');
  stages = Object.fromEntries((await stageList()).map((stage) => [stage.name, stage]));
});
afterAll(() => t.stop());

describe('the default pipeline', () => {
  it('is Applied, Screening, Shortlisted, Submitted to client, Interview, Offer, Placed, with the built-in keys', async () => {
    expect((await stageList()).map((stage) => [stage.name, stage.key])).toEqual([
      ['Applied', 'APPLIED'],
      ['Screening', null],
      ['Shortlisted', 'SHORTLISTED'],
      ['Submitted to client', 'SUBMITTED_TO_CLIENT'],
      ['Interview', null],
      ['Offer', null],
      ['Placed', 'PLACED'],
    ]);
  });

  it('is read by any staff and edited only by ADMIN', async () => {
    const user = (await t.userWithRole(Role.USER)).token;
    expect((await t.gql(STAGES, {})).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect((await t.gql(STAGES, {}, user)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    for (const [query, vars] of [
      [ADD, { name: 'Reference check' }],
      [RENAME, { id: stages.Offer!.id, name: 'Offer made' }],
      [REORDER, { ids: [] }],
      [RETIRE, { id: stages.Screening!.id }],
      [RESTORE, { id: stages.Screening!.id }],
      [DELETE, { id: stages.Screening!.id }],
      [SET_REASONS, { reasons: ['x'] }],
    ] as const) {
      expect((await t.gql(query, vars)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
      expect((await t.gql(query, vars, recruiter)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    }
  });
});

describe('the spec’s status follows the stage', () => {
  it('reads none before Shortlisted, Shortlisted from it on, and keeps the stage when rejected', async () => {
    const id = await newApplication(t, jobId);
    expect(await view(id)).toMatchObject({ status: null, outcome: null, stage: { name: 'Applied' } });
    expect((await move([id], stages.Screening!.id)).data?.moveApplicationsToStage[0]).toMatchObject({
      status: null,
      stage: { name: 'Screening' },
    });
    await move([id], stages.Interview!.id);
    expect(await view(id)).toMatchObject({ status: 'Shortlisted', stage: { name: 'Interview' } });
    // The spec's REST list shows it Shortlisted too.
    const list = await t.rest<Array<{ id: string; status: string | null }>>(
      'GET',
      `/api/candidates/${jobId}/applications`,
      {
        token: recruiter,
      },
    );
    expect(list.body.find((row) => row.id === id)?.status).toBe('Shortlisted');

    await t.gql(REJECT, { id }, recruiter);
    expect(await view(id)).toMatchObject({ status: 'Rejected', outcome: 'REJECTED', stage: { name: 'Interview' } });
    await t.gql(UNDO, { id }, recruiter);
    expect(await view(id)).toMatchObject({ status: 'Shortlisted', outcome: null, stage: { name: 'Interview' } });
  });

  it('moves a shortlist made the old way to the Shortlisted stage, and its undo back to Applied', async () => {
    const id = await newApplication(t, jobId);
    await t.gql(SHORTLIST_MANY, { ids: [id] }, recruiter);
    expect(await view(id)).toMatchObject({ status: 'Shortlisted', stage: { name: 'Shortlisted' } });
    await t.gql(UNDO, { id }, recruiter);
    expect(await view(id)).toMatchObject({ status: null, stage: { name: 'Applied' } });

    // The spec's PUT ?status=Shortlisted does the same.
    expect((await t.rest('PUT', `/api/candidates/${id}?status=Shortlisted`, { token: recruiter })).status).toBe(200);
    expect(await view(id)).toMatchObject({ status: 'Shortlisted', stage: { name: 'Shortlisted' } });
    // A later stage stays where it is when shortlisted again.
    await move([id], stages.Offer!.id);
    await t.gql(SET_STATUS, { id, status: 'Shortlisted' }, recruiter);
    expect(await view(id)).toMatchObject({ status: 'Shortlisted', stage: { name: 'Offer' } });
  });

  it('reads a withdrawn candidate as none, and a move brings them back', async () => {
    const id = await newApplication(t, jobId);
    const other = await newApplication(t, jobId);
    const awaitingCount = async () =>
      (
        await t.gql<{ backOfficeReport: { applications: { awaitingDecision: number } } }>(
          '{ backOfficeReport { applications { awaitingDecision } } }',
          {},
          recruiter,
        )
      ).data!.backOfficeReport.applications.awaitingDecision;
    const before = await awaitingCount();
    await t.gql(WITHDRAW, { ids: [other] }, recruiter);
    expect(await awaitingCount()).toBe(before - 1);
    await move([id], stages.Interview!.id);
    const withdrawn = await t.gql<{ withdrawApplications: View[] }>(WITHDRAW, { ids: [id] }, recruiter);
    expect(withdrawn.data?.withdrawApplications[0]).toMatchObject({
      status: null,
      outcome: 'WITHDRAWN',
      stage: { name: 'Interview' },
    });
    expect(withdrawn.data?.withdrawApplications[0]?.withdrawnAt).not.toBeNull();
    // No rejection goes to a candidate who withdrew.
    expect((await t.gql(REJECT, { id }, recruiter)).errors?.[0].extensions?.code).toBe('CONFLICT');
    await move([id], stages.Interview!.id);
    expect(await view(id)).toMatchObject({ status: 'Shortlisted', outcome: null, withdrawnAt: null });
    // Back at Interview it reads Shortlisted again: the status change is written beside the move.
    expect((await historyKinds(t, recruiter, id)).slice(0, 4)).toEqual([
      'STATUS_SET',
      'STAGE_CHANGED',
      'WITHDRAWN',
      'STATUS_SET',
    ]);
    // Withdrawn candidates await no decision.
    const awaiting = await t.gql<{ candidates: { edges: Array<{ node: { id: string } }> } }>(
      'query ($jobId: ID!) { candidates(jobId: $jobId, decision: NONE, first: 100) { edges { node { id } } } }',
      { jobId },
      recruiter,
    );
    expect(awaiting.data?.candidates.edges.map((edge) => edge.node.id)).not.toContain(other);
  });
});

describe('moving applications', () => {
  it('writes each move in the history and the audit log, and sends stage_changed (and status_changed when it follows)', async () => {
    const endpoint = await createEndpoint(t, admin, 'http://127.0.0.1:9/hook', [
      'application.stage_changed',
      'application.status_changed',
    ]);
    const [a, b] = [await newApplication(t, jobId), await newApplication(t, jobId)];
    const answer = await move([b, a], stages['Submitted to client']!.id);
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.moveApplicationsToStage.map((row) => [row.id, row.stage.name, row.status])).toEqual([
      [b, 'Submitted to client', 'Shortlisted'],
      [a, 'Submitted to client', 'Shortlisted'],
    ]);
    const deliveries = await t.orm.em
      .fork()
      .find(WebhookDelivery, { endpoint: endpoint.id }, { orderBy: { id: 'asc' } });
    const events = deliveries.map((delivery) => {
      const body = JSON.parse(delivery.body) as { type: string; data: Record<string, unknown> };
      return [body.type, body.data.id, (body.data.stage as { name?: string } | undefined)?.name ?? null];
    });
    expect(events).toEqual(
      expect.arrayContaining([
        ['application.stage_changed', a, 'Submitted to client'],
        ['application.stage_changed', b, 'Submitted to client'],
        ['application.status_changed', a, null],
        ['application.status_changed', b, null],
      ]),
    );
    expect(events).toHaveLength(4);
    const audit = await t.orm.em
      .fork()
      .find(AuditEntry, { action: AuditAction.APPLICATION_STAGE_CHANGED, subjectId: a });
    expect(audit.map((entry) => entry.details)).toEqual([{ from: 'Applied', to: 'Submitted to client', jobId }]);
    // The move crossed Shortlisted: the status change is in the history and the audit log too.
    expect((await historyKinds(t, recruiter, a)).slice(0, 2)).toEqual(['STATUS_SET', 'STAGE_CHANGED']);
    const statusAudit = await t.orm.em
      .fork()
      .find(AuditEntry, { action: AuditAction.APPLICATION_STATUS_CHANGED, subjectId: a });
    expect(statusAudit.map((entry) => entry.details)).toEqual([{ from: null, to: 'Shortlisted', jobId }]);
  });

  it('refuses rejected and unknown applications and a retired stage, all or none', async () => {
    const [fine, rejected] = [await newApplication(t, jobId), await newApplication(t, jobId)];
    await t.gql(REJECT, { id: rejected }, recruiter);
    const conflict = await move([fine, rejected], stages.Offer!.id);
    expect(conflict.errors?.[0]).toMatchObject({ extensions: { code: 'CONFLICT' } });
    expect(conflict.errors?.[0].message).toContain(rejected);
    expect((await view(fine)).stage.name).toBe('Applied');
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await move([fine, unknown], stages.Offer!.id)).errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect((await move([], stages.Offer!.id)).errors?.[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'ids',
    });
    expect((await move([fine], unknown)).errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect((await view(fine)).stage.name).toBe('Applied');
  });
});

describe('editing the stages', () => {
  it('adds, renames, retires (in use: kept on the board, no one moves in), restores and deletes only an unused stage', async () => {
    const added = (await t.gql<{ addPipelineStage: Stage }>(ADD, { name: '  Reference   check ' }, admin)).data!
      .addPipelineStage;
    expect(added.name).toBe('Reference check');
    expect((await t.gql(ADD, { name: 'reference CHECK' }, admin)).errors?.[0].extensions).toMatchObject({
      code: 'CONFLICT',
      field: 'name',
    });
    expect((await t.gql(ADD, { name: ' ' }, admin)).errors?.[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'name',
    });
    const renamed = await t.gql<{ renamePipelineStage: Stage }>(RENAME, { id: added.id, name: 'References' }, admin);
    expect(renamed.data?.renamePipelineStage.name).toBe('References');

    const job = await newJob(t, recruiter, 'Retired Stage Job');
    const id = await newApplication(t, job);
    await move([id], added.id);
    expect((await t.gql(RETIRE, { id: stages.Shortlisted!.id }, admin)).errors?.[0].extensions?.code).toBe('CONFLICT');
    expect((await t.gql(DELETE, { id: added.id }, admin)).errors?.[0].extensions?.code).toBe('CONFLICT');
    await t.gql(RETIRE, { id: added.id }, admin);
    expect((await stageList()).map((stage) => stage.id)).not.toContain(added.id);
    expect((await stageList(true)).find((stage) => stage.id === added.id)?.retiredAt).not.toBeNull();
    const other = await newApplication(t, job);
    expect((await move([other], added.id)).errors?.[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'stageId',
    });
    const board = await t.gql<{ jobPipeline: { columns: Array<{ key: string; count: number }> } }>(
      BOARD,
      { jobId: job },
      recruiter,
    );
    expect(board.data?.jobPipeline.columns.find((column) => column.key === added.id)?.count).toBe(1);
    // Once empty, a retired stage leaves the board.
    await move([id], stages.Offer!.id);
    const after = await t.gql<{ jobPipeline: { columns: Array<{ key: string }> } }>(BOARD, { jobId: job }, recruiter);
    expect(after.data?.jobPipeline.columns.map((column) => column.key)).not.toContain(added.id);
    expect(
      (await t.gql<{ restorePipelineStage: Stage }>(RESTORE, { id: added.id }, admin)).data?.restorePipelineStage
        .retiredAt,
    ).toBeNull();
    // It held an application once: deleting it is still refused.
    expect((await t.gql(DELETE, { id: added.id }, admin)).errors?.[0].extensions?.code).toBe('CONFLICT');
    await t.gql(RETIRE, { id: added.id }, admin);

    const unused = (await t.gql<{ addPipelineStage: Stage }>(ADD, { name: 'Never used' }, admin)).data!
      .addPipelineStage;
    expect(
      (await t.gql<{ deletePipelineStage: string }>(DELETE, { id: unused.id }, admin)).data?.deletePipelineStage,
    ).toBe(unused.id);
    expect((await stageList(true)).map((stage) => stage.id)).not.toContain(unused.id);
  });

  it('reorders: Applied first, every stage once; a stage moved across Shortlisted changes what its applications read as', async () => {
    const job = await newJob(t, recruiter, 'Reorder Job');
    const id = await newApplication(t, job);
    await move([id], stages.Screening!.id);
    expect((await view(id)).status).toBeNull();
    const current = (await stageList()).map((stage) => stage.id);
    const names = (ids: string[]) =>
      ids.map((stageId) => Object.values(stages).find((s) => s.id === stageId)?.name ?? stageId);
    const screeningLater = [current[0]!, current[2]!, current[1]!, ...current.slice(3)];
    expect(names(screeningLater).slice(0, 3)).toEqual(['Applied', 'Shortlisted', 'Screening']);

    const appliedNotFirst = [current[1]!, current[0]!, ...current.slice(2)];
    expect((await t.gql(REORDER, { ids: appliedNotFirst }, admin)).errors?.[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'stageIds',
    });
    expect((await t.gql(REORDER, { ids: current.slice(1) }, admin)).errors?.[0].extensions?.field).toBe('stageIds');

    const reordered = await t.gql<{ reorderPipelineStages: Stage[] }>(REORDER, { ids: screeningLater }, admin);
    expect(reordered.errors).toBeUndefined();
    expect((await stageList()).map((stage) => stage.id)).toEqual(screeningLater);
    expect((await view(id)).status).toBe('Shortlisted');
    const audit = await t.orm.em
      .fork()
      .find(AuditEntry, { action: AuditAction.PIPELINE_STAGES_CHANGED }, { orderBy: { id: 'desc' }, limit: 1 });
    expect(audit[0]?.details).toMatchObject({ change: 'reordered', statusesChanged: 1 });
    // And back.
    await t.gql(REORDER, { ids: current }, admin);
    expect((await view(id)).status).toBeNull();
  });
});

describe('a job’s board', () => {
  it('counts each column and pages its cards, longest in the stage last', async () => {
    const job = await newJob(t, recruiter, 'Board Job');
    const ids: string[] = [];
    for (let i = 0; i < 5; i += 1) ids.push(await newApplication(t, job));
    await move([ids[0]!], stages.Interview!.id);
    await move([ids[1]!], stages.Interview!.id);
    await t.gql(REJECT, { id: ids[2] }, recruiter);
    await t.gql(WITHDRAW, { ids: [ids[3]] }, recruiter);
    const board = await t.gql<{
      jobPipeline: {
        columns: Array<{ key: string; count: number; outcome: string | null; stage: { name: string } | null }>;
      };
    }>(BOARD, { jobId: job }, recruiter);
    const counts = board.data!.jobPipeline.columns.map((column) => [
      column.stage?.name ?? column.outcome,
      column.count,
    ]);
    expect(counts).toEqual([
      ['Applied', 1],
      ['Screening', 0],
      ['Shortlisted', 0],
      ['Submitted to client', 0],
      ['Interview', 2],
      ['Offer', 0],
      ['Placed', 0],
      ['REJECTED', 1],
      ['WITHDRAWN', 1],
    ]);
    type Page = { pipelineCards: { cards: Array<{ id: string }>; hasNextPage: boolean; endCursor: string | null } };
    const first = await t.gql<Page>(CARDS, { jobId: job, column: stages.Interview!.id, first: 1 }, recruiter);
    expect(first.data?.pipelineCards).toMatchObject({ cards: [{ id: ids[1] }], hasNextPage: true });
    const second = await t.gql<Page>(
      CARDS,
      { jobId: job, column: stages.Interview!.id, first: 1, after: first.data!.pipelineCards.endCursor },
      recruiter,
    );
    expect(second.data?.pipelineCards).toMatchObject({ cards: [{ id: ids[0] }], hasNextPage: false });
    const rejected = await t.gql<Page>(CARDS, { jobId: job, column: 'REJECTED' }, recruiter);
    expect(rejected.data?.pipelineCards.cards.map((card) => card.id)).toEqual([ids[2]]);
    expect((await t.gql(CARDS, { jobId: job, column: 'nonsense' }, recruiter)).errors?.[0].extensions?.field).toBe(
      'column',
    );
    expect(
      (await t.gql(CARDS, { jobId: job, column: 'REJECTED', first: 0 }, recruiter)).errors?.[0].extensions?.field,
    ).toBe('first');
    expect(
      (await t.gql(CARDS, { jobId: job, column: 'REJECTED', after: 'xyz' }, recruiter)).errors?.[0].extensions?.field,
    ).toBe('after');

    // The first pages of every column in one request, as pipelineCards answers them one by one.
    const opened = await t.gql<{
      pipelineFirstPages: Array<{ key: string; page: { cards: Array<{ id: string }>; hasNextPage: boolean } }>;
    }>(
      'query ($jobId: ID!) { pipelineFirstPages(jobId: $jobId, first: 1) { key page { cards { id } hasNextPage } } }',
      { jobId: job },
      recruiter,
    );
    const pages = new Map(opened.data!.pipelineFirstPages.map((column) => [column.key, column.page]));
    expect(pages.get(stages.Interview!.id)).toEqual({ cards: [{ id: ids[1] }], hasNextPage: true });
    expect(pages.get(stages.Applied!.id)).toEqual({ cards: [{ id: ids[4] }], hasNextPage: false });
    expect(pages.get(stages.Offer!.id)).toEqual({ cards: [], hasNextPage: false });
    expect(pages.get('REJECTED')).toEqual({ cards: [{ id: ids[2] }], hasNextPage: false });
    expect(pages.get('WITHDRAWN')).toEqual({ cards: [{ id: ids[3] }], hasNextPage: false });

    // All candidates filters by stage (for bulk moves).
    const inInterview = await t.gql<{ candidates: { totalCount: number; edges: Array<{ node: { id: string } }> } }>(
      CANDIDATES_IN,
      { stageId: stages.Interview!.id, jobId: job },
      recruiter,
    );
    expect(inInterview.data?.candidates.edges.map((edge) => edge.node.id).sort()).toEqual([ids[0], ids[1]].sort());
  });

  it('is NOT_FOUND for no job, and staff only', async () => {
    expect(
      (await t.gql(BOARD, { jobId: '00000000-0000-4000-8000-000000000000' }, recruiter)).errors?.[0].extensions?.code,
    ).toBe('NOT_FOUND');
    expect((await t.gql(BOARD, { jobId })).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('rejection reasons', () => {
  it('offers the default list, which ADMIN edits; a rejection keeps the reason as it read', async () => {
    const defaults = (await t.gql<{ rejectionReasons: { reasons: string[] } }>(REASONS, {}, recruiter)).data!
      .rejectionReasons;
    expect(defaults.reasons).toContain('Not enough experience');
    const id = await newApplication(t, jobId);
    const rejected = await t.gql<{ rejectApplication: View }>(
      REJECT_WITH_REASON,
      { id, reason: 'not enough EXPERIENCE' },
      recruiter,
    );
    expect(rejected.data?.rejectApplication).toMatchObject({
      status: 'Rejected',
      rejectionReason: 'Not enough experience',
    });
    const other = await newApplication(t, jobId);
    expect(
      (await t.gql(REJECT_WITH_REASON, { id: other, reason: 'Too tall' }, recruiter)).errors?.[0].extensions,
    ).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'reason',
    });
    expect((await view(other)).status).toBeNull();

    expect(
      (await t.gql(SET_REASONS, { reasons: ['Overqualified', 'overqualified'] }, admin)).errors?.[0].extensions,
    ).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'reasons',
    });
    expect((await t.gql(SET_REASONS, { reasons: [] }, admin)).errors?.[0].extensions?.field).toBe('reasons');
    const saved = await t.gql<{ updateRejectionReasons: { reasons: string[]; updatedBy: string } }>(
      SET_REASONS,
      { reasons: [' Overqualified ', 'Not enough experience'] },
      admin,
    );
    expect(saved.data?.updateRejectionReasons.reasons).toEqual(['Overqualified', 'Not enough experience']);
    expect((await t.gql(REJECT_WITH_REASON, { id: other, reason: 'Overqualified' }, recruiter)).errors).toBeUndefined();
    // Undo clears the reason.
    await t.gql(UNDO, { id: other }, recruiter);
    expect((await view(other)).rejectionReason).toBeNull();
  });
});
