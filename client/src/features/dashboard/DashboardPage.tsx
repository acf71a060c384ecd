import './dashboard.css';

import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router-dom';

import { useDocumentTitle } from '../../components/ui/use-document-title';
import { DashboardCountsDocument, type DashboardCountsQuery } from '../../gql/graphql';

import { MyInterviewsSummary } from './MyInterviewsSummary';
import { NeedsActionToday } from './NeedsActionToday';

const PAGE_TITLE = 'Dashboard';

type Report = DashboardCountsQuery['backOfficeReport'];

/** One count a card shows: its label and where it is read from the server's report. */
interface CardCount {
  label: string;
  read: (report: Report) => number;
}

/**
 * The dashboard's four cards (SPEC section 2), each opening its screen, with the counts a recruiter
 * looks for; a card may also link to a screen of ours beside the spec's (`also`).
 */
export const DASHBOARD_CARDS: readonly {
  to: string;
  title: string;
  text: string;
  counts: readonly CardCount[];
  also?: { to: string; label: string };
}[] = [
  {
    to: '/admin/manage-jobs',
    title: 'Manage Job Postings',
    text: 'Post new openings, update what is live, and retire the ones that are filled.',
    counts: [{ label: 'Open jobs', read: (report) => report.openJobs }],
  },
  {
    to: '/admin/applied-candidates',
    title: 'View Applied Candidates',
    text: 'See who applied to each job, read their resumes, and shortlist or reject them.',
    counts: [
      { label: 'Awaiting decision', read: (report) => report.applications.awaitingDecision },
      { label: 'Shortlisted this week', read: (report) => report.applications.shortlistedThisWeek },
    ],
    also: { to: '/admin/candidates', label: 'All candidates, across jobs' },
  },
  {
    to: '/admin/reports',
    title: 'Reports and Insights',
    text: 'Open jobs, applications by decision, and registrations for the upcoming events.',
    counts: [{ label: 'Registrations for upcoming events', read: (report) => report.upcomingRegistrations }],
  },
  {
    to: '/admin/settings',
    title: 'Settings and Preferences',
    text: 'Your profile, and a new password whenever you need one.',
    counts: [],
  },
];

export const dashboardMessages = {
  loading: 'Counting...',
  failed: 'The counts could not be loaded.',
  retry: 'Try again',
} as const;

/**
 * /admin: where staff land after signing in. The cards stay whatever the counts do; under them, the
 * signed-in person's upcoming interviews, then what needs action today.
 */
export function DashboardPage() {
  useDocumentTitle(PAGE_TITLE);
  // Counted afresh on every visit, never read from an older visit's cache.
  const { data, error, loading, refetch } = useQuery(DashboardCountsDocument, {
    fetchPolicy: 'network-only',
    notifyOnNetworkStatusChange: true,
  });
  const report = loading ? undefined : data?.backOfficeReport;

  return (
    <section className="page dashboard">
      <h1>{PAGE_TITLE}</h1>
      <div className="dashboard__counts-state">
        <p role="status">{loading ? dashboardMessages.loading : ''}</p>
        {!loading && error && (
          <p role="alert" className="dashboard__counts-failed">
            {dashboardMessages.failed}{' '}
            <button type="button" className="button" onClick={() => void refetch().catch(() => undefined)}>
              {dashboardMessages.retry}
            </button>
          </p>
        )}
      </div>
      <ul className="dashboard__cards">
        {DASHBOARD_CARDS.map(({ to, title, text, counts, also }) => (
          <li key={to} className="dashboard__card">
            <h2 className="dashboard__card-title">
              <Link to={to} className="dashboard__card-link">
                {title}
              </Link>
            </h2>
            <p>{text}</p>
            {also && (
              <p className="dashboard__also">
                <Link to={also.to}>{also.label}</Link>
              </p>
            )}
            {report && counts.length > 0 && (
              <dl className="dashboard__counts">
                {counts.map(({ label, read }) => (
                  <div key={label} className="dashboard__count">
                    <dt>{label}</dt>
                    <dd>{read(report).toLocaleString('en-US')}</dd>
                  </div>
                ))}
              </dl>
            )}
          </li>
        ))}
      </ul>
      <MyInterviewsSummary />
      <NeedsActionToday />
    </section>
  );
}
