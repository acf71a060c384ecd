// This file passes 400 lines: one screen's cases in one file (each file loads the app afresh).
import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';

import { ReportsPage } from '../../../client/src/features/reports/ReportsPage';
import {
  type ApplicationSourceKind,
  BackOfficeReportDocument,
  ReportPipelineConversionDocument,
  ReportPlacementsByClientDocument,
  ReportPlacementsByMonthDocument,
  ReportTimeToFillDocument,
  type Role,
} from '../../../client/src/gql/graphql';
import { saveCsv } from '../../../client/src/lib/download';
import { renderApp } from '../../helpers/render-app';
import { setupUser } from '../../helpers/user-events';

jest.mock('../../../client/src/lib/download', () => ({
  ...jest.requireActual('../../../client/src/lib/download'),
  saveCsv: jest.fn(),
}));
const saveCsvMock = jest.mocked(saveCsv);

// Drawing the charts in jsdom took 20 s of this file's run; the browser test (tests/e2e/reports-charts)
// draws them for real. Here the chart library draws nothing: the picture's summary, the tables and
// the CSV are this page's own.
jest.mock('recharts', () => {
  const nothing = () => null;
  const Chart = ({ children }: { children?: ReactNode }) => <svg>{children}</svg>;
  return {
    Bar: nothing,
    CartesianGrid: nothing,
    ComposedChart: Chart,
    LabelList: nothing,
    Legend: nothing,
    Line: nothing,
    ReferenceLine: nothing,
    Tooltip: nothing,
    XAxis: nothing,
    YAxis: nothing,
  };
});

// jsdom lays nothing out: the charts are drawn at a fixed size, as a browser would for their box.
class FixedSizeResizeObserver {
  constructor(private readonly callback: ResizeObserverCallback) {}
  observe(target: Element) {
    const entry = { target, contentRect: { width: 600, height: 300 } } as unknown as ResizeObserverEntry;
    this.callback([entry], this as unknown as ResizeObserver);
  }
  unobserve() {}
  disconnect() {}
}
beforeAll(() => {
  Object.assign(globalThis, { ResizeObserver: FixedSizeResizeObserver });
});
afterEach(() => saveCsvMock.mockReset());

type Source = { kind: ApplicationSourceKind | null; source: string | null; count: number; placements: number };

function headlineMock(
  upcomingEvents: { id: string; name: string; date: string; time: string; registrations: number }[] = [],
  sources: Source[] = [],
): MockLink.MockedResponse {
  return {
    request: { query: BackOfficeReportDocument },
    result: {
      data: {
        backOfficeReport: {
          __typename: 'BackOfficeReport',
          openJobs: 12,
          generatedAt: '2026-11-23T09:30:00.000Z',
          applications: {
            __typename: 'ApplicationCounts',
            total: 1234,
            shortlisted: 40,
            rejected: 94,
            awaitingDecision: 1100,
          },
          applicationsBySource: sources.map((line) => ({ __typename: 'ApplicationSourceCount', ...line })),
          upcomingEvents: upcomingEvents.map(({ registrations, ...event }) => ({
            __typename: 'UpcomingEventReport',
            registrationCount: registrations,
            event: { __typename: 'Event', ...event },
          })),
        },
      },
    },
  };
}

const money = (currency: string, amount: number) => ({ __typename: 'CurrencyAmount', currency, amount });

/** Twelve months from 2025-12 to 2026-11: placements in 2026-09 and 2026-11, fees in EUR and USD. */
function monthMock(withFees: boolean, empty = false, months = 12): MockLink.MockedResponse {
  const rows = Array.from({ length: months }, (_, index) => {
    const date = new Date(Date.UTC(2026, 10 - (months - 1) + index, 1));
    const month = date.toISOString().slice(0, 7);
    const fees =
      empty || !['2026-09', '2026-11'].includes(month)
        ? []
        : month === '2026-09'
          ? [money('EUR', 12_000)]
          : [money('EUR', 8_000.5), money('USD', 5_000)];
    return {
      __typename: 'PlacementMonthReport',
      month,
      placements: empty ? 0 : fees.length ? (month === '2026-09' ? 1 : 2) : 0,
      ...(withFees ? { fees } : {}),
    };
  });
  return {
    request: { query: ReportPlacementsByMonthDocument, variables: { months, withFees } },
    result: { data: { placementsByMonthReport: rows } },
  };
}

function clientMock(withFees: boolean, empty = false): MockLink.MockedResponse {
  const rows = [
    { clientId: 'c1', clientName: 'Acme Corp', placements: 2, fees: [money('EUR', 20_000.5)] },
    { clientId: null, clientName: null, placements: 1, fees: [] },
  ];
  return {
    request: { query: ReportPlacementsByClientDocument, variables: { withFees } },
    result: {
      data: {
        placementsByClientReport: empty
          ? []
          : rows.map(({ fees, ...row }) => ({
              __typename: 'ClientPlacementReport',
              ...row,
              ...(withFees ? { fees } : {}),
            })),
      },
    },
  };
}

function timeToFillMock(empty = false): MockLink.MockedResponse {
  const jobs = [
    {
      jobId: 'j1',
      title: 'Site Engineer',
      clientName: 'Beta Builders',
      firstPlacedAt: '2026-11-20T10:00:00.000Z',
      days: 12,
    },
    { jobId: 'j2', title: 'Office Manager', clientName: null, firstPlacedAt: '2026-11-02T10:00:00.000Z', days: 41 },
  ];
  return {
    request: { query: ReportTimeToFillDocument },
    result: {
      data: {
        timeToFillReport: {
          __typename: 'TimeToFillReport',
          filledJobs: empty ? 0 : 2,
          medianDays: empty ? null : 26.5,
          jobs: empty ? [] : jobs.map((job) => ({ __typename: 'FilledJobReport', ...job })),
        },
      },
    },
  };
}

function conversionMock(empty = false): MockLink.MockedResponse {
  const rows: [string, string, number, number | null][] = [
    ['s1', 'Applied', 9, 88.9],
    ['s2', 'Screening', 8, 50],
    ['s3', 'Placed', 4, null],
  ];
  return {
    request: { query: ReportPipelineConversionDocument },
    result: {
      data: {
        pipelineConversionReport: rows.map(([stageId, name, reached, nextPercent]) => ({
          __typename: 'StageConversionReport',
          stageId,
          name,
          reached: empty ? 0 : reached,
          nextPercent: empty ? null : nextPercent,
        })),
      },
    },
  };
}

function allMocks({ role = 'ADMIN' as Role, empty = false, sources = [] as Source[] } = {}) {
  const withFees = role === 'ADMIN' || role === 'SUPER_ADMIN';
  return [
    headlineMock([], sources),
    monthMock(withFees, empty),
    clientMock(withFees, empty),
    timeToFillMock(empty),
    conversionMock(empty),
  ];
}

/** The body rows of a table, each as its cells' texts. */
function tableRows(table: HTMLElement) {
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => Array.from(row.children, (cell) => cell.textContent));
}

function headerCells(table: HTMLElement) {
  return within(table)
    .getAllByRole('columnheader')
    .map((cell) => cell.textContent);
}

function figure(label: string) {
  return screen.getByText(label, { selector: 'dt' }).nextElementSibling;
}

describe('reports and insights', () => {
  // The headline figures, then each report (sources come with the headline figures).
  it('shows Loading... in each section and then the counts of jobs and applications by decision', async () => {
    renderApp(<ReportsPage />, { role: 'ADMIN', mocks: allMocks() });
    expect(screen.getAllByRole('status').map((status) => status.textContent)).toEqual(Array(6).fill('Loading...'));

    expect(await screen.findByRole('heading', { level: 2, name: 'Jobs and applications' })).toBeInTheDocument();
    expect(figure('Open jobs')).toHaveTextContent('12');
    expect(figure('Applications')).toHaveTextContent('1,234');
    expect(figure('Awaiting decision')).toHaveTextContent('1,100');
    expect(figure('Shortlisted')).toHaveTextContent('40');
    expect(figure('Rejected')).toHaveTextContent('94');
    expect(screen.getByText('No upcoming events.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
  });

  it('lists the upcoming events with their dates and registrations', async () => {
    renderApp(<ReportsPage />, {
      role: 'ADMIN',
      mocks: [
        headlineMock([
          { id: 'e1', name: 'Leadership Summit', date: '2026-12-05', time: '14:30', registrations: 3 },
          { id: 'e2', name: 'CV Clinic', date: '2027-01-10', time: '09:00', registrations: 0 },
        ]),
        ...allMocks().slice(1),
      ],
    });
    const events = await screen.findByRole('region', { name: 'Upcoming events' });
    expect(tableRows(within(events).getByRole('table'))).toEqual([
      ['Leadership Summit', 'Saturday 5 December 2026', '2:30 PM', '3'],
      ['CV Clinic', 'Sunday 10 January 2027', '9:00 AM', '0'],
    ]);
  });

  it('shows placements and fees by month to an admin: every month, a column per currency, and a chart summary', async () => {
    renderApp(<ReportsPage />, { role: 'ADMIN', mocks: allMocks() });
    const table = await screen.findByRole('table', { name: 'Placements and fees by month' });
    expect(headerCells(table)).toEqual(['Month', 'Placements', 'Fees (EUR)', 'Fees (USD)']);
    const rows = tableRows(table);
    expect(rows).toHaveLength(12);
    expect(rows[0]).toEqual(['Dec 2025', '0', '0.00', '0.00']);
    expect(rows[9]).toEqual(['Sep 2026', '1', '12,000.00', '0.00']);
    expect(rows[11]).toEqual(['Nov 2026', '2', '8,000.50', '5,000.00']);
    const section = screen.getByRole('region', { name: 'Placements and fees by month' });
    expect(
      await within(section).findByRole('img', {
        name: 'Placements per month over the last 12 months: 3 placements in all. The line shows the fees in EUR.',
      }),
    ).toBeInTheDocument();
    expect(within(section).getByText('Fees in USD are in the table only.')).toBeInTheDocument();
  });

  it('shows every other report as a table beside its chart', async () => {
    renderApp(<ReportsPage />, {
      role: 'ADMIN',
      mocks: allMocks({
        sources: [
          { kind: 'CAREERS_SITE', source: null, count: 1000, placements: 12 },
          { kind: 'LINK', source: 'linkedin', count: 150, placements: 3 },
          { kind: null, source: null, count: 24, placements: 1 },
        ],
      }),
    });
    const byClient = await screen.findByRole('table', { name: 'Placements and fees by client' });
    expect(headerCells(byClient)).toEqual(['Client', 'Placements', 'Fees (EUR)']);
    expect(tableRows(byClient)).toEqual([
      ['Acme Corp', '2', '20,000.50'],
      ['The consultancy itself', '1', '0.00'],
    ]);
    expect(tableRows(await screen.findByRole('table', { name: 'Time to fill per job' }))).toEqual([
      ['Site Engineer', 'Beta Builders', '2026-11-20', '12'],
      ['Office Manager', 'The consultancy itself', '2026-11-02', '41'],
    ]);
    expect(screen.getByText('Median time to fill: 26.5 days over 2 filled jobs.')).toBeInTheDocument();
    // The sources come with the headline figures, by another query than the reports above: wait for them.
    expect(tableRows(await screen.findByRole('table', { name: 'Applications and placements by source' }))).toEqual([
      ['The careers site', '1,000', '12'],
      ['Links from “linkedin”', '150', '3'],
      ['Not recorded (before sources were kept)', '24', '1'],
    ]);
    const conversion = await screen.findByRole('table', { name: 'Pipeline conversion between stages' });
    expect(tableRows(conversion)).toEqual([
      ['Applied', '9', '88.9%'],
      ['Screening', '8', '50%'],
      ['Placed', '4', '—'],
    ]);
    expect(
      await screen.findByRole('img', {
        name: 'Applications that reached each stage, in pipeline order: 9 at Applied, 4 at Placed.',
      }),
    ).toBeInTheDocument();
    expect(screen.queryByText('The chart could not be drawn. The table has the figures.')).not.toBeInTheDocument();
    expect(
      screen.getByRole('img', {
        name: 'Days from posting to first placement for the 2 jobs filled most recently; the median over 2 filled jobs is 26.5 days.',
      }),
    ).toBeInTheDocument();
  });

  it('asks a recruiter for no fees and says fees are for admins', async () => {
    renderApp(<ReportsPage />, { role: 'INTERNAL_RECRUITER', mocks: allMocks({ role: 'INTERNAL_RECRUITER' }) });
    const table = await screen.findByRole('table', { name: 'Placements by month' });
    expect(headerCells(table)).toEqual(['Month', 'Placements']);
    expect(tableRows(table)[11]).toEqual(['Nov 2026', '2']);
    expect(headerCells(await screen.findByRole('table', { name: 'Placements by client' }))).toEqual([
      'Client',
      'Placements',
    ]);
    expect(screen.getAllByText('Fees are shown to admins only.')).toHaveLength(2);
    expect(screen.getByRole('heading', { level: 2, name: 'Placements by month' })).toBeInTheDocument();
  });

  it('downloads a table as CSV: plain numbers, money with 2 decimals, named by the report and the day', async () => {
    const user = setupUser();
    renderApp(<ReportsPage />, { role: 'ADMIN', mocks: allMocks() });
    await screen.findByRole('table', { name: 'Placements and fees by client' });
    await user.click(screen.getByRole('button', { name: 'Download CSV: Placements and fees by client' }));
    expect(saveCsvMock).toHaveBeenCalledTimes(1);
    const [csv, fileName] = saveCsvMock.mock.calls[0]!;
    expect(fileName).toMatch(/^placements-by-client-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(csv.split('\r\n')).toEqual([
      'Client,Placements,Fees (EUR)',
      'Acme Corp,2,20000.50',
      'The consultancy itself,1,0.00',
      '',
    ]);

    // The pipeline conversion arrives by its own query, in any order with the client report's: wait for it.
    await user.click(await screen.findByRole('button', { name: 'Download CSV: Pipeline conversion between stages' }));
    expect(saveCsvMock.mock.calls[1]![0].split('\r\n')).toEqual([
      'Stage,Reached,Went on to the next',
      'Applied,9,88.9',
      'Screening,8,50',
      'Placed,4,',
      '',
    ]);
  });

  it('says so in each section when there is nothing to show yet', async () => {
    renderApp(<ReportsPage />, { role: 'ADMIN', mocks: allMocks({ empty: true }) });
    expect(await screen.findByText('No placements in this period.')).toBeInTheDocument();
    expect(await screen.findByText('No placements yet.')).toBeInTheDocument();
    expect(await screen.findByText('No job has been filled yet.')).toBeInTheDocument();
    // Sources and pipeline conversion.
    await waitFor(() => expect(screen.getAllByText('No applications yet.')).toHaveLength(2));
    expect(screen.queryByRole('table', { name: /Placements/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Download CSV/ })).not.toBeInTheDocument();
  });

  it('asks again for another period', async () => {
    const user = setupUser();
    renderApp(<ReportsPage />, { role: 'ADMIN', mocks: [...allMocks(), monthMock(true, false, 24)] });
    await screen.findByRole('table', { name: 'Placements and fees by month' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Period' }), 'Last 24 months');
    await waitFor(() =>
      expect(tableRows(screen.getByRole('table', { name: 'Placements and fees by month' }))).toHaveLength(24),
    );
  });

  it('says so when a section cannot be loaded, and loads it on Try again, the others unharmed', async () => {
    const user = setupUser();
    const [headline, month, client, fill, conversion] = allMocks();
    renderApp(<ReportsPage />, {
      role: 'ADMIN',
      mocks: [
        headline!,
        month!,
        {
          request: { query: ReportPlacementsByClientDocument, variables: { withFees: true } },
          error: new Error('Down'),
        },
        client!,
        fill!,
        conversion!,
      ],
    });
    const section = await screen.findByRole('region', { name: 'Placements and fees by client' });
    expect(await within(section).findByRole('alert')).toHaveTextContent(
      'Failed to load these figures. Please try again.',
    );
    expect(await screen.findByRole('table', { name: 'Placements and fees by month' })).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Try again' }));
    expect(await within(section).findByRole('table', { name: 'Placements and fees by client' })).toBeInTheDocument();
    expect(within(section).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says so when the headline figures cannot be loaded, and loads them on Try again', async () => {
    const user = setupUser();
    renderApp(<ReportsPage />, {
      role: 'ADMIN',
      mocks: [{ request: { query: BackOfficeReportDocument }, error: new Error('Network down') }, ...allMocks()],
    });
    expect(await screen.findByText('Failed to load the figures. Please try again.')).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Try again' })[0]!);
    expect(await screen.findByText('Open jobs')).toBeInTheDocument();
    expect(screen.queryByText('Failed to load the figures. Please try again.')).not.toBeInTheDocument();
  });
});
