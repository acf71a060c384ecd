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
  resumeLoading: 'Loading the resume...',
  resumeFailedPrefix: 'Failed to show the resume: ',
  resumeDownloadFailedPrefix: 'Failed to download the resume: ',
  resumeWord: 'This resume is a Word document: download it to read it.',
  resumeNotPdf: 'The server did not answer with a PDF.',
  noOtherApplications: 'No other applications from this e-mail address.',
  decisionFailed: 'The decision could not be saved. Please try again.',
  noNotes: 'No notes yet.',
  noteFailed: 'The note could not be saved. Please try again.',
  noteDeleteFailed: 'The note could not be deleted. Please try again.',
  noActivity: 'Nothing has happened yet.',
} as const;

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
