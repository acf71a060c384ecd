import { act, screen, waitFor, within } from '@testing-library/react';

import { DashboardPage } from '../../../client/src/features/dashboard/DashboardPage';
import { renderApp } from '../../helpers/render-app';
import { setupUser } from '../../helpers/user-events';

import { dashboardCountsErrorMock, dashboardCountsMock, withQuietSections } from './fixtures';

const CARD_TITLES = [
  'Manage Job Postings',
  'View Applied Candidates',
  'Reports and Insights',
  'Settings and Preferences',
];

function card(title: string) {
  return screen.getByRole('link', { name: title }).closest('li')!;
}

/** A card's counts as [label, figure] pairs. */
function countsOf(title: string) {
  return within(card(title))
    .queryAllByRole('term')
    .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
}

function expectFourCards() {
  expect(
    screen
      .getAllByRole('heading', { level: 2 })
      .filter((heading) => !['My interviews', 'Needs action today'].includes(heading.textContent ?? ''))
      .map((heading) => within(heading).getByRole('link').textContent),
  ).toEqual(CARD_TITLES);
}

describe('the dashboard’s counts', () => {
  afterEach(() => jest.useRealTimers());

  it('says it is counting while the counts load, with the four cards already there', async () => {
    // Fake timers hold the mocked answer until the test lets time pass.
    jest.useFakeTimers();
    renderApp(<DashboardPage />, {
      role: 'INTERNAL_RECRUITER',
      mocks: withQuietSections([dashboardCountsMock(undefined, 100)]),
    });
    expect(screen.getByRole('status')).toHaveTextContent('Counting...');
    expectFourCards();
    expect(countsOf('View Applied Candidates')).toEqual([]);
    act(() => jest.advanceTimersByTime(100));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(''));
  });

  it('shows open jobs, decisions awaited, shortlists this week and upcoming registrations on their cards', async () => {
    renderApp(<DashboardPage />, { role: 'INTERNAL_RECRUITER', mocks: withQuietSections([dashboardCountsMock()]) });
    await waitFor(() => expect(countsOf('Manage Job Postings')).toEqual([['Open jobs', '12']]));
    expect(countsOf('View Applied Candidates')).toEqual([
      ['Awaiting decision', '5'],
      ['Shortlisted this week', '2'],
    ]);
    expect(countsOf('Reports and Insights')).toEqual([['Registrations for upcoming events', '1,480']]);
    expect(countsOf('Settings and Preferences')).toEqual([]);
    expectFourCards();
    expect(card('Manage Job Postings')).toHaveTextContent(
      'Post new openings, update what is live, and retire the ones that are filled.',
    );
  });

  it('keeps the cards and says the counts failed when they cannot be loaded, and counts again on Try again', async () => {
    const user = setupUser();
    renderApp(<DashboardPage />, {
      role: 'INTERNAL_RECRUITER',
      mocks: withQuietSections([dashboardCountsErrorMock(), dashboardCountsMock()]),
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The counts could not be loaded.');
    expectFourCards();
    expect(countsOf('View Applied Candidates')).toEqual([]);

    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(countsOf('View Applied Candidates')).toHaveLength(2));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('links the candidates card to every candidate across jobs as well, keeping the spec’s four cards', async () => {
    renderApp(<DashboardPage />, { role: 'INTERNAL_RECRUITER', mocks: withQuietSections([dashboardCountsMock()]) });
    await waitFor(() => expect(countsOf('View Applied Candidates')).toHaveLength(2));

    expectFourCards();
    expect(
      within(card('View Applied Candidates')).getByRole('link', { name: 'All candidates, across jobs' }),
    ).toHaveAttribute('href', '/admin/candidates');
    expect(within(card('Manage Job Postings')).getAllByRole('link')).toHaveLength(1);
  });
});
