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

/**
 * What a link from All candidates carries in the router's state: that list's query (its filters and
 * order), so the candidate page steps through the same list with Next and Previous. A page opened
 * from a link typed or sent has none, and offers no Next or Previous.
 */
export interface FromList {
  list: string;
}

/** The list a candidate page was opened from, when its router state says so. */
export function fromList(state: unknown): FromList | null {
  if (typeof state !== 'object' || state === null) return null;
  const { list } = state as { list?: unknown };
  return typeof list === 'string' ? { list } : null;
}
