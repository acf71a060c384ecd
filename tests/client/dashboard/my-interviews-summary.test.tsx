import { screen, within } from '@testing-library/react';

import { DashboardPage } from '../../../client/src/features/dashboard/DashboardPage';
import { meMock } from '../../helpers/me-mock';
import { renderApp } from '../../helpers/render-app';
import { setupUser } from '../../helpers/user-events';
import {
  dashboardInterviewsErrorMock,
  dashboardInterviewsMock,
  manyUpcoming,
  myInterviewsMock,
  UPCOMING,
} from '../interviews/fixtures';

import { dashboardCountsMock, withQuietSections } from './fixtures';

function summary() {
  return within(screen.getByRole('region', { name: 'My interviews' }));
}

describe('the dashboard’s "My interviews"', () => {
  it('links to My interviews with how many are coming and names the next three, each opening the candidate’s page', async () => {
    renderApp(<DashboardPage />, {
      role: 'INTERNAL_RECRUITER',
      mocks: withQuietSections([dashboardCountsMock(), dashboardInterviewsMock(manyUpcoming(4))]),
    });
    await screen.findByRole('link', { name: 'Candidate 1' });

    expect(summary().getByRole('link', { name: 'My interviews' })).toHaveAttribute('href', '/admin/my-interviews');
    expect(summary().getByText('Upcoming interviews').nextElementSibling).toHaveTextContent('4');
    expect(
      summary()
        .getAllByRole('listitem')
        .map((item) => [within(item).getByRole('link').getAttribute('href'), item.textContent]),
    ).toEqual([
      ['/admin/candidates/app-many-1', 'Candidate 1Recruitment Lead · Tuesday 1 July 2031 at 9:30 AM London time'],
      ['/admin/candidates/app-many-2', 'Candidate 2Recruitment Lead · Wednesday 2 July 2031 at 9:30 AM London time'],
      ['/admin/candidates/app-many-3', 'Candidate 3Recruitment Lead · Thursday 3 July 2031 at 9:30 AM London time'],
    ]);
  });

  it('counts "100+" when the server answers its most, 100', async () => {
    renderApp(<DashboardPage />, {
      role: 'INTERNAL_RECRUITER',
      mocks: withQuietSections([dashboardCountsMock(), dashboardInterviewsMock(manyUpcoming(100))]),
    });
    await screen.findByRole('link', { name: 'Candidate 1' });
    expect(summary().getByText('Upcoming interviews').nextElementSibling).toHaveTextContent('100+');
  });

  it('says "No upcoming interviews." when there are none, keeping the link', async () => {
    renderApp(<DashboardPage />, {
      role: 'INTERNAL_RECRUITER',
      mocks: withQuietSections([dashboardCountsMock(), dashboardInterviewsMock([])]),
    });
    expect(await screen.findByText('No upcoming interviews.')).toBeInTheDocument();
    expect(summary().getByRole('link', { name: 'My interviews' })).toHaveAttribute('href', '/admin/my-interviews');
    expect(summary().queryByText('Upcoming interviews')).not.toBeInTheDocument();
  });

  it('says so when the interviews cannot be loaded, keeping the link and the four cards', async () => {
    renderApp(<DashboardPage />, {
      role: 'INTERNAL_RECRUITER',
      mocks: withQuietSections([dashboardCountsMock(), dashboardInterviewsErrorMock()]),
    });
    expect(await screen.findByText('Your interviews could not be loaded.')).toBeInTheDocument();
    expect(summary().getByRole('link', { name: 'My interviews' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Manage Job Postings' })).toBeInTheDocument();
  });

  it('opens My interviews from the dashboard', async () => {
    const user = setupUser();
    const { router } = renderApp('/admin', {
      role: 'INTERNAL_RECRUITER',
      mocks: withQuietSections([
        meMock('INTERNAL_RECRUITER'),
        dashboardCountsMock(),
        dashboardInterviewsMock(UPCOMING),
        myInterviewsMock(false, UPCOMING),
      ]),
    });
    await screen.findByRole('link', { name: 'Ines Duarte' });
    expect(summary().getByText('Upcoming interviews').nextElementSibling).toHaveTextContent('2');

    await user.click(summary().getByRole('link', { name: 'My interviews' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'My interviews' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/my-interviews');
    // The page's own answer, with what the dashboard did not ask for.
    expect(await screen.findByText('Omar Haddad, Ana Costa')).toBeInTheDocument();
  });
});
