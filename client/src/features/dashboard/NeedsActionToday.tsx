import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router-dom';

import { DashboardTodayDocument, type DashboardTodayQuery } from '../../gql/graphql';
import { formatEventDate, formatEventTime, formatMoment } from '../../lib/format-when';
import { useClock } from '../../lib/use-now';

/** How many of the newest applications awaiting a decision the dashboard names. */
export const LATEST_AWAITING = 3;
const DAY_MS = 24 * 60 * 60 * 1000;

export const needsActionMessages = {
  title: 'Needs action today',
  loading: 'Looking for what needs action...',
  failed: 'What needs action could not be loaded.',
  awaiting: 'New applications awaiting decision',
  awaitingAll: (count: string) => `All ${count} awaiting decision`,
  awaitingNone: 'No application is waiting for a decision.',
  rejections: 'Rejection e-mails waiting to send',
  rejectionsNone: 'No rejection e-mail is waiting.',
  events: 'Events this week',
  eventsNone: 'No event this week.',
} as const;

const relative = new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' });

/** How long until `iso`, in minutes under two hours, else in hours ("in 25 minutes", "in 3 hours"). */
function timeLeft(iso: string, now: number): string {
  const minutes = Math.max(0, Math.round((Date.parse(iso) - now) / 60_000));
  return minutes < 120 ? relative.format(minutes, 'minute') : relative.format(Math.round(minutes / 60), 'hour');
}

/** The events dated from today to six days on (UTC days, as the report counts them). */
function eventsThisWeek(report: DashboardTodayQuery['backOfficeReport'], now: number) {
  const today = new Date(now).toISOString().slice(0, 10);
  const lastDay = new Date(now + 6 * DAY_MS).toISOString().slice(0, 10);
  return report.upcomingEvents.filter(({ event }) => event.date >= today && event.date <= lastDay);
}

/**
 * The dashboard's "Needs action today": the newest applications awaiting a decision (with how many
 * there are, linking to All candidates filtered to them), the rejection e-mails still waiting to
 * send with the time left to undo them, and this week's events with registrations and capacity.
 */
export function NeedsActionToday() {
  // Read afresh on every visit, and never into the cache: three rows must not cut the list that
  // All candidates pages through.
  const { data, error, loading } = useQuery(DashboardTodayDocument, {
    variables: { latest: LATEST_AWAITING },
    fetchPolicy: 'no-cache',
  });
  // The minutes left before each rejection e-mail go down on a dashboard left open.
  const now = useClock(60_000);

  let body;
  if (loading) body = <p className="needs-action__note">{needsActionMessages.loading}</p>;
  else if (error || !data) body = <p className="needs-action__note">{needsActionMessages.failed}</p>;
  else {
    const awaiting = data.candidates;
    const count = `${awaiting.totalCount.toLocaleString('en-US')}${awaiting.totalCountIsExact ? '' : '+'}`;
    const events = eventsThisWeek(data.backOfficeReport, now);
    body = (
      <div className="needs-action__groups">
        <section className="needs-action__group" aria-labelledby="needs-action-awaiting">
          <h3 id="needs-action-awaiting">
            {needsActionMessages.awaiting} <span className="needs-action__count">{count}</span>
          </h3>
          {awaiting.edges.length === 0 ? (
            <p className="needs-action__note">{needsActionMessages.awaitingNone}</p>
          ) : (
            <>
              <ul className="needs-action__list">
                {awaiting.edges.map(({ node }) => (
                  <li key={node.id}>
                    <Link to={`/admin/candidates/${encodeURIComponent(node.id)}`}>{node.fullName}</Link>
                    <span className="needs-action__detail">
                      {node.job.title} · <time dateTime={node.createdAt}>{formatMoment(node.createdAt)}</time>
                    </span>
                  </li>
                ))}
              </ul>
              <p className="needs-action__all">
                <Link to="/admin/candidates?decision=awaiting">{needsActionMessages.awaitingAll(count)}</Link>
              </p>
            </>
          )}
        </section>
        <section className="needs-action__group" aria-labelledby="needs-action-rejections">
          <h3 id="needs-action-rejections">
            {needsActionMessages.rejections}{' '}
            <span className="needs-action__count">{data.pendingRejectionEmails.length}</span>
          </h3>
          {data.pendingRejectionEmails.length === 0 ? (
            <p className="needs-action__note">{needsActionMessages.rejectionsNone}</p>
          ) : (
            <ul className="needs-action__list">
              {data.pendingRejectionEmails.map((application) => (
                <li key={application.id}>
                  <Link to={`/admin/candidates/${encodeURIComponent(application.id)}`}>{application.fullName}</Link>
                  <span className="needs-action__detail">
                    {application.job.title} · sends{' '}
                    {application.rejectionEmailDueAt && (
                      <time
                        dateTime={application.rejectionEmailDueAt}
                        title={formatMoment(application.rejectionEmailDueAt)}
                      >
                        {timeLeft(application.rejectionEmailDueAt, now)}
                      </time>
                    )}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </section>
        <section className="needs-action__group" aria-labelledby="needs-action-events">
          <h3 id="needs-action-events">
            {needsActionMessages.events} <span className="needs-action__count">{events.length}</span>
          </h3>
          {events.length === 0 ? (
            <p className="needs-action__note">{needsActionMessages.eventsNone}</p>
          ) : (
            <ul className="needs-action__list">
              {events.map(({ event, registrationCount }) => (
                <li key={event.id}>
                  <Link to={`/admin/registered-candidates?event=${encodeURIComponent(event.id)}`}>{event.name}</Link>
                  <span className="needs-action__detail">
                    {formatEventDate(event.date)}, {formatEventTime(event.time)} ·{' '}
                    {event.capacity === null || event.capacity === undefined
                      ? `${registrationCount.toLocaleString('en-US')} registered`
                      : `${registrationCount.toLocaleString('en-US')} of ${event.capacity.toLocaleString('en-US')} places taken`}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    );
  }

  return (
    <section className="needs-action" aria-labelledby="needs-action-title" aria-busy={loading}>
      <h2 id="needs-action-title">{needsActionMessages.title}</h2>
      {body}
    </section>
  );
}
