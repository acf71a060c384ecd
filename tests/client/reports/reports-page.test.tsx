import type { MockLink } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';

import { ReportsPage } from '../../../client/src/features/reports/ReportsPage';
import { type ApplicationSourceKind, BackOfficeReportDocument } from '../../../client/src/gql/graphql';
import { renderApp } from '../../helpers/render-app';
import { setupUser } from '../../helpers/user-events';

function reportMock(
  upcomingEvents: { id: string; name: string; date: string; time: string; registrations: number }[] = [],
  sources: { kind: ApplicationSourceKind | null; source: string | null; count: number; placements: number }[] = [],
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

/** The body rows of a table, each as its cells' texts. */
function tableRows(table: HTMLElement) {
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => Array.from(row.children, (cell) => cell.textContent));
}

function figure(label: string) {
  return screen.getByText(label, { selector: 'dt' }).nextElementSibling;
}

describe('reports and insights', () => {
  it('shows Loading... and then the counts of jobs and applications by decision', async () => {
    renderApp(<ReportsPage />, { mocks: [reportMock()] });
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');

    expect(await screen.findByRole('heading', { level: 2, name: 'Jobs and applications' })).toBeInTheDocument();
    expect(figure('Open jobs')).toHaveTextContent('12');
    expect(figure('Applications')).toHaveTextContent('1,234');
    expect(figure('Awaiting decision')).toHaveTextContent('1,100');
    expect(figure('Shortlisted')).toHaveTextContent('40');
    expect(figure('Rejected')).toHaveTextContent('94');
    expect(screen.getByText('No upcoming events.')).toBeInTheDocument();
  });

  it('lists the upcoming events with their dates and registrations', async () => {
    renderApp(<ReportsPage />, {
      mocks: [
        reportMock([
          { id: 'e1', name: 'Leadership Summit', date: '2026-12-05', time: '14:30', registrations: 3 },
          { id: 'e2', name: 'CV Clinic', date: '2027-01-10', time: '09:00', registrations: 0 },
        ]),
      ],
    });
    const rows = tableRows(await screen.findByRole('table'));
    expect(rows).toEqual([
      ['Leadership Summit', 'Saturday 5 December 2026', '2:30 PM', '3'],
      ['CV Clinic', 'Sunday 10 January 2027', '9:00 AM', '0'],
    ]);
  });

  it('lists where applications and placements came from, most first, in words', async () => {
    renderApp(<ReportsPage />, {
      mocks: [
        reportMock(
          [],
          [
            { kind: 'CAREERS_SITE', source: null, count: 1000, placements: 12 },
            { kind: 'LINK', source: 'linkedin', count: 150, placements: 3 },
            { kind: 'REFERRAL', source: null, count: 60, placements: 4 },
            { kind: 'ADDED_BY_STAFF', source: null, count: 31, placements: 0 },
            { kind: null, source: null, count: 24, placements: 1 },
          ],
        ),
      ],
    });
    const rows = tableRows(await screen.findByRole('table'));
    expect(rows).toEqual([
      ['The careers site', '1,000', '12'],
      ['Links from “linkedin”', '150', '3'],
      ['Referrals', '60', '4'],
      ['Added by staff', '31', '0'],
      ['Not recorded (before sources were kept)', '24', '1'],
    ]);
    expect(screen.queryByText('No applications yet.')).not.toBeInTheDocument();
  });

  it('says so when the figures cannot be loaded, and loads them on Try again', async () => {
    const user = setupUser();
    renderApp(<ReportsPage />, {
      mocks: [{ request: { query: BackOfficeReportDocument }, error: new Error('Network down') }, reportMock()],
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load the figures. Please try again.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Open jobs')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
