import { formatEventDate, formatEventTime } from '../../lib/format-when';
import type { WallClock } from '../../lib/zoned-when';

/**
 * The candidate page's Interviews section and its dialogs: what they say (the history's sentences
 * are in activity-words.ts).
 */
export const interviewMessages = {
  heading: 'Interviews',
  empty: 'No interviews yet.',
  upcoming: 'Upcoming',
  past: 'Past',
  cancelled: 'Cancelled',
  /** The terms of an interview's entry. */
  duration: 'Duration',
  yourTime: 'Your time',
  location: 'Location',
  video: 'Video call',
  interviewers: 'Interviewers',
  rejected:
    'This application is rejected, so no interview can be scheduled: undo the rejection first (the server refuses it until then).',
  schedule: 'Schedule interview',
  move: 'Move',
  cancel: 'Cancel interview',
  /** The interview dialog. */
  intro: 'The candidate and each interviewer get an e-mail with a calendar invitation.',
  moveIntro:
    'The candidate and each interviewer get the updated invitation; an interviewer taken off gets a cancellation.',
  date: 'Date',
  time: 'Time',
  timeZone: 'Time zone',
  locationHint: 'An address or a room; leave it empty for a video call.',
  videoUrl: 'Video link',
  videoUrlHint: 'A web address starting with https://',
  interviewersMissing: 'Please choose at least one interviewer.',
  interviewersLoading: 'Loading who may interview...',
  interviewersLoadFailed: 'Failed to load who may interview.',
  retry: 'Try again',
  submitSchedule: 'Schedule',
  submitMove: 'Save and send',
  dismiss: 'Cancel',
  scheduleFailed: 'The interview could not be scheduled. Please try again.',
  moveFailed: 'The interview could not be moved. Please try again.',
  /** The confirmation before cancelling. */
  cancelTitle: 'Cancel this interview?',
  cancelConfirm: 'Cancel interview',
  cancelKeep: 'Keep it',
  cancelFailed: 'The interview could not be cancelled. Please try again.',
  /** The section's status line after each change. */
  scheduled: 'Interview scheduled: invitations sent.',
  moved: 'Interview moved: the updated invitations are sent.',
  cancelledDone: 'Interview cancelled: everyone is told.',
} as const;

/** The interview dialog's title, scheduling or moving. */
export function interviewDialogTitle(mode: 'schedule' | 'move', fullName: string): string {
  return mode === 'schedule' ? `Schedule an interview with ${fullName}` : `Move the interview with ${fullName}`;
}

/** Which interview a button is for, in its accessible name: "Thursday 3 July 2031 at 2:30 PM". */
function which({ date, time }: Pick<WallClock, 'date' | 'time'>): string {
  return `${formatEventDate(date)} at ${formatEventTime(time)}`;
}

/** Move's accessible name: "Move the interview on Thursday 3 July 2031 at 2:30 PM". */
export function moveLabel(interview: Pick<WallClock, 'date' | 'time'>): string {
  return `Move the interview on ${which(interview)}`;
}

/** Cancel interview's accessible name: "Cancel interview on Thursday 3 July 2031 at 2:30 PM". */
export function cancelLabel(interview: Pick<WallClock, 'date' | 'time'>): string {
  return `Cancel interview on ${which(interview)}`;
}

/** Submit scorecard's accessible name: "Submit scorecard for the interview on Thursday 3 July 2031 at 2:30 PM". */
export function scorecardLabel(interview: Pick<WallClock, 'date' | 'time'>): string {
  return `Submit scorecard for the interview on ${which(interview)}`;
}

/** What the cancel confirmation says will happen. */
export function cancelExplanation(fullName: string, when: string): string {
  return `The interview with ${fullName} on ${when} is called off: ${fullName} and each interviewer get a cancellation by e-mail that takes it out of their calendars.`;
}

/** An interviewer's checkbox label: "Rita Recruiter (rita@example.com)". */
export function interviewerLabel(interviewer: { name: string; email: string }): string {
  return interviewer.name ? `${interviewer.name} (${interviewer.email})` : interviewer.email;
}
