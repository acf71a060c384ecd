/**
 * Every user-facing message the specification quotes (SPEC sections 5 and 8), written once.
 * Components import them from here; tests compare against these same constants AND against the
 * spec's literal wording (see tests/client/content/messages.test.ts).
 */
export const messages = {
  login: {
    success: 'Login successful!',
    failed: 'Login failed',
  },
  joinUs: {
    success: 'Details submitted successfully!',
    failure: 'Failed to submit details. Please try again.',
    fetchFailedLog: 'Failed to fetch data',
  },
  jobs: {
    loading: 'Loading job openings...',
    failure: 'Failed to load job openings.',
  },
  application: {
    missingFields: 'Please fill in all required fields.',
    invalidResume: 'Please upload a valid resume file.',
    notOk: 'Something went wrong. Please try again.',
    serverErrorPrefix: 'Failed to submit application:',
    noResponse: 'An error occurred. Please try again later.',
    success: 'Your application has been submitted successfully!',
  },
  events: {
    fetchFailed: 'Failed to fetch events.',
    registerFailed: 'Failed to register. Please try again.',
    registerSuccess: 'Registration successful!',
    emptyTitle: 'No Events Available',
    emptyText: 'Stay tuned! We will update this space with new events soon.',
  },
} as const;

/** How long success messages stay, and how long the application dialog waits before closing. */
export const SUCCESS_MESSAGE_MS = 3000;
/** Delay before a public header dropdown closes once the pointer leaves it. */
export const DROPDOWN_CLOSE_DELAY_MS = 100;
/** Resume file types (SPEC section 9). */
export const RESUME_EXTENSIONS = ['.pdf', '.doc', '.docx'] as const;
