import type { EventCardFieldsFragment } from '../../gql/graphql';
import { formatEventDate, formatEventTime } from '../../lib/format-when';
import { timeZoneInWords } from '../../lib/time-zone-words';

/** The public path of an event's own page. */
export function eventPath(id: string): string {
  return `/events/${encodeURIComponent(id)}`;
}

/** The heading of the past events' section on /events. */
export const PAST_EVENTS_TITLE = 'Past events';

/** "Saturday 14 June 2031 at 5:30 PM London time": the event's own clock, and its zone in words. */
export function eventWhen(event: Pick<EventCardFieldsFragment, 'date' | 'time' | 'timeZone'>): string {
  return `${formatEventDate(event.date)} at ${formatEventTime(event.time)} ${timeZoneInWords(event.timeZone)}`;
}

/** What the seats look like to a visitor: null for an unlimited event. */
export function seatsText(event: Pick<EventCardFieldsFragment, 'seatsLeft' | 'isPast'>): string | null {
  if (event.isPast || event.seatsLeft === null || event.seatsLeft === undefined) return null;
  if (event.seatsLeft === 0) return 'Full: join the waiting list';
  return event.seatsLeft === 1 ? '1 seat left' : `${event.seatsLeft} seats left`;
}

/** Why an event takes no registrations, or null while it does. */
export function closedText(event: Pick<EventCardFieldsFragment, 'isPast' | 'registrationOpen'>): string | null {
  if (event.isPast) return 'This event has taken place.';
  return event.registrationOpen ? null : 'Registration for this event is closed.';
}

/** An instant as calendar links write it: 20310701T173000Z. */
function compact(iso: string): string {
  return new Date(iso)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

interface CalendarLinkEvent {
  name: string;
  description: string;
  startsAt: string;
  endsAt: string;
  venue?: string | null;
  onlineUrl?: string | null;
}

/** Google Calendar's "add event" link (its documented render?action=TEMPLATE form). */
export function googleCalendarUrl(event: CalendarLinkEvent, pageUrl: string): string {
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: event.name,
    dates: `${compact(event.startsAt)}/${compact(event.endsAt)}`,
    details: `${event.description}\n\n${pageUrl}`,
    location: event.venue || event.onlineUrl || '',
  });
  return `https://calendar.google.com/calendar/render?${params.toString()}`;
}

/** Outlook on the web's compose-event deep link. */
export function outlookCalendarUrl(event: CalendarLinkEvent, pageUrl: string): string {
  const params = new URLSearchParams({
    path: '/calendar/action/compose',
    rru: 'addevent',
    subject: event.name,
    startdt: new Date(event.startsAt).toISOString(),
    enddt: new Date(event.endsAt).toISOString(),
    body: `${event.description}\n\n${pageUrl}`,
    location: event.venue || event.onlineUrl || '',
  });
  return `https://outlook.live.com/calendar/0/deeplink/compose?${params.toString()}`;
}

/** The .ics download of an event (served by the API). */
export function icsUrl(id: string): string {
  return `/api/events/${encodeURIComponent(id)}/calendar.ics`;
}
