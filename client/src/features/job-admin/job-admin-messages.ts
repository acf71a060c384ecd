import { successLine } from '../../lib/success-line';

/**
 * The back office's job screens: the spec's messages (SPEC section 8, quoted exactly) and this
 * feature's own page texts, each written once. Alerts are shown with window.alert.
 */
export const jobAdminMessages = {
  // ---- quoted by the spec
  postSuccess: 'Job posted successfully!',
  postFailedAlert: 'Failed to post the job. Please try again.',
  fetchFailed: 'Failed to fetch jobs.',
  deleteFailedAlert: 'Failed to delete job.',
  /** Followed by the GraphQL error's message, or the HTTP status of a failed request. */
  updateFailedAlertPrefix: 'Failed to update job: ',

  // ---- this feature's own texts
  /** Followed by the server's reason, shown on the page under the form. */
  postRefusedPrefix: 'The job was not posted: ',
  loading: 'Loading jobs...',
  empty: 'There are no open jobs.',
  emptyAction: 'Post a job',
  updated: successLine('Job updated'),
  deleted: successLine('Job deleted'),
  archiveNote: 'Deleted jobs are archived: their applicants stay reachable.',
  linesHint: 'One point per line; blank lines are left out.',
  viewsLabel: 'Which jobs',
  openView: 'Open',
  archivedView: 'Archived',
  archivedLoading: 'Loading archived jobs...',
  archivedEmpty: 'There are no archived jobs.',
  reopen: 'Reopen',
  reopening: 'Reopening...',
} as const;

/** The success line after Reopen. */
export function reopenedMessage(title: string): string {
  return successLine(`“${title}” reopened`, 'It is back among the open jobs.');
}

/** The failure line after Reopen, with the server's reason when it gave one. */
export function reopenFailedMessage(title: string, reason: string | undefined): string {
  return reason ? `Failed to reopen “${title}”: ${reason}` : `Failed to reopen “${title}”. Please try again.`;
}

/** What follows a count of applicants: "1 applicant", "3 applicants". */
export function applicantsNoun(count: number): string {
  return count === 1 ? 'applicant' : 'applicants';
}

/** The URL parameter that holds Manage Jobs' view; the open jobs are shown without it. */
export const VIEW_PARAM = 'view';
export const ARCHIVED_VIEW = 'archived';

/** Applied Candidates for one job (that screen reads the job from `?job=`, archived jobs included). */
export function candidatesOfJobPath(jobId: string): string {
  return `/admin/applied-candidates?job=${encodeURIComponent(jobId)}`;
}

/** Open jobs per page of the Manage Jobs list. */
export const ADMIN_JOBS_PAGE_SIZE = 20;
