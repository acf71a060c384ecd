import { OutboxMessage } from '../../../server/src/mail/outbox-message.entity';
import { AuditAction } from '../../../server/src/modules/audit/audit-action';
import { AuditEntry } from '../../../server/src/modules/audit/audit-entry.entity';
import { User } from '../../../server/src/modules/users/user.entity';
import { WebhookDelivery } from '../../../server/src/modules/webhooks/webhook-delivery.entity';
import { WebhookEndpoint } from '../../../server/src/modules/webhooks/webhook-endpoint.entity';
import { Role, startTestServer, type TestServer } from '../../helpers/test-server';
import { startWebhookReceiver, type WebhookReceiver } from '../../helpers/webhook-receiver';

import {
  CREATE_ENDPOINT,
  createEndpoint,
  DELETE_ENDPOINT,
  eventually,
  SEND_TEST,
  SET_ENABLED,
  sleep,
} from './webhook-fixtures';

let t: TestServer;
let admin: Awaited<ReturnType<TestServer['userWithRole']>>;
const receivers: WebhookReceiver[] = [];

beforeAll(async () => {
  t = await startTestServer({ WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true', WEBHOOK_POLL_MS: '50' });
  admin = await t.userWithRole(Role.ADMIN);
});
afterEach(async () => {
  // Endpoints are global: each test's go, so the next test's events reach only its own.
  await t.orm.em.fork().nativeDelete(WebhookEndpoint, {});
  for (const receiver of receivers.splice(0)) await receiver.stop();
});
afterAll(() => t.stop());

async function receiver(): Promise<WebhookReceiver> {
  const started = await startWebhookReceiver();
  receivers.push(started);
  return started;
}

const contact = (name: string) =>
  t.rest('POST', '/api/contact', { body: { name, email: `${name.toLowerCase()}@example.com`, mobile: '+44 20 1' } });

/**
 * Waits until the endpoint has nothing unsent: the dispatcher has recorded its last attempt, so
 * deleting the endpoint afterwards never meets it mid-delivery.
 */
const allSent = (endpointId: string) =>
  eventually(async () =>
    expect(await t.orm.em.fork().count(WebhookDelivery, { endpoint: endpointId, deliveredAt: null })).toBe(0),
  );

const setUser = (id: string, change: Partial<Pick<User, 'role' | 'disabled'>>) =>
  t.orm.em.fork().nativeUpdate(User, { id }, change);

describe('registering an endpoint asks for the password again', () => {
  it('refuses a wrong password naming passwordOrCode, registering nothing and telling nobody', async () => {
    const target = await receiver();
    const mailsBefore = await t.orm.em.fork().count(OutboxMessage, { subject: 'A webhook endpoint was added' });
    const answer = await t.gql(
      CREATE_ENDPOINT,
      { input: { url: target.url, events: ['contact.created'], passwordOrCode: 'not-my-password' } },
      admin.token,
    );
    expect(answer.errors?.[0]).toMatchObject({
      message: 'passwordOrCode must be your current password; that one is not right.',
      extensions: { code: 'BAD_USER_INPUT', field: 'passwordOrCode' },
    });
    expect(await t.orm.em.fork().count(WebhookEndpoint, {})).toBe(0);
    expect(await t.orm.em.fork().count(AuditEntry, { action: AuditAction.WEBHOOK_ENDPOINT_CREATED })).toBe(0);
    expect(await t.orm.em.fork().count(OutboxMessage, { subject: 'A webhook endpoint was added' })).toBe(mailsBefore);
  });
});

describe('what is recorded and told', () => {
  it('audits registering, disabling, enabling, testing and deleting an endpoint, as the person who did it', async () => {
    const target = await receiver();
    const endpoint = await createEndpoint(
      t,
      admin.token,
      target.url,
      ['contact.created', 'job.published'],
      admin.password,
    );
    await t.gql(SET_ENABLED, { id: endpoint.id, enabled: false }, admin.token);
    await t.gql(SET_ENABLED, { id: endpoint.id, enabled: false }, admin.token);
    await t.gql(SET_ENABLED, { id: endpoint.id, enabled: true }, admin.token);
    await t.gql(SEND_TEST, { id: endpoint.id }, admin.token);
    await allSent(endpoint.id);
    expect((await t.gql(DELETE_ENDPOINT, { id: endpoint.id }, admin.token)).errors).toBeUndefined();

    const entries = await t.orm.em.fork().find(AuditEntry, { subjectId: endpoint.id }, { orderBy: { id: 'asc' } });
    expect(entries.map((entry) => [entry.action, entry.actorId, entry.subjectType])).toEqual([
      [AuditAction.WEBHOOK_ENDPOINT_CREATED, admin.user.id, 'webhook-endpoint'],
      [AuditAction.WEBHOOK_ENDPOINT_DISABLED, admin.user.id, 'webhook-endpoint'],
      [AuditAction.WEBHOOK_ENDPOINT_ENABLED, admin.user.id, 'webhook-endpoint'],
      [AuditAction.WEBHOOK_TEST_SENT, admin.user.id, 'webhook-endpoint'],
      [AuditAction.WEBHOOK_ENDPOINT_DELETED, admin.user.id, 'webhook-endpoint'],
    ]);
    expect(entries[0]!.details).toEqual({ url: target.url, events: ['contact.created', 'job.published'] });
    expect(entries[1]!.details).toEqual({ url: target.url });
  });

  it('e-mails every enabled ADMIN and SUPER_ADMIN who registered which URL for which events', async () => {
    const target = await receiver();
    const superAdmin = await t.userWithRole(Role.SUPER_ADMIN);
    const recruiter = await t.userWithRole(Role.INTERNAL_RECRUITER);
    await createEndpoint(t, admin.token, target.url, ['application.created']);
    const mails = (await t.orm.em.fork().find(OutboxMessage, { subject: 'A webhook endpoint was added' })).filter(
      (mail) => mail.text.includes(target.url),
    );
    const recipients = mails.map((mail) => mail.to);
    expect(recipients).toEqual(expect.arrayContaining([admin.email, superAdmin.email]));
    expect(recipients).not.toContain(recruiter.email);
    expect(mails[0]!.text).toContain(`${admin.email} added a webhook endpoint: ${target.url}`);
    expect(mails[0]!.text).toContain('Events sent to it: application.created');
  });
});

describe('an endpoint dies with its creator’s power', () => {
  it.each([
    ['disabled', (id: string) => setUser(id, { disabled: true })],
    ['demoted below ADMIN', (id: string) => setUser(id, { role: Role.INTERNAL_RECRUITER })],
    ['deleted', (id: string) => t.orm.em.fork().nativeDelete(User, { id })],
  ])('gets no events once its creator is %s, while a live endpoint gets them', async (_how, endCreator) => {
    const creator = await t.userWithRole(Role.ADMIN);
    const dead = await receiver();
    const live = await receiver();
    const doomed = await createEndpoint(t, creator.token, dead.url, ['contact.created']);
    const kept = await createEndpoint(t, admin.token, live.url, ['contact.created']);

    // A delivery queued while the creator still had power waits; none is queued afterwards.
    await contact('Before');
    await eventually(() => expect(dead.received).toHaveLength(1));
    await allSent(doomed.id);
    await endCreator(creator.user.id);
    await contact('After');
    await eventually(() => expect(live.received).toHaveLength(2));
    await allSent(kept.id);
    await sleep(300);
    expect(dead.received).toHaveLength(1);
    expect(await t.orm.em.fork().count(WebhookDelivery, { endpoint: doomed.id })).toBe(1);
  });

  it('does not send what was queued before its creator lost their power', async () => {
    const creator = await t.userWithRole(Role.ADMIN);
    const dead = await receiver();
    const live = await receiver();
    const doomed = await createEndpoint(t, creator.token, dead.url, ['job.published']);
    const kept = await createEndpoint(t, admin.token, live.url, ['job.published']);
    await setUser(creator.user.id, { disabled: true });

    // Queued directly for the endpoint (as a test event is), older than the live endpoint's.
    await t.gql(SEND_TEST, { id: doomed.id }, admin.token);
    await t.gql(SEND_TEST, { id: kept.id }, admin.token);
    await eventually(() => expect(live.received).toHaveLength(1));
    await allSent(kept.id);
    await sleep(300);
    expect(dead.received).toHaveLength(0);
    const waiting = await t.orm.em.fork().findOneOrFail(WebhookDelivery, { endpoint: doomed.id });
    expect(waiting.attempts).toBe(0);

    // Enabled again, the creator's endpoint gets what waited.
    await setUser(creator.user.id, { disabled: false });
    await eventually(() => expect(dead.received).toHaveLength(1));
    await allSent(doomed.id);
  });
});
