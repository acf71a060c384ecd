/** What the reports screen says. */
export const reportsMessages = {
  title: 'Reports and Insights',
  loading: 'Loading...',
  failed: 'Failed to load the figures. Please try again.',
  retry: 'Try again',
  refresh: 'Refresh',
  noUpcomingEvents: 'No upcoming events.',
} as const;
