import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import { MikroORM } from '@mikro-orm/postgresql';

import { PRIVACY_VERSION } from '../../../client/src/content/privacy';
import { createOrmConfig } from '../../../server/src/db/mikro-orm.config';
import { ContactMessage } from '../../../server/src/modules/contact/contact-message.entity';
import { FormRateLimits } from '../../../server/src/modules/public-forms/form-rate-limits';
import { RateLimitCounter } from '../../../server/src/modules/public-forms/rate-limit.entity';
import { type ServerProcess, sharedDatabaseEnv, spawnServer } from '../../helpers/server-process';
import { createTestDatabase, type TestDatabase } from '../../helpers/test-database';

import { freshEmail } from './public-form-fixtures';

// Runs the built server (dist/) twice on one database: `npm run build:server` first.
let db: TestDatabase;
let orm: MikroORM;
let dataDir: string;
let a: ServerProcess;
let b: ServerProcess;

beforeAll(async () => {
  db = await createTestDatabase();
  orm = await MikroORM.init(createOrmConfig(db.url, { pool: { min: 0, max: 2 } }));
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'talent-rate-limits-'));
  const env = (name: string) => ({
    ...sharedDatabaseEnv(db.url, path.join(dataDir, name)),
    FORM_RATE_LIMIT_PER_IP: '4',
    FORM_RATE_LIMIT_PER_EMAIL: '2',
    FORM_RATE_LIMIT_WINDOW_SECONDS: '3600',
    MAIL_POLL_MS: '3600000',
    // No purge of their own: it would race the test that calls it (5 s after a start).
    RETENTION_PURGE_INTERVAL_MINUTES: '0',
  });
  [a, b] = await Promise.all([spawnServer(env('a')), spawnServer(env('b'))]);
});
afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await orm.close(true);
  await db.drop();
  await rm(dataDir, { recursive: true, force: true });
});

async function contact(server: ServerProcess, email: string, path = '/api/contact') {
  const response = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Maria', email, mobile: '+351 912 345 678', privacyVersion: PRIVACY_VERSION }),
  });
  return { status: response.status, retryAfter: response.headers.get('retry-after'), body: await response.json() };
}

describe('the public forms’ rate limits, kept in PostgreSQL', () => {
  it('count one e-mail address across two app processes: the third form in the window is 429 naming email', async () => {
    const email = freshEmail('limited');
    expect((await contact(a, email)).status).toBe(201);
    expect((await contact(b, email)).status).toBe(201);
    const third = await contact(a, email);
    expect(third.status).toBe(429);
    expect(Number(third.retryAfter)).toBeGreaterThan(0);
    expect(third.body).toEqual({
      message: expect.stringMatching(
        /^Too many forms were sent with this e-mail address\. Please try again in \d+ minutes?\.$/,
      ),
      field: 'email',
    });
    expect(await orm.em.fork().count(ContactMessage, { email })).toBe(2);
  });

  it('count one client address across two app processes, whatever the e-mail', async () => {
    // The first test used 3 of this address's 4 contact forms (the refused one counts too).
    expect((await contact(b, freshEmail('other'))).status).toBe(201);
    const refused = await contact(a, freshEmail('another'));
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/^Too many forms were sent from your network\./);
    expect(Number(refused.retryAfter)).toBeGreaterThan(0);
  });

  it('keep each form’s counters apart: the join-us form still answers that address', async () => {
    const response = await fetch(`${b.url}/api/JoinUsPeople`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Asha', email: freshEmail('join'), phone: '+91 98765 43210', location: 'Chennai' }),
    });
    expect(response.status).toBe(201);
  });

  it('delete counters whose window has ended and keep the others', async () => {
    const em = orm.em.fork();
    em.create(RateLimitCounter, { key: 'form:contact:ip:expired-test', points: 3, expire: String(Date.now() - 1000) });
    await em.flush();
    const limits = new FormRateLimits(em.getKnex(), { perIp: 1, perEmail: 1, windowSeconds: 60 });
    const live = await em.fork().count(RateLimitCounter, { key: { $ne: 'form:contact:ip:expired-test' } });
    expect(await limits.removeExpired()).toBe(1);
    const keys = (await em.fork().find(RateLimitCounter, {})).map((row) => row.key);
    expect(keys).not.toContain('form:contact:ip:expired-test');
    expect(keys).toHaveLength(live);
  });
});
