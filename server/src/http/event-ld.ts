import { type Html, html, scriptJson } from './html';
import { EVENT_PAGE_PREFIX } from './public-pages';
import { type EventForHead, SITE_NAME } from './site-head';

/** What the schema.org Event reads of an event, besides what its head reads. */
export interface EventForLd extends EventForHead {
  date: string;
  time: string;
  startsAt: Date;
  endsAt: Date;
  timeZone: string;
  venue?: string | null;
  onlineUrl?: string | null;
  imageUrl: string;
  capacity?: number | null;
}

/** `instant` in ISO 8601 with the zone's offset (`2031-07-01T18:30:00+01:00`), as Google asks for startDate. */
export function isoWithOffset(instant: Date, wall: { date: string; time: string }): string {
  const wallMs = Date.parse(`${wall.date}T${wall.time}:00Z`);
  const offsetMinutes = Math.round((wallMs - instant.getTime()) / 60_000);
  const sign = offsetMinutes < 0 ? '-' : '+';
  const abs = Math.abs(offsetMinutes);
  const offset = `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
  return `${wall.date}T${wall.time}:00${offset}`;
}

/**
 * The event's schema.org Event with Google's required and recommended properties it has
 * (https://developers.google.com/search/docs/appearance/structured-data/event): name, startDate
 * and endDate with the event's offset, location (a Place for a venue, a VirtualLocation for an
 * online link, both for a mixed event), attendance mode, status, image, organizer and an offer
 * (free registration) whose availability follows the seats left.
 */
export function eventLd(
  origin: string,
  event: EventForLd,
  seatsLeft: number | null,
  endWall: { date: string; time: string },
) {
  const url = origin + EVENT_PAGE_PREFIX + encodeURIComponent(event.id);
  const place = event.venue ? { '@type': 'Place', name: event.venue, address: event.venue } : undefined;
  const online = event.onlineUrl ? { '@type': 'VirtualLocation', url: event.onlineUrl } : undefined;
  const mode =
    place && online ? 'MixedEventAttendanceMode' : online ? 'OnlineEventAttendanceMode' : 'OfflineEventAttendanceMode';
  const locations = [place, online].filter(Boolean);
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.name,
    description: event.description,
    startDate: isoWithOffset(event.startsAt, { date: event.date, time: event.time }),
    endDate: isoWithOffset(event.endsAt, endWall),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: `https://schema.org/${mode}`,
    ...(locations.length ? { location: locations.length === 1 ? locations[0] : locations } : {}),
    ...(event.imageUrl ? { image: [origin + event.imageUrl] } : {}),
    url,
    organizer: { '@type': 'Organization', name: SITE_NAME, url: origin },
    offers: {
      '@type': 'Offer',
      url,
      price: 0,
      priceCurrency: 'USD',
      availability: `https://schema.org/${seatsLeft === 0 ? 'SoldOut' : 'InStock'}`,
    },
    ...(event.capacity ? { maximumAttendeeCapacity: event.capacity } : {}),
    ...(seatsLeft !== null ? { remainingAttendeeCapacity: seatsLeft } : {}),
  };
}

/** Names the event an Event element describes. */
export const EVENT_LD_DATA_ATTRIBUTE = 'data-event';

export function eventLdScript(
  origin: string,
  event: EventForLd,
  seatsLeft: number | null,
  endWall: { date: string; time: string },
): Html {
  const json = scriptJson(eventLd(origin, event, seatsLeft, endWall));
  return html`<script type="application/ld+json" ${EVENT_LD_DATA_ATTRIBUTE}="${event.id}">${json}</script>`;
}

/** The event as static HTML inside `#root` for crawlers that run no JavaScript; the app replaces it. */
export function eventRendition(event: EventForLd, when: string): Html {
  const where = [event.venue, event.onlineUrl].map((line) => line && html`<p>${line}</p>`);
  return html`<section class="page event-page"><h1>${event.name}</h1><p>${when}</p>${where}<p>${event.description}</p><p><a href="/events">Our Events</a></p></section>`;
}
