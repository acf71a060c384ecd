import type { EventAttributes } from 'ics';

import { loadIcs } from '../../lib/packages-on-first-use';

import type { Event } from './event.entity';

/** A public event page's path (the client's route /events/:eventId). */
export function eventPagePath(eventId: string): string {
  return `/events/${encodeURIComponent(eventId)}`;
}

export interface CalendarOptions {
  /** The site's public origin, for the event page's URL. */
  origin: string;
  /** Stable per registration (or per event for the public download), so updates replace the entry. */
  uid: string;
  /** REQUEST (invitation or update), CANCEL (withdrawn), PUBLISH (a plain download). */
  method: 'REQUEST' | 'CANCEL' | 'PUBLISH';
  /** The organizer: the sender of the site's mail. */
  organizer: { name: string; email: string };
  /** Added to the event's sequence (a cancellation outranks the last update). */
  sequenceBump?: number;
}

/** `Name <address>` or a bare address, split for ORGANIZER. */
export function mailboxParts(from: string): { name: string; email: string } {
  const match = /^\s*(.*?)\s*<([^<>]+)>\s*$/.exec(from);
  return match ? { name: match[1] || match[2]!, email: match[2]! } : { name: from, email: from };
}

/**
 * The event as an iCalendar file (RFC 5545, written by the `ics` package): DTSTART and DTEND in
 * UTC (an exact instant, which every calendar shows in its viewer's zone), the organizer, the
 * venue or online link as LOCATION, the event page or online link as URL, and SEQUENCE so a
 * calendar replaces an older copy of the same UID.
 */
export function eventCalendar(event: Event, options: CalendarOptions): string {
  const pageUrl = options.origin + eventPagePath(event.id);
  const cancelled = options.method === 'CANCEL';
  const attributes: EventAttributes = {
    start: event.startsAt.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: event.endsAt.getTime(),
    endInputType: 'utc',
    endOutputType: 'utc',
    title: event.name,
    description: `${event.description}\n\n${pageUrl}`,
    location: event.venue || event.onlineUrl || undefined,
    url: event.onlineUrl || pageUrl,
    uid: options.uid,
    sequence: event.sequence + (options.sequenceBump ?? 0),
    method: options.method,
    status: cancelled ? 'CANCELLED' : 'CONFIRMED',
    organizer: options.organizer,
    productId: 'talent-consultancy/events',
  };
  const { createEvent } = loadIcs();
  let { error, value } = createEvent(attributes);
  // `ics` checks URL with a stricter pattern than browsers (no port 0, no single-label host with
  // some ports): a URL it refuses is left out rather than losing the whole calendar entry.
  if (error && attributes.url) ({ error, value } = createEvent({ ...attributes, url: undefined }));
  if (error || !value) throw error ?? new Error('The calendar file could not be written.');
  return value;
}
