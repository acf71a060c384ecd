// This file passes 400 lines: its cases share one server (another file would start another, and load the server again).
import type { AddressInfo } from 'node:net';
import net from 'node:net';

import { Webhook } from 'standardwebhooks';

import { OutboxMessage } from '../../../server/src/mail/outbox-message.entity';
import { AuditAction } from '../../../server/src/modules/audit/audit-action';
import { AuditEntry } from '../../../server/src/modules/audit/audit-entry.entity';
import { WebhookDelivery } from '../../../server/src/modules/webhooks/webhook-delivery.entity';
import { createServices } from '../../../server/src/services';
import { type QueryLoggedApp, startQueryLoggedApp } from '../../helpers/query-logged-app';
import { Role, startTestServer, TEST_USER_PASSWORD, type TestServer } from '../../helpers/test-server';
import { signatureIsValid, startWebhookReceiver, type WebhookReceiver } from '../../helpers/webhook-receiver';
import { createKey } from '../api-keys/api-key-fixtures';
import { applicant, applyByForm, newJob } from '../applications/application-fixtures';
import { newEvent } from '../events/event-fixtures';

import {
  ATTEMPTS,
  attempts,
  CREATE_ENDPOINT,
  createEndpoint,
  DELETE_ENDPOINT,
  ENDPOINTS,
  eventually,
  ROTATE_SECRET,
  SEND_TEST,
  SET_ENABLED,
  sleep,
} from './webhook-fixtures';

// Enough attempts (about 6 s at a 100 ms base) that the receiver-down test always comes back in time.
const MAX_ATTEMPTS = 7;
/** WEBHOOK_TIMEOUT_MS here: well above a local receiver's answer under load, well below the default. */
const TIMEOUT_MS = 3000;
let t: TestServer;
let admin: { token: string; email: string };
let recruiter: string;
let receiver: WebhookReceiver;
const endpoints: string[] = [];

beforeAll(async () => {
  t = await startTestServer({
    WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true',
    WEBHOOK_POLL_MS: '50',
    WEBHOOK_RETRY_BASE_MS: '100',
    // A receiver that never answers is given up on after a second, not the default 10 s.
    WEBHOOK_TIMEOUT_MS: String(TIMEOUT_MS),
    WEBHOOK_MAX_ATTEMPTS: String(MAX_ATTEMPTS),
    // Metrics exist only when they can be scraped; a test below reads the failure counter.
    METRICS_TOKEN: 'metrics-token-for-the-webhook-tests-0123',
  });
  admin = await t.userWithRole(Role.ADMIN);
  recruiter = (await t.userWithRole(Role.INTERNAL_RECRUITER)).token;
});
afterEach(async () => {
  // Endpoints are global: each test's endpoint goes, so the next test's events reach only its own.
  for (const id of endpoints.splice(0)) await t.gql(DELETE_ENDPOINT, { id }, admin.token);
  await receiver?.stop();
});
afterAll(() => t.stop());

async function endpointFor(events: string[]): Promise<{ id: string; secret: string }> {
  const endpoint = await createEndpoint(t, admin.token, receiver.url, events);
  endpoints.push(endpoint.id);
  return endpoint;
}

const contact = (name: string) =>
  t.rest('POST', '/api/contact', { body: { name, email: `${name.toLowerCase()}@example.com`, mobile: '+44 20 1' } });

describe('managing endpoints', () => {
  beforeEach(async () => {
    receiver = await startWebhookReceiver();
  });

  it('is denied for anonymous callers and recruiters, and allowed for an admin who gets the secret once', async () => {
    const input = { url: receiver.url, events: ['contact.created'], passwordOrCode: TEST_USER_PASSWORD };
    expect((await t.gql(CREATE_ENDPOINT, { input })).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await t.gql(CREATE_ENDPOINT, { input }, recruiter)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await t.gql(ENDPOINTS, {}, recruiter)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(
      (await t.gql(ATTEMPTS, { endpointId: '00000000-0000-4000-8000-000000000000' }, recruiter)).errors?.[0]?.extensions
        ?.code,
    ).toBe('FORBIDDEN');
    const created = await endpointFor(['contact.created']);
    expect(created.secret).toMatch(/^whsec_/);
    const list = await t.gql<{ webhookEndpoints: { id: string; url: string }[] }>(ENDPOINTS, {}, admin.token);
    expect(list.data!.webhookEndpoints).toEqual([expect.objectContaining({ id: created.id, url: receiver.url })]);
    expect(JSON.stringify(list)).not.toContain(created.secret);
  });

  it.each([
    ['url', { url: 'ftp://example.com/hook', events: ['contact.created'] }],
    ['url', { url: 'not a url', events: ['contact.created'] }],
    ['events', { url: 'https://example.com/hook', events: [] }],
    ['events', { url: 'https://example.com/hook', events: ['contact.deleted'] }],
    ['events', { url: 'https://example.com/hook', events: ['contact.created', 'contact.created'] }],
  ])('refuses a bad %s, naming it and writing nothing', async (field, input) => {
    const answer = await t.gql(
      CREATE_ENDPOINT,
      { input: { ...input, passwordOrCode: TEST_USER_PASSWORD } },
      admin.token,
    );
    expect(answer.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field });
    const list = await t.gql<{ webhookEndpoints: unknown[] }>(ENDPOINTS, {}, admin.token);
    expect(list.data!.webhookEndpoints).toEqual([]);
  });

  it('answers NOT_FOUND for an id that is not an endpoint (malformed ones too)', async () => {
    for (const id of ['not-a-uuid', '00000000-0000-4000-8000-000000000000']) {
      expect((await t.gql(SEND_TEST, { id }, admin.token)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
      expect((await t.gql(SET_ENABLED, { id, enabled: true }, admin.token)).errors?.[0]?.extensions?.code).toBe(
        'NOT_FOUND',
      );
      expect((await t.gql(ATTEMPTS, { endpointId: id }, admin.token)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    }
  });

  it('cannot be managed with an API key, even an ADMIN one', async () => {
    const key = await createKey(t, admin.token, { role: Role.ADMIN });
    const answer = await t.gql(
      CREATE_ENDPOINT,
      { input: { url: receiver.url, events: ['job.published'], passwordOrCode: TEST_USER_PASSWORD } },
      key.secret,
    );
    expect(answer.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

describe('delivering events', () => {
  beforeEach(async () => {
    receiver = await startWebhookReceiver();
  });

  it('POSTs a signed JSON event with the resource when a subscribed change happens', async () => {
    const endpoint = await endpointFor(['contact.created']);
    expect((await contact('Maria')).status).toBe(201);

    const [webhook] = await eventually(() => {
      expect(receiver.received).toHaveLength(1);
      return receiver.received;
    });
    expect(signatureIsValid(endpoint.secret, webhook!)).toBe(true);
    expect(signatureIsValid('whsec_wrong', webhook!)).toBe(false);
    // Standard Webhooks: its own verifier library takes the secret as shown and the raw request.
    const headers = webhook!.headers as Record<string, string>;
    expect(new Webhook(endpoint.secret).verify(webhook!.body, headers)).toEqual(webhook!.json);
    expect(headers['webhook-id']).toBe(webhook!.json.id);
    const stranger = new Webhook(`whsec_${Buffer.alloc(32, 7).toString('base64')}`);
    expect(() => stranger.verify(webhook!.body, headers)).toThrow();
    expect(webhook!.headers['content-type']).toBe('application/json');
    expect(webhook!.headers['x-webhook-event']).toBe('contact.created');
    expect(webhook!.headers['x-webhook-id']).toBe(webhook!.json.id);
    expect(Number(webhook!.headers['x-webhook-timestamp'])).toBeGreaterThan(1_700_000_000);
    expect(webhook!.json).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      type: 'contact.created',
      occurredAt: expect.any(String),
      data: expect.objectContaining({ name: 'Maria', email: 'maria@example.com', mobile: '+44 20 1' }),
    });

    const log = await eventually(async () => {
      const rows = await attempts(t, admin.token, endpoint.id);
      expect(rows).toHaveLength(1);
      return rows;
    });
    expect(log[0]).toMatchObject({
      eventId: webhook!.json.id,
      attempt: 1,
      statusCode: 200,
      error: null,
      succeeded: true,
    });
  });

  it('sends only the events an endpoint chose, each with the resource as GraphQL returns it', async () => {
    await endpointFor(['job.published', 'job.archived']);
    await contact('Ignored');
    const job = await t.rest<{ id: string }>('POST', '/api/jobs', {
      token: recruiter,
      body: { title: 'Payroll lead' },
    });
    await t.rest('DELETE', `/api/jobs/${job.body.id}`, { token: recruiter });

    await eventually(() =>
      expect(receiver.received.map((w) => w.json.type).sort()).toEqual(['job.archived', 'job.published']),
    );
    await sleep(300);
    expect(receiver.received).toHaveLength(2);
    const published = receiver.received.find((w) => w.json.type === 'job.published')!;
    expect(published.json.data).toMatchObject({ id: job.body.id, title: 'Payroll lead', archivedAt: null });
    const archived = receiver.received.find((w) => w.json.type === 'job.archived')!;
    expect(archived.json.data).toMatchObject({ id: job.body.id, archivedAt: expect.any(String) });
  });

  it('reports applications, status changes, join-us requests and registrations, without hidden columns', async () => {
    await endpointFor(['application.created', 'application.status_changed', 'join_us.created', 'registration.created']);
    const job = await newJob(t, recruiter, 'Benefits analyst');
    const applied = await applyByForm(t, job, applicant({ fullName: 'Ada Byron', email: 'ada@example.com' }));
    const applicationId = (applied.body as { id: string }).id;
    await t.rest('PUT', `/api/candidates/${applicationId}?status=Shortlisted`, { token: recruiter });
    await t.rest('POST', '/api/JoinUsPeople', {
      body: { name: 'Asha', email: 'asha@example.com', phone: '+91 1', location: 'Chennai', type: 'Individual' },
    });
    const event = await newEvent(t, recruiter);
    await t.rest('POST', `/api/events/${event.id}/register`, {
      body: { name: 'Bo', email: 'bo@example.com', phone: '+44 20 7946 0000' },
    });

    const byType = await eventually(() => {
      const types = receiver.received.map((w) => w.json.type).sort();
      expect(types).toEqual([
        'application.created',
        'application.status_changed',
        'join_us.created',
        'registration.created',
      ]);
      return new Map(receiver.received.map((w) => [w.json.type, w.json.data]));
    });
    expect(byType.get('application.created')).toMatchObject({
      id: applicationId,
      fullName: 'Ada Byron',
      status: null,
      resumePath: `/api/candidates/resumes/${applicationId}`,
      job: { id: job, title: 'Benefits analyst' },
    });
    expect(byType.get('application.created')).not.toHaveProperty('resumeKey');
    expect(byType.get('application.created')).not.toHaveProperty('emailKey');
    expect(byType.get('application.status_changed')).toMatchObject({
      id: applicationId,
      status: 'Shortlisted',
      previousStatus: null,
    });
    expect(byType.get('join_us.created')).toMatchObject({ name: 'Asha', type: 'Individual' });
    expect(byType.get('registration.created')).toMatchObject({
      name: 'Bo',
      email: 'bo@example.com',
      eventId: event.id,
    });
  });

  it('writes no event for a change that was refused', async () => {
    await endpointFor(['contact.created']);
    const refused = await t.rest('POST', '/api/contact', { body: { name: 'No email' } });
    expect(refused.status).toBe(400);
    expect(await t.orm.em.fork().count(WebhookDelivery, {})).toBe(0);
  });

  it('retries while the receiver is down and delivers once when it is back, losing nothing', async () => {
    const endpoint = await endpointFor(['contact.created']);
    await receiver.goDown();
    expect((await contact('Patient')).status).toBe(201);

    await eventually(async () => {
      const failed = await attempts(t, admin.token, endpoint.id);
      expect(failed.length).toBeGreaterThanOrEqual(2);
      expect(failed.every((a) => !a.succeeded && a.statusCode === null && a.error === 'connection failed')).toBe(true);
    });
    await receiver.comeBack();
    await eventually(() => expect(receiver.received).toHaveLength(1));
    await sleep(500);
    expect(receiver.received).toHaveLength(1);
    const log = await attempts(t, admin.token, endpoint.id);
    expect(log[0]).toMatchObject({ succeeded: true, statusCode: 200, eventId: receiver.received[0]!.json.id });
    // One attempt number per try, counting up, all for the same event.
    expect(log.map((a) => a.attempt).reverse()).toEqual(log.map((_, i) => i + 1));
    expect(new Set(log.map((a) => a.eventId)).size).toBe(1);
  });

  it('disables an endpoint whose event used up every attempt and e-mails the admins', async () => {
    const endpoint = await endpointFor(['contact.created']);
    receiver.answerWith(500);
    await contact('Doomed');

    const disabled = await eventually(async () => {
      const list = await t.gql<{ webhookEndpoints: { id: string; enabled: boolean; disabledReason: string }[] }>(
        ENDPOINTS,
        {},
        admin.token,
      );
      const found = list.data!.webhookEndpoints.find((e) => e.id === endpoint.id)!;
      expect(found.enabled).toBe(false);
      return found;
    });
    expect(disabled.disabledReason).toContain(`Disabled after ${MAX_ATTEMPTS} failed attempts`);
    expect(disabled.disabledReason).toContain('Last error: HTTP 500');
    const log = await attempts(t, admin.token, endpoint.id);
    expect(log).toHaveLength(MAX_ATTEMPTS);
    expect(log.every((a) => a.statusCode === 500 && !a.succeeded)).toBe(true);
    const mails = await t.orm.em
      .fork()
      .find(OutboxMessage, { to: admin.email, subject: 'A webhook endpoint was disabled' });
    expect(mails.filter((mail) => mail.text.includes(receiver.url))).toHaveLength(1);

    // While disabled nothing is sent; enabling again delivers what came meanwhile.
    receiver.answerWith(200);
    await t.gql(SET_ENABLED, { id: endpoint.id, enabled: true }, admin.token);
    await t.gql(SEND_TEST, { id: endpoint.id }, admin.token);
    await eventually(() => expect(receiver.received.map((w) => w.json.type)).toEqual(['webhook.test']));
  });

  it('rotates a secret: both sign through the overlap, nothing queued is lost, only an admin who proves it may, and the old one is forgotten after', async () => {
    const endpoint = await endpointFor(['contact.created']);
    const rotate = (token: string, passwordOrCode = TEST_USER_PASSWORD) =>
      t.gql<{ rotateWebhookSecret: { secret: string; endpoint: { previousSecretExpiresAt: string } } }>(
        ROTATE_SECRET,
        { id: endpoint.id, passwordOrCode },
        token,
      );
    expect((await rotate(recruiter)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await rotate(admin.token, 'not-my-password')).errors?.[0]?.extensions).toMatchObject({
      field: 'passwordOrCode',
    });

    // An event waits (the receiver is down) while the secret changes.
    await receiver.goDown();
    expect((await contact('Rotation')).status).toBe(201);
    await eventually(async () => expect((await attempts(t, admin.token, endpoint.id)).length).toBeGreaterThan(0));
    // It waits parked once nothing is in flight: a retry claimed before the rotation commits is signed by the
    // old secret alone, and on a loaded run its POST could leave after the receiver is back.
    const setNextAttempt = (when: string, unclaimedOnly: boolean) =>
      t.orm.em.getConnection().execute<{ id: string }[]>(
        `update "webhook_delivery" set "next_attempt_at" = ${when}
           where "endpoint_id" = ? and "delivered_at" is null ${unclaimedOnly ? 'and "claimed_until" is null' : ''}
           returning "id"`,
        [endpoint.id],
      );
    await eventually(async () => expect(await setNextAttempt(`now() + interval '1 hour'`, true)).toHaveLength(1));
    const rotated = await rotate(admin.token);
    expect(rotated.errors).toBeUndefined();
    const next = rotated.data!.rotateWebhookSecret;
    expect(next.secret).toMatch(/^whsec_/);
    expect(next.secret).not.toBe(endpoint.secret);
    expect(new Date(next.endpoint.previousSecretExpiresAt).getTime()).toBeGreaterThan(Date.now() + 23 * 3_600_000);

    await receiver.comeBack();
    expect(await setNextAttempt('now()', false)).toHaveLength(1);
    const [webhook] = await eventually(() => {
      expect(receiver.received).toHaveLength(1);
      return receiver.received;
    });
    // The waiting event arrives, and a receiver still on the old secret or already on the new one accepts it.
    const headers = webhook!.headers as Record<string, string>;
    expect(headers['webhook-signature']!.split(' ')).toHaveLength(2);
    for (const secret of [endpoint.secret, next.secret]) {
      expect(new Webhook(secret).verify(webhook!.body, headers)).toEqual(webhook!.json);
    }
    expect(signatureIsValid(next.secret, webhook!)).toBe(true);

    // Once the overlap ends, the new secret alone signs.
    await t.orm.em
      .getConnection()
      .execute(
        `update "webhook_endpoint" set "previous_secret_expires_at" = now() - interval '1 second' where "id" = ?`,
        [endpoint.id],
      );
    expect((await contact('After')).status).toBe(201);
    const later = await eventually(() => {
      expect(receiver.received).toHaveLength(2);
      return receiver.received[1]!;
    });
    const laterHeaders = later.headers as Record<string, string>;
    expect(laterHeaders['webhook-signature']!.split(' ')).toHaveLength(1);
    expect(new Webhook(next.secret).verify(later.body, laterHeaders)).toEqual(later.json);
    expect(() => new Webhook(endpoint.secret).verify(later.body, laterHeaders)).toThrow();

    // The sweep (workers.ts) then forgets the secret that signs nothing; one still in its overlap stays.
    const another = await endpointFor(['job.published']);
    expect(
      (await t.gql(ROTATE_SECRET, { id: another.id, passwordOrCode: TEST_USER_PASSWORD }, admin.token)).errors,
    ).toBeUndefined();
    const sweep = () => createServices(t.orm.em.fork(), t.server.deps).webhooks.forgetRotatedOutSecrets(new Date());
    expect(await sweep()).toBe(1);
    const kept = await t.orm.em
      .fork()
      .execute<{ id: string; previous_secret: string | null; overlapping: boolean | null }[]>(
        `select "id", "previous_secret", "previous_secret_expires_at" > now() as "overlapping"
         from "webhook_endpoint" where "id" in (?, ?) order by "id" = ?`,
        [endpoint.id, another.id, another.id],
      );
    expect(kept).toEqual([
      { id: endpoint.id, previous_secret: null, overlapping: null },
      { id: another.id, previous_secret: another.secret, overlapping: true },
    ]);
    expect(await sweep()).toBe(0);

    const audit = await t.orm.em.fork().find(AuditEntry, { action: AuditAction.WEBHOOK_SECRET_ROTATED });
    expect(audit.map((entry) => entry.subjectId).sort()).toEqual([endpoint.id, another.id].sort());
  });

  it('sends a test event to one endpoint on request', async () => {
    const endpoint = await endpointFor(['job.published']);
    expect((await t.gql(SEND_TEST, { id: endpoint.id }, recruiter)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const sent = await t.gql<{ sendTestWebhook: { eventId: string; eventType: string } }>(
      SEND_TEST,
      { id: endpoint.id },
      admin.token,
    );
    expect(sent.data!.sendTestWebhook.eventType).toBe('webhook.test');
    await eventually(() => expect(receiver.received).toHaveLength(1));
    expect(receiver.received[0]!.json).toMatchObject({
      id: sent.data!.sendTestWebhook.eventId,
      type: 'webhook.test',
      data: { endpointId: endpoint.id },
    });
    expect(signatureIsValid(endpoint.secret, receiver.received[0]!)).toBe(true);
  });

  it('logs categories, never socket errors: a closed port and a silent listener read the same', async () => {
    // A listener that takes the connection and hangs up without a word, and a port nobody listens on.
    const silent = net.createServer((socket) => socket.destroy());
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const silentPort = (silent.address() as AddressInfo).port;
    const closed = net.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const closedPort = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    try {
      const logged = async (url: string): Promise<string | null> => {
        const endpoint = await createEndpoint(t, admin.token, url, ['job.published']);
        endpoints.push(endpoint.id);
        await t.gql(SEND_TEST, { id: endpoint.id }, admin.token);
        const [first] = await eventually(async () => {
          const log = await attempts(t, admin.token, endpoint.id);
          expect(log.length).toBeGreaterThan(0);
          return log;
        });
        return first!.error;
      };
      expect(await logged(`http://127.0.0.1:${silentPort}/hooks`)).toBe('connection failed');
      expect(await logged(`http://127.0.0.1:${closedPort}/hooks`)).toBe('connection failed');
      // https:// to a plain HTTP server: the handshake fails.
      expect(await logged(receiver.url.replace('http:', 'https:'))).toBe('TLS error');
      receiver.answerWith(503);
      expect(await logged(receiver.url)).toBe('HTTP 503');
    } finally {
      await new Promise((resolve) => silent.close(resolve));
    }
  });

  it('logs "timeout" when a receiver takes the request and never answers', async () => {
    const mute = net.createServer(() => undefined);
    await new Promise<void>((resolve) => mute.listen(0, '127.0.0.1', resolve));
    try {
      const url = `http://127.0.0.1:${(mute.address() as AddressInfo).port}/hooks`;
      const endpoint = await createEndpoint(t, admin.token, url, ['job.published']);
      endpoints.push(endpoint.id);
      await t.gql(SEND_TEST, { id: endpoint.id }, admin.token);
      const [first] = await eventually(async () => {
        const log = await attempts(t, admin.token, endpoint.id);
        expect(log.length).toBeGreaterThan(0);
        return log;
      }, 20_000);
      expect(first).toMatchObject({ succeeded: false, statusCode: null, error: 'timeout' });
      // The operator's metrics count the failed attempt (GET /metrics: outbox_delivery_failures_total).
      const failures = await t.server.deps.metrics!.deliveryFailures.get();
      expect(failures.values).toContainEqual(
        expect.objectContaining({ labels: { queue: 'webhooks', outcome: 'retry' }, value: expect.any(Number) }),
      );
    } finally {
      mute.close();
    }
  });

  it('keeps delivering to other endpoints while one receiver holds its requests, with no transaction open', async () => {
    // Takes each connection and never answers, until the dispatcher's timeout ends the request.
    const mute = net.createServer(() => undefined);
    await new Promise<void>((resolve) => mute.listen(0, '127.0.0.1', resolve));
    try {
      const stalled = await createEndpoint(
        t,
        admin.token,
        `http://127.0.0.1:${(mute.address() as AddressInfo).port}/hooks`,
        ['contact.created'],
      );
      endpoints.push(stalled.id);
      await endpointFor(['contact.created']);
      for (const name of ['Ana', 'Ben', 'Cem']) expect((await contact(name)).status).toBe(201);

      // All three reach the healthy receiver while the silent one holds its requests: at most one
      // of them has timed out by then (one at a time the silent one would let the other through
      // only after two timeouts or more).
      await eventually(async () => expect(receiver.received).toHaveLength(3));
      const stalledAttempts = await attempts(t, admin.token, stalled.id);
      expect(stalledAttempts.length).toBeLessThanOrEqual(1);
      for (const attempt of stalledAttempts) expect(attempt).toMatchObject({ succeeded: false, error: 'timeout' });
      // The request in flight keeps no database connection waiting in a transaction (a claim's own
      // transaction is idle for a moment between its statements; a POST inside one, for seconds).
      const [open] = await t.orm.em.getConnection().execute<{ count: number }[]>(
        `select count(*)::int as count from pg_stat_activity
           where datname = current_database() and state like 'idle in transaction%'
             and state_change < now() - interval '500 milliseconds'`,
      );
      expect(open!.count).toBe(0);
      // One request at a time per endpoint: the silent receiver holds one (none for the moment
      // between a timeout and the next claim), the other events wait.
      const claimed = await t.orm.em
        .fork()
        .count(WebhookDelivery, { endpoint: stalled.id, claimedUntil: { $ne: null } });
      expect(claimed).toBeLessThanOrEqual(1);
      // And the silent one was tried: it holds a claim now, or already timed out once.
      expect(claimed + stalledAttempts.length).toBeGreaterThanOrEqual(1);
    } finally {
      mute.close();
    }
  });

  it('answers the action before the receiver has answered', async () => {
    await receiver.stop();
    // Slower than any request here, and within the dispatcher's timeout, so it is not a failure.
    receiver = await startWebhookReceiver({ delayMs: TIMEOUT_MS - 300 });
    await endpointFor(['contact.created']);
    expect((await contact('First')).status).toBe(201);
    expect((await contact('Second')).status).toBe(201);
    expect(receiver.received).toHaveLength(0);
  });
});

describe('listing endpoints and the delivery log', () => {
  let app: QueryLoggedApp;
  beforeAll(async () => {
    app = await startQueryLoggedApp(t);
  });
  afterAll(() => app.stop());
  beforeEach(async () => {
    receiver = await startWebhookReceiver();
  });

  const post = (query: string, variables: Record<string, unknown>) =>
    fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${admin.token}` },
      body: JSON.stringify({ query, variables }),
    }).then((response) => response.json() as Promise<{ data: Record<string, { items?: unknown[] } | unknown[]> }>);

  it('runs the same few queries for 1 and for 12 log entries and endpoints (no N+1)', async () => {
    const endpoint = await endpointFor(['contact.created']);
    await t.gql(SEND_TEST, { id: endpoint.id }, admin.token);
    await eventually(async () => expect(await attempts(t, admin.token, endpoint.id)).toHaveLength(1));
    const small = await app.counted(() => post(ATTEMPTS, { endpointId: endpoint.id }));
    const smallList = await app.counted(() => post(ENDPOINTS, {}));
    for (let i = 0; i < 11; i += 1) {
      await t.gql(SEND_TEST, { id: endpoint.id }, admin.token);
      endpoints.push((await createEndpoint(t, admin.token, receiver.url, ['job.archived'])).id);
    }
    await eventually(async () => expect(await attempts(t, admin.token, endpoint.id)).toHaveLength(12));
    const large = await app.counted(() => post(ATTEMPTS, { endpointId: endpoint.id }));
    const largeList = await app.counted(() => post(ENDPOINTS, {}));
    expect((large.result.data.webhookAttempts as { items: unknown[] }).items).toHaveLength(12);
    expect(large.sql).toHaveLength(small.sql.length);
    expect(large.sql.length).toBeLessThanOrEqual(4);
    expect(largeList.result.data.webhookEndpoints as unknown[]).toHaveLength(
      (smallList.result.data.webhookEndpoints as unknown[]).length + 11,
    );
    expect(largeList.sql).toHaveLength(smallList.sql.length);
  });
});
