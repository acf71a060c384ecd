import { Role, startTestServer, type TestServer } from '../../helpers/test-server';
import { newJob, SET_STATUS } from '../applications/application-fixtures';
import {
  historyKinds,
  newApplication,
  REJECT,
  REJECT_MANY,
  SHORTLIST_MANY,
  UNDO,
} from '../applications/pipeline-fixtures';

import { MOVE, OFFER, PLACED, placementAudit, placementOf, UPDATE, WITHDRAW } from './placement-fixtures';

let t: TestServer;
let admin: string;
let recruiter: string;
let recruiterEmail: string;
let jobId: string;

beforeAll(async () => {
  t = await startTestServer({ WEBHOOK_POLL_MS: '3600000', MAIL_POLL_MS: '3600000' });
  admin = (await t.userWithRole(Role.ADMIN)).token;
  const account = await t.userWithRole(Role.INTERNAL_RECRUITER);
  recruiter = account.token;
  recruiterEmail = account.email;
  jobId = await newJob(t, recruiter, 'Plant Manager');
});
afterAll(() => t.stop());

async function move(ids: string[], stageId: string): Promise<void> {
  const answer = await t.gql(MOVE, { ids, stageId }, recruiter);
  expect(answer.errors).toBeUndefined();
}

async function placed(): Promise<string> {
  const id = await newApplication(t, jobId);
  await move([id], PLACED);
  return id;
}

async function placementRows(id: string): Promise<number> {
  const rows = await t.orm.em.fork().execute('select id from placement where application_id = ?', [id]);
  return rows.length;
}

describe('a placement is recorded', () => {
  it('when an application is moved to Placed: empty terms, audited with the application as subject, the move’s history kept', async () => {
    const id = await newApplication(t, jobId);
    expect(await placementOf(t, recruiter, id)).toBeNull();
    const before = Date.now();
    await move([id], PLACED);

    const placement = await placementOf(t, recruiter, id);
    expect(placement).toEqual({
      id: expect.any(String),
      recordedAt: expect.any(String),
      startDate: null,
      salary: null,
      currency: null,
      feeKind: null,
      feePercent: null,
      fee: null,
      guaranteeDays: null,
      guaranteeEndsOn: null,
      invoiceStatus: 'NOT_INVOICED',
      application: { id, fullName: expect.any(String), job: { title: 'Plant Manager' } },
    });
    expect(Date.parse(placement!.recordedAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(await placementAudit(t, id)).toEqual([
      {
        action: 'PLACEMENT_RECORDED',
        subjectType: 'application',
        actorLabel: recruiterEmail,
        details: { applicationId: id, jobId },
      },
    ]);
    // The move's own history (the stage, and the spec's status that follows it) is unchanged.
    expect((await historyKinds(t, recruiter, id)).slice(0, 2).sort()).toEqual(['STAGE_CHANGED', 'STATUS_SET']);
  });

  it('for every application of a bulk move, once: moving a placed one to Placed again records nothing more', async () => {
    const ids = [await newApplication(t, jobId), await newApplication(t, jobId), await newApplication(t, jobId)];
    await move(ids, PLACED);
    for (const id of ids) expect(await placementOf(t, recruiter, id)).not.toBeNull();
    await move(ids, PLACED);
    for (const id of ids) {
      expect(await placementRows(id)).toBe(1);
      expect((await placementAudit(t, id)).map((entry) => entry.action)).toEqual(['PLACEMENT_RECORDED']);
    }
  });

  it('again when a withdrawn candidate comes back into Placed, and when a rejection at Placed is undone', async () => {
    const withdrawn = await placed();
    await t.gql(WITHDRAW, { ids: [withdrawn] }, recruiter);
    expect(await placementOf(t, recruiter, withdrawn)).toBeNull();
    await move([withdrawn], PLACED);
    expect(await placementOf(t, recruiter, withdrawn)).not.toBeNull();

    const rejected = await placed();
    expect((await t.gql(REJECT, { id: rejected }, recruiter)).errors).toBeUndefined();
    expect(await placementOf(t, recruiter, rejected)).toBeNull();
    expect((await t.gql(UNDO, { id: rejected }, recruiter)).errors).toBeUndefined();
    expect(await placementOf(t, recruiter, rejected)).not.toBeNull();
    expect((await placementAudit(t, rejected)).map((entry) => entry.action)).toEqual([
      'PLACEMENT_RECORDED',
      'PLACEMENT_REMOVED',
      'PLACEMENT_RECORDED',
    ]);
  });

  it('when shortlisting brings a withdrawn candidate at Placed back', async () => {
    const id = await placed();
    await t.gql(WITHDRAW, { ids: [id] }, recruiter);
    expect((await t.gql(SHORTLIST_MANY, { ids: [id] }, recruiter)).errors).toBeUndefined();
    expect(await placementOf(t, recruiter, id)).not.toBeNull();
  });
});

describe('a placement is removed, with its terms in the audit entry', () => {
  it('when the application moves to another stage', async () => {
    const id = await placed();
    const terms = {
      startDate: '2027-01-04',
      salary: 60000,
      currency: 'EUR',
      feeKind: 'PERCENT',
      feePercent: 20,
      guaranteeDays: 90,
      invoiceStatus: 'INVOICED',
    };
    expect((await t.gql(UPDATE, { applicationId: id, input: terms }, admin)).errors).toBeUndefined();
    const { recordedAt } = (await placementOf(t, recruiter, id))!;
    await move([id], OFFER);

    expect(await placementOf(t, recruiter, id)).toBeNull();
    expect(await placementRows(id)).toBe(0);
    const removed = (await placementAudit(t, id)).at(-1)!;
    expect(removed).toEqual({
      action: 'PLACEMENT_REMOVED',
      subjectType: 'application',
      actorLabel: recruiterEmail,
      details: {
        applicationId: id,
        jobId,
        recordedAt: new Date(recordedAt).toISOString(),
        // What was set, never the amounts: the log outlives the candidate's erasure.
        termsSet: ['startDate', 'salary', 'currency', 'feeKind', 'feePercent', 'fee', 'guaranteeDays'],
        invoiceStatus: 'INVOICED',
      },
    });
    // The move itself is in the history as before.
    expect((await historyKinds(t, recruiter, id))[0]).toBe('STAGE_CHANGED');
  });

  it('when the candidate withdraws', async () => {
    const id = await placed();
    expect((await t.gql(WITHDRAW, { ids: [id] }, recruiter)).errors).toBeUndefined();
    expect(await placementOf(t, recruiter, id)).toBeNull();
    expect((await placementAudit(t, id)).map((entry) => entry.action)).toEqual([
      'PLACEMENT_RECORDED',
      'PLACEMENT_REMOVED',
    ]);
  });

  it('when the application is rejected, one at a time, in bulk, or by the spec’s status change', async () => {
    const one = await placed();
    const bulk = [await placed(), await placed()];
    const spec = await placed();
    expect((await t.gql(REJECT, { id: one }, recruiter)).errors).toBeUndefined();
    expect((await t.gql(REJECT_MANY, { ids: bulk }, recruiter)).errors).toBeUndefined();
    expect((await t.gql(SET_STATUS, { id: spec, status: 'Rejected' }, recruiter)).errors).toBeUndefined();
    for (const id of [one, ...bulk, spec]) {
      expect(await placementOf(t, recruiter, id)).toBeNull();
      expect((await placementAudit(t, id)).at(-1)?.action).toBe('PLACEMENT_REMOVED');
    }
  });

  it('when undoing a shortlist takes the application back to Applied', async () => {
    const id = await placed();
    expect((await t.gql(UNDO, { id }, recruiter)).errors).toBeUndefined();
    expect(await placementOf(t, recruiter, id)).toBeNull();
  });

  it('with the application when it is deleted by the cascade', async () => {
    const id = await placed();
    await t.orm.em.fork().execute('delete from application where id = ?', [id]);
    expect(await placementRows(id)).toBe(0);
  });
});
