import './reports.css';

import { useQuery } from '@apollo/client/react';
import { useState } from 'react';

import { SelectField } from '../../components/ui/Field';
import { TableScroll } from '../../components/ui/TableScroll';
import { useDocumentTitle } from '../../components/ui/use-document-title';
import {
  BackOfficeReportDocument,
  type BackOfficeReportQuery,
  ReportPipelineConversionDocument,
  ReportPlacementsByClientDocument,
  ReportPlacementsByMonthDocument,
  ReportTimeToFillDocument,
} from '../../gql/graphql';
import { getRole } from '../../lib/auth';
import { formatEventDate, formatEventTime, formatMoment } from '../../lib/format-when';

import { clientChart, conversionChart, monthChart, sourcesChart, timeToFillChart } from './chart-spec';
import { ReportSection, type SectionState } from './components/ReportSection';
import { clientTable, conversionTable, monthTable, sourcesTable, timeToFillTable } from './report-tables';
import { reportsMessages } from './reports-messages';

type Report = BackOfficeReportQuery['backOfficeReport'];

/** The periods the placements-by-month chart offers, in months (the server takes 1 to 36). */
export const REPORT_PERIODS = [6, 12, 24, 36] as const;

/** The roles the server answers fees to; others get the same reports without them. */
const FEE_ROLES = ['ADMIN', 'SUPER_ADMIN'];

function Figure({ label, value }: { label: string; value: number }) {
  return (
    <div className="reports__figure">
      <dt>{label}</dt>
      <dd>{value.toLocaleString('en-US')}</dd>
    </div>
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

interface QueryLike<D> {
  data?: D;
  error?: unknown;
  refetch: () => Promise<unknown>;
}

const retryOf = (query: QueryLike<unknown>) => () => void query.refetch().catch(() => undefined);

/** A section's state from its query: its figures once they are there, else the error or Loading... */
function sectionState<D>(query: QueryLike<D>, ready: (data: D) => SectionState): SectionState {
  if (query.data) return ready(query.data);
  if (query.error) return { status: 'error', retry: retryOf(query) };
  return { status: 'loading' };
}

/**
 * /admin/reports: the headline figures the server counts on request, then one section per report,
 * each with a chart (drawn by a lazily loaded module, so only this screen downloads the chart
 * library), its table and a CSV download: placements and fees by month and by client, time to
 * fill, applications and placements by source, pipeline conversion; and the upcoming events. Each
 * section loads, fails and retries on its own. Fees are asked for only for ADMIN and up, whom the
 * server answers them to.
 */
export function ReportsPage() {
  useDocumentTitle(reportsMessages.title);
  const withFees = FEE_ROLES.includes(getRole() ?? '');
  const [months, setMonths] = useState<number>(12);
  const options = { fetchPolicy: 'cache-and-network', notifyOnNetworkStatusChange: true } as const;
  const headline = useQuery(BackOfficeReportDocument, options);
  const byMonth = useQuery(ReportPlacementsByMonthDocument, { ...options, variables: { months, withFees } });
  const byClient = useQuery(ReportPlacementsByClientDocument, { ...options, variables: { withFees } });
  const timeToFill = useQuery(ReportTimeToFillDocument, options);
  const conversion = useQuery(ReportPipelineConversionDocument, options);
  const report = headline.data?.backOfficeReport;
  const loading = [headline, byMonth, byClient, timeToFill, conversion].some((query) => query.loading);
  const refresh = () => {
    for (const query of [headline, byMonth, byClient, timeToFill, conversion]) retryOf(query)();
  };
  const feesNote = withFees ? undefined : <p className="reports__hint">{reportsMessages.feesAdminOnly}</p>;

  return (
    <section className="page reports">
      <div className="reports__heading">
        <h1>{reportsMessages.title}</h1>
        <button type="button" className="button" onClick={refresh} disabled={loading}>
          {reportsMessages.refresh}
        </button>
      </div>
      {!report ? (
        headline.error ? (
          <div>
            <p role="alert" className="reports__notice reports__notice--error">
              {reportsMessages.failed}
            </p>
            <button type="button" className="button" onClick={retryOf(headline)}>
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
            {headline.error && <span role="alert"> · {reportsMessages.failed}</span>}
          </p>
          <h2>Jobs and applications</h2>
          <dl className="reports__figures">
            <Figure label="Open jobs" value={report.openJobs} />
            <Figure label="Applications" value={report.applications.total} />
            <Figure label="Awaiting decision" value={report.applications.awaitingDecision} />
            <Figure label="Shortlisted" value={report.applications.shortlisted} />
            <Figure label="Rejected" value={report.applications.rejected} />
          </dl>
        </>
      )}

      <ReportSection
        id="report-by-month"
        title={withFees ? 'Placements and fees by month' : 'Placements by month'}
        controls={
          <div className="reports__controls">
            <SelectField
              label="Period"
              value={String(months)}
              onChange={(event) => setMonths(Number(event.target.value))}
            >
              {REPORT_PERIODS.map((period) => (
                <option key={period} value={period}>
                  Last {period} months
                </option>
              ))}
            </SelectField>
            {feesNote}
          </div>
        }
        state={sectionState(byMonth, ({ placementsByMonthReport: rows }) =>
          rows.every((row) => row.placements === 0)
            ? { status: 'empty', message: reportsMessages.noPlacementsInPeriod }
            : { status: 'ready', chart: monthChart(rows, withFees), table: monthTable(rows, withFees) },
        )}
      />

      <ReportSection
        id="report-by-client"
        title={withFees ? 'Placements and fees by client' : 'Placements by client'}
        controls={feesNote}
        state={sectionState(byClient, ({ placementsByClientReport: rows }) =>
          rows.length === 0
            ? { status: 'empty', message: reportsMessages.noPlacements }
            : { status: 'ready', chart: clientChart(rows), table: clientTable(rows, withFees) },
        )}
      />

      <ReportSection
        id="report-time-to-fill"
        title="Time to fill"
        state={sectionState(timeToFill, ({ timeToFillReport: fill }) =>
          fill.filledJobs === 0
            ? { status: 'empty', message: reportsMessages.noFilledJobs }
            : {
                status: 'ready',
                chart: timeToFillChart(fill),
                table: timeToFillTable(fill),
                after: <p className="reports__hint">{reportsMessages.medianWords(fill.medianDays, fill.filledJobs)}</p>,
              },
        )}
      />

      <ReportSection
        id="report-sources"
        title="Applications and placements by source"
        state={sectionState(headline, ({ backOfficeReport: { applicationsBySource: rows } }) =>
          rows.length === 0
            ? { status: 'empty', message: reportsMessages.noApplications }
            : { status: 'ready', chart: sourcesChart(rows), table: sourcesTable(rows) },
        )}
      />

      <ReportSection
        id="report-conversion"
        title="Pipeline conversion"
        state={sectionState(conversion, ({ pipelineConversionReport: rows }) =>
          rows.every((row) => row.reached === 0)
            ? { status: 'empty', message: reportsMessages.noApplications }
            : { status: 'ready', chart: conversionChart(rows), table: conversionTable(rows) },
        )}
      />

      {report && (
        <div className="reports__section">
          <h2>Upcoming events</h2>
          <UpcomingEvents events={report.upcomingEvents} />
        </div>
      )}
    </section>
  );
}
