import type { ApplicationSourceKind } from '../../gql/graphql';

/** What the reports screen says. */
export const reportsMessages = {
  title: 'Reports and Insights',
  loading: 'Loading...',
  failed: 'Failed to load the figures. Please try again.',
  retry: 'Try again',
  refresh: 'Refresh',
  noUpcomingEvents: 'No upcoming events.',
  noApplications: 'No applications yet.',
  /** A line of "Applications and placements by source". */
  sourceWords(kind: ApplicationSourceKind | null, source: string | null): string {
    if (kind === 'CAREERS_SITE') return 'The careers site';
    if (kind === 'LINK') return `Links from “${source ?? ''}”`;
    if (kind === 'REFERRAL') return 'Referrals';
    if (kind === 'ADDED_BY_STAFF') return 'Added by staff';
    return 'Not recorded (before sources were kept)';
  },
} as const;
