import {
  clientShortlistWords,
  SHORTLIST_MAX_CANDIDATES,
} from '../../components/client-shortlists/client-shortlist-words';

/**
 * The one job of the selected candidates for "Send to client", or why they cannot go on one
 * shortlist. With the list filtered by a job every selected candidate is of it; otherwise each must
 * be a row shown (the selection's rows beyond them, from "Select all matching", carry no job).
 */
export function shortlistJob(
  selected: readonly { id: string; status: string | null }[],
  rows: readonly { id: string; job: { id: string } }[],
  filteredJob: string,
): { jobId: string | null; blocked: string | null } {
  if (selected.length === 0) return { jobId: null, blocked: null };
  if (selected.length > SHORTLIST_MAX_CANDIDATES)
    return { jobId: null, blocked: clientShortlistWords.tooManyCandidates };
  const jobOf = new Map(rows.map((row) => [row.id, row.job.id]));
  const jobs = new Set(selected.map((picked) => filteredJob || jobOf.get(picked.id) || ''));
  const [jobId] = jobs;
  if (jobs.size !== 1 || !jobId) return { jobId: null, blocked: clientShortlistWords.oneJobOnly };
  if (selected.some((picked) => picked.status === 'Rejected')) {
    return { jobId: null, blocked: clientShortlistWords.rejectedCannotGo };
  }
  return { jobId, blocked: null };
}
