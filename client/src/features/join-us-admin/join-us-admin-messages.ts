/** The Join us Users screen's texts; the failure is logged only (SPEC sections 4 and 8). */
export const joinUsAdminMessages = {
  loading: 'Loading...',
  fetchFailedLog: 'Failed to fetch data',
  empty: 'No one has asked to join yet.',
} as const;
