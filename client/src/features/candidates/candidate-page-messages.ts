import type { ResumeTextStatus } from '../../gql/graphql';

/**
 * The candidate page's words (the page is ours, not the spec's): its states, its sections and what
 * its actions say. The history's sentences are in activity-words.ts.
 */
export const candidatePageMessages = {
  title: 'Candidate',
  loading: 'Loading the candidate...',
  notFoundTitle: 'Candidate not found',
  notFound: 'This application does not exist, or it was erased.',
  loadFailed: 'Failed to load the candidate.',
  retry: 'Try again',
  allCandidates: 'All candidates',
  archived: 'archived',
  /** Whether All candidates' search finds the resume's words, by the API's ResumeTextStatus. */
  resumeText: {
    READING: 'Its words are being read for the search of all candidates.',
    SEARCHABLE: 'Its words are found by the search of all candidates.',
    LEGACY_DOC:
      'Text not available: a Word 97-2003 file is not read, so the search finds this candidate by name, e-mail, phone and job only.',
    UNREADABLE:
      'Text not available: the file holds no text to read (a scan, or a damaged or protected file), so the search finds this candidate by name, e-mail, phone and job only.',
    FAILED:
      'Text not available: reading the file failed, so the search finds this candidate by name, e-mail, phone and job only.',
  } satisfies Record<ResumeTextStatus, string>,
  noOtherApplications: 'No other applications from this e-mail address.',
  decisionFailed: 'The decision could not be saved. Please try again.',
  noNotes: 'No notes yet.',
  noteFailed: 'The note could not be saved. Please try again.',
  noteDeleteFailed: 'The note could not be deleted. Please try again.',
  noActivity: 'Nothing has happened yet.',
  listNav: 'Candidates in this list',
  previous: 'Previous',
  next: 'Next',
  shortcuts: 'Keyboard shortcuts',
  shortcutsHint: 'These keys work while no field has the focus and no dialog is open.',
  addToJob: 'Add to another job',
  addToJobIntro:
    'A new application for the job you pick, with a copy of the resume. The candidate gets no e-mail. Jobs they are already in are not listed.',
  addToJobNone: 'This candidate is already in every open job.',
  addToJobFailed: 'The candidate could not be added to the job. Please try again.',
  openNewApplication: 'Open the new application',
} as const;

/** The Add to another job dialog's title. */
export function addToJobTitle(fullName: string): string {
  return `Add ${fullName} to another job`;
}

/** What the page says once the candidate was added to a job (a link to the new application follows). */
export function addedToJobLine(jobTitle: string): string {
  return `Added to ${jobTitle}.`;
}

/** Where this candidate stands in the list they were opened from: "3 of 12". */
export function positionLine(position: number, total: number): string {
  return `${position} of ${total}`;
}

/** The candidate page's keys (one character each, as `KeyboardEvent.key` reads them), as `?` lists them. */
export const CANDIDATE_SHORTCUTS = [
  { key: 'j', does: 'Next candidate in the list' },
  { key: 'k', does: 'Previous candidate in the list' },
  { key: 's', does: 'Shortlist' },
  { key: 'r', does: 'Reject (shows the e-mail first)' },
  { key: 'n', does: 'Write a note' },
  { key: '?', does: 'Show these shortcuts' },
] as const;

export type CandidateShortcut = (typeof CANDIDATE_SHORTCUTS)[number]['key'];

/**
 * How long an author may edit or delete a note after writing it (the server's NOTE_EDIT_WINDOW_MS,
 * which it enforces; the page only hides the buttons once it has passed).
 */
export const NOTE_EDIT_WINDOW_MS = 15 * 60_000;

/** The server's longest note (NOTE_MAX_LENGTH). */
export const NOTE_MAX_LENGTH = 2000;

/** "10 minutes", "1 minute", "3 seconds", "1 minute 30 seconds": a delay given in (decimal) minutes. */
export function formatDelay(minutes: number): string {
  const seconds = Math.round(minutes * 60);
  const whole = Math.floor(seconds / 60);
  const rest = seconds % 60;
  const parts = [];
  if (whole > 0) parts.push(`${whole} ${whole === 1 ? 'minute' : 'minutes'}`);
  if (rest > 0 || whole === 0) parts.push(`${rest} ${rest === 1 ? 'second' : 'seconds'}`);
  return parts.join(' ');
}
