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
  updated: 'Job updated.',
  deleted: 'Job deleted.',
  archiveNote: 'Deleted jobs are archived: their applicants stay reachable.',
  linesHint: 'One point per line; blank lines are left out.',
} as const;

/** Open jobs per page of the Manage Jobs list. */
export const ADMIN_JOBS_PAGE_SIZE = 20;
