import type {
  BackOfficeReportQuery,
  ReportPipelineConversionQuery,
  ReportPlacementsByClientQuery,
  ReportPlacementsByMonthQuery,
  ReportTimeToFillQuery,
} from '../../gql/graphql';
import { toCsv } from '../../lib/csv';

import { reportsMessages } from './reports-messages';

/** How a cell's value reads: on the screen formatted, in the CSV file as a plain value. */
export type CellKind = 'text' | 'month' | 'date' | 'count' | 'money' | 'days' | 'percent';
export type ReportCell = string | number | null;

export interface ReportColumn {
  label: string;
  kind: CellKind;
}

/**
 * One chart's data as a table: what the screen shows beside the chart (the first column heads each
 * row) and what "Download CSV" saves, from the same rows.
 */
export interface ReportTable {
  caption: string;
  /** The CSV file's name without its date and extension, for example `placements-by-month`. */
  fileName: string;
  columns: ReportColumn[];
  rows: { key: string; cells: ReportCell[] }[];
}

export type MonthRows = ReportPlacementsByMonthQuery['placementsByMonthReport'];
export type ClientRows = ReportPlacementsByClientQuery['placementsByClientReport'];
export type TimeToFill = ReportTimeToFillQuery['timeToFillReport'];
export type ConversionRows = ReportPipelineConversionQuery['pipelineConversionReport'];
export type SourceRows = BackOfficeReportQuery['backOfficeReport']['applicationsBySource'];

type Fees = { currency: string; amount: number }[] | undefined;

/** Every currency the rows' fees are in, alphabetically. */
export function currenciesOf(rows: readonly { fees?: Fees }[]): string[] {
  return [...new Set(rows.flatMap((row) => (row.fees ?? []).map((fee) => fee.currency)))].sort();
}

/** The currency with the largest total: the one a chart draws (the table lists them all). */
export function mainCurrency(rows: readonly { fees?: Fees }[]): string | null {
  const totals = new Map<string, number>();
  for (const fee of rows.flatMap((row) => row.fees ?? [])) {
    totals.set(fee.currency, (totals.get(fee.currency) ?? 0) + fee.amount);
  }
  let best: string | null = null;
  for (const [currency, total] of [...totals].sort(([a], [b]) => a.localeCompare(b))) {
    if (best === null || total > totals.get(best)!) best = currency;
  }
  return best;
}

/** The fee in `currency` (0 when none was earned in it). */
export function feeIn(fees: Fees, currency: string): number {
  return fees?.find((fee) => fee.currency === currency)?.amount ?? 0;
}

const feeColumns = (currencies: string[]): ReportColumn[] =>
  currencies.map((currency) => ({ label: `Fees (${currency})`, kind: 'money' }));

export function monthTable(rows: MonthRows, withFees: boolean): ReportTable {
  const currencies = withFees ? currenciesOf(rows) : [];
  return {
    caption: withFees ? 'Placements and fees by month' : 'Placements by month',
    fileName: 'placements-by-month',
    columns: [{ label: 'Month', kind: 'month' }, { label: 'Placements', kind: 'count' }, ...feeColumns(currencies)],
    rows: rows.map((row) => ({
      key: row.month,
      cells: [row.month, row.placements, ...currencies.map((currency) => feeIn(row.fees, currency))],
    })),
  };
}

export function clientTable(rows: ClientRows, withFees: boolean): ReportTable {
  const currencies = withFees ? currenciesOf(rows) : [];
  return {
    caption: withFees ? 'Placements and fees by client' : 'Placements by client',
    fileName: 'placements-by-client',
    columns: [{ label: 'Client', kind: 'text' }, { label: 'Placements', kind: 'count' }, ...feeColumns(currencies)],
    rows: rows.map((row) => ({
      key: row.clientId ?? 'consultancy',
      cells: [
        row.clientName ?? reportsMessages.consultancyItself,
        row.placements,
        ...currencies.map((currency) => feeIn(row.fees, currency)),
      ],
    })),
  };
}

export function timeToFillTable(report: TimeToFill): ReportTable {
  return {
    caption: 'Time to fill per job',
    fileName: 'time-to-fill',
    columns: [
      { label: 'Job', kind: 'text' },
      { label: 'Client', kind: 'text' },
      { label: 'First placement', kind: 'date' },
      { label: 'Days to fill', kind: 'days' },
    ],
    rows: report.jobs.map((job) => ({
      key: job.jobId,
      cells: [job.title, job.clientName ?? reportsMessages.consultancyItself, job.firstPlacedAt, job.days],
    })),
  };
}

export function sourcesTable(rows: SourceRows): ReportTable {
  return {
    caption: 'Applications and placements by source',
    fileName: 'applications-by-source',
    columns: [
      { label: 'Source', kind: 'text' },
      { label: 'Applications', kind: 'count' },
      { label: 'Placements', kind: 'count' },
    ],
    rows: rows.map((row) => ({
      key: `${row.kind ?? 'none'}:${row.source ?? ''}`,
      cells: [reportsMessages.sourceWords(row.kind, row.source), row.count, row.placements],
    })),
  };
}

export function conversionTable(rows: ConversionRows): ReportTable {
  return {
    caption: 'Pipeline conversion between stages',
    fileName: 'pipeline-conversion',
    columns: [
      { label: 'Stage', kind: 'text' },
      { label: 'Reached', kind: 'count' },
      { label: 'Went on to the next', kind: 'percent' },
    ],
    rows: rows.map((row) => ({ key: row.stageId, cells: [row.name, row.reached, row.nextPercent] })),
  };
}

const MONEY = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const NUMBER = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

/** "2026-11" as "Nov 2026". */
export function monthWords(month: string): string {
  return new Date(`${month}-01T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** A cell as the screen shows it; an empty value as a dash. */
export function cellText(value: ReportCell, kind: CellKind): string {
  if (value === null || value === '') return '—';
  if (typeof value === 'string') {
    if (kind === 'month') return monthWords(value);
    if (kind === 'date') return value.slice(0, 10);
    return value;
  }
  if (kind === 'money') return MONEY.format(value);
  if (kind === 'percent') return `${NUMBER.format(value)}%`;
  return NUMBER.format(value);
}

/** A cell as the CSV file holds it: plain numbers (money with 2 decimals), dates as YYYY-MM-DD. */
function csvValue(value: ReportCell, kind: CellKind): string {
  if (value === null) return '';
  if (typeof value === 'string') return kind === 'date' ? value.slice(0, 10) : value;
  return kind === 'money' ? value.toFixed(2) : String(value);
}

export function tableCsv(table: ReportTable): string {
  return toCsv(
    table.columns.map((column) => column.label),
    table.rows.map((row) => row.cells.map((cell, index) => csvValue(cell, table.columns[index]!.kind))),
  );
}

/** `<name>-<yyyy-mm-dd>.csv`, the date in the reader's calendar. */
export function tableCsvFileName(table: ReportTable, today: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${table.fileName}-${today.getFullYear()}-${pad(today.getMonth() + 1)}-${pad(today.getDate())}.csv`;
}
