import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router-dom';

import { DashboardInterviewsDocument } from '../../gql/graphql';
import { formatZonedWhen } from '../../lib/zoned-when';

/** The screen listing the signed-in person's interviews. */
export const MY_INTERVIEWS_PATH = '/admin/my-interviews';
/** How many of the next interviews the dashboard names. */
export const NEXT_INTERVIEWS = 3;
/** The most interviews `myInterviews` answers: a full answer may not be all of them. */
const MY_INTERVIEWS_LIMIT = 100;

export const myInterviewsSummaryMessages = {
  title: 'My interviews',
  count: 'Upcoming interviews',
  loading: 'Looking for your interviews...',
  failed: 'Your interviews could not be loaded.',
  none: 'No upcoming interviews.',
} as const;

/**
 * The dashboard's "My interviews": how many interviews the signed-in person has coming and the next
 * few (the candidate, opening their page, the job, and when on the interview's own clock), under a
 * heading that opens My interviews. Its states stay quiet (no status or alert role): the counts
 * above speak for the page.
 */
export function MyInterviewsSummary() {
  // Asked afresh on every visit, as the counts are.
  const { data, error, loading } = useQuery(DashboardInterviewsDocument, { fetchPolicy: 'network-only' });
  const interviews = loading ? undefined : data?.myInterviews;

  let body;
  if (loading) body = <p className="needs-action__note">{myInterviewsSummaryMessages.loading}</p>;
  else if (error || !interviews) body = <p className="needs-action__note">{myInterviewsSummaryMessages.failed}</p>;
  else if (interviews.length === 0) body = <p className="needs-action__note">{myInterviewsSummaryMessages.none}</p>;
  else {
    const count = `${interviews.length.toLocaleString('en-US')}${interviews.length >= MY_INTERVIEWS_LIMIT ? '+' : ''}`;
    body = (
      <>
        <dl className="dashboard__counts my-interviews-summary__count">
          <div className="dashboard__count">
            <dt>{myInterviewsSummaryMessages.count}</dt>
            <dd>{count}</dd>
          </div>
        </dl>
        <ul className="needs-action__list my-interviews-summary__list">
          {interviews.slice(0, NEXT_INTERVIEWS).map(({ id, application, ...when }) => (
            <li key={id}>
              <Link to={`/admin/candidates/${encodeURIComponent(application.id)}`}>{application.fullName}</Link>
              <span className="needs-action__detail">
                {application.job.title} · <time dateTime={when.startsAt}>{formatZonedWhen(when)}</time>
              </span>
            </li>
          ))}
        </ul>
      </>
    );
  }

  return (
    <section className="my-interviews-summary" aria-labelledby="my-interviews-summary-title" aria-busy={loading}>
      <h2 id="my-interviews-summary-title">
        <Link to={MY_INTERVIEWS_PATH}>{myInterviewsSummaryMessages.title}</Link>
      </h2>
      {body}
    </section>
  );
}
