import type { ApplicationSourceKind } from '../../gql/graphql';
import { formatTimeOfDay } from '../../lib/format-when';

/** What a job's board says. */
export const pipelineMessages = {
  title: 'Pipeline',
  back: 'Manage Jobs',
  appliedCandidates: 'Applied Candidates',
  loading: 'Loading the board...',
  failed: 'The board could not be loaded.',
  notFound: 'There is no such job.',
  retry: 'Try again',
  boardLabel: 'Pipeline board',
  retired: 'retired',
  columnEmpty: 'No candidates.',
  columnLoading: 'Loading cards...',
  columnFailed: 'These cards could not be loaded.',
  moveTo: 'Move to…',
  moveFailed: 'The move could not be saved. Please try again.',
  undoFailed: 'The rejection could not be undone.',
  undo: 'Undo',
  undoRejection: 'Undo rejection',
  undoOnCandidatePage: 'Undo the rejection on the candidate page.',
  current: '(current)',
  keyboardTitle: 'Keyboard',
  /** The board's keys, as the hint under the title lists them. */
  keys: [
    ['Tab', 'reaches each column’s card, then its link and Move to…'],
    ['↑ ↓ Home End', 'go through a column’s cards'],
    ['← →', 'go to the next column'],
    [']', 'moves the focused card to the next stage'],
    ['[', 'moves it to the previous stage'],
  ],
  dragInstructions: 'To move a card with the keyboard, focus it and press ] or [, or choose Move to….',
  rejectTitle: (name: string) => `Reject ${name}?`,
  rejectExplained: (name: string) =>
    `${name} will be marked Rejected and sent the rejection e-mail after a delay; until then Undo takes both back.`,
  rejectReason: 'Reason',
  rejectReasonRequired: 'Please choose a reason.',
  rejectReasonsLoading: 'Loading the reasons...',
  rejectReasonsFailed: 'The reasons could not be loaded. Close the dialog and try again.',
  rejectConfirm: 'Reject',
  cancel: 'Cancel',
} as const;

/** The board's title for a job. */
export function boardTitle(jobTitle: string): string {
  return `${pipelineMessages.title}: ${jobTitle}`;
}

/** The name of an outcome's column. */
export const OUTCOME_NAMES = { REJECTED: 'Rejected', WITHDRAWN: 'Withdrawn' } as const;

/** The announcement of a move. */
export function movedLine(name: string, column: string): string {
  return `${name} moved to ${column}.`;
}

/** The announcement of a rejection, with until when Undo takes it back. */
export function rejectedLine(name: string, dueAt: string | null): string {
  const moved = movedLine(name, OUTCOME_NAMES.REJECTED);
  return dueAt
    ? `${moved} The rejection e-mail goes out at ${formatTimeOfDay(dueAt)}; until then Undo takes it back.`
    : moved;
}

export function undoneLine(name: string, column: string): string {
  return `Rejection of ${name} undone: back in ${column}.`;
}

/** Why a shortcut moved nothing. */
export const refusedLines = {
  rejected: (name: string) => `${name} is rejected: undo the rejection before moving the card.`,
  withdrawn: (name: string) => `${name} withdrew: use Move to… to bring the card back to a stage.`,
  last: (name: string) => `${name} is in the last stage.`,
  first: (name: string) => `${name} is in the first stage.`,
  retired: (column: string) => `${column} is retired: no card moves into it.`,
};

/** How long a card has been in its column, in whole days. */
export function daysInStage(stageEnteredAt: string, now: number): string {
  const days = Math.max(0, Math.floor((now - new Date(stageEnteredAt).getTime()) / 86_400_000));
  if (days === 0) return 'In stage since today';
  return days === 1 ? '1 day in stage' : `${days} days in stage`;
}

/** Where an application came from, shortly (a card has little room). */
export function sourceLabel(kind: ApplicationSourceKind | null, detail: string | null): string {
  switch (kind) {
    case 'CAREERS_SITE':
      return 'Careers site';
    case 'LINK':
      return detail ? `Link: ${detail}` : 'Link';
    case 'REFERRAL':
      return detail ? `Referred by ${detail}` : 'Referral';
    case 'ADDED_BY_STAFF':
      return 'Added by staff';
    default:
      return 'Source not recorded';
  }
}
