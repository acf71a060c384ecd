import { Component, lazy, type ReactNode, Suspense } from 'react';

import type { ChartSpec } from '../chart-spec';
import type { ReportTable } from '../report-tables';
import { reportsMessages } from '../reports-messages';

import { ReportTableView } from './ReportTableView';

/** The chart library comes with this chunk alone, fetched when the first chart is drawn. */
const ReportChart = lazy(() => import('./ReportChart'));

/** A chart that cannot load or draw says so; the table beside it still has the figures. */
class ChartBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (this.state.failed) return <p className="reports__notice">{reportsMessages.chartFailed}</p>;
    return this.props.children;
  }
}

export type SectionState =
  | { status: 'loading' }
  | { status: 'error'; retry: () => void }
  | { status: 'empty'; message: string }
  | { status: 'ready'; chart: ChartSpec; table: ReportTable; after?: ReactNode };

export interface ReportSectionProps {
  id: string;
  title: string;
  /** Controls shown under the heading whatever the state (the period of a chart). */
  controls?: ReactNode;
  state: SectionState;
}

/**
 * One report: its heading, then Loading..., an error with Try again, a message when there is
 * nothing to show, or the chart with its table and "Download CSV" beside it.
 */
export function ReportSection({ id, title, controls, state }: ReportSectionProps) {
  return (
    <section className="reports__section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {controls}
      {state.status === 'loading' && (
        <p role="status" className="reports__notice">
          {reportsMessages.loading}
        </p>
      )}
      {state.status === 'error' && (
        <div>
          <p role="alert" className="reports__notice reports__notice--error">
            {reportsMessages.sectionFailed}
          </p>
          <button type="button" className="button" onClick={state.retry}>
            {reportsMessages.retry}
          </button>
        </div>
      )}
      {state.status === 'empty' && <p className="reports__notice">{state.message}</p>}
      {state.status === 'ready' && (
        <div className="reports__chart-and-table">
          <div className="reports__chart">
            <ChartBoundary>
              <Suspense fallback={<p className="reports__notice">{reportsMessages.chartLoading}</p>}>
                <ReportChart spec={state.chart} />
              </Suspense>
            </ChartBoundary>
          </div>
          <div>
            <ReportTableView table={state.table} />
            {state.after}
          </div>
        </div>
      )}
    </section>
  );
}
