/** What My interviews says. */
export const interviewsMessages = {
  title: 'My interviews',
  viewsLabel: 'Which interviews',
  upcomingView: 'Upcoming',
  pastView: 'Past',
  loading: 'Loading your interviews...',
  failed: 'Your interviews could not be loaded.',
  retry: 'Try again',
  upcomingEmpty: 'No upcoming interviews.',
  pastEmpty: 'No past interviews.',
  /** The terms of an interview's card. */
  when: 'When',
  yourTime: 'Your time',
  duration: 'Duration',
  location: 'Location',
  video: 'Video call',
  videoLink: 'Join the video call',
  opensInNewTab: ' (opens in a new tab)',
  others: 'Other interviewers',
} as const;

/** The query parameter that holds the view, and its one value besides the default. */
export const VIEW_PARAM = 'view';
export const PAST_VIEW = 'past';
