import { OutboxMessage } from '../../../server/src/mail/outbox-message.entity';
import { Event } from '../../../server/src/modules/events/event.entity';
import { Registration, RegistrationStatus } from '../../../server/src/modules/registrations/registration.entity';
import {
  ALREADY_CANCELLED_MESSAGE,
  EVENT_FULL_MESSAGE,
  REGISTRATION_CLOSED_MESSAGE,
  WAITING_LIST_MESSAGE,
} from '../../../server/src/modules/registrations/registration.messages';
import { parseCalendar } from '../../helpers/calendar';
import { FORM_CONSENT } from '../../helpers/form-consent';
import { Role, startTestServer, type TestServer } from '../../helpers/test-server';
import { newEvent, REGISTER, registrationServices } from '../events/event-fixtures';

let t: TestServer;
let recruiter: string;
let user: string;

beforeAll(async () => {
  t = await startTestServer();
  recruiter = (await t.userWithRole(Role.INTERNAL_RECRUITER)).token;
  user = (await t.userWithRole(Role.USER)).token;
});
afterAll(() => t.stop());

let seq = 0;
function person(label = 'guest') {
  seq += 1;
  return { name: `Guest ${label} ${seq}`, email: `${label}-${seq}@example.com`, phone: '+44 20 7946 0000' };
}

const register = (eventId: string, body = person()) =>
  t.rest<{ message: string; id: string; status: string }>('POST', `/api/events/${eventId}/register`, { body });
const statusOf = async (id: string) => (await t.orm.em.fork().findOneOrFail(Registration, { id })).status;
const mailsTo = (to: string) =>
  t.orm.em.fork().find(OutboxMessage, { to }, { orderBy: { createdAt: 'asc', id: 'asc' } });
const STAFF_ACTIONS = `mutation Promote($id: ID!) { promoteRegistration(id: $id) { id status } }`;
const REMOVE = `mutation Remove($id: ID!) { removeRegistration(id: $id) { id status } }`;
const CHECK_IN = `mutation CheckIn($id: ID!, $in: Boolean!) { setRegistrationCheckIn(id: $id, checkedIn: $in) { id checkedInAt } }`;
const CANCEL = `mutation Cancel($token: String!) { cancelRegistration(token: $token) { status event { id name } } }`;
const LINK = `query Link($token: String!) { registrationLink(token: $token) { status event { id name } } }`;
const SEATS = `query Seats($id: ID!) { event(id: $id) { seatsLeft capacity registrationOpen } }`;

/** The cancel token from the link in a registration's confirmation (or waiting-list) mail. */
async function cancelToken(email: string): Promise<string> {
  const [first] = await mailsTo(email);
  const match = /\/cancel#(\S+)/.exec(first!.text);
  if (!match) throw new Error(`No cancel link in: ${first!.text}`);
  return match[1]!;
}

async function eventWithSeats(capacity: number, overrides: Record<string, string> = {}) {
  return newEvent(t, recruiter, { capacity: String(capacity), ...overrides });
}

describe('seats and the waiting list', () => {
  it('confirms registrations while seats are left, then puts people on the waiting list and tells them so', async () => {
    const event = await eventWithSeats(2);
    expect((await t.gql(SEATS, { id: event.id })).data).toEqual({
      event: { seatsLeft: 2, capacity: 2, registrationOpen: true },
    });
    const [a, b] = [person(), person()];
    expect((await register(event.id, a)).body).toMatchObject({
      status: 'CONFIRMED',
      message: 'Registration successful!',
    });
    expect((await register(event.id, b)).body).toMatchObject({ status: 'CONFIRMED' });
    const c = person();
    const waiting = await register(event.id, c);
    expect(waiting).toMatchObject({ status: 201, body: { status: 'WAITING', message: WAITING_LIST_MESSAGE } });
    expect((await t.gql(SEATS, { id: event.id })).data).toMatchObject({ event: { seatsLeft: 0 } });

    const [confirmation] = await mailsTo(a.email);
    expect(confirmation!.subject).toBe(`You are registered: ${event.name}`);
    expect(confirmation!.calendar?.method).toBe('REQUEST');
    const [waitingMail] = await mailsTo(c.email);
    expect(waitingMail!.subject).toBe(`You are on the waiting list: ${event.name}`);
    // No seat, so no calendar entry yet.
    expect(waitingMail!.calendar).toBeNull();
  });

  it('answers the waiting status through GraphQL too', async () => {
    const event = await eventWithSeats(1);
    await register(event.id);
    const answer = await t.gql<{ registerForEvent: { status: string; message: string } }>(REGISTER, {
      eventId: event.id,
      input: { ...FORM_CONSENT, ...person() },
    });
    expect(answer.data?.registerForEvent).toMatchObject({ message: WAITING_LIST_MESSAGE });
    const status = await t.gql(
      `mutation R($e: ID!, $i: RegistrationInput!) { registerForEvent(eventId: $e, input: $i) { status } }`,
      {
        e: event.id,
        i: { ...FORM_CONSENT, ...person() },
      },
    );
    expect(status.data).toEqual({ registerForEvent: { status: 'WAITING' } });
  });

  it('confirms everyone when the event has no capacity', async () => {
    const event = await newEvent(t, recruiter);
    for (let i = 0; i < 3; i += 1) expect((await register(event.id)).body.status).toBe('CONFIRMED');
    expect((await t.gql(SEATS, { id: event.id })).data).toMatchObject({ event: { seatsLeft: null, capacity: null } });
  });

  it('refuses registrations after the closing time and for past events (409), storing nothing', async () => {
    const closed = await newEvent(t, recruiter, { registrationClosesAt: '2020-01-01T09:00' });
    const past = await newEvent(t, recruiter, { date: '2020-01-01' });
    for (const event of [closed, past]) {
      const data = person();
      expect(await register(event.id, data)).toMatchObject({
        status: 409,
        body: { message: REGISTRATION_CLOSED_MESSAGE },
      });
      expect(await t.orm.em.fork().count(Registration, { emailKey: data.email })).toBe(0);
      expect(await mailsTo(data.email)).toHaveLength(0);
    }
    expect((await t.gql(SEATS, { id: closed.id })).data).toMatchObject({ event: { registrationOpen: false } });
  });

  it('refuses a closing time after the start, naming the field', async () => {
    await expect(
      newEvent(t, recruiter, { date: '2031-05-20', time: '10:00', registrationClosesAt: '2031-05-21T10:00' }),
    ).rejects.toThrow(/registrationClosesAt/);
  });
});

describe('cancelling through the personal link', () => {
  it('frees the seat, promotes the first person waiting, and mails both with calendar files', async () => {
    const event = await eventWithSeats(1);
    const [holder, first, second] = [person('holder'), person('first'), person('second')];
    const held = await register(event.id, holder);
    const waitingFirst = await register(event.id, first);
    await register(event.id, second);
    const token = await cancelToken(holder.email);

    expect((await t.gql(LINK, { token })).data).toEqual({
      registrationLink: { status: 'CONFIRMED', event: { id: event.id, name: event.name } },
    });
    expect((await t.gql(CANCEL, { token })).data).toEqual({
      cancelRegistration: { status: 'CANCELLED', event: { id: event.id, name: event.name } },
    });
    expect(await statusOf(held.body.id)).toBe(RegistrationStatus.CANCELLED);
    expect(await statusOf(waitingFirst.body.id)).toBe(RegistrationStatus.CONFIRMED);
    expect((await t.gql(SEATS, { id: event.id })).data).toMatchObject({ event: { seatsLeft: 0 } });

    const cancelMail = (await mailsTo(holder.email)).at(-1)!;
    expect(cancelMail.subject).toBe(`Registration cancelled: ${event.name}`);
    const cancelled = parseCalendar(cancelMail.calendar!.content);
    const confirmed = parseCalendar((await mailsTo(holder.email))[0]!.calendar!.content);
    expect(cancelled).toMatchObject({ method: 'CANCEL', status: 'CANCELLED', uid: confirmed.uid });
    expect(cancelled.sequence).toBeGreaterThan(confirmed.sequence);

    const promotedMail = (await mailsTo(first.email)).at(-1)!;
    expect(promotedMail.subject).toBe(`A seat is yours: ${event.name}`);
    expect(parseCalendar(promotedMail.calendar!.content).method).toBe('REQUEST');
  });

  it('does nothing when the link is used again: CONFLICT, no second mail, no second promotion', async () => {
    const event = await eventWithSeats(1);
    const holder = person();
    await register(event.id, holder);
    const [w1, w2] = [person(), person()];
    const first = await register(event.id, w1);
    const second = await register(event.id, w2);
    const token = await cancelToken(holder.email);
    expect((await t.gql(CANCEL, { token })).errors).toBeUndefined();
    const mailsAfterFirst = (await mailsTo(holder.email)).length;
    const again = await t.gql(CANCEL, { token });
    expect(again.errors?.[0]).toMatchObject({ message: ALREADY_CANCELLED_MESSAGE, extensions: { code: 'CONFLICT' } });
    expect(await mailsTo(holder.email)).toHaveLength(mailsAfterFirst);
    expect(await statusOf(first.body.id)).toBe(RegistrationStatus.CONFIRMED);
    expect(await statusOf(second.body.id)).toBe(RegistrationStatus.WAITING);
  });

  it('does nothing for a tampered or made-up link: NOT_FOUND and no change', async () => {
    const event = await eventWithSeats(5);
    const victim = person();
    const victimRegistration = await register(event.id, victim);
    const other = person();
    await register(event.id, other);
    const token = await cancelToken(other.email);
    const [, signature] = token.split('.');
    const tampered = [
      `${victimRegistration.body.id}.${signature}`, // someone else's id under another's signature
      `${token.slice(0, -2)}xx`, // an altered signature
      victimRegistration.body.id, // no signature at all
      'not-a-token',
    ];
    for (const bad of tampered) {
      expect((await t.gql(CANCEL, { token: bad })).errors?.[0].extensions?.code).toBe('NOT_FOUND');
      expect((await t.gql(LINK, { token: bad })).errors?.[0].extensions?.code).toBe('NOT_FOUND');
    }
    expect(await statusOf(victimRegistration.body.id)).toBe(RegistrationStatus.CONFIRMED);
    expect(await mailsTo(victim.email)).toHaveLength(1);
  });

  it('lets someone who cancelled register again', async () => {
    const event = await eventWithSeats(3);
    const data = person();
    await register(event.id, data);
    await t.gql(CANCEL, { token: await cancelToken(data.email) });
    expect((await register(event.id, data)).body.status).toBe('CONFIRMED');
  });
});

describe('staff actions on registrations', () => {
  it('remove a confirmed person (mailed), and the first person waiting is promoted', async () => {
    const event = await eventWithSeats(1);
    const holder = person();
    const held = await register(event.id, holder);
    const waiting = await register(event.id);
    const answer = await t.gql(REMOVE, { id: held.body.id }, recruiter);
    expect(answer.data).toEqual({ removeRegistration: { id: held.body.id, status: 'CANCELLED' } });
    expect(await statusOf(waiting.body.id)).toBe(RegistrationStatus.CONFIRMED);
    expect((await mailsTo(holder.email)).at(-1)!.calendar?.method).toBe('CANCEL');
    expect((await t.gql(REMOVE, { id: held.body.id }, recruiter)).errors?.[0].extensions?.code).toBe('CONFLICT');
  });

  it('promote someone waiting only while a seat is free (capacity enforced)', async () => {
    const event = await eventWithSeats(1);
    await register(event.id);
    const waiting = await register(event.id);
    const full = await t.gql(STAFF_ACTIONS, { id: waiting.body.id }, recruiter);
    expect(full.errors?.[0]).toMatchObject({ message: EVENT_FULL_MESSAGE, extensions: { code: 'CONFLICT' } });
    expect(await statusOf(waiting.body.id)).toBe(RegistrationStatus.WAITING);

    // A seat that is free while someone still waits (staff lowered and raised nothing: set up directly).
    const em = t.orm.em.fork();
    const row = await em.findOneOrFail(Event, { id: event.id });
    row.capacity = 3;
    await em.flush();
    const outOfTurn = await register(event.id, person());
    expect(outOfTurn.body.status).toBe('CONFIRMED');
    const stillWaiting = await em.findOneOrFail(Registration, { id: waiting.body.id });
    expect(stillWaiting.status).toBe(RegistrationStatus.WAITING);
    const promoted = await t.gql(STAFF_ACTIONS, { id: waiting.body.id }, recruiter);
    expect(promoted.data).toEqual({ promoteRegistration: { id: waiting.body.id, status: 'CONFIRMED' } });
    expect((await t.gql(STAFF_ACTIONS, { id: waiting.body.id }, recruiter)).errors?.[0].extensions?.code).toBe(
      'CONFLICT',
    );
  });

  it('promote the waiting list automatically when staff raise the capacity', async () => {
    const event = await eventWithSeats(1);
    await register(event.id);
    const [w1, w2, w3] = [await register(event.id), await register(event.id), await register(event.id)];
    const raised = await t.gql(
      `mutation U($id: ID!, $input: EventUpdateInput!) { updateEvent(id: $id, input: $input) { id capacity } }`,
      { id: event.id, input: { capacity: 3 } },
      recruiter,
    );
    expect(raised.errors).toBeUndefined();
    expect([await statusOf(w1.body.id), await statusOf(w2.body.id), await statusOf(w3.body.id)]).toEqual([
      'CONFIRMED',
      'CONFIRMED',
      'WAITING',
    ]);
  });

  it('check in confirmed people only, and can take it back', async () => {
    const event = await eventWithSeats(1);
    const confirmed = await register(event.id);
    const waiting = await register(event.id);
    const checked = await t.gql<{ setRegistrationCheckIn: { checkedInAt: string | null } }>(
      CHECK_IN,
      { id: confirmed.body.id, in: true },
      recruiter,
    );
    expect(checked.data?.setRegistrationCheckIn.checkedInAt).toEqual(expect.any(String));
    const undone = await t.gql(CHECK_IN, { id: confirmed.body.id, in: false }, recruiter);
    expect(undone.data).toEqual({ setRegistrationCheckIn: { id: confirmed.body.id, checkedInAt: null } });
    expect((await t.gql(CHECK_IN, { id: waiting.body.id, in: true }, recruiter)).errors?.[0].extensions?.code).toBe(
      'CONFLICT',
    );
  });

  it('are denied to anonymous callers and to USER, changing nothing', async () => {
    const event = await eventWithSeats(1);
    const confirmed = await register(event.id);
    const waiting = await register(event.id);
    for (const [query, variables] of [
      [STAFF_ACTIONS, { id: waiting.body.id }],
      [REMOVE, { id: confirmed.body.id }],
      [CHECK_IN, { id: confirmed.body.id, in: true }],
    ] as const) {
      expect((await t.gql(query, variables)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
      expect((await t.gql(query, variables, user)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    }
    expect(await statusOf(confirmed.body.id)).toBe(RegistrationStatus.CONFIRMED);
    expect(await statusOf(waiting.body.id)).toBe(RegistrationStatus.WAITING);
  });

  it('list an event’s registrations by status, with counts', async () => {
    const event = await eventWithSeats(1);
    await register(event.id);
    await register(event.id);
    const third = await register(event.id);
    await t.gql(REMOVE, { id: third.body.id }, recruiter);
    const answer = await t.gql<{
      waiting: { status: string }[];
      event: { registrationCounts: Record<string, number>; registrationCount: number };
    }>(
      `query L($id: ID!) {
        waiting: eventRegistrations(eventId: $id, status: WAITING) { status }
        event(id: $id) { registrationCount registrationCounts { confirmed waiting cancelled checkedIn } }
      }`,
      { id: event.id },
      recruiter,
    );
    expect(answer.data?.waiting).toEqual([{ status: 'WAITING' }]);
    expect(answer.data?.event).toEqual({
      registrationCount: 2,
      registrationCounts: { confirmed: 1, waiting: 1, cancelled: 1, checkedIn: 0 },
    });
  });
});

describe('reminders', () => {
  it('are queued once per confirmed registration when the event comes within EVENT_REMINDER_HOURS', async () => {
    const event = await eventWithSeats(1);
    const confirmed = person();
    await register(event.id, confirmed);
    const waiting = person();
    await register(event.id, waiting);
    // Time passes: the event now starts in 10 hours (the reminder window is 24).
    const em = t.orm.em.fork();
    await em
      .getConnection()
      .execute(`update event set starts_at = now() + interval '10 hours' where id = ?`, [event.id]);

    const runs = await Promise.all(
      Array.from({ length: 4 }, () =>
        registrationServices(t, t.orm.em.fork()).registrationReminders.queueDueReminders(),
      ),
    );
    expect(runs.reduce((sum, count) => sum + count, 0)).toBeGreaterThanOrEqual(1);
    await registrationServices(t, t.orm.em.fork()).registrationReminders.queueDueReminders();

    const reminders = (await mailsTo(confirmed.email)).filter((mail) => mail.subject.startsWith('Reminder'));
    expect(reminders).toHaveLength(1);
    expect(reminders[0]!.calendar?.method).toBe('REQUEST');
    expect((await mailsTo(waiting.email)).filter((mail) => mail.subject.startsWith('Reminder'))).toHaveLength(0);
  });
});
