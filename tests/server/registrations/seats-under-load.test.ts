import 'reflect-metadata';

import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import { MikroORM } from '@mikro-orm/postgresql';

import { createOrmConfig } from '../../../server/src/db/mikro-orm.config';
import { ServerKeys } from '../../../server/src/modules/auth/server-keys';
import { TokenSigner } from '../../../server/src/modules/auth/token';
import { Registration, RegistrationStatus } from '../../../server/src/modules/registrations/registration.entity';
import { type ServerProcess, spawnServer } from '../../helpers/server-process';
import { createTestDatabase, type TestDatabase } from '../../helpers/test-database';
import { postForm } from '../../helpers/uploads';
import { eventFields, PNG_IMAGE } from '../events/event-fixtures';

// Runs the built server (dist/): `npm run build:server` first.
const JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';
const ADMIN = { email: 'root@example.com', password: 'root-password-for-tests' };

let db: TestDatabase;
let orm: MikroORM;
let dataDir: string;
const processes: ServerProcess[] = [];

beforeAll(async () => {
  db = await createTestDatabase();
  orm = await MikroORM.init(createOrmConfig(db.url, { pool: { min: 0, max: 2 } }));
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'talent-seats-'));
  const env = (name: string) => ({
    DATABASE_URL: db.url,
    DATA_DIR: path.join(dataDir, name),
    STORAGE_DIR: path.join(dataDir, 'files'),
    HOST: '127.0.0.1',
    JWT_SECRET,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    LOG_LEVEL: 'error',
    // Mail is written to files in each process's data folder: the seats are what is tested here.
    MAIL_POLL_MS: '60000',
    // Hundreds of registrations from one address in a second: the public forms' limits stay out of the way.
    FORM_RATE_LIMIT_PER_IP: '1000000',
    FORM_RATE_LIMIT_PER_EMAIL: '1000000',
    FORM_MIN_FILL_SECONDS: '0',
  });
  processes.push(await spawnServer(env('process-a')));
  processes.push(await spawnServer(env('process-b')));
}, 120_000);
afterAll(async () => {
  for (const child of processes) await child.stop();
  await orm.close(true);
  await db.drop();
  await rm(dataDir, { recursive: true, force: true });
});

async function post(url: string, body: unknown): Promise<{ status: number; body: Record<string, string> }> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, string> };
}

const statuses = async (eventId: string) => {
  const rows = await orm.em.fork().find(Registration, { event: eventId });
  const count = (status: RegistrationStatus) => rows.filter((row) => row.status === status).length;
  return {
    confirmed: count(RegistrationStatus.CONFIRMED),
    waiting: count(RegistrationStatus.WAITING),
    cancelled: count(RegistrationStatus.CANCELLED),
  };
};

describe('seats under load, across two app processes on one database', () => {
  it('confirms exactly the capacity of 300 registrations sent at once, and promotions after cancellations keep it', async () => {
    const [a, b] = processes as [ServerProcess, ServerProcess];
    const login = await post(`${a.url}/api/user/login`, ADMIN);
    expect(login.status).toBe(200);
    const added = await postForm(`${a.url}/api/events/add`, eventFields({ capacity: '50' }), PNG_IMAGE, {
      authorization: `Bearer ${login.body.token}`,
    });
    expect(added.status).toBe(201);
    const eventId = (added.body as { id: string }).id;

    // 300 visitors at once, every other one through the other process.
    const answers = await Promise.all(
      Array.from({ length: 300 }, (_, i) =>
        post(`${(i % 2 ? b : a).url}/api/events/${eventId}/register`, {
          name: `Visitor ${i}`,
          email: `visitor-${i}@example.com`,
          phone: '+44 20 7946 0000',
        }),
      ),
    );
    expect(answers.every((answer) => answer.status === 201)).toBe(true);
    expect(answers.filter((answer) => answer.body.status === 'CONFIRMED')).toHaveLength(50);
    expect(answers.filter((answer) => answer.body.status === 'WAITING')).toHaveLength(250);
    expect(await statuses(eventId)).toEqual({ confirmed: 50, waiting: 250, cancelled: 0 });

    // 30 confirmed people cancel through their links while 20 more register, on both processes.
    const tokens = new TokenSigner(new ServerKeys(JWT_SECRET), '1h');
    const confirmedIds = answers
      .filter((answer) => answer.body.status === 'CONFIRMED')
      .map((answer) => answer.body.id!);
    const oldestWaiting = (
      await orm.em
        .fork()
        .find(
          Registration,
          { event: eventId, status: RegistrationStatus.WAITING },
          { orderBy: { createdAt: 'asc', id: 'asc' }, limit: 30 },
        )
    ).map((row) => row.id);
    const cancelling = confirmedIds.slice(0, 30).map((id, i) =>
      post(`${(i % 2 ? a : b).url}/graphql`, {
        query: 'mutation C($token: String!) { cancelRegistration(token: $token) { status } }',
        variables: { token: tokens.signValue('registration-cancel', id) },
      }),
    );
    const latecomers = Array.from({ length: 20 }, (_, i) =>
      post(`${(i % 2 ? b : a).url}/api/events/${eventId}/register`, {
        name: `Latecomer ${i}`,
        email: `latecomer-${i}@example.com`,
        phone: '+44 20 7946 0000',
      }),
    );
    const [cancelAnswers, lateAnswers] = await Promise.all([Promise.all(cancelling), Promise.all(latecomers)]);
    expect(cancelAnswers.map((answer) => answer.body)).toEqual(
      Array.from({ length: 30 }, () => ({ data: { cancelRegistration: { status: 'CANCELLED' } } })),
    );
    expect(lateAnswers.every((answer) => answer.status === 201)).toBe(true);

    expect(await statuses(eventId)).toEqual({ confirmed: 50, waiting: 240, cancelled: 30 });
    // Each freed seat went to whoever had waited longest; latecomers joined the end of the list.
    const confirmedNow = new Set(
      (await orm.em.fork().find(Registration, { event: eventId, status: RegistrationStatus.CONFIRMED })).map(
        (row) => row.id,
      ),
    );
    expect(oldestWaiting.filter((id) => confirmedNow.has(id))).toHaveLength(30);
    expect(lateAnswers.map((answer) => answer.body.status)).toEqual(Array.from({ length: 20 }, () => 'WAITING'));
  }, 120_000);
});
