import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';

import { Role } from '../../../server/src/modules/users/role';
import { startTestServer, type TestServer } from '../../helpers/test-server';
import { startWebhookReceiver, type WebhookReceiver } from '../../helpers/webhook-receiver';
import { newJob } from '../applications/application-fixtures';
import { newEvent } from '../events/event-fixtures';
import { eventually } from '../mail/outbox-kit';
import { everyKindOfRecord, unzip } from '../people/people-fixtures';
import { createEndpoint } from '../webhooks/webhook-fixtures';

const PERSON = `query Person($email: String!) {
  person(email: $email) {
    email
    mail { id }
    webhookDeliveries { id eventType deliveredAt }
    signInThrottles { failures windowStartedAt }
  }
}`;
const ERASE = `mutation Erase($email: String!) {
  erasePerson(email: $email) { mail mailFiles webhookDeliveries signInThrottles rateLimitCounters }
}`;
const LOGIN = 'mutation($e: String!, $p: String!) { login(email: $e, password: $p) { token } }';

interface PersonView {
  mail: { id: string }[];
  webhookDeliveries: { id: string; eventType: string; deliveredAt: string | null }[];
  signInThrottles: { failures: number; windowStartedAt: string }[];
}

let t: TestServer;
let admin: string;
let receiver: WebhookReceiver;
let ids: { jobId: string; eventId: string };
beforeAll(async () => {
  t = await startTestServer({
    WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true',
    WEBHOOK_POLL_MS: '50',
    // A failed attempt waits an hour: the test says when the retry is due.
    WEBHOOK_RETRY_BASE_MS: '3600000',
    // No SMTP_URL: the mail dispatcher writes `.eml` files under DATA_DIR/mail.
    MAIL_POLL_MS: '50',
  });
  admin = (await t.userWithRole(Role.ADMIN)).token;
  const recruiter = (await t.userWithRole(Role.INTERNAL_RECRUITER)).token;
  ids = {
    jobId: await newJob(t, recruiter, 'Records Clerk'),
    eventId: (await newEvent(t, recruiter, { name: 'Open Day' })).id,
  };
  receiver = await startWebhookReceiver();
  await createEndpoint(t, admin, receiver.url, [
    'application.created',
    'registration.created',
    'join_us.created',
    'contact.created',
  ]);
});
afterAll(async () => {
  await receiver.stop();
  await t.stop();
});

let seq = 0;
async function person(label: string): Promise<string> {
  seq += 1;
  const email = `${label}-${seq}-${Date.now()}@example.com`;
  await everyKindOfRecord(t, ids, email, `Resume of ${label}`);
  return email;
}

const sql = <T>(query: string, params: unknown[] = []) => t.orm.em.fork().execute<T[]>(query, params);
const find = async (email: string) => (await t.gql<{ person: PersonView }>(PERSON, { email }, admin)).data!.person;
const erase = async (email: string) =>
  (await t.gql<{ erasePerson: Record<string, number> }>(ERASE, { email }, admin)).data!.erasePerson;
const mailFolder = () => path.join(t.server.deps.config.dataDir, 'mail');
const emlFilesOf = async (messageIds: string[]) =>
  (await readdir(mailFolder()).catch(() => [] as string[])).filter((name) =>
    messageIds.some((id) => name.endsWith(`-${id}.eml`)),
  );

describe('erasing a person', () => {
  it('deletes the webhook deliveries about their records, and one still waiting is never sent', async () => {
    // Every attempt fails for now, so the deliveries wait (the retry is an hour away).
    receiver.answerWith(503);
    const email = await person('hooked');
    const waiting = await find(email);
    expect(waiting.webhookDeliveries.map((delivery) => delivery.eventType).sort()).toEqual([
      'application.created',
      'contact.created',
      'join_us.created',
      'registration.created',
    ]);
    expect(waiting.webhookDeliveries.every((delivery) => delivery.deliveredAt === null)).toBe(true);

    expect(await erase(email.toUpperCase())).toMatchObject({ webhookDeliveries: 4 });
    const left = await sql<{ count: string }>(
      'select count(*) from "webhook_delivery" where "body" ilike ? or "id" in (?, ?, ?, ?)',
      [`%${email}%`, ...waiting.webhookDeliveries.map((delivery) => delivery.id)],
    );
    expect(left[0]!.count).toBe('0');
    expect((await find(email)).webhookDeliveries).toEqual([]);

    // The receiver answers again and every waiting delivery is due now. Someone else writes in
    // afterwards: their delivery is the newest, so once it arrives the dispatcher has been through the queue.
    receiver.answerWith(200);
    await sql('update "webhook_delivery" set "next_attempt_at" = now() where "delivered_at" is null');
    const other = `still-here-${Date.now()}@example.com`;
    const sent = await t.rest('POST', '/api/contact', {
      body: { name: 'Grace Hopper', email: other, mobile: '+1 202 555 0100', message: 'Hello.' },
    });
    expect(sent.status).toBeLessThan(300);
    await eventually(() => receiver.received.some((hook) => hook.body.includes(other)));
    expect(receiver.received.filter((hook) => hook.body.toLowerCase().includes(email))).toEqual([]);
  });

  it('removes the .eml files of their mail and leaves those of others', async () => {
    const email = await person('eml');
    const other = await person('eml-keep');
    const mailOf = async (address: string) => (await find(address)).mail.map((message) => message.id);
    const [mine, theirs] = [await mailOf(email), await mailOf(other)];
    expect(mine).toHaveLength(3);
    await eventually(async () => (await emlFilesOf([...mine, ...theirs])).length === 6);

    expect(await erase(email)).toMatchObject({ mail: 3, mailFiles: 3 });
    expect(await emlFilesOf(mine)).toEqual([]);
    expect(await emlFilesOf(theirs)).toHaveLength(3);
    expect(existsSync(mailFolder())).toBe(true);
  });

  it('finds, exports and erases the sign-in throttle rows and form rate-limit counters of the address', async () => {
    const email = await person('throttled');
    const wrong = await t.gql(LOGIN, { e: email, p: 'not-the-password' });
    expect(wrong.errors).toBeDefined();
    const found = await find(email);
    expect(found.signInThrottles).toHaveLength(1);
    const throttleRows = () =>
      sql<{ key: string }>('select "key" from "login_throttle" where "key" = ?', [`email:${email}`]);
    expect(await throttleRows()).toHaveLength(1);
    const counters = () =>
      sql<{ key: string }>('select "key" from "rate_limit" where "key" like ? and "key" like ?', [
        'form:%',
        `%:email:${email}`,
      ]);
    const before = (await counters()).length;
    // Apply, register, join us, contact and job alert: one counter each.
    expect(before).toBe(5);

    const exported = await fetch(`${t.url}/api/people/export?email=${encodeURIComponent(email)}`, {
      headers: { authorization: `Bearer ${admin}` },
    });
    const records = JSON.parse(
      (await unzip(Buffer.from(await exported.arrayBuffer()))).get('records.json')!.toString('utf8'),
    );
    expect(records.signInThrottles).toEqual([
      { failures: found.signInThrottles[0]!.failures, windowStartedAt: found.signInThrottles[0]!.windowStartedAt },
    ]);
    expect(records.webhookDeliveries.map((delivery: { eventType: string }) => delivery.eventType).sort()).toEqual([
      'application.created',
      'contact.created',
      'join_us.created',
      'registration.created',
    ]);
    expect(records.webhookDeliveries[0]).toMatchObject({ endpointUrl: receiver.url });

    expect(await erase(email)).toMatchObject({ signInThrottles: 1, rateLimitCounters: before });
    expect(await throttleRows()).toEqual([]);
    expect(await counters()).toEqual([]);
    expect((await find(email)).signInThrottles).toEqual([]);
  });
});
