import { formatTimeOfDay } from '../../lib/format-when';

import type { CandidateFilters } from './candidate-filters';
import { candidateMessages } from './candidates-messages';

/**
 * The all-candidates list's words (the screen is ours, not the spec's; the spec's failure lines are
 * reused where they say the same thing).
 */
export const allCandidatesMessages = {
  title: 'All Candidates',
  loading: 'Loading candidates...',
  // SPEC section 8, the same failure on this screen.
  failed: candidateMessages.loadFailed,
  jobsFailed: candidateMessages.jobsFetchFailed,
  loadMoreFailed: 'Failed to load more candidates. Please try again.',
  none: 'No candidates yet.',
  clearFilters: 'Clear filters',
  searchHint: 'Name, e-mail, phone, job title or words in the resume',
  /** Before a resume's snippet: where the search's words were found. */
  inResume: 'In the resume:',
  anyJob: 'Any job',
  openJobs: 'Open jobs',
  archivedJobs: 'Archived jobs',
  archived: 'archived',
  noneSelected: 'No candidates selected',
  clearSelection: 'Clear selection',
  shortlistSelected: 'Shortlist selected',
  rejectSelected: 'Reject selected',
  decisionFailed: 'The decision could not be saved. Please try again.',
  selectAllFailed: 'Could not select every matching candidate. Please try again.',
} as const;

/** How many jobs the job filter offers: the API's largest page. */
export const JOB_FILTER_LIMIT = 100;

const count = (value: number) => value.toLocaleString('en-US');
const plural = (n: number, one: string, many: string) => (n === 1 ? one : many);

/** "25 of 312" or "25 of 1,000+" (the API counts up to 1,000). */
export function totalWords(total: number, exact: boolean): string {
  return exact ? count(total) : `${count(total)}+`;
}

/** "Showing 25 of 312 candidates" / "Showing 25 of 1,000+ candidates". */
export function countLine(shown: number, total: number, exact: boolean): string {
  return `Showing ${count(shown)} of ${totalWords(total, exact)} ${plural(exact ? total : 2, 'candidate', 'candidates')}`;
}

/** Why the list is empty, in terms of what narrowed it. */
export function emptyLine(filters: CandidateFilters, narrowed: boolean): string {
  if (!narrowed) return allCandidatesMessages.none;
  const others = Boolean(filters.job || filters.stage || filters.decision || filters.from || filters.to);
  if (filters.q) return `No candidates match “${filters.q}”${others ? ' with these filters' : ''}.`;
  return 'No candidates match these filters.';
}

export function selectedLine(selected: number): string {
  return selected === 0 ? allCandidatesMessages.noneSelected : `${count(selected)} selected`;
}

/** The job filter's hint when there are more jobs than it can offer. */
export function moreJobsLine(shown: number, total: number): string {
  return `The job list offers the ${shown} newest of ${count(total)} jobs.`;
}

export function selectAllLabel(total: number, exact: boolean, limit: number): string {
  return exact && total <= limit ? `Select all ${count(total)} matching` : `Select the first ${count(limit)} matching`;
}

/** Next to "Select the first 500 matching": why not all of them. */
export function overLimitLine(total: number, exact: boolean, limit: number): string {
  return `${totalWords(total, exact)} candidates match; a bulk action takes at most ${count(limit)} at a time.`;
}

/** After "Select all matching" fetched every match (or the first `limit` of them). */
export function allMatchingLine(
  selected: number,
  scope: 'all' | 'first',
  total: number,
  exact: boolean,
  limit: number,
): string {
  if (scope === 'all') return `${count(selected)} selected: all matching candidates.`;
  return `${count(selected)} selected: the first ${count(selected)} of ${totalWords(total, exact)} matching candidates, in the list’s order (at most ${count(limit)} can be changed at once).`;
}

export function selectingLine(done: number, target: number): string {
  return `Selecting… ${count(done)} of ${count(target)}`;
}

/** Why "Shortlist selected" or "Reject selected" cannot apply to the selection. */
export function tooManyLine(selected: number, limit: number): string {
  return `At most ${count(limit)} candidates can be changed at once; ${count(selected)} are selected.`;
}

export function shortlistBlockedByRejected(rejected: number): string {
  return `Shortlist is unavailable: ${count(rejected)} selected ${plural(rejected, 'candidate is', 'candidates are')} rejected (undo the rejection first, or unselect ${plural(rejected, 'that candidate', 'them')}).`;
}

export const ALL_SHORTLISTED_LINE = 'Shortlist is unavailable: every selected candidate is already shortlisted.';

export function rejectBlockedByRejected(rejected: number): string {
  return `Reject is unavailable: ${count(rejected)} selected ${plural(rejected, 'candidate is', 'candidates are')} already rejected (unselect ${plural(rejected, 'that candidate', 'them')}).`;
}

/** The server's refusal, with the names of the selected candidates its message names by id. */
export function refusalLine(message: string, named: readonly string[]): string {
  return named.length > 0 ? `${message} (${named.join(', ')})` : message;
}

export function shortlistedLine(names: readonly string[]): string {
  return names.length === 1 ? `Shortlisted ${names[0]}.` : `Shortlisted ${count(names.length)} candidates.`;
}

/** When the rejection e-mails leave: the latest of their times (they differ by milliseconds). */
function mailTime(dueAts: readonly (string | null)[]): string | null {
  const times = dueAts.filter((due): due is string => due !== null).sort();
  return times.length > 0 ? formatTimeOfDay(times.at(-1)!) : null;
}

export function rejectedLine(names: readonly string[], dueAts: readonly (string | null)[]): string {
  const at = mailTime(dueAts);
  if (names.length === 1) {
    return at
      ? `Rejected ${names[0]}. The e-mail goes out at ${at}; until then Undo cancels it.`
      : `Rejected ${names[0]}.`;
  }
  const rejected = `Rejected ${count(names.length)} candidates.`;
  return at ? `${rejected} The e-mails go out at ${at}; Undo on a candidate’s row or page cancels theirs.` : rejected;
}

export function undoneLine(name: string): string {
  return `The decision on ${name} is undone.`;
}
