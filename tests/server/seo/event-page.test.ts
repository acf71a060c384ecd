import { startTestSite } from '../../helpers/stand-in-client';
import { Role, type TestServer } from '../../helpers/test-server';
import { newEvent } from '../events/event-fixtures';

const ORIGIN = 'https://careers.example.com';

let t: TestServer;
let recruiter: string;
beforeAll(async () => {
  t = await startTestSite({ PUBLIC_URL: ORIGIN });
  recruiter = (await t.userWithRole(Role.INTERNAL_RECRUITER)).token;
});
afterAll(() => t.stop());

async function page(route: string) {
  const response = await fetch(`${t.url}${route}`);
  const html = await response.text();
  const raw = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)].map((m) => m[1]!);
  return { status: response.status, html, ld: raw.map((text) => JSON.parse(text) as Record<string, unknown>) };
}

const meta = (html: string, property: string) =>
  new RegExp(`<meta property="${property}" content="([^"]*)"`).exec(html)?.[1];

describe("an event's page as the server sends it", () => {
  it('carries the schema.org Event (start and end with the zone’s offset, place, online link, seats) and Open Graph tags', async () => {
    const event = await newEvent(t, recruiter, {
      name: 'Hiring <Day> & Fair',
      date: '2031-07-01',
      time: '18:30',
      timeZone: 'Europe/London',
      durationMinutes: '90',
      venue: 'Town Hall, Leeds',
      onlineUrl: 'https://meet.example.com/fair',
      capacity: '40',
    });
    const { status, html, ld } = await page(`/events/${event.id}`);
    expect(status).toBe(200);
    expect(ld).toHaveLength(1);
    expect(ld[0]).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: 'Hiring <Day> & Fair',
      startDate: '2031-07-01T18:30:00+01:00',
      endDate: '2031-07-01T20:00:00+01:00',
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/MixedEventAttendanceMode',
      location: [
        { '@type': 'Place', name: 'Town Hall, Leeds', address: 'Town Hall, Leeds' },
        { '@type': 'VirtualLocation', url: 'https://meet.example.com/fair' },
      ],
      image: [`${ORIGIN}${event.imageUrl}`],
      url: `${ORIGIN}/events/${event.id}`,
      offers: { availability: 'https://schema.org/InStock', url: `${ORIGIN}/events/${event.id}` },
      maximumAttendeeCapacity: 40,
      remainingAttendeeCapacity: 40,
    });
    // No text of the event can end the element.
    expect(html).not.toContain('<Day>');
    expect(meta(html, 'og:title')).toBe('Hiring &lt;Day&gt; &amp; Fair');
    expect(meta(html, 'og:url')).toBe(`${ORIGIN}/events/${event.id}`);
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/events/${event.id}" />`);
    // Crawlers without JavaScript read the name and the time.
    expect(html).toContain('Tuesday 1 July 2031 at 6:30 PM London time');
  });

  it('says SoldOut once every seat is taken', async () => {
    const event = await newEvent(t, recruiter, { capacity: '1' });
    await t.rest('POST', `/api/events/${event.id}/register`, {
      body: { name: 'A', email: `a-${event.id}@example.com`, phone: '1' },
    });
    const { ld } = await page(`/events/${event.id}`);
    expect(ld[0]).toMatchObject({
      offers: { availability: 'https://schema.org/SoldOut' },
      remainingAttendeeCapacity: 0,
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    });
  });

  it('answers 404 for a missing event, and the cancel page unindexed with no JSON-LD', async () => {
    expect((await page('/events/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await page('/events/not-an-id')).status).toBe(404);
    const event = await newEvent(t, recruiter);
    const cancel = await page(`/events/${event.id}/cancel`);
    expect(cancel.status).toBe(200);
    expect(cancel.ld).toHaveLength(0);
    expect(cancel.html).toContain('<meta name="robots" content="noindex" />');
  });
});
