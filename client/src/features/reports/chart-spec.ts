import {
  type ClientRows,
  type ConversionRows,
  feeIn,
  mainCurrency,
  type MonthRows,
  monthWords,
  type SourceRows,
  type TimeToFill,
} from './report-tables';
import { reportsMessages } from './reports-messages';

/**
 * What a chart draws, free of the chart library (components/ReportChart.tsx, loaded lazily, is the
 * only module that imports it): the page builds these from its data without loading it.
 */
export interface ChartSeries {
  /** The datum's property holding this series' value. */
  key: string;
  /** Its name in the legend. */
  name: string;
  /** Bars, or a line with dots (drawn on its own axis on the right). */
  kind: 'bar' | 'line';
  /** A second series of bars is hatched, so the two never differ by colour alone. */
  pattern?: 'solid' | 'hatched';
}

export interface ChartSpec {
  /** What the chart shows, in one or two sentences: the picture's text alternative. */
  summary: string;
  /** Bars standing up along the months ('columns') or lying along the names ('rows'). */
  layout: 'columns' | 'rows';
  /** The datum's property naming each bar's category. */
  category: string;
  data: Record<string, string | number>[];
  series: ChartSeries[];
  /** A dashed line across the bars (a median), with its label. */
  reference?: { value: number; label: string };
  /** Below the chart, in words (for example the currencies left out of it). */
  note?: string;
}

const count = (n: number) => n.toLocaleString('en-US');
const plural = (n: number, one: string, many: string) => `${count(n)} ${n === 1 ? one : many}`;

export function monthChart(rows: MonthRows, withFees: boolean): ChartSpec {
  const currency = withFees ? mainCurrency(rows) : null;
  const total = rows.reduce((sum, row) => sum + row.placements, 0);
  const others = withFees
    ? [...new Set(rows.flatMap((row) => (row.fees ?? []).map((fee) => fee.currency)))].filter((c) => c !== currency)
    : [];
  const feeKey = 'fee';
  return {
    summary:
      `Placements per month over the last ${plural(rows.length, 'month', 'months')}: ${plural(total, 'placement', 'placements')} in all.` +
      (currency ? ` The line shows the fees in ${currency}.` : ''),
    layout: 'columns',
    category: 'month',
    data: rows.map((row) => ({
      month: monthWords(row.month),
      placements: row.placements,
      ...(currency ? { [feeKey]: feeIn(row.fees, currency) } : {}),
    })),
    series: [
      { key: 'placements', name: 'Placements', kind: 'bar' },
      ...(currency ? [{ key: feeKey, name: `Fees (${currency})`, kind: 'line' as const }] : []),
    ],
    note: others.length ? `Fees in ${others.sort().join(', ')} are in the table only.` : undefined,
  };
}

export function clientChart(rows: ClientRows): ChartSpec {
  const top = rows[0];
  return {
    summary:
      `Placements per client, ${plural(rows.length, 'client', 'clients')}` +
      (top
        ? `: the most with ${top.clientName ?? reportsMessages.consultancyItself} (${count(top.placements)}).`
        : '.'),
    layout: 'rows',
    category: 'client',
    data: rows.map((row) => ({
      client: row.clientName ?? reportsMessages.consultancyItself,
      placements: row.placements,
    })),
    series: [{ key: 'placements', name: 'Placements', kind: 'bar' }],
  };
}

export function timeToFillChart(report: TimeToFill): ChartSpec {
  const median = report.medianDays;
  return {
    summary:
      `Days from posting to first placement for the ${plural(report.jobs.length, 'job', 'jobs')} filled most recently` +
      (median === null
        ? '.'
        : `; the median over ${plural(report.filledJobs, 'filled job', 'filled jobs')} is ${count(median)} days.`),
    layout: 'rows',
    category: 'job',
    data: report.jobs.map((job) => ({ job: job.title, days: job.days })),
    series: [{ key: 'days', name: 'Days to fill', kind: 'bar' }],
    reference: median === null ? undefined : { value: median, label: `Median ${count(median)} days` },
  };
}

export function sourcesChart(rows: SourceRows): ChartSpec {
  const top = rows[0];
  return {
    summary:
      `Applications and placements per source, ${plural(rows.length, 'source', 'sources')}` +
      (top
        ? `: the most applications from ${reportsMessages.sourceWords(top.kind, top.source)} (${count(top.count)}).`
        : '.'),
    layout: 'rows',
    category: 'source',
    data: rows.map((row) => ({
      source: reportsMessages.sourceWords(row.kind, row.source),
      applications: row.count,
      placements: row.placements,
    })),
    series: [
      { key: 'applications', name: 'Applications', kind: 'bar' },
      { key: 'placements', name: 'Placements', kind: 'bar', pattern: 'hatched' },
    ],
  };
}

export function conversionChart(rows: ConversionRows): ChartSpec {
  const first = rows[0];
  const last = rows.at(-1);
  return {
    summary:
      'Applications that reached each stage, in pipeline order' +
      (first && last ? `: ${count(first.reached)} at ${first.name}, ${count(last.reached)} at ${last.name}.` : '.'),
    layout: 'rows',
    category: 'stage',
    data: rows.map((row) => ({ stage: row.name, reached: row.reached })),
    series: [{ key: 'reached', name: 'Applications that reached it', kind: 'bar' }],
  };
}
