import type { MockLink } from '@apollo/client/testing';
import { act, screen, within } from '@testing-library/react';

import { TALENT_POOL_SEARCH_DEBOUNCE_MS } from '../../../client/src/features/talent-pool/talent-pool-messages';
import { TalentPoolPage } from '../../../client/src/features/talent-pool/TalentPoolPage';
import { meMock } from '../../helpers/me-mock';
import { renderApp } from '../../helpers/render-app';
import { setupUser } from '../../helpers/user-events';

import { heldMock, listErrorMock, listMock, row } from './fixtures';

function renderPage(mocks: MockLink.MockedResponse[], route = '/admin/talent-pool') {
  return renderApp(<TalentPoolPage />, {
    route,
    path: '/admin/talent-pool',
    role: 'INTERNAL_RECRUITER',
    mocks: [meMock('INTERNAL_RECRUITER'), ...mocks],
  });
}

describe('the talent pool (/admin/talent-pool)', () => {
  it('says it is loading, then lists the entries, each name opening its page', async () => {
    renderPage([listMock([row(1), row(2, { message: 'Finance' })]), heldMock()]);
    expect(screen.getByText('Loading the talent pool...')).toHaveAttribute('role', 'status');

    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((line) => within(line).getAllByRole('cell')[0]!.textContent)).toEqual(['Person 1', 'Person 2']);
    expect(within(rows[0]!).getByRole('link', { name: 'Person 1' })).toHaveAttribute('href', '/admin/talent-pool/t1');
    expect(within(rows[1]!).getByText('Finance')).toBeInTheDocument();
    expect(screen.getByText('2 in the pool')).toBeInTheDocument();
  });

  it('says when the pool is empty', async () => {
    renderPage([listMock([]), heldMock()]);
    expect(await screen.findByText('No CVs in the talent pool yet.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says when the pool could not be loaded', async () => {
    renderPage([listErrorMock(), heldMock()]);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load the talent pool.');
  });

  it('searches on the server after a pause in typing, keeping the search in the URL', async () => {
    jest.useFakeTimers();
    const user = setupUser();
    try {
      const { router } = renderPage([
        listMock([row(1), row(2)]),
        heldMock(),
        listMock([row(2)], { search: 'person2' }),
      ]);
      await screen.findByRole('table');
      await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'person2');
      await act(() => jest.advanceTimersByTimeAsync(TALENT_POOL_SEARCH_DEBOUNCE_MS));
      expect(await screen.findByText('1 in the pool')).toBeInTheDocument();
      expect(router.state.location.search).toBe('?q=person2');
    } finally {
      jest.useRealTimers();
    }
  });

  it('says when nothing matches a search from the URL', async () => {
    renderPage([listMock([], { search: 'nobody' }), heldMock()], '/admin/talent-pool?q=nobody');
    expect(await screen.findByText('No entry matches this search.')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('nobody');
  });

  it('shows the CVs held for review above the list', async () => {
    renderPage([
      listMock([row(1)]),
      heldMock([{ id: 't9', fullName: 'Fast Sender', email: 'fast@example.com', heldAt: '2026-11-28T09:00:00.000Z' }]),
    ]);
    const held = await screen.findByRole('region', { name: 'Held for review (1)' });
    expect(within(held).getByText('Fast Sender')).toBeInTheDocument();
    expect(within(held).getByRole('button', { name: 'Release Fast Sender' })).toBeInTheDocument();
  });
});
