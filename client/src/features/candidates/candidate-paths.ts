/** The all-candidates list (across jobs). */
export const ALL_CANDIDATES_PATH = '/admin/candidates';

/** A candidate's page: one application in full. */
export function candidatePath(id: string): string {
  return `${ALL_CANDIDATES_PATH}/${encodeURIComponent(id)}`;
}

/** The Applied Candidates screen (the spec's) with this job chosen. */
export function jobCandidatesPath(jobId: string): string {
  return `/admin/applied-candidates?job=${encodeURIComponent(jobId)}`;
}
