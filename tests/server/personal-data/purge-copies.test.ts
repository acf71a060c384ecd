import { randomUUID } from 'node:crypto';
import { readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

import { emlFolder } from '../../../server/src/mail/mail-transport';
import { AuditService } from '../../../server/src/modules/audit/audit.service';
import { RetentionService } from '../../../server/src/modules/personal-data/retention.service';
import { Role } from '../../../server/src/modules/users/role';
import { startTestServer, type TestServer } from '../../helpers/test-server';
import { startWebhookReceiver, type WebhookReceiver } from '../../helpers/webhook-receiver';
import { applicant, applyByForm, newJob } from '../applications/application-fixtures';
import { eventually } from '../mail/outbox-kit';
import { createEndpoint } from '../webhooks/webhook-fixtures';

let t: TestServer;
let receiver: WebhookReceiver;
let jobId: string;
beforeAll(async () => {
  t = await startTestServer({
    WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true',
    WEBHOOK_POLL_MS: '50',
    MAIL_POLL_MS: '50',
  });
  const admin = (await t.userWithRole(Role.ADMIN)).token;
  jobId = await newJob(t, (await t.userWithRole(Role.INTERNAL_RECRUITER)).token, 'Librarian');
  receiver = await startWebhookReceiver();
  await createEndpoint(t, admin, receiver.url, ['application.created', 'contact.created']);
});
afterAll(async () => {
  await receiver.stop();
  await t.stop();
});

function retention() {
  const em = t.orm.em.fork();
  return new RetentionService(
    em,
    t.server.deps.storage,
    new AuditService(em, t.server.deps.auditKey),
    t.server.deps.formLimits,
    {
      applicationMonths: 12,
      registrationMonths: 6,
      contactMonths: 24,
      joinUsMonths: 24,
      eventMonths: 24,
      jobAlertUnconfirmedDays: 7,
      webhookBodyDays: 30,
      signInThrottleSeconds: 3600,
    },
    t.server.deps.logger,
    { mailFolder: emlFolder(t.server.deps.config) },
  );
}

const sql = <T>(query: string, params: unknown[] = []) => t.orm.em.fork().execute<T[]>(query, params);

async function apply(): Promise<{ id: string; email: string }> {
  const email = `purged-${randomUUID()}@example.com`;
  const answer = await applyByForm(t, jobId, applicant({ email }));
  if (answer.status !== 200) throw new Error(`apply: ${answer.status}`);
  return { id: answer.body.id as string, email };
}

const deliveriesAbout = (applicationId: string) =>
  sql<{ id: string; body: string; delivered_at: Date | null }>(
    'select "id", "body", "delivered_at" from "webhook_delivery" where "about" = ?',
    [`application:${applicationId}`],
  );
const mailAbout = (applicationId: string) =>
  sql<{ id: string }>('select "id" from "outbox_message" where "about" = ?', [`application:${applicationId}`]);
const emlFiles = async (messageIds: string[]) =>
  (await readdir(path.join(t.server.deps.config.dataDir, 'mail'))).filter((name) =>
    messageIds.some((id) => name.endsWith(`-${id}.eml`)),
  );

describe('the retention purge', () => {
  it('deletes the webhook deliveries and the .eml files of the mail about the records it deletes', async () => {
    const old = await apply();
    const recent = await apply();
    const [oldMail, recentMail] = [await mailAbout(old.id), await mailAbout(recent.id)];
    const ids = [...oldMail, ...recentMail].map((row) => row.id);
    await eventually(async () => (await emlFiles(ids)).length === 2);
    expect(await deliveriesAbout(old.id)).toHaveLength(1);
    await sql(`update "application" set "last_activity_at" = now() - interval '13 months' where "id" = ?`, [old.id]);

    expect(await retention().purge()).toMatchObject({ applications: 1, mail: 1, mailFiles: 1, webhookDeliveries: 1 });
    expect(await deliveriesAbout(old.id)).toEqual([]);
    expect(await deliveriesAbout(recent.id)).toHaveLength(1);
    expect(await emlFiles(oldMail.map((row) => row.id))).toEqual([]);
    expect(await emlFiles(recentMail.map((row) => row.id))).toHaveLength(1);
  });

  it('removes .eml files whose message is gone, and keeps those of messages still held', async () => {
    const held = await apply();
    const heldMail = (await mailAbout(held.id)).map((row) => row.id);
    await eventually(async () => (await emlFiles(heldMail)).length === 1);
    // As an unsubscribe or a cancelled rejection leaves it: the row gone, its file still there.
    const goneId = randomUUID();
    await writeFile(path.join(t.server.deps.config.dataDir, 'mail', `2026-01-01T00-00-00-000Z-${goneId}.eml`), 'x');

    expect(await retention().purge()).toMatchObject({ mailFiles: 1 });
    expect(await emlFiles([goneId])).toEqual([]);
    expect(await emlFiles(heldMail)).toHaveLength(1);
  });

  it('empties the bodies of deliveries that ended WEBHOOK_BODY_RETENTION_DAYS ago, and keeps the others', async () => {
    const [ended, recent, waiting] = [await apply(), await apply(), await apply()];
    await eventually(async () =>
      (await Promise.all([ended, recent].map((row) => deliveriesAbout(row.id)))).every(
        ([delivery]) => delivery?.delivered_at,
      ),
    );
    await sql(`update "webhook_delivery" set "delivered_at" = now() - interval '31 days' where "about" = ?`, [
      `application:${ended.id}`,
    ]);
    await sql(`update "webhook_delivery" set "delivered_at" = now() - interval '29 days' where "about" = ?`, [
      `application:${recent.id}`,
    ]);
    // Still on its way (not delivered): its body is what the next attempt sends.
    await sql(
      `update "webhook_delivery" set "delivered_at" = null, "next_attempt_at" = now() + interval '1 day' where "about" = ?`,
      [`application:${waiting.id}`],
    );

    expect(await retention().purge()).toMatchObject({ webhookBodies: 1 });
    expect((await deliveriesAbout(ended.id))[0]!.body).toBe('');
    expect((await deliveriesAbout(recent.id))[0]!.body).toContain(recent.email);
    expect((await deliveriesAbout(waiting.id))[0]!.body).toContain(waiting.email);
    expect(await retention().purge()).toMatchObject({ webhookBodies: 0 });
  });

  it('deletes sign-in throttle rows whose last failure is past the window, and keeps a count still running', async () => {
    const keys = ['stale', 'fresh', 'running'].map((name) => `email:${name}-${randomUUID()}@example.com`);
    const [stale, fresh, running] = keys as [string, string, string];
    // The window given to retention() above: one hour.
    await sql(
      `insert into "login_throttle" ("key", "failures", "window_started_at", "last_failure_at") values
         (?, 3, now() - interval '3 hours', now() - interval '2 hours'),
         (?, 1, now(), now()),
         (?, 9, now() - interval '40 days', now() - interval '10 minutes')`,
      [stale, fresh, running],
    );
    expect(await retention().purge()).toMatchObject({ signInThrottles: 1 });
    const left = await sql<{ key: string }>(
      'select "key" from "login_throttle" where "key" in (?, ?, ?) order by "failures"',
      keys,
    );
    expect(left.map((row) => row.key)).toEqual([fresh, running]);
  });
});
