import type { EventAttributes } from 'ics';

import { eventStartInWords } from '../../lib/date-words';
import { loadIcs } from '../../lib/packages-on-first-use';
import { recordRef } from '../../lib/record-ref';
import type { OutgoingMail } from '../../mail/mail.service';
import type { User } from '../users/user.entity';

import type { Interview } from './interview.entity';

/** What every interview mail needs besides the interview. */
export interface InterviewMailContext {
  /** The site's public origin (the candidate page's link for interviewers). */
  origin: string;
  /** The organizer: the sender of the site's mail. */
  organizer: { name: string; email: string };
}

export type InterviewMailKind = 'invitation' | 'changed' | 'cancelled' | 'reminder';

const KINDS: Record<InterviewMailKind, { subject: string; method: 'REQUEST' | 'CANCEL' }> = {
  invitation: { subject: 'Interview invitation', method: 'REQUEST' },
  changed: { subject: 'Interview moved', method: 'REQUEST' },
  cancelled: { subject: 'Interview cancelled', method: 'CANCEL' },
  reminder: { subject: 'Interview reminder', method: 'REQUEST' },
};

/** One person the interview's mails go to: the candidate, or one of the interviewers. */
export interface InterviewRecipient {
  name: string;
  email: string;
  /** Interviewers get the candidate page's link; the candidate does not. */
  staff: boolean;
}

export function interviewerRecipient(user: Pick<User, 'firstName' | 'lastName' | 'email'>): InterviewRecipient {
  return { name: `${user.firstName} ${user.lastName}`.trim(), email: user.email, staff: true };
}

function interviewUid(interview: Interview, origin: string): string {
  return `interview-${interview.id}@${new URL(origin).hostname}`;
}

/** The interview's start in words, in its own zone: "Thursday 3 December 2026 at 2:30 PM Lisbon time". */
export function interviewWhen(interview: Pick<Interview, 'date' | 'time' | 'timeZone'>): string {
  return eventStartInWords(interview.date, interview.time, interview.timeZone);
}

/**
 * The interview as an iCalendar file (RFC 5545, by the `ics` package, as events' are): DTSTART and
 * DTEND in UTC, the organizer, every attendee (candidate and interviewers), the place or link as
 * LOCATION, one UID for the interview's life and its SEQUENCE, METHOD REQUEST or CANCEL.
 */
export function interviewCalendar(
  interview: Interview,
  attendees: InterviewRecipient[],
  kind: InterviewMailKind,
  context: InterviewMailContext,
): string {
  const { application } = interview;
  const cancelled = KINDS[kind].method === 'CANCEL';
  const attributes: EventAttributes = {
    start: interview.startsAt.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: interview.endsAt.getTime(),
    endInputType: 'utc',
    endOutputType: 'utc',
    title: `Interview: ${application.fullName} for ${application.job.title}`,
    description: [interview.location, interview.videoUrl].filter(Boolean).join('\n') || undefined,
    location: interview.location || interview.videoUrl || undefined,
    uid: interviewUid(interview, context.origin),
    sequence: interview.sequence,
    method: KINDS[kind].method,
    status: cancelled ? 'CANCELLED' : 'CONFIRMED',
    organizer: context.organizer,
    attendees: attendees.map((person) => ({
      name: person.name,
      email: person.email,
      rsvp: !cancelled,
      role: 'REQ-PARTICIPANT',
      partstat: 'NEEDS-ACTION',
    })),
    productId: 'talent-consultancy/interviews',
  };
  const { error, value } = loadIcs().createEvent(attributes);
  if (error || !value) throw error ?? new Error('The calendar file could not be written.');
  return value;
}

const LEADS: Record<InterviewMailKind, (job: string, candidate: string, staff: boolean) => string> = {
  invitation: (job, candidate, staff) =>
    staff
      ? `You are invited to interview ${candidate} for the position of ${job}.`
      : `We would like to invite you to an interview for the position of ${job}.`,
  changed: (job, candidate, staff) =>
    `The interview ${staff ? `with ${candidate} ` : ''}for the position of ${job} has moved. The attached calendar entry replaces the old one.`,
  cancelled: (job, candidate, staff) =>
    `The interview ${staff ? `with ${candidate} ` : ''}for the position of ${job} is cancelled.`,
  reminder: (job, candidate, staff) =>
    `A reminder: the interview ${staff ? `with ${candidate} ` : ''}for the position of ${job} is coming up.`,
};

/**
 * One interview mail to one person, with the calendar file attached. About the application, so
 * erasing the candidate removes every copy still queued (the interviewers' included).
 */
export function interviewMail(
  interview: Interview,
  kind: InterviewMailKind,
  to: InterviewRecipient,
  attendees: InterviewRecipient[],
  context: InterviewMailContext,
  notBefore?: Date,
): OutgoingMail {
  const { application } = interview;
  const job = application.job.title;
  const lines = [
    `Dear ${to.name},`,
    '',
    LEADS[kind](job, application.fullName, to.staff),
    '',
    `When: ${interviewWhen(interview)} (${interview.durationMinutes} minutes)`,
    ...(interview.location ? [`Where: ${interview.location}`] : []),
    ...(interview.videoUrl ? [`Video call: ${interview.videoUrl}`] : []),
    ...(to.staff ? ['', `The candidate: ${context.origin}/admin/candidates/${application.id}`] : []),
    '',
    'Kind regards,',
    'The recruitment team',
  ];
  return {
    about: recordRef('application', application.id),
    to: to.email,
    subject: `${KINDS[kind].subject}: ${job}${to.staff ? ` (${application.fullName})` : ''}`,
    text: lines.join('\n'),
    calendar: {
      filename: 'interview.ics',
      method: KINDS[kind].method,
      content: interviewCalendar(interview, attendees, kind, context),
    },
    notBefore,
  };
}
