import { act, screen, waitFor, within } from '@testing-library/react';

import { ADMIN_MENU_CLOSE_DELAY_MS } from '../../../client/src/app/layouts/admin-constants';
import { MeDocument } from '../../../client/src/gql/graphql';
import { AUTH_TOKEN_KEY, saveSession, USER_ROLE_KEY } from '../../../client/src/lib/auth';
import { meMock, meRefusedMock } from '../../helpers/me-mock';
import { renderApp } from '../../helpers/render-app';
import { testJwt } from '../../helpers/test-jwt';
import { setupUser } from '../../helpers/user-events';
import { dashboardCountsMock, withQuietSections } from '../dashboard/fixtures';

const HOME_HEADING = 'MATCHING MISSION WITH PASSION';

function adminNav() {
  return within(screen.getByRole('navigation', { name: 'Back office' }));
}

/** The dashboard, once its counts are in (they arrive after the heading). */
async function dashboardHeading() {
  const heading = await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
  await waitFor(() => expect(screen.queryByText('Counting...')).not.toBeInTheDocument());
  return heading;
}

describe('the back office frame', () => {
  it('shows a recruiter the dashboard’s four cards and the staff menus, without Add Users', async () => {
    const user = setupUser();
    renderApp('/admin', {
      role: 'INTERNAL_RECRUITER',
      mocks: withQuietSections([meMock('INTERNAL_RECRUITER'), dashboardCountsMock()]),
    });
    await dashboardHeading();

    // The spec's four cards, then the dashboard's own "My interviews" and "Needs action today".
    const cards = screen
      .getAllByRole('heading', { level: 2 })
      .filter((heading) => !['My interviews', 'Needs action today'].includes(heading.textContent ?? ''))
      .map((heading) => within(heading).getByRole('link'));
    expect(cards.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Manage Job Postings', '/admin/manage-jobs'],
      ['View Applied Candidates', '/admin/applied-candidates'],
      ['Reports and Insights', '/admin/reports'],
      ['Settings and Preferences', '/admin/settings'],
    ]);

    const nav = adminNav();
    expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(nav.getByRole('button', { name: 'Manage Jobs' })).toBeInTheDocument();
    expect(nav.getByRole('button', { name: 'Manage Events' })).toBeInTheDocument();
    expect(nav.getByRole('link', { name: 'Join us Users' })).toHaveAttribute('href', '/admin/joinus-Users');
    expect(nav.queryByRole('link', { name: 'Add Users' })).not.toBeInTheDocument();
    expect(nav.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(nav.getByText('Rita Recruiter', { exact: false })).toBeInTheDocument();

    // The screens the spec's header lacks follow its items: Candidates, the Inbox, and the Admin menu.
    expect(nav.getByRole('link', { name: 'Candidates' })).toHaveAttribute('href', '/admin/candidates');
    expect(nav.getByRole('link', { name: 'Inbox' })).toHaveAttribute('href', '/admin/inbox');
    await user.click(nav.getByRole('button', { name: 'Admin' }));
    const more = within(
      document.getElementById(nav.getByRole('button', { name: 'Admin' }).getAttribute('aria-controls')!)!,
    );
    expect(more.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['My interviews', '/admin/my-interviews'],
      ['Talent pool', '/admin/talent-pool'],
      ['Clients', '/admin/clients'],
      ['Reports and Insights', '/admin/reports'],
      ['Settings and Preferences', '/admin/settings'],
    ]);
    expect(more.getByText('Signed in as', { exact: false })).toHaveTextContent('Rita Recruiter');
    // The role in words, not its code.
    expect(nav.getByText('(Internal Recruiter)')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toHaveTextContent(String(new Date().getFullYear()));
  });

  it.each(['ADMIN', 'SUPER_ADMIN'] as const)(
    'shows Add Users to %s, the roles the server lets add users',
    async (role) => {
      renderApp('/admin', { role, mocks: withQuietSections([meMock(role), dashboardCountsMock()]) });
      await dashboardHeading();
      expect(adminNav().getByRole('link', { name: 'Add Users' })).toHaveAttribute('href', '/admin/add-users');
    },
  );

  it.each(['ADMIN', 'SUPER_ADMIN'] as const)(
    'adds the account screens to the Admin menu for %s, who may manage accounts, keys and webhooks',
    async (role) => {
      const user = setupUser();
      renderApp('/admin', { role, mocks: withQuietSections([meMock(role), dashboardCountsMock()]) });
      await dashboardHeading();
      await user.click(adminNav().getByRole('button', { name: 'Admin' }));
      const menu = within(
        document.getElementById(adminNav().getByRole('button', { name: 'Admin' }).getAttribute('aria-controls')!)!,
      );
      expect(menu.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
        ['My interviews', '/admin/my-interviews'],
        ['Talent pool', '/admin/talent-pool'],
        ['Clients', '/admin/clients'],
        ['Reports and Insights', '/admin/reports'],
        ['Settings and Preferences', '/admin/settings'],
        ['Staff Accounts', '/admin/users'],
        ['Audit Log', '/admin/audit'],
        ['People (privacy requests)', '/admin/people'],
        ['Integrations', '/admin/integrations'],
        ['Site content', '/admin/site'],
      ]);
    },
  );

  it('lists Add Jobs, Applied Candidates and Manage Jobs, then Add Events, Registered Candidates and Manage Events', async () => {
    const user = setupUser();
    renderApp('/admin', { role: 'ADMIN', mocks: withQuietSections([meMock('ADMIN'), dashboardCountsMock()]) });
    await dashboardHeading();

    await user.click(adminNav().getByRole('button', { name: 'Manage Jobs' }));
    const jobLinks = adminNav()
      .getAllByRole('link')
      .filter((link) => link.closest('.nav-dropdown__panel'));
    expect(jobLinks.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Add Jobs', '/admin/job-posting'],
      ['Applied Candidates', '/admin/applied-candidates'],
      ['Manage Jobs', '/admin/manage-jobs'],
    ]);

    await user.click(adminNav().getByRole('button', { name: 'Manage Events' }));
    const eventLinks = adminNav()
      .getAllByRole('link')
      .filter((link) => link.closest('.nav-dropdown__panel'));
    expect(eventLinks.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Add Events', '/admin/add-events'],
      ['Registered Candidates', '/admin/registered-candidates'],
      ['Manage Events', '/admin/manage-events'],
    ]);
  });

  describe('on a wide screen', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it('opens a menu on hover and closes it 200 ms after the pointer leaves', async () => {
      const user = setupUser({ advanceTimers: jest.advanceTimersByTime });
      renderApp('/admin', {
        role: 'INTERNAL_RECRUITER',
        mocks: withQuietSections([meMock('INTERNAL_RECRUITER'), dashboardCountsMock()]),
      });
      await dashboardHeading();
      const menu = adminNav().getByRole('button', { name: 'Manage Events' });

      await user.hover(menu);
      expect(menu).toHaveAttribute('aria-expanded', 'true');
      await user.unhover(menu);
      act(() => jest.advanceTimersByTime(ADMIN_MENU_CLOSE_DELAY_MS - 1));
      expect(menu).toHaveAttribute('aria-expanded', 'true');
      act(() => jest.advanceTimersByTime(1));
      expect(menu).toHaveAttribute('aria-expanded', 'false');
    });
  });

  it('shows an account without back-office rights (USER) "No access" and none of the staff menus', async () => {
    renderApp('/admin/applied-candidates', { role: 'USER', mocks: [meMock('USER')] });
    expect(await screen.findByRole('heading', { level: 1, name: 'No access' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Applied Candidates' })).not.toBeInTheDocument();
    const nav = adminNav();
    expect(nav.queryByRole('button', { name: 'Manage Jobs' })).not.toBeInTheDocument();
    expect(nav.queryByRole('link', { name: 'Join us Users' })).not.toBeInTheDocument();
    expect(nav.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it('follows the server’s role rather than the stored one', async () => {
    renderApp('/admin', {
      role: 'ADMIN',
      mocks: withQuietSections([meMock('INTERNAL_RECRUITER'), dashboardCountsMock()]),
    });
    await dashboardHeading();
    expect(adminNav().queryByRole('link', { name: 'Add Users' })).not.toBeInTheDocument();
    await waitFor(() => expect(window.localStorage.getItem(USER_ROLE_KEY)).toBe('INTERNAL_RECRUITER'));
  });

  it('clears the session and asks to sign in again when the server refuses the token', async () => {
    const { router } = renderApp('/admin/manage-jobs', { role: 'ADMIN', mocks: [meRefusedMock()] });
    expect(await screen.findByRole('dialog', { name: 'Sign In' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(window.localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
    expect(window.localStorage.getItem(USER_ROLE_KEY)).toBeNull();
  });

  it('asks to sign in without calling the server when the stored token has expired', async () => {
    saveSession(testJwt({ expiresInSeconds: -60 }), 'ADMIN');
    // No `me` answer is mocked: asking the server would fail this test with an unmatched request.
    const { router } = renderApp('/admin/reports');
    expect(await screen.findByRole('dialog', { name: 'Sign In' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(window.localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
  });

  it('treats a stored token that is not a JWT as no session', async () => {
    saveSession('not-a-token', 'ADMIN');
    const { router } = renderApp('/admin');
    expect(await screen.findByRole('dialog', { name: 'Sign In' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('offers to try again when the server cannot be asked who is signed in', async () => {
    const user = setupUser();
    renderApp('/admin', {
      role: 'ADMIN',
      mocks: withQuietSections([
        { request: { query: MeDocument }, error: new Error('Network down') },
        meMock('ADMIN'),
        dashboardCountsMock(),
      ]),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not check your account. Please try again.');
    expect(window.localStorage.getItem(AUTH_TOKEN_KEY)).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await dashboardHeading();
  });

  it('clears authToken and userRole on Logout and goes to / without the sign-in dialog', async () => {
    const user = setupUser();
    const { router } = renderApp('/admin', {
      role: 'ADMIN',
      mocks: withQuietSections([meMock('ADMIN'), dashboardCountsMock()]),
    });
    await dashboardHeading();
    await user.click(adminNav().getByRole('button', { name: 'Logout' }));

    expect(await screen.findByRole('heading', { level: 1, name: HOME_HEADING })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(window.localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
    expect(window.localStorage.getItem(USER_ROLE_KEY)).toBeNull();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
