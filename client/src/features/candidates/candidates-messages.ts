import type { ApplicationSourceKind } from '../../gql/graphql';

/**
 * The Applied Candidates screen's messages. The spec's own words (SPEC section 8) are written here
 * once; the rest is our wording for the states the spec leaves open.
 */
export const candidateMessages = {
  // SPEC section 8: page texts.
  jobsFetchFailed: 'Failed to fetch jobs.',
  loadFailed: 'Failed to load candidates.',
  empty: 'No candidates found for the selected job.',
  selectJob: 'Please select a job to view candidates.',
  // SPEC section 8: alerts (window.alert).
  statusFailedAlert: 'Failed to update status.',
  // Our own wording.
  loading: 'Loading candidates...',
  jobsLoading: 'Loading jobs...',
  resumeFailedPrefix: 'Failed to download the resume: ',
  previewFailed: 'The rejection e-mail could not be prepared. Please try again.',
} as const;

/** The filter's hint when there are more open jobs than the list can offer. */
export function moreJobsHint(shown: number, total: number): string {
  return `Showing the ${shown} newest of ${total} open jobs.`;
}

/** What the table shows for an application staff have not decided on yet (the spec's Applied Candidates). */
export const NO_STATUS = 'N/A';

/** The same, on our own screens (All candidates, the candidate page): the words of the Decision filter. */
export const AWAITING_DECISION = 'Awaiting decision';

/** Where an application came from, in words (null kind: before sources were recorded). */
export function sourceWords(kind: ApplicationSourceKind | null | undefined, detail: string | null | undefined): string {
  switch (kind) {
    case 'CAREERS_SITE':
      return 'The careers site';
    case 'LINK':
      return `A link from “${detail ?? ''}”`;
    case 'REFERRAL':
      return `Referred by ${detail ?? ''}`;
    case 'ADDED_BY_STAFF':
      return detail ? `Added by staff from ${detail}` : 'Added by staff';
    default:
      return 'Not recorded (applied before sources were kept)';
  }
}
