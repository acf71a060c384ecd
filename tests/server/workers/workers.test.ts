import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

import { backoffMs, withJitter } from '../../../server/src/lib/backoff';
import { OutboxMessage } from '../../../server/src/mail/outbox-message.entity';
import { AuditAction } from '../../../server/src/modules/audit/audit-action';
import { AuditEntry } from '../../../server/src/modules/audit/audit-entry.entity';
import { ContactMessage } from '../../../server/src/modules/contact/contact-message.entity';
import { Role } from '../../../server/src/modules/users/role';
import { webhookRetryDelayMs } from '../../../server/src/modules/webhooks/webhook-dispatcher';
import { WebhookEndpoint } from '../../../server/src/modules/webhooks/webhook-endpoint.entity';
import { startWorkers } from '../../../server/src/workers';
import { startTestServer, type TestServer } from '../../helpers/test-server';
import { applicant, applyByForm, newJob } from '../applications/application-fixtures';
import { newEvent } from '../events/event-fixtures';
import { eventually } from '../mail/outbox-kit';

const SERVER_SRC = path.resolve(__dirname, '../../../server/src');

let t: TestServer;
let recruiter: string;
beforeAll(async () => {
  // This server's own workers never purge (testConfig): the purge below can only come from the second set.
  t = await startTestServer();
  recruiter = (await t.userWithRole(Role.INTERNAL_RECRUITER)).token;
});
afterAll(() => t.stop());

describe('the background work of a process (workers.ts)', () => {
  it('queues due event reminders and runs the retention purge by itself, as a second process would', async () => {
    // Both arranged after the test server's workers took their first look at the database.
    const event = await newEvent(t, recruiter, { name: 'Reminder due' });
    const guest = { name: 'Bo Ek', email: 'bo.ek@example.com', phone: '+44 20 7946 0000' };
    expect((await t.rest('POST', `/api/events/${event.id}/register`, { body: guest })).status).toBe(201);
    await t.orm.em.fork().execute(`update event set starts_at = now() + interval '10 hours' where id = ?`, [event.id]);
    const contact = await t.rest<{ contact: { id: string } }>('POST', '/api/contact', {
      body: { name: 'Old Message', email: 'old.message@example.com', mobile: '+351 912 345 678' },
    });
    const contactId = Object.values(contact.body).find((value) => typeof value === 'object')!.id;
    await t.orm.em
      .fork()
      .execute(`update contact_message set created_at = now() - interval '30 months' where id = ?`, [contactId]);

    const { config } = t.server.deps;
    const workers = startWorkers(t.orm, { ...t.server.deps, config: { ...config, retentionPurgeIntervalMinutes: 60 } });
    try {
      await eventually(async () => {
        const mails = await t.orm.em.fork().find(OutboxMessage, { to: guest.email });
        expect(mails.filter((mail) => mail.subject.startsWith('Reminder'))).toHaveLength(1);
      });
      await eventually(async () => {
        expect(await t.orm.em.fork().count(ContactMessage, { id: contactId })).toBe(0);
        expect(await t.orm.em.fork().count(AuditEntry, { action: AuditAction.RETENTION_PURGED })).toBe(1);
      });
    } finally {
      await workers.stop();
    }
  });
});

describe('rotated-out webhook secrets', () => {
  it('are forgotten by the workers once their overlap has ended', async () => {
    const em = t.orm.em.fork();
    const ended = em.create(WebhookEndpoint, {
      url: 'https://hooks.example.com/ended',
      events: ['job.published'],
      secret: 'whsec_new',
      previousSecret: 'whsec_old',
      previousSecretExpiresAt: new Date(Date.now() - 1000),
    });
    const overlapping = em.create(WebhookEndpoint, {
      url: 'https://hooks.example.com/overlapping',
      events: ['job.published'],
      secret: 'whsec_newer',
      previousSecret: 'whsec_older',
      previousSecretExpiresAt: new Date(Date.now() + 3_600_000),
    });
    await em.flush();

    const workers = startWorkers(t.orm, t.server.deps);
    try {
      await eventually(async () => {
        const rows = await t.orm.em
          .fork()
          .execute<{ id: string; previous_secret: string | null }[]>(
            `select "id", "previous_secret" from "webhook_endpoint" where "id" in (?, ?) order by "url"`,
            [ended.id, overlapping.id],
          );
        expect(rows).toEqual([
          { id: ended.id, previous_secret: null },
          { id: overlapping.id, previous_secret: 'whsec_older' },
        ]);
      });
    } finally {
      await workers.stop();
    }
  });
});

describe('resumes left to read from before the start', () => {
  const stateOf = async (applicationId: string) => {
    const [row] = await t.orm.em
      .fork()
      .execute<{ state: string }[]>('select state from application_resume_text where application_id = ?', [
        applicationId,
      ]);
    return row?.state;
  };

  it('are read a few seconds after the start, not during it', async () => {
    // This server's own workers read no resumes (testConfig): the application waits, as one
    // stored before a restart would.
    const jobId = await newJob(t, recruiter, 'Pipeline Engineer');
    const applied = await applyByForm(t, jobId, applicant());
    const applicationId = applied.body.id as string;
    expect(await stateOf(applicationId)).toBe('pending');

    const { config } = t.server.deps;
    const workers = startWorkers(t.orm, { ...t.server.deps, config: { ...config, resumeTextPollSeconds: 60 } });
    try {
      await sleep(1500);
      expect(await stateOf(applicationId)).toBe('pending');
      await eventually(async () => expect(await stateOf(applicationId)).toBe('extracted'), 20_000);
    } finally {
      await workers.stop();
    }
  });
});

/** Every TypeScript file under `dir`, as paths relative to server/src. */
function sources(dir = SERVER_SRC): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sources(full);
    return name.endsWith('.ts') ? [path.relative(SERVER_SRC, full)] : [];
  });
}

const filesContaining = (pattern: RegExp) =>
  sources().filter((file) => pattern.test(readFileSync(path.join(SERVER_SRC, file), 'utf8')));

describe('one mechanism for background work', () => {
  it('schedules nothing with setInterval: periodic work runs on PollingLoop', () => {
    expect(filesContaining(/\bsetInterval\(/)).toEqual([]);
  });

  it('starts polling loops only from workers.ts and the two outbox dispatchers it builds', () => {
    expect(filesContaining(/new PollingLoop\(/).sort()).toEqual([
      'mail/mail-dispatcher.ts',
      'modules/webhooks/webhook-dispatcher.ts',
      'workers.ts',
    ]);
  });

  it('builds services only in the two composition roots: a request and the workers', () => {
    expect(filesContaining(/\bcreateServices\(/).sort()).toEqual(['request-context.ts', 'services.ts', 'workers.ts']);
  });

  it('lets no service construct another: services.ts builds them, passing each its collaborators', () => {
    // db/seeders/first-start.ts runs before any request, on its own transaction.
    expect(filesContaining(/new [A-Z]\w*Service\(/).sort()).toEqual(['db/seeders/first-start.ts', 'services.ts']);
  });

  it('has one backoff formula (lib/backoff.ts)', () => {
    expect(filesContaining(/2 \*\* /)).toEqual(['lib/backoff.ts']);
  });
});

describe('backoffMs', () => {
  it('doubles from the base with each failure and stops at the cap', () => {
    expect([1, 2, 3, 4, 5, 40].map((failures) => backoffMs(failures, 1000, 5000))).toEqual([
      1000, 2000, 4000, 5000, 5000, 5000,
    ]);
    expect(backoffMs(0, 1000, 5000)).toBe(1000);
    expect(backoffMs(5000, 1000, 5000)).toBe(5000);
  });
});

describe('webhook retries with jitter', () => {
  it('waits between half and all of the backoff, never less than half', () => {
    expect(withJitter(1000, () => 0)).toBe(500);
    expect(withJitter(1000, () => 0.5)).toBe(750);
    expect(withJitter(1000, () => 0.999_999)).toBe(1000);
    // The fourth attempt after a 30 s base: 4 minutes, or anything from 2 to 4.
    expect(webhookRetryDelayMs(4, 30_000, () => 0)).toBe(120_000);
    expect(webhookRetryDelayMs(4, 30_000, () => 0.999_999)).toBe(240_000);
    expect(webhookRetryDelayMs(40, 30_000, () => 0)).toBe(30 * 60_000);
  });

  it('spreads the retries of many events that failed together', () => {
    // Different draws give different waits across the whole upper half.
    const draws = [0, 0.25, 0.5, 0.75];
    expect(draws.map((draw) => webhookRetryDelayMs(3, 1000, () => draw))).toEqual([2000, 2500, 3000, 3500]);
    // With real randomness every wait stays within that half.
    for (let index = 0; index < 200; index += 1) {
      const wait = webhookRetryDelayMs(3, 1000);
      expect(wait).toBeGreaterThanOrEqual(2000);
      expect(wait).toBeLessThanOrEqual(4000);
    }
  });
});
