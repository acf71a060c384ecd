import 'reflect-metadata';

import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import { MikroORM } from '@mikro-orm/postgresql';

import { createOrmConfig } from '../../../server/src/db/mikro-orm.config';
import { OutboxMessage } from '../../../server/src/mail/outbox-message.entity';
import { type ServerProcess, sharedDatabaseEnv, spawnServer } from '../../helpers/server-process';
import { type SmtpSink, startSmtpSink } from '../../helpers/smtp-sink';
import { createTestDatabase, type TestDatabase } from '../../helpers/test-database';

import { countBySubject, queueMail, sleep } from './outbox-kit';

// Runs the built server (dist/): `npm run build:server` first.
let db: TestDatabase;
let orm: MikroORM;
let sink: SmtpSink;
let dataDir: string;
const processes: ServerProcess[] = [];

beforeAll(async () => {
  db = await createTestDatabase();
  orm = await MikroORM.init(createOrmConfig(db.url, { pool: { min: 0, max: 2 } }));
  // Each message takes a moment to accept, so neither process can drain the outbox alone.
  sink = await startSmtpSink({ delayMs: 20 });
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'talent-mail-processes-'));
});
afterAll(async () => {
  for (const child of processes) await child.stop();
  await orm.close(true);
  await sink.stop();
  await db.drop();
  await rm(dataDir, { recursive: true, force: true });
});

describe('two server processes on one database', () => {
  it('send every queued mail exactly once between them', async () => {
    const env = (name: string) => ({
      ...sharedDatabaseEnv(db.url, path.join(dataDir, name)),
      // `name` is the EHLO name: it tells the sink which process delivered a message.
      SMTP_URL: `${sink.url}&name=${name}`,
      MAIL_POLL_MS: '50',
    });
    processes.push(await spawnServer(env('process-a')));
    processes.push(await spawnServer(env('process-b')));

    const subjects = Array.from({ length: 40 }, (_, i) => `Outbox message ${i + 1}`);
    await queueMail(
      orm,
      ...subjects.map((subject, i) => ({ to: `person${i + 1}@example.com`, subject, text: `Body ${i + 1}` })),
    );

    await sink.waitFor((messages) => new Set(messages.map((m) => m.subject)).size === subjects.length, 30_000);
    await sleep(500); // ten more polls of each process: nothing else may arrive
    const counts = countBySubject(sink.messages.map((m) => m.subject));
    expect([...counts.keys()].sort()).toEqual([...subjects].sort());
    expect([...counts.entries()].filter(([, count]) => count !== 1)).toEqual([]);
    for (const message of sink.messages)
      expect(message.to).toEqual([`person${message.subject.split(' ').pop()}@example.com`]);
    // Both processes did part of the work.
    expect(new Set(sink.messages.map((m) => m.clientName))).toEqual(new Set(['process-a', 'process-b']));

    const rows = await orm.em.fork().find(OutboxMessage, {});
    expect(rows).toHaveLength(40);
    expect(rows.every((row) => row.sentAt instanceof Date && row.attempts === 1)).toBe(true);

    for (const child of processes.splice(0)) expect(await child.stop()).toBe(0);
  }, 90_000);
});
