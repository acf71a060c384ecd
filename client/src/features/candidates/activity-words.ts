import type { ActivityKind } from '../../gql/graphql';
import { formatMoment, formatTimeOfDay } from '../../lib/format-when';

/** The small JSON facts a line of history carries (ids, statuses, times); {} when unreadable. */
function readDetails(details: string): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(details);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value ? value : undefined;
}

function sameLocalDay(a: Date, b: Date): boolean {
  return a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();
}

/** When a queued e-mail goes out: its time alone on the day it was queued, else the full moment. */
function dueWords(dueAt: string, at: string): string {
  const due = new Date(dueAt);
  if (Number.isNaN(due.getTime())) return dueAt;
  return sameLocalDay(due, new Date(at)) ? formatTimeOfDay(dueAt) : formatMoment(dueAt);
}

/**
 * One line of an application's history in words: "Rejected (was Shortlisted)", "Rejection e-mail
 * queued, goes out at 2:05 PM", "Note added", "Added to Payroll Lead", "Interview scheduled for Thursday
 * 3 July 2031 at 2:30 PM", "Moved to Interview (was Screening)", "Withdrew (at Screening)".
 */
export function activitySentence(line: { kind: ActivityKind; details: string; at: string }): string {
  const details = readDetails(line.details);
  const from = text(details.from);
  const was = from ? ` (was ${from})` : '';
  switch (line.kind) {
    case 'APPLIED':
      return 'Applied';
    case 'STATUS_SET':
      return `${text(details.to) ?? 'Status changed'}${was}`;
    case 'STATUS_UNDONE':
      return `Decision undone${was}`;
    case 'REJECTION_EMAIL_QUEUED': {
      const dueAt = text(details.dueAt);
      return dueAt ? `Rejection e-mail queued, goes out at ${dueWords(dueAt, line.at)}` : 'Rejection e-mail queued';
    }
    case 'REJECTION_EMAIL_SENT':
      return 'Rejection e-mail sent';
    case 'REJECTION_EMAIL_CANCELLED':
      return 'Rejection e-mail cancelled';
    case 'NOTE_ADDED':
      return 'Note added';
    case 'NOTE_EDITED':
      return 'Note edited';
    case 'NOTE_DELETED':
      return 'Note deleted';
    case 'RESUME_VIEWED':
      return 'Resume viewed';
    case 'RESUME_DOWNLOADED':
      return 'Resume downloaded';
    // The line's actor and time follow ("by rita@example.com, ..."), as on every line.
    case 'ADDED_BY_STAFF': {
      const fromJob = text(details.fromJobTitle);
      return fromJob ? `Added to this job from ${fromJob}` : 'Added to this job';
    }
    case 'ADDED_TO_JOB':
      return `Added to ${text(details.jobTitle) ?? 'another job'}`;
    // The interview's start on the viewer's clock, as every time in the history is.
    case 'INTERVIEW_SCHEDULED': {
      const startsAt = text(details.startsAt);
      return startsAt ? `Interview scheduled for ${formatMoment(startsAt)}` : 'Interview scheduled';
    }
    case 'INTERVIEW_CHANGED': {
      const startsAt = text(details.startsAt);
      return startsAt ? `Interview moved to ${formatMoment(startsAt)}` : 'Interview moved';
    }
    case 'INTERVIEW_CANCELLED':
      return 'Interview cancelled';
    case 'SCORECARD_SUBMITTED':
      return 'Scorecard submitted';
    case 'STAGE_CHANGED':
      return `Moved to ${text(details.to) ?? 'another stage'}${was}`;
    case 'WITHDRAWN': {
      const stage = text(details.stage);
      return stage ? `Withdrew (at ${stage})` : 'Withdrew';
    }
    default: {
      // A kind this client does not know yet (a newer server): shown as the server names it.
      const unknown: string = line.kind;
      return unknown;
    }
  }
}

/** Who acted, as a phrase: "by the candidate", "by the system", "by rita@example.com". */
export function actorWords(actorLabel: string): string {
  if (actorLabel === 'candidate' || actorLabel === 'system') return `by the ${actorLabel}`;
  return `by ${actorLabel}`;
}
