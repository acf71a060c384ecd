/** The clients screens' words (our screens; the spec has no clients). */
export const clientsMessages = {
  title: 'Clients',
  intro: 'The companies the consultancy fills jobs for, by name.',
  search: 'Search',
  searchHint: 'Part of a name or an industry.',
  searchLabel: 'Search the clients',
  loading: 'Loading the clients...',
  failed: 'Failed to load the clients.',
  empty: 'No clients yet. Add the first one.',
  noMatch: 'No client matches this search.',
  loadMoreFailed: 'Failed to load more clients.',
  tableLabel: 'Clients',
  add: 'Add client',
  addTitle: 'Add client',
  addFailed: 'The client could not be added. Please try again.',
  save: 'Save',
  cancel: 'Cancel',
  name: 'Name',
  website: 'Website',
  websiteHint: 'For example https://example.com.',
  industry: 'Industry',
  notes: 'Notes',
  showNamePublicly: 'Show the name on public job postings',
  showNamePubliclyHint: 'Off: postings name the consultancy instead. A confidential job never shows it.',
  nameRequired: 'Enter the client’s name.',
  back: 'Clients',
  /** The client page before its client is there (components/ui/RecordFallback). */
  record: {
    title: 'Clients',
    notFoundTitle: 'Client not found',
    notFound: 'This client does not exist, or it was deleted.',
    failed: 'Failed to load the client.',
    retry: 'Try again',
    loading: 'Loading the client...',
  },
  details: 'Details',
  edit: 'Edit details',
  editTitle: 'Edit client',
  editFailed: 'The changes could not be saved. Please try again.',
  saved: 'Changes saved.',
  notGiven: 'Not given.',
  publicName: 'Name on public postings',
  yes: 'Shown',
  no: 'Hidden',
  figures: 'Figures',
  openJobs: 'Open jobs',
  inProcess: 'Candidates in process',
  placements: 'Placements',
  logo: 'Logo',
  noLogo: 'No logo yet.',
  logoFile: 'Logo picture',
  logoFileHint: 'PNG, JPEG, GIF, WebP or AVIF.',
  logoAlt: 'Logo description',
  logoAltHint: 'What the logo shows, for people who cannot see it.',
  logoAltRequired: 'Describe the logo.',
  logoFileRequired: 'Choose a picture.',
  uploadLogo: 'Upload logo',
  replaceLogo: 'Replace logo',
  removeLogo: 'Remove logo',
  logoFailed: 'The logo could not be saved. Please try again.',
  logoSaved: 'Logo saved.',
  logoRemoved: 'Logo removed.',
  logoLoadFailed: 'The logo could not be shown.',
  contacts: 'Contacts',
  noContacts: 'No contacts yet.',
  addContact: 'Add contact',
  addContactTitle: 'Add contact',
  editContactTitle: 'Edit contact',
  contactFullName: 'Full name',
  contactRole: 'Role',
  contactEmail: 'Email',
  contactPhone: 'Phone',
  contactNameRequired: 'Enter the contact’s name.',
  contactEmailInvalid: 'Enter a valid e-mail address, such as name@example.com.',
  contactFailed: 'The contact could not be saved. Please try again.',
  deleteContactFailed: 'The contact could not be deleted. Please try again.',
  contactsLabel: 'The client’s contacts',
  jobs: 'Jobs',
  noJobs: 'No jobs for this client yet. Pick the client in a job’s form to link it.',
  archived: 'Archived',
  closed: 'Closed',
  open: 'Open',
  placementsLoading: 'Loading the placements...',
  placementsFailed: 'Failed to load the placements.',
  noPlacements: 'No placements yet.',
  placementsLabel: 'The client’s placements',
  placementsLoadMoreFailed: 'Failed to load more placements.',
  candidate: 'Candidate',
  job: 'Job',
  startDate: 'Start date',
  fee: 'Fee',
  unknown: 'Not known',
  deleteClient: 'Delete client',
  deleteClientNote: 'The client and its contacts are deleted for good. A client with jobs cannot be deleted.',
  deleteClientFailed: 'The client could not be deleted. Please try again.',
} as const;

/** Clients each request asks for; "Load more" asks for the next. */
export const CLIENTS_PAGE_SIZE = 25;
/** The pause in typing after which the search goes to the URL and the server. */
export const CLIENTS_SEARCH_DEBOUNCE_MS = 300;
/** Placements each request asks for on a client's page. */
export const CLIENT_PLACEMENTS_PAGE_SIZE = 20;

export const CLIENTS_PATH = '/admin/clients';
export const clientPath = (id: string) => `${CLIENTS_PATH}/${id}`;
export const jobPipelinePath = (jobId: string) => `/admin/jobs/${jobId}/pipeline`;
export const candidatePath = (applicationId: string) => `/admin/candidates/${applicationId}`;

/** The line above the list. */
export function countLine(shown: number, total: number | null): string {
  const noun = total === 1 ? 'client' : 'clients';
  return total === null || total === shown ? `${shown} ${noun}` : `Showing ${shown} of ${total} ${noun}`;
}

export const deleteContactTitle = (name: string) => `Delete ${name}?`;
export const deleteClientTitle = (name: string) => `Delete ${name}?`;
export const deletedClientLine = (name: string) => `${name} was deleted.`;
export const addedClientLine = (name: string) => `${name} was added.`;
export const contactSavedLine = (name: string) => `${name} was saved.`;
export const contactDeletedLine = (name: string) => `${name} was deleted.`;
