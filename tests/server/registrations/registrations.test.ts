import { LockMode } from '@mikro-orm/core';

import { OutboxMessage } from '../../../server/src/mail/outbox-message.entity';
import { Event } from '../../../server/src/modules/events/event.entity';
import { Registration } from '../../../server/src/modules/registrations/registration.entity';
import { DUPLICATE_REGISTRATION_MESSAGE } from '../../../server/src/modules/registrations/registration.messages';
import { FORM_CONSENT } from '../../helpers/form-consent';
import { type RestAnswer, Role, startTestServer, type TestServer } from '../../helpers/test-server';
import { type EventView, newEvent, REGISTER, REGISTRATIONS, waitForLockWaiters } from '../events/event-fixtures';

const SUCCESS_MESSAGE = 'Registration successful!';
const MISSING_EVENT = '00000000-0000-4000-8000-000000000000';

let t: TestServer;
let recruiter: string;
let user: string;
let event: EventView;

beforeAll(async () => {
  t = await startTestServer();
  recruiter = (await t.userWithRole(Role.INTERNAL_RECRUITER)).token;
  user = (await t.userWithRole(Role.USER)).token;
  event = await newEvent(t, recruiter, { name: 'Leadership Workshop', date: '2031-06-12', time: '10:00' });
});
afterAll(() => t.stop());

let seq = 0;
function registrant(overrides: Record<string, string> = {}): Record<string, string> {
  seq += 1;
  return {
    name: 'Priya Sharma',
    email: `priya-${seq}-${Date.now()}@example.com`,
    phone: '+91 98765 43210',
    ...overrides,
  };
}

const registerByRest = (eventId: string, body: unknown) => t.rest('POST', `/api/events/${eventId}/register`, { body });
const registerByGraphQL = (eventId: string, input: Record<string, string>) =>
  t.gql<{ registerForEvent: { id: string; message: string } }>(REGISTER, {
    eventId,
    input: { ...FORM_CONSENT, ...input },
  });
const rows = (where: Record<string, unknown>) => t.orm.em.fork().count(Registration, where);
const mails = (to: string) => t.orm.em.fork().find(OutboxMessage, { to });

/** Registration fields each rule refuses, with the field the answer must name. */
const BAD_FIELDS: [label: string, field: string, change: Record<string, string>][] = [
  ['a blank name', 'name', { name: '  ' }],
  ['a name over 200 characters', 'name', { name: 'x'.repeat(201) }],
  ['a blank e-mail', 'email', { email: '' }],
  ['a malformed e-mail', 'email', { email: 'priya-at-example.com' }],
  [
    'an e-mail over 254 characters',
    'email',
    { email: `${'x'.repeat(64)}@${['c', 'd', 'e', 'f'].map((c) => c.repeat(60)).join('.')}.com` },
  ],
  ['a blank phone', 'phone', { phone: ' ' }],
  ['a phone over 40 characters', 'phone', { phone: '1'.repeat(41) }],
];

describe('POST /api/events/{id}/register', () => {
  it('registers the visitor (201 with the spec message), queues a confirmation e-mail, and shows them to staff', async () => {
    const data = registrant();
    const answer = await registerByRest(event.id, data);
    expect(answer).toMatchObject({ status: 201, body: { message: SUCCESS_MESSAGE, id: expect.any(String) } });
    const [mail] = await mails(data.email);
    expect(mail.subject).toContain('Leadership Workshop');
    expect(mail.text).toContain('Priya Sharma');
    expect(mail.text).toContain('Thursday 12 June 2031 at 10:00 AM');
    expect(mail.text).toContain('10:00');
    const list = await t.rest<unknown[]>('GET', `/api/events/${event.id}/registrations`, { token: recruiter });
    expect(list.status).toBe(200);
    expect(list.body).toContainEqual({
      ...data,
      id: (answer.body as { id: string }).id,
      createdAt: expect.any(String),
    });
  });

  it.each(BAD_FIELDS)('refuses %s, naming %s, storing nothing and sending no mail', async (_label, field, change) => {
    const data = registrant(change);
    expect(await registerByRest(event.id, data)).toMatchObject({ status: 400, body: { field } });
    expect(await rows({ name: data.name, phone: data.phone, event: event.id, email: data.email })).toBe(0);
    expect(await mails(data.email)).toHaveLength(0);
  });

  it.each(['name', 'email', 'phone'])('refuses a body without %s, naming it', async (field) => {
    const data = registrant();
    delete data[field];
    expect(await registerByRest(event.id, data)).toMatchObject({ status: 400, body: { field } });
  });

  it('refuses a value of the wrong JSON type and a body that is not an object', async () => {
    expect(await registerByRest(event.id, { ...registrant(), phone: 5550100 })).toMatchObject({
      status: 400,
      body: { field: 'phone' },
    });
    expect((await registerByRest(event.id, ['not', 'an', 'object'])).status).toBe(400);
    expect((await t.rest('POST', `/api/events/${event.id}/register`, { raw: '{"name": ' })).status).toBe(400);
  });

  it('refuses the same e-mail twice for one event, whatever its case, with 409 and a clear message', async () => {
    const data = registrant();
    expect((await registerByRest(event.id, data)).status).toBe(201);
    const again = await registerByRest(event.id, { ...data, email: `  ${data.email.toUpperCase()} ` });
    expect(again).toMatchObject({ status: 409, body: { message: DUPLICATE_REGISTRATION_MESSAGE, field: 'email' } });
    expect(await mails(data.email)).toHaveLength(1);
  });

  it('keeps exactly one registration and one e-mail when the same registration arrives five times at once', async () => {
    const data = registrant();
    const answers = await Promise.all(Array.from({ length: 5 }, () => registerByRest(event.id, data)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409, 409, 409]);
    expect(await rows({ event: event.id, emailKey: data.email })).toBe(1);
    expect(await mails(data.email)).toHaveLength(1);
  });

  it('lets the same e-mail register for another event', async () => {
    const data = registrant();
    const other = await newEvent(t, recruiter);
    expect((await registerByRest(event.id, data)).status).toBe(201);
    expect((await registerByRest(other.id, data)).status).toBe(201);
  });

  it('answers 404 for a missing or malformed event, storing nothing', async () => {
    const data = registrant();
    expect((await registerByRest(MISSING_EVENT, data)).status).toBe(404);
    expect((await registerByRest('not-a-uuid', data)).status).toBe(404);
    expect(await rows({ email: data.email })).toBe(0);
    expect(await mails(data.email)).toHaveLength(0);
  });
});

describe('a registration racing the deletion of its event', () => {
  it('waits for the deleting transaction, then answers NOT_FOUND (not a server error) and queues no e-mail', async () => {
    const doomed = await newEvent(t, recruiter);
    const data = registrant();
    const em = t.orm.em.fork();
    let registering: Promise<RestAnswer> | undefined;
    await em.transactional(async (tx) => {
      // Staff hold the event's row lock (as a delete does) while the registration arrives.
      const event = await tx.findOneOrFail(Event, { id: doomed.id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      registering = registerByRest(doomed.id, data);
      await waitForLockWaiters(tx, 1);
      tx.remove(event);
    });
    expect((await registering!).status).toBe(404);
    expect(await rows({ email: data.email })).toBe(0);
    expect(await mails(data.email)).toHaveLength(0);
  });
});

describe('registerForEvent (GraphQL)', () => {
  it('registers the visitor anonymously and queues the confirmation', async () => {
    const data = registrant();
    const answer = await registerByGraphQL(event.id, data);
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.registerForEvent).toEqual({ id: expect.any(String), message: SUCCESS_MESSAGE });
    expect(await mails(data.email)).toHaveLength(1);
  });

  it.each(BAD_FIELDS)('refuses %s, naming %s', async (_label, field, change) => {
    const data = registrant(change);
    expect((await registerByGraphQL(event.id, data)).errors?.[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field,
    });
    expect(await mails(data.email)).toHaveLength(0);
  });

  it('answers CONFLICT for a second registration with the same e-mail', async () => {
    const data = registrant();
    await registerByGraphQL(event.id, data);
    const again = await registerByGraphQL(event.id, { ...data, email: data.email.toUpperCase() });
    expect(again.errors?.[0]).toMatchObject({
      message: DUPLICATE_REGISTRATION_MESSAGE,
      extensions: { code: 'CONFLICT' },
    });
  });

  it('answers NOT_FOUND for a missing or malformed event', async () => {
    expect((await registerByGraphQL(MISSING_EVENT, registrant())).errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect((await registerByGraphQL('nope', registrant())).errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });
});

describe("an event's registrations", () => {
  let listed: EventView;
  const people = [registrant({ name: 'First' }), registrant({ name: 'Second' })];

  beforeAll(async () => {
    listed = await newEvent(t, recruiter);
    for (const person of people) expect((await registerByRest(listed.id, person)).status).toBe(201);
  });

  it('are listed for INTERNAL_RECRUITER as a plain array, newest first (REST)', async () => {
    const answer = await t.rest<Record<string, string>[]>('GET', `/api/events/${listed.id}/registrations`, {
      token: recruiter,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.map(({ name, email, phone }) => ({ name, email, phone }))).toEqual([...people].reverse());
    expect(Object.keys(answer.body[0]).sort()).toEqual(['createdAt', 'email', 'id', 'name', 'phone']);
  });

  it('are listed for INTERNAL_RECRUITER through GraphQL', async () => {
    const answer = await t.gql<{ eventRegistrations: Record<string, string>[] }>(
      REGISTRATIONS,
      { eventId: listed.id },
      recruiter,
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.eventRegistrations.map((r) => r.name)).toEqual(['Second', 'First']);
  });

  it('answer an empty list for an event nobody registered for, and 404 for a missing or malformed event', async () => {
    const empty = await newEvent(t, recruiter);
    expect(await t.rest('GET', `/api/events/${empty.id}/registrations`, { token: recruiter })).toMatchObject({
      status: 200,
      body: [],
    });
    expect((await t.rest('GET', `/api/events/${MISSING_EVENT}/registrations`, { token: recruiter })).status).toBe(404);
    expect((await t.rest('GET', '/api/events/nope/registrations', { token: recruiter })).status).toBe(404);
    expect((await t.gql(REGISTRATIONS, { eventId: 'nope' }, recruiter)).errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });

  it('are denied to anonymous callers (401 / UNAUTHENTICATED) and to USER (403 / FORBIDDEN)', async () => {
    expect((await t.rest('GET', `/api/events/${listed.id}/registrations`)).status).toBe(401);
    expect((await t.rest('GET', `/api/events/${listed.id}/registrations`, { token: user })).status).toBe(403);
    expect((await t.gql(REGISTRATIONS, { eventId: listed.id })).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect((await t.gql(REGISTRATIONS, { eventId: listed.id }, user)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });
});
