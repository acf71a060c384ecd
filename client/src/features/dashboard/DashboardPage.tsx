import './dashboard.css';

import { Link } from 'react-router-dom';

import { useDocumentTitle } from '../../components/ui/use-document-title';

const PAGE_TITLE = 'Dashboard';

/** The dashboard's four cards (SPEC section 2), each opening its screen. */
export const DASHBOARD_CARDS = [
  {
    to: '/admin/manage-jobs',
    title: 'Manage Job Postings',
    text: 'Post new openings, update what is live, and retire the ones that are filled.',
  },
  {
    to: '/admin/applied-candidates',
    title: 'View Applied Candidates',
    text: 'See who applied to each job, read their resumes, and shortlist or reject them.',
  },
  {
    to: '/admin/reports',
    title: 'Reports and Insights',
    text: 'Open jobs, applications by decision, and registrations for the upcoming events.',
  },
  {
    to: '/admin/settings',
    title: 'Settings and Preferences',
    text: 'Your profile, and a new password whenever you need one.',
  },
] as const;

/** /admin: where staff land after signing in. */
export function DashboardPage() {
  useDocumentTitle(PAGE_TITLE);
  return (
    <section className="page dashboard">
      <h1>{PAGE_TITLE}</h1>
      <ul className="dashboard__cards">
        {DASHBOARD_CARDS.map(({ to, title, text }) => (
          <li key={to} className="dashboard__card">
            <h2 className="dashboard__card-title">
              <Link to={to} className="dashboard__card-link">
                {title}
              </Link>
            </h2>
            <p>{text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
