import type { ApplicationSourceKind } from '../../gql/graphql';

/** What the reports screen says. */
export const reportsMessages = {
  title: 'Reports and Insights',
  loading: 'Loading...',
  failed: 'Failed to load the figures. Please try again.',
  sectionFailed: 'Failed to load these figures. Please try again.',
  chartFailed: 'The chart could not be drawn. The table has the figures.',
  chartLoading: 'Drawing the chart...',
  retry: 'Try again',
  refresh: 'Refresh',
  downloadCsv: 'Download CSV',
  noUpcomingEvents: 'No upcoming events.',
  noApplications: 'No applications yet.',
  noPlacementsInPeriod: 'No placements in this period.',
  noPlacements: 'No placements yet.',
  noFilledJobs: 'No job has been filled yet.',
  consultancyItself: 'The consultancy itself',
  feesAdminOnly: 'Fees are shown to admins only.',
  /** Under the time-to-fill chart. */
  medianWords(medianDays: number | null, filledJobs: number): string {
    if (medianDays === null) return '';
    const jobs = `${filledJobs.toLocaleString('en-US')} filled ${filledJobs === 1 ? 'job' : 'jobs'}`;
    return `Median time to fill: ${medianDays.toLocaleString('en-US', { maximumFractionDigits: 1 })} days over ${jobs}.`;
  },
  /** A line of "Applications and placements by source". */
  sourceWords(kind: ApplicationSourceKind | null, source: string | null): string {
    if (kind === 'CAREERS_SITE') return 'The careers site';
    if (kind === 'LINK') return `Links from “${source ?? ''}”`;
    if (kind === 'REFERRAL') return 'Referrals';
    if (kind === 'ADDED_BY_STAFF') return 'Added by staff';
    return 'Not recorded (before sources were kept)';
  },
} as const;
