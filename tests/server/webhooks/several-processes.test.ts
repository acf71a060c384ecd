import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import { MikroORM } from '@mikro-orm/postgresql';

import { createOrmConfig } from '../../../server/src/db/mikro-orm.config';
import { Role } from '../../../server/src/modules/users/role';
import { User } from '../../../server/src/modules/users/user.entity';
import { WebhookAttempt } from '../../../server/src/modules/webhooks/webhook-attempt.entity';
import { WebhookDelivery } from '../../../server/src/modules/webhooks/webhook-delivery.entity';
import { WebhookEndpoint } from '../../../server/src/modules/webhooks/webhook-endpoint.entity';
import { type ServerProcess, spawnServer } from '../../helpers/server-process';
import { createTestDatabase, type TestDatabase } from '../../helpers/test-database';
import { signatureIsValid, startWebhookReceiver, type WebhookReceiver } from '../../helpers/webhook-receiver';

import { eventually, sleep } from './webhook-fixtures';

// Runs the built server (dist/): `npm run build:server` first.
let db: TestDatabase;
let orm: MikroORM;
let receiver: WebhookReceiver;
let dataDir: string;
const processes: ServerProcess[] = [];

beforeAll(async () => {
  db = await createTestDatabase();
  orm = await MikroORM.init(createOrmConfig(db.url, { pool: { min: 0, max: 2 } }));
  // Each delivery takes a moment to answer, so neither process can drain the outbox alone.
  receiver = await startWebhookReceiver({ delayMs: 20 });
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'talent-webhook-processes-'));
});
afterAll(async () => {
  for (const child of processes) await child.stop();
  await orm.close(true);
  await receiver.stop();
  await db.drop();
  await rm(dataDir, { recursive: true, force: true });
});

describe('two server processes on one database', () => {
  it('deliver every event to the endpoint exactly once between them', async () => {
    const env = (name: string) => ({
      DATABASE_URL: db.url,
      DATA_DIR: path.join(dataDir, name),
      HOST: '127.0.0.1',
      JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
      ADMIN_EMAIL: 'root@example.com',
      ADMIN_PASSWORD: 'root-password-for-tests',
      LOG_LEVEL: 'error',
      WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true',
      WEBHOOK_POLL_MS: '50',
      // Forty contact messages from one address at once: the public forms' limits stay out of the way.
      FORM_RATE_LIMIT_PER_IP: '1000000',
      FORM_RATE_LIMIT_PER_EMAIL: '1000000',
      FORM_MIN_FILL_SECONDS: '0',
    });
    processes.push(await spawnServer(env('process-a')));
    processes.push(await spawnServer(env('process-b')));

    const secret = 'whsec_shared-by-the-test';
    const em = orm.em.fork();
    // Registered by the first Super Admin (made at first start): an endpoint lives with its creator's power.
    const creator = await em.findOneOrFail(User, { role: Role.SUPER_ADMIN });
    const endpoint = em.create(WebhookEndpoint, {
      url: receiver.url,
      events: ['contact.created'],
      secret,
      createdBy: creator,
    });
    await em.flush();

    // Forty changes, made through both processes at once.
    const names = Array.from({ length: 40 }, (_, i) => `Person ${i + 1}`);
    const answers = await Promise.all(
      names.map((name, i) =>
        fetch(`${processes[i % 2]!.url}/api/contact`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ name, email: `p${i + 1}@example.com`, mobile: '+1 555 0100' }),
        }).then((response) => response.status),
      ),
    );
    expect(answers.every((status) => status === 201)).toBe(true);

    await eventually(() => expect(receiver.received).toHaveLength(40), 60_000);
    await sleep(500); // ten more polls of each process: nothing else may arrive
    expect(receiver.received).toHaveLength(40);
    expect(new Set(receiver.received.map((w) => w.json.id)).size).toBe(40);
    expect(receiver.received.map((w) => w.json.data.name).sort()).toEqual([...names].sort());
    expect(receiver.received.every((w) => signatureIsValid(secret, w))).toBe(true);

    const deliveries = await orm.em.fork().find(WebhookDelivery, { endpoint: endpoint.id });
    expect(deliveries).toHaveLength(40);
    expect(deliveries.every((d) => d.deliveredAt instanceof Date && d.attempts === 1)).toBe(true);
    expect(await orm.em.fork().count(WebhookAttempt, { endpoint: endpoint.id })).toBe(40);

    for (const child of processes.splice(0)) expect(await child.stop()).toBe(0);
  }, 120_000);
});
