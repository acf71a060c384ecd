import { MikroORM } from '@mikro-orm/postgresql';
import sharp from 'sharp';

import { createOrmConfig } from '../../../server/src/db/mikro-orm.config';
import { Event } from '../../../server/src/modules/events/event.entity';
import { pngBytes } from '../../helpers/files';
import { Role, startTestServer, type TestServer } from '../../helpers/test-server';

import { EVENT, EVENTS, type EventView, JPEG_IMAGE, newEvent, registrationServices } from './event-fixtures';

let t: TestServer;
let recruiter: string;
let user: string;

beforeAll(async () => {
  t = await startTestServer();
  recruiter = (await t.userWithRole(Role.INTERNAL_RECRUITER)).token;
  user = (await t.userWithRole(Role.USER)).token;
});
afterAll(() => t.stop());

/** YYYY-MM-DD, `days` from today (UTC, as the database counts). */
function day(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

async function register(eventId: string, n: number): Promise<void> {
  for (let i = 0; i < n; i += 1) {
    const answer = await t.rest('POST', `/api/events/${eventId}/register`, {
      body: { name: `Guest ${i}`, email: `guest-${i}-${eventId}@example.com`, phone: '+1 555 0100' },
    });
    expect(answer.status).toBe(201);
  }
}

describe('listing events', () => {
  it('answers a plain public array: upcoming events soonest first (by date, then time), then past ones latest first', async () => {
    const names = ['Past, older', 'Past, recent', 'Next month', 'Next week, evening', 'Next week, morning', 'Today'];
    const [older, recent, month, evening, morning, today] = [
      await newEvent(t, recruiter, { name: names[0], date: day(-30) }),
      await newEvent(t, recruiter, { name: names[1], date: day(-2) }),
      await newEvent(t, recruiter, { name: names[2], date: day(30) }),
      await newEvent(t, recruiter, { name: names[3], date: day(7), time: '18:00' }),
      await newEvent(t, recruiter, { name: names[4], date: day(7), time: '09:30' }),
      await newEvent(t, recruiter, { name: names[5], date: day(0), time: '23:59' }),
    ];
    const expected = [today, morning, evening, month, recent, older].map((event) => event.id);

    const rest = await t.rest<EventView[]>('GET', '/api/events/all');
    expect(rest.status).toBe(200);
    expect(rest.body.map((event) => event.id)).toEqual(expected);
    expect(rest.body[0]).toEqual(today);

    const graphql = await t.gql<{ events: EventView[] }>(EVENTS);
    expect(graphql.errors).toBeUndefined();
    expect(graphql.data?.events.map((event) => event.id)).toEqual(expected);
  });

  it('answers one event publicly, and NOT_FOUND for a missing or malformed id', async () => {
    const created = await newEvent(t, recruiter);
    expect((await t.gql(EVENT, { id: created.id })).data).toEqual({ event: created });
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      expect((await t.gql(EVENT, { id })).errors?.[0].extensions?.code).toBe('NOT_FOUND');
    }
  });

  it('answers an empty imageUrl for an event without an image', async () => {
    const em = t.orm.em.fork();
    const bare = em.create(Event, { name: 'No picture yet', date: day(3), timeOfDay: '12:00', description: 'Soon.' });
    await em.flush();
    const answer = await t.gql<{ event: EventView }>(EVENT, { id: bare.id });
    expect(answer.data?.event.imageUrl).toBe('');
    expect((await t.rest('GET', `/api/events/${bare.id}/image`)).status).toBe(404);
  });
});

describe('event images', () => {
  it('are served to anyone, resized (not the upload itself), with nosniff and a long cache for the versioned URL', async () => {
    const created = await newEvent(t, recruiter);
    const image = await fetch(`${t.url}${created.imageUrl}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/webp');
    expect(image.headers.get('x-content-type-options')).toBe('nosniff');
    expect(image.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const bytes = Buffer.from(await image.arrayBuffer());
    expect(bytes.equals(pngBytes())).toBe(false);
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'webp', width: 1, height: 1 });
  });

  it('are cached only briefly under any other URL, which may outlive the picture', async () => {
    const created = await newEvent(t, recruiter, {}, JPEG_IMAGE);
    const image = await fetch(`${t.url}/api/events/${created.id}/image`);
    expect(image.headers.get('content-type')).toBe('image/jpeg');
    expect(image.headers.get('cache-control')).toBe('public, max-age=300');
  });

  it('answer 404 for a missing or malformed event', async () => {
    expect((await fetch(`${t.url}/api/events/00000000-0000-4000-8000-000000000000/image`)).status).toBe(404);
    expect((await fetch(`${t.url}/api/events/..%2F..%2Fetc/image`)).status).toBe(404);
  });
});

describe('Event.registrationCount', () => {
  const COUNTS = `query EventsWithCounts { events { id registrationCount } }`;

  it('tells staff how many registered for each event', async () => {
    const none = await newEvent(t, recruiter);
    const two = await newEvent(t, recruiter);
    await register(two.id, 2);
    const answer = await t.gql<{ events: { id: string; registrationCount: number }[] }>(COUNTS, {}, recruiter);
    expect(answer.errors).toBeUndefined();
    const counts = new Map(answer.data?.events.map((event) => [event.id, event.registrationCount]));
    expect(counts.get(none.id)).toBe(0);
    expect(counts.get(two.id)).toBe(2);
  });

  it('is denied to anonymous callers (UNAUTHENTICATED) and to USER (FORBIDDEN)', async () => {
    await newEvent(t, recruiter);
    expect((await t.gql(COUNTS)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect((await t.gql(COUNTS, {}, user)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });

  it('counts any number of events with one query (no N+1)', async () => {
    const events = [await newEvent(t, recruiter), await newEvent(t, recruiter), await newEvent(t, recruiter)];
    await register(events[1].id, 3);
    const queries: string[] = [];
    const orm = await MikroORM.init(
      createOrmConfig(t.db.url, {
        debug: ['query'],
        logger: (message) => queries.push(message),
        pool: { min: 0, max: 2 },
      }),
    );
    try {
      const em = orm.em.fork();
      const { registrationSeats } = registrationServices(t, em);
      queries.length = 0;
      const counts = await Promise.all(events.map((event) => registrationSeats.countForEvent(event.id)));
      expect(counts).toEqual([0, 3, 0]);
      expect(queries).toHaveLength(1);
    } finally {
      await orm.close(true);
    }
  });
});
