import { act, screen, waitFor, within } from '@testing-library/react';

import { MyInterviewsPage } from '../../../client/src/features/interviews/MyInterviewsPage';
import { viewerWhen } from '../../../client/src/lib/zoned-when';
import { meMock } from '../../helpers/me-mock';
import { renderApp } from '../../helpers/render-app';
import { setupUser } from '../../helpers/user-events';

import { myInterviewsErrorMock, myInterviewsMock, PAST, UPCOMING } from './fixtures';

const PATH = '/admin/my-interviews';

function views() {
  return within(screen.getByRole('navigation', { name: 'Which interviews' }));
}

/** The interview cards, in the order shown. */
function cards() {
  return within(screen.getByRole('main'))
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.closest('li')!);
}

/** A card's facts as [term, value] pairs. */
function facts(card: HTMLElement) {
  return within(card)
    .getAllByRole('term')
    .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
}

/** "Your time" follows "When" unless the viewer's clock reads the same (it depends on the machine's zone). */
function withYourTime(interview: (typeof UPCOMING)[number], rest: string[][]) {
  const yourTime = viewerWhen(interview.startsAt, interview);
  return [rest[0]!, ...(yourTime ? [['Your time', yourTime]] : []), ...rest.slice(1)];
}

describe('My interviews', () => {
  afterEach(() => jest.useRealTimers());

  it('lists the upcoming interviews, soonest first, each with the candidate’s page, the job, when on its own clock, how long, where and who else interviews', async () => {
    renderApp(PATH, {
      role: 'INTERNAL_RECRUITER',
      mocks: [meMock('INTERNAL_RECRUITER'), myInterviewsMock(false, UPCOMING)],
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'My interviews' })).toBeInTheDocument();
    await screen.findByRole('link', { name: 'Ines Duarte' });
    expect(views().getByRole('link', { name: 'Upcoming' })).toHaveAttribute('aria-current', 'page');
    expect(views().getByRole('link', { name: 'Past' })).not.toHaveAttribute('aria-current');

    const [first, second] = cards();
    expect(cards()).toHaveLength(2);
    expect(within(first!).getByRole('link', { name: 'Ines Duarte' })).toHaveAttribute(
      'href',
      '/admin/candidates/app-1',
    );
    expect(first).toHaveTextContent('Payroll Specialist');
    // The signed-in recruiter is not among "the other interviewers".
    expect(facts(first!)).toEqual(
      withYourTime(UPCOMING[0]!, [
        ['When', 'Tuesday 3 June 2031 at 10:00 AM London time'],
        ['Duration', '45 minutes'],
        ['Location', 'Meeting room 2, London office'],
        ['Video call', 'Join the video call (opens in a new tab)'],
        ['Other interviewers', 'Omar Haddad, Ana Costa'],
      ]),
    );
    const video = within(first!).getByRole('link', { name: 'Join the video call (opens in a new tab)' });
    expect(video).toHaveAttribute('href', 'https://meet.example/abc-defg');
    expect(video).toHaveAttribute('target', '_blank');
    expect(video.getAttribute('rel')).toContain('noopener');

    // On video only, and interviewing alone: no location, no other interviewers.
    expect(within(second!).getByRole('link', { name: 'Lena Vogel' })).toHaveAttribute(
      'href',
      '/admin/candidates/app-2',
    );
    expect(facts(second!)).toEqual(
      withYourTime(UPCOMING[1]!, [
        ['When', 'Wednesday 4 June 2031 at 2:30 PM New York time'],
        ['Duration', '1 hour 30 minutes'],
        ['Video call', 'Join the video call (opens in a new tab)'],
      ]),
    );
  });

  it('asks for the past interviews (past: true) on Past, keeps the view in the URL, and comes back to Upcoming', async () => {
    const user = setupUser();
    const { router } = renderApp(PATH, {
      role: 'INTERNAL_RECRUITER',
      mocks: [
        meMock('INTERNAL_RECRUITER'),
        myInterviewsMock(false, UPCOMING),
        myInterviewsMock(true, PAST),
        // Each view asks the server again when it is shown.
        myInterviewsMock(false, UPCOMING),
      ],
    });
    await screen.findByRole('link', { name: 'Ines Duarte' });

    await user.click(views().getByRole('link', { name: 'Past' }));
    // Only the answer to past: true holds Tom Becker.
    expect(await screen.findByRole('link', { name: 'Tom Becker' })).toHaveAttribute('href', '/admin/candidates/app-9');
    expect(router.state.location.search).toBe('?view=past');
    expect(views().getByRole('link', { name: 'Past' })).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByRole('link', { name: 'Ines Duarte' })).not.toBeInTheDocument();
    expect(facts(cards()[0]!).slice(0, 1)).toEqual([['When', 'Monday 10 March 2025 at 3:00 PM Berlin time']]);
    expect(cards()[0]).toHaveTextContent('Other interviewersOmar Haddad');

    await user.click(views().getByRole('link', { name: 'Upcoming' }));
    expect(await screen.findByRole('link', { name: 'Ines Duarte' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it('opens on the past interviews from ?view=past', async () => {
    renderApp(`${PATH}?view=past`, {
      role: 'ADMIN',
      mocks: [meMock('ADMIN'), myInterviewsMock(true, PAST)],
    });
    expect(await screen.findByRole('link', { name: 'Tom Becker' })).toBeInTheDocument();
    expect(views().getByRole('link', { name: 'Past' })).toHaveAttribute('aria-current', 'page');
  });

  it('says "No upcoming interviews." when there are none, and "No past interviews." on Past', async () => {
    const user = setupUser();
    renderApp(PATH, {
      role: 'INTERNAL_RECRUITER',
      mocks: [meMock('INTERNAL_RECRUITER'), myInterviewsMock(false, []), myInterviewsMock(true, [])],
    });
    expect(await screen.findByText('No upcoming interviews.')).toBeInTheDocument();
    expect(within(screen.getByRole('main')).queryAllByRole('listitem')).toHaveLength(0);

    await user.click(views().getByRole('link', { name: 'Past' }));
    expect(await screen.findByText('No past interviews.')).toBeInTheDocument();
    expect(screen.queryByText('No upcoming interviews.')).not.toBeInTheDocument();
  });

  it('says it is loading until the interviews arrive', async () => {
    // Fake timers hold the mocked answer until the test lets time pass.
    jest.useFakeTimers();
    renderApp(<MyInterviewsPage />, { route: PATH, mocks: [myInterviewsMock(false, UPCOMING, 100)] });
    expect(screen.getByRole('status')).toHaveTextContent('Loading your interviews...');
    expect(screen.queryByRole('link', { name: 'Ines Duarte' })).not.toBeInTheDocument();

    act(() => jest.advanceTimersByTime(100));
    expect(await screen.findByRole('link', { name: 'Ines Duarte' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('says the interviews could not be loaded, and shows them after Try again', async () => {
    const user = setupUser();
    renderApp(PATH, {
      role: 'INTERNAL_RECRUITER',
      mocks: [meMock('INTERNAL_RECRUITER'), myInterviewsErrorMock(false), myInterviewsMock(false, UPCOMING)],
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your interviews could not be loaded.');
    expect(screen.queryByText('No upcoming interviews.')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Ines Duarte' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });
});
