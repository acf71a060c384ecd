import 'reflect-metadata';

import { MikroORM } from '@mikro-orm/postgresql';

import { createOrmConfig } from '../../../server/src/db/mikro-orm.config';
import { MailDispatcher, retryDelayMs } from '../../../server/src/mail/mail-dispatcher';
import { SmtpMailTransport } from '../../../server/src/mail/mail-transport';
import { freePort } from '../../helpers/server-process';
import { type SmtpSink, startSmtpSink } from '../../helpers/smtp-sink';
import { createTestDatabase, type TestDatabase } from '../../helpers/test-database';

import { collectingLogger, eventually, outboxRow, queueMail, sleep } from './outbox-kit';

let db: TestDatabase;
let orm: MikroORM;
const running: (MailDispatcher | SmtpSink)[] = [];

beforeAll(async () => {
  db = await createTestDatabase();
  orm = await MikroORM.init(createOrmConfig(db.url, { pool: { min: 0, max: 4 } }));
});
afterEach(async () => {
  for (const thing of running.splice(0).reverse()) await thing.stop();
});
afterAll(async () => {
  await orm.close(true);
  await db.drop();
});

function dispatcher(url: string, options: { pollMs?: number; maxAttempts?: number } = {}) {
  const logger = collectingLogger();
  const mail = new MailDispatcher(orm, new SmtpMailTransport(url), logger, {
    from: 'Talent Consultancy <no-reply@talent.test>',
    pollMs: options.pollMs ?? 50,
    maxAttempts: options.maxAttempts ?? 10,
  });
  running.push(mail);
  mail.start();
  return { mail, logger };
}

async function sink(delayMs?: number) {
  const started = await startSmtpSink({ delayMs });
  running.push(started);
  return started;
}

describe('the mail dispatcher', () => {
  it('sends a mail as soon as its flush commits, without waiting for the next poll', async () => {
    const smtp = await sink();
    dispatcher(smtp.url, { pollMs: 60_000 });
    await sleep(200); // the first tick has run and found nothing: the next poll is a minute away
    await queueMail(orm, { to: 'eve@example.com', subject: 'Woken by the flush', text: 'Fast.' });
    await smtp.waitFor((messages) => messages.some((m) => m.subject === 'Woken by the flush'), 3000);
  });

  it('finishes and records the delivery in flight when stopped', async () => {
    const smtp = await sink(1500);
    const { mail } = dispatcher(smtp.url);
    const [queued] = await queueMail(orm, { to: 'fay@example.com', subject: 'Slow server', text: 'Wait for me.' });
    await eventually(() => expect(smtp.inFlight).toBe(1));

    await mail.stop();
    expect(smtp.messages.map((m) => m.subject)).toEqual(['Slow server']);
    expect((await outboxRow(orm, queued.id)).sentAt).toBeInstanceOf(Date);
  });

  it('backs off exponentially and gives up after the maximum attempts, leaving the mail in the outbox', async () => {
    expect([1, 2, 3, 4, 9, 10, 30].map(retryDelayMs)).toEqual([1000, 2000, 4000, 8000, 256_000, 300_000, 300_000]);

    const { logger } = dispatcher(`smtp://127.0.0.1:${await freePort()}/?ignoreTLS=true`, { maxAttempts: 2 });
    const [queued] = await queueMail(orm, { to: 'gil@example.com', subject: 'Nobody listens', text: 'Lost?' });

    await eventually(async () => expect((await outboxRow(orm, queued.id)).attempts).toBe(2));
    await sleep(retryDelayMs(2) + 500);
    const row = await outboxRow(orm, queued.id);
    expect(row).toMatchObject({ attempts: 2, sentAt: null });
    expect(row.lastError).toMatch(/ECONNREFUSED/);
    expect(logger.lines).toContainEqual(
      expect.objectContaining({ level: 'error', message: expect.stringMatching(/Gave up/) }),
    );
    expect(JSON.stringify(logger.lines)).not.toContain('gil@example.com');
  }, 30_000);

  it('logs a tick that fails on the database and carries on when the database is fine again', async () => {
    const smtp = await sink();
    const { logger } = dispatcher(smtp.url);
    const connection = orm.em.getConnection();
    await connection.execute('alter table outbox_message rename to outbox_message_away');
    try {
      await eventually(() =>
        expect(logger.lines).toContainEqual(
          expect.objectContaining({ level: 'error', message: 'Mail dispatcher could not read the outbox' }),
        ),
      );
    } finally {
      await connection.execute('alter table outbox_message_away rename to outbox_message');
    }
    await queueMail(orm, { to: 'hal@example.com', subject: 'After the hiccup', text: 'Fine.' });
    await smtp.waitFor((messages) => messages.some((m) => m.subject === 'After the hiccup'));
  });
});
