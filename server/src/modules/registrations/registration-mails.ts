import { eventStartInWords } from '../../lib/date-words';
import type { OutgoingMail } from '../../mail/mail.service';
import type { Event } from '../events/event.entity';
import { type CalendarOptions, eventCalendar, eventPagePath } from '../events/event-calendar';

import type { Registration } from './registration.entity';

/** What every registration mail needs besides the registration. */
export interface RegistrationMailContext {
  origin: string;
  organizer: { name: string; email: string };
  /** The registrant's personal cancel link. */
  cancelUrl: string;
}

export type RegistrationMailKind =
  'confirmed' | 'waiting' | 'promoted' | 'reminder' | 'changed' | 'cancelled' | 'removed' | 'event-cancelled';

/** The event's start as the public site shows it: its own date and time, and its zone, in words. */
export function eventWhen(event: Event): string {
  return eventStartInWords(event.date, event.time, event.timeZone);
}

function eventWhere(event: Event): string {
  if (event.venue && event.onlineUrl) return `\nWhere: ${event.venue}\nOnline: ${event.onlineUrl}`;
  if (event.venue) return `\nWhere: ${event.venue}`;
  if (event.onlineUrl) return `\nOnline: ${event.onlineUrl}`;
  return '';
}

/** Calendar entries are per registration: the UID stays the same across updates and the cancellation. */
function registrationUid(registration: Registration, origin: string): string {
  return `registration-${registration.id}@${new URL(origin).hostname}`;
}

const SIGNATURE = '\n\nKind regards,\nThe events team';

/** Each kind's subject, opening, whether the mail carries the cancel link, and its calendar method. */
const KINDS: Record<
  RegistrationMailKind,
  { subject: string; lead: string; cancelLink: boolean; method?: CalendarOptions['method']; bump?: number }
> = {
  confirmed: {
    subject: 'You are registered',
    lead: 'Thank you for registering. Your seat is confirmed.',
    cancelLink: true,
    method: 'REQUEST',
  },
  waiting: {
    subject: 'You are on the waiting list',
    lead:
      'The event is full, so you are on the waiting list. If a seat frees up, the first person waiting gets it ' +
      'automatically and we e-mail you at once.',
    cancelLink: true,
  },
  promoted: {
    subject: 'A seat is yours',
    lead: 'A seat freed up and it is now yours: your registration is confirmed.',
    cancelLink: true,
    method: 'REQUEST',
  },
  reminder: {
    subject: 'Reminder',
    lead: 'A reminder: you are registered for this event, which is coming up soon.',
    cancelLink: true,
    method: 'REQUEST',
  },
  changed: {
    subject: 'Event updated',
    lead: 'The event you registered for has changed. The attached calendar entry replaces the old one.',
    cancelLink: true,
    method: 'REQUEST',
  },
  cancelled: {
    subject: 'Registration cancelled',
    lead: 'Your registration is cancelled and your seat is free for someone else. You can register again any time.',
    cancelLink: false,
    method: 'CANCEL',
    bump: 1,
  },
  removed: {
    subject: 'Registration cancelled',
    lead: 'Our events team has cancelled your registration. Reply to this e-mail if you think this is a mistake.',
    cancelLink: false,
    method: 'CANCEL',
    bump: 1,
  },
  'event-cancelled': {
    subject: 'Event cancelled',
    lead: 'We are sorry: this event has been cancelled. The attached calendar entry removes it from your calendar.',
    cancelLink: false,
    method: 'CANCEL',
    bump: 1,
  },
};

/** One registration mail: text, and (for the kinds that have one) the `.ics` that goes with it. */
export function registrationMail(
  kind: RegistrationMailKind,
  event: Event,
  registration: Registration,
  context: RegistrationMailContext,
): OutgoingMail {
  const spec = KINDS[kind];
  const pageUrl = context.origin + eventPagePath(event.id);
  const waiting = kind === 'changed' && registration.status === 'WAITING';
  const text =
    `Dear ${registration.name},\n\n${spec.lead}` +
    (waiting ? ' You are still on the waiting list.' : '') +
    `\n\n${event.name}\nWhen: ${eventWhen(event)}${eventWhere(event)}\nDetails: ${pageUrl}` +
    (spec.cancelLink ? `\n\nCannot come? Cancel your registration here: ${context.cancelUrl}` : '') +
    SIGNATURE;
  // A waiting registrant gets no calendar entry yet: they hold no seat.
  const method = waiting ? undefined : spec.method;
  return {
    to: registration.email,
    subject: `${spec.subject}: ${event.name}`,
    text,
    calendar: method
      ? {
          filename: 'event.ics',
          method,
          content: eventCalendar(event, {
            origin: context.origin,
            uid: registrationUid(registration, context.origin),
            method,
            organizer: context.organizer,
            sequenceBump: spec.bump,
          }),
        }
      : undefined,
  };
}
