import { simpleParser } from 'mailparser';

import { OutboxMessage } from '../../../server/src/mail/outbox-message.entity';
import { parseCalendar } from '../../helpers/calendar';
import { type SmtpSink, startSmtpSink } from '../../helpers/smtp-sink';
import { Role, startTestServer, type TestServer } from '../../helpers/test-server';
import { newEvent } from '../events/event-fixtures';

let t: TestServer;
let sink: SmtpSink;
let recruiter: string;

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await startTestServer({
    SMTP_URL: sink.url,
    MAIL_POLL_MS: '50',
    MAIL_FROM: 'Events Team <events@careers.example.com>',
    PUBLIC_URL: 'https://careers.example.com',
  });
  recruiter = (await t.userWithRole(Role.INTERNAL_RECRUITER)).token;
});
afterAll(async () => {
  await t.stop();
  await sink.stop();
});

let seq = 0;
function person() {
  seq += 1;
  return { name: `Ada ${seq}`, email: `ada-${seq}@example.com`, phone: '+44 20 7946 0000' };
}
const register = (eventId: string, body = person()) =>
  t.rest<{ id: string; status: string }>('POST', `/api/events/${eventId}/register`, { body });
const mailsTo = (to: string) =>
  t.orm.em.fork().find(OutboxMessage, { to }, { orderBy: { createdAt: 'asc', id: 'asc' } });
const UPDATE = `mutation U($id: ID!, $input: EventUpdateInput!) { updateEvent(id: $id, input: $input) { id } }`;

describe('the confirmation e-mail', () => {
  it('arrives over SMTP with an .ics attached that a calendar parser reads back: start and end in the event’s zone, organizer, place, a UID per registration', async () => {
    const event = await newEvent(t, recruiter, {
      date: '2031-07-01',
      time: '18:30',
      timeZone: 'Europe/London',
      durationMinutes: '90',
      venue: 'Town Hall, 1 Main Street, Leeds',
    });
    const data = person();
    const first = await register(event.id, data);
    const otherData = person();
    const other = await register(event.id, otherData);

    const [delivered] = (await sink.waitFor((messages) => messages.some((m) => m.to.includes(data.email)))).filter(
      (m) => m.to.includes(data.email),
    );
    const parsed = await simpleParser(delivered!.raw);
    expect(parsed.text).toContain('Tuesday 1 July 2031 at 6:30 PM London time');
    expect(parsed.text).toContain(`https://careers.example.com/events/${event.id}/cancel#`);
    const [attachment] = parsed.attachments;
    expect(attachment).toMatchObject({ filename: 'event.ics' });
    expect(attachment!.contentType).toBe('text/calendar');

    const calendar = parseCalendar(attachment!.content.toString('utf8'));
    expect(calendar).toMatchObject({
      method: 'REQUEST',
      summary: event.name,
      sequence: 0,
      status: 'CONFIRMED',
      location: 'Town Hall, 1 Main Street, Leeds',
      url: `https://careers.example.com/events/${event.id}`,
      organizer: expect.stringMatching(/^mailto:events@careers\.example\.com$/i),
      uid: `registration-${first.body.id}@careers.example.com`,
    });
    // 18:30 British Summer Time is 17:30 UTC; 90 minutes later it ends.
    expect(calendar.start.toISOString()).toBe('2031-07-01T17:30:00.000Z');
    expect(calendar.end.toISOString()).toBe('2031-07-01T19:00:00.000Z');

    const [otherMail] = await mailsTo(otherData.email);
    expect(parseCalendar(otherMail!.calendar!.content).uid).toBe(`registration-${other.body.id}@careers.example.com`);
  });
});

describe('staff changing or deleting an event', () => {
  it('mails everyone registered an updated .ics (same UID, higher SEQUENCE) when the time or place changes', async () => {
    const event = await newEvent(t, recruiter, { capacity: '1' });
    const [seated, waiting] = [person(), person()];
    await register(event.id, seated);
    await register(event.id, waiting);
    const answer = await t.gql(UPDATE, { id: event.id, input: { time: '19:00', venue: 'Room 2' } }, recruiter);
    expect(answer.errors).toBeUndefined();

    const [confirmation, update] = await mailsTo(seated.email);
    expect(update!.subject).toBe(`Event updated: ${event.name}`);
    expect(update!.text).toContain('at 7:00 PM UTC');
    const before = parseCalendar(confirmation!.calendar!.content);
    const after = parseCalendar(update!.calendar!.content);
    expect(after).toMatchObject({ uid: before.uid, method: 'REQUEST', location: 'Room 2' });
    expect(after.sequence).toBe(before.sequence + 1);
    expect(after.start.toISOString()).toBe('2031-05-20T19:00:00.000Z');

    const waitingMails = await mailsTo(waiting.email);
    expect(waitingMails.map((mail) => mail.subject)).toEqual([
      `You are on the waiting list: ${event.name}`,
      `Event updated: ${event.name}`,
    ]);
    expect(waitingMails[1]!.text).toContain('You are still on the waiting list.');
    expect(waitingMails[1]!.calendar).toBeNull();
  });

  it('sends nothing when only the description changes', async () => {
    const event = await newEvent(t, recruiter);
    const data = person();
    await register(event.id, data);
    expect(
      (await t.gql(UPDATE, { id: event.id, input: { description: 'New agenda.' } }, recruiter)).errors,
    ).toBeUndefined();
    expect(await mailsTo(data.email)).toHaveLength(1);
  });

  it('mails a cancelling .ics (METHOD:CANCEL, STATUS:CANCELLED) to everyone registered when an upcoming event is deleted', async () => {
    const event = await newEvent(t, recruiter);
    const data = person();
    const registration = await register(event.id, data);
    expect((await t.rest('DELETE', `/api/events/delete/${event.id}`, { token: recruiter })).status).toBe(200);
    const mails = await mailsTo(data.email);
    expect(mails.map((mail) => mail.subject)).toEqual([
      `You are registered: ${event.name}`,
      `Event cancelled: ${event.name}`,
    ]);
    const cancel = parseCalendar(mails[1]!.calendar!.content);
    expect(cancel).toMatchObject({
      method: 'CANCEL',
      status: 'CANCELLED',
      uid: `registration-${registration.body.id}@careers.example.com`,
      sequence: 1,
    });
  });
});

describe('GET /api/events/{id}/calendar.ics', () => {
  it('answers the event as a calendar file for anyone, and 404 for a missing event', async () => {
    const event = await newEvent(t, recruiter, { onlineUrl: 'https://meet.example.com/fair' });
    const answer = await fetch(`${t.url}/api/events/${event.id}/calendar.ics`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(answer.headers.get('content-disposition')).toContain('event.ics');
    expect(parseCalendar(await answer.text())).toMatchObject({
      method: 'PUBLISH',
      uid: `event-${event.id}@careers.example.com`,
      url: 'https://meet.example.com/fair',
      location: 'https://meet.example.com/fair',
    });
    expect((await fetch(`${t.url}/api/events/00000000-0000-4000-8000-000000000000/calendar.ics`)).status).toBe(404);
  });
});
