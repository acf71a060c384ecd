import { OutboxMessage } from '../../../server/src/mail/outbox-message.entity';
import { AuditAction } from '../../../server/src/modules/audit/audit-action';
import { AuditEntry } from '../../../server/src/modules/audit/audit-entry.entity';
import { HELD_ENTRY_MESSAGE } from '../../../server/src/modules/talent-pool/talent-pool.service';
import { Role, startTestServer, type TestServer } from '../../helpers/test-server';
import { newJob } from '../applications/application-fixtures';

import { ADD_TO_JOB, DELETE, entryOf, HELD, POOL, RELEASE, sendCv, sender } from './talent-pool-fixtures';

let t: TestServer;
let recruiter: string;

beforeAll(async () => {
  t = await startTestServer({ FORM_MIN_FILL_SECONDS: '3', MAIL_POLL_MS: '3600000' });
  recruiter = (await t.userWithRole(Role.INTERNAL_RECRUITER)).token;
});
afterAll(() => t.stop());

const mailCount = (email: string) => t.orm.em.fork().count(OutboxMessage, { to: { $ilike: email } });
const audited = (action: AuditAction, subjectId: string) => t.orm.em.fork().find(AuditEntry, { action, subjectId });

/** A CV sent a second after the form was shown: kept, held for review. */
async function sentTooFast(fields = sender()): Promise<string> {
  const answer = await sendCv(t, { ...fields, fillMs: 1000 });
  expect(answer.errors).toBeUndefined();
  const entry = (await entryOf(t, String(fields.email)))!;
  expect(entry.heldAt).toBeInstanceOf(Date);
  return entry.id;
}

const pooledIds = async () =>
  (
    await t.gql<{ talentPool: { edges: { node: { id: string } }[] } }>(POOL, { first: 100 }, recruiter)
  ).data!.talentPool.edges.map((edge) => edge.node.id);

describe('a CV sent faster than a person fills the form', () => {
  it('is kept but held: no e-mail, out of the pool, in its own list, until staff release it', async () => {
    const fields = sender();
    const id = await sentTooFast(fields);
    expect(await mailCount(String(fields.email))).toBe(0);
    expect(await pooledIds()).not.toContain(id);
    const held = await t.gql<{ heldTalentPoolEntries: { id: string; heldReason: string }[] }>(HELD, {}, recruiter);
    expect(held.data!.heldTalentPoolEntries).toContainEqual(expect.objectContaining({ id, heldReason: 'fill-time' }));

    const released = await t.gql<{ releaseHeldTalentPoolEntry: { id: string; heldAt: string | null } }>(
      RELEASE,
      { id },
      recruiter,
    );

    expect(released.data).toEqual({ releaseHeldTalentPoolEntry: { id, heldAt: null } });
    expect(await mailCount(String(fields.email))).toBe(1);
    expect(await pooledIds()).toContain(id);
    expect((await audited(AuditAction.HELD_SUBMISSION_RELEASED, id)).map((entry) => entry.details)).toEqual([
      { form: 'talent-pool' },
    ]);
    // Released once: a second release finds nothing held.
    expect((await t.gql(RELEASE, { id }, recruiter)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('cannot be added to a job until released', async () => {
    const id = await sentTooFast();
    const job = await newJob(t, recruiter, 'Held role');
    const answer = await t.gql(ADD_TO_JOB, { id, jobId: job }, recruiter);
    expect(answer.errors?.[0]).toMatchObject({
      message: HELD_ENTRY_MESSAGE,
      extensions: { code: 'CONFLICT', field: 'id' },
    });
  });

  it('is deleted as a held form, with its resume', async () => {
    const fields = sender();
    const id = await sentTooFast(fields);
    const { resumeKey } = (await entryOf(t, String(fields.email)))!;
    expect((await t.gql(DELETE, { id }, recruiter)).data).toEqual({ deleteTalentPoolEntry: id });
    expect(await t.server.deps.storage.exists(resumeKey)).toBe(false);
    expect((await audited(AuditAction.HELD_SUBMISSION_DELETED, id)).map((entry) => entry.details)).toEqual([
      { form: 'talent-pool' },
    ]);
  });

  it('holds an entry in the pool again when its update comes too fast, and a normal one after frees it', async () => {
    const fields = sender();
    expect((await sendCv(t, fields)).errors).toBeUndefined();
    const id = (await entryOf(t, String(fields.email)))!.id;
    expect(await sentTooFast(fields)).toBe(id);
    expect(await pooledIds()).not.toContain(id);
    expect(await mailCount(String(fields.email))).toBe(1);
    expect((await sendCv(t, fields)).errors).toBeUndefined();
    expect(await pooledIds()).toContain(id);
    expect(await mailCount(String(fields.email))).toBe(2);
  });
});
