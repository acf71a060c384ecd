/** What the command palette says. */
export const commandPaletteMessages = {
  title: 'Search',
  inputLabel: 'Find a person, a job or a screen',
  placeholder: 'Name, e-mail, job title or screen',
  hint: 'Type at least 2 characters to search people and jobs.',
  searching: 'Searching...',
  failed: 'The search failed. Please try again.',
  none: (text: string) => `No people, jobs or screens match “${text}”.`,
  groups: { people: 'People', jobs: 'Jobs', screens: 'Go to' },
} as const;

/** Characters typed before people and jobs are searched (screens filter from the first). */
export const PALETTE_MIN_SEARCH = 2;
/** How long typing must pause before the server is asked. */
export const PALETTE_DEBOUNCE_MS = 250;
/** Results of each kind (people, jobs). */
export const PALETTE_RESULTS = 5;
