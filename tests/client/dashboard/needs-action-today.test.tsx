import { screen, within } from '@testing-library/react';

import { DashboardPage } from '../../../client/src/features/dashboard/DashboardPage';
import { renderApp } from '../../helpers/render-app';

import { dashboardCountsMock, dashboardTodayErrorMock, dashboardTodayMock, withQuietSections } from './fixtures';

function group(name: RegExp) {
  return within(screen.getByRole('region', { name }));
}

describe('the dashboard’s "Needs action today"', () => {
  it('lists the newest applications awaiting a decision, waiting rejection e-mails with the time left, and this week’s events', async () => {
    const now = Date.now();
    renderApp(<DashboardPage />, {
      role: 'INTERNAL_RECRUITER',
      mocks: withQuietSections([dashboardCountsMock(), dashboardTodayMock(now)]),
    });
    await screen.findByText('Ines Duarte');

    const awaiting = group(/^New applications awaiting decision/);
    expect(awaiting.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Ines Duarte', '/admin/candidates/a-2'],
      ['Omar Haddad', '/admin/candidates/a-1'],
      ['All 7 awaiting decision', '/admin/candidates?decision=awaiting'],
    ]);

    const rejections = group(/^Rejection e-mails waiting to send/);
    expect(rejections.getByRole('link', { name: 'Lena Vogel' })).toHaveAttribute('href', '/admin/candidates/r-1');
    expect(rejections.getByRole('listitem')).toHaveTextContent('Lena VogelPayroll Specialist · sends in 25 minutes');

    // The event 20 days away is not this week's.
    const events = group(/^Events this week/);
    expect(events.getAllByRole('link').map((link) => link.textContent)).toEqual(['HR Leaders Roundtable']);
    expect(events.getByRole('link', { name: 'HR Leaders Roundtable' })).toHaveAttribute(
      'href',
      '/admin/registered-candidates?event=e-1',
    );
    expect(events.getByRole('listitem')).toHaveTextContent(/· 18 of 40 places taken$/);
  });

  it('says so when what needs action cannot be loaded, keeping the four cards', async () => {
    renderApp(<DashboardPage />, {
      role: 'INTERNAL_RECRUITER',
      mocks: withQuietSections([dashboardCountsMock(), dashboardTodayErrorMock()]),
    });
    expect(await screen.findByText('What needs action could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Manage Job Postings' })).toBeInTheDocument();
  });
});
