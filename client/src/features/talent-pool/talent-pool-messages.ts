/** The talent pool's words (our screens; the spec has no talent pool). */
export const talentPoolMessages = {
  title: 'Talent pool',
  intro:
    'CVs sent through “Send us your CV” on the careers site, the latest first. One entry per e-mail address: a ' +
    'new CV from the same address replaces the one before.',
  search: 'Search',
  searchHint: 'Part of a name, e-mail address or phone number.',
  searchLabel: 'Search the talent pool',
  loading: 'Loading the talent pool...',
  failed: 'Failed to load the talent pool.',
  empty: 'No CVs in the talent pool yet.',
  noMatch: 'No entry matches this search.',
  loadMoreFailed: 'Failed to load more entries.',
  tableLabel: 'Talent pool entries',
  /** An entry’s page before its entry is there (components/ui/RecordFallback). */
  record: {
    title: 'Talent pool',
    notFoundTitle: 'Entry not found',
    notFound: 'This talent pool entry does not exist, or it was deleted or erased.',
    failed: 'Failed to load the entry.',
    retry: 'Try again',
    loading: 'Loading the entry...',
  },
  back: 'Talent pool',
  lookingFor: 'What they are looking for',
  notGiven: 'Not given.',
  resume: 'Resume',
  applications: 'Applications made from this entry',
  noApplications: 'None yet.',
  addToJob: 'Add to job',
  addToJobIntro:
    'A new application for the job you pick, with a copy of the resume. The person gets no e-mail. Jobs they ' +
    'are already in are not listed.',
  addToJobNone: 'This person is already in every open job.',
  addToJobFailed: 'The person could not be added to the job. Please try again.',
  openNewApplication: 'Open the new application',
  delete: 'Delete',
  deleteNote: 'The entry and its resume are deleted for good. The applications made from it stay.',
  deleteFailed: 'The entry could not be deleted. Please try again.',
  held:
    'This CV is held for review (it was sent faster than a person fills the form): release it from the talent ' +
    'pool’s list before adding the person to a job.',
} as const;

/** Entries each request asks for; "Load more" asks for the next. */
export const TALENT_POOL_PAGE_SIZE = 25;
/** The pause in typing after which the search goes to the URL and the server. */
export const TALENT_POOL_SEARCH_DEBOUNCE_MS = 300;
/** The open jobs "Add to job" offers (the API's largest page). */
export const JOB_OPTIONS_LIMIT = 100;

/** The line above the list. */
export function countLine(shown: number, total: number | null): string {
  return total === null || total === shown ? `${shown} in the pool` : `Showing ${shown} of ${total}`;
}

/** Said under the latest CV's date when the address sent more than one. */
export function submissionsLine(submissions: number): string | null {
  return submissions > 1 ? `${submissions} CVs sent; the latest replaced the ones before.` : null;
}

export function addToJobTitle(fullName: string): string {
  return `Add ${fullName} to a job`;
}

export function addedToJobLine(jobTitle: string): string {
  return `Added to ${jobTitle}.`;
}

export function deleteTitle(fullName: string): string {
  return `Delete ${fullName} from the talent pool?`;
}

export function deletedLine(fullName: string): string {
  return `${fullName} was deleted from the talent pool.`;
}

export function entryPath(id: string): string {
  return `/admin/talent-pool/${encodeURIComponent(id)}`;
}

/** The candidate page of an application made from an entry. */
export function applicationPath(id: string): string {
  return `/admin/candidates/${encodeURIComponent(id)}`;
}
