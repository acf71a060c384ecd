import './reports.css';

import { useQuery } from '@apollo/client/react';

import { TableScroll } from '../../components/ui/TableScroll';
import { useDocumentTitle } from '../../components/ui/use-document-title';
import { BackOfficeReportDocument, type BackOfficeReportQuery } from '../../gql/graphql';
import { formatEventDate, formatEventTime, formatMoment } from '../../lib/format-when';

import { reportsMessages } from './reports-messages';

type Report = BackOfficeReportQuery['backOfficeReport'];

function Figure({ label, value }: { label: string; value: number }) {
  return (
    <div className="reports__figure">
      <dt>{label}</dt>
      <dd>{value.toLocaleString('en-US')}</dd>
    </div>
  );
}

/** Where applications and placements came from, most first: a link by its source, referrals as one line. */
function ApplicationSources({ sources }: { sources: Report['applicationsBySource'] }) {
  if (sources.length === 0) return <p className="reports__notice">{reportsMessages.noApplications}</p>;
  return (
    <TableScroll label="Applications and placements by source">
      <table className="reports__table">
        <thead>
          <tr>
            <th scope="col">Source</th>
            <th scope="col">Applications</th>
            <th scope="col">Placements</th>
          </tr>
        </thead>
        <tbody>
          {sources.map(({ kind, source, count, placements }) => (
            <tr key={`${kind ?? 'none'}:${source ?? ''}`}>
              <th scope="row">{reportsMessages.sourceWords(kind, source)}</th>
              <td>{count.toLocaleString('en-US')}</td>
              <td>{placements.toLocaleString('en-US')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

function UpcomingEvents({ events }: { events: Report['upcomingEvents'] }) {
  if (events.length === 0) return <p className="reports__notice">{reportsMessages.noUpcomingEvents}</p>;
  return (
    <TableScroll label="Upcoming events">
      <table className="reports__table">
        <thead>
          <tr>
            <th scope="col">Event</th>
            <th scope="col">Date</th>
            <th scope="col">Time</th>
            <th scope="col">Registrations</th>
          </tr>
        </thead>
        <tbody>
          {events.map(({ event, registrationCount }) => (
            <tr key={event.id}>
              <th scope="row">{event.name}</th>
              <td>{formatEventDate(event.date)}</td>
              <td>{formatEventTime(event.time)}</td>
              <td>{registrationCount.toLocaleString('en-US')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

/**
 * /admin/reports: the headline figures the server counts on request (open jobs, applications by
 * decision and by source, upcoming events with their registrations). Each visit asks for fresh figures.
 */
export function ReportsPage() {
  useDocumentTitle(reportsMessages.title);
  const { data, error, loading, refetch } = useQuery(BackOfficeReportDocument, {
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const report = data?.backOfficeReport;
  const refresh = () => void refetch().catch(() => undefined);

  return (
    <section className="page reports">
      <div className="reports__heading">
        <h1>{reportsMessages.title}</h1>
        {report && (
          <button type="button" className="button" onClick={refresh} disabled={loading}>
            {reportsMessages.refresh}
          </button>
        )}
      </div>
      {!report ? (
        error ? (
          <div>
            <p role="alert" className="reports__notice reports__notice--error">
              {reportsMessages.failed}
            </p>
            <button type="button" className="button" onClick={refresh}>
              {reportsMessages.retry}
            </button>
          </div>
        ) : (
          <p role="status" className="reports__notice">
            {reportsMessages.loading}
          </p>
        )
      ) : (
        <>
          <p className="reports__counted">
            Counted {formatMoment(report.generatedAt)}
            {error && <span role="alert"> · {reportsMessages.failed}</span>}
          </p>
          <h2>Jobs and applications</h2>
          <dl className="reports__figures">
            <Figure label="Open jobs" value={report.openJobs} />
            <Figure label="Applications" value={report.applications.total} />
            <Figure label="Awaiting decision" value={report.applications.awaitingDecision} />
            <Figure label="Shortlisted" value={report.applications.shortlisted} />
            <Figure label="Rejected" value={report.applications.rejected} />
          </dl>
          <h2>Applications and placements by source</h2>
          <ApplicationSources sources={report.applicationsBySource} />
          <h2>Upcoming events</h2>
          <UpcomingEvents events={report.upcomingEvents} />
        </>
      )}
    </section>
  );
}
