import type { MockLink } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';

import { SiteContentListPage } from '../../../client/src/features/site-admin/SiteContentListPage';
import type { Role } from '../../../client/src/gql/graphql';
import { meMock } from '../../helpers/me-mock';
import { renderApp } from '../../helpers/render-app';
import { setupUser } from '../../helpers/user-events';

import { homePage, listErrorMock, listMock, teamPage } from './fixtures';

function renderList(mocks: MockLink.MockedResponse[]) {
  return renderApp(<SiteContentListPage />, {
    route: '/admin/site',
    path: '/admin/site',
    role: 'ADMIN',
    mocks: [meMock('ADMIN'), ...mocks],
  });
}

describe('the site content list (/admin/site)', () => {
  it('says it is loading, then lists each document with its page, its state and its last publish', async () => {
    renderList([listMock([homePage(), teamPage({ hasUnpublishedChanges: true })])]);
    expect(screen.getByText('Loading the site content...')).toHaveAttribute('role', 'status');

    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((line) =>
        within(line)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['Home page', '/', 'Published', expect.stringMatching(/^20 Nov( 2026)? by Ada Admin$/)],
      ['Team', '/about', 'Unpublished changes', 'Not yet: the site shows the words it started with'],
    ]);
    expect(within(rows[0]!).getByRole('link', { name: 'Home page' })).toHaveAttribute('href', '/admin/site/home');
    expect(within(rows[1]!).getByRole('link', { name: 'Team' })).toHaveAttribute('href', '/admin/site/team');
  });

  it('says when the documents could not be loaded, and loads them on Try again', async () => {
    const user = setupUser();
    renderList([listErrorMock(), listMock([homePage()])]);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load the site content.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Home page' })).toBeInTheDocument();
  });
});

describe('the Site content entry of the admin menu', () => {
  async function adminMenuLinks(role: Role) {
    const user = setupUser();
    renderApp('/admin/site', { role, mocks: [meMock(role), listMock([homePage()])] });
    const nav = within(await screen.findByRole('navigation', { name: 'Back office' }));
    await user.click(nav.getByRole('button', { name: 'Admin' }));
    const menu = document.getElementById(nav.getByRole('button', { name: 'Admin' }).getAttribute('aria-controls')!)!;
    return within(menu)
      .getAllByRole('link')
      .map((link) => link.textContent);
  }

  it.each(['ADMIN', 'SUPER_ADMIN'] as const)('is shown to %s, who may edit the site', async (role) => {
    expect(await adminMenuLinks(role)).toContain('Site content');
  });

  it('is hidden from an internal recruiter, whom the server refuses too', async () => {
    expect(await adminMenuLinks('INTERNAL_RECRUITER')).not.toContain('Site content');
  });
});
