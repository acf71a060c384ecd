import { act, screen, within } from '@testing-library/react';

import { SEARCH_DEBOUNCE_MS } from '../../../client/src/features/jobs/BrowsePositionsPage';
import { setupUser } from '../../helpers/user-events';

import { cardJob, listErrorMock, listMock, NO_FACETS, renderJobs } from './fixtures';

describe('browse positions: the list', () => {
  it('shows the loading text, then a card per job, one link named by its title, with its location', async () => {
    const jobs = [cardJob(1, { title: 'Talent Partner', location: 'Pune' }), cardJob(2)];
    renderJobs('/browse-positions', [listMock({ items: jobs, delay: 50 })]);

    // Checked first, straight after the first render: a slow role query could outlast the answer.
    expect(screen.getByText('Loading job openings...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Browse Our Open Positions' })).toBeInTheDocument();

    const cards = await screen.findAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]).getByRole('heading', { name: 'Talent Partner' })).toBeInTheDocument();
    expect(within(cards[0]).getByText('Pune')).toBeInTheDocument();
    expect(within(cards[0]).getAllByRole('link')).toHaveLength(1);
    expect(within(cards[0]).getByRole('link', { name: 'Talent Partner' })).toHaveAccessibleDescription(/^Pune/);
    expect(screen.queryByText('Loading job openings...')).not.toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search positions' })).toBeInTheDocument();
    expect(document.title).toBe('Browse Our Open Positions · Talent Consultancy');
  });

  it('says the jobs failed to load when the request fails', async () => {
    renderJobs('/browse-positions', [listErrorMock()]);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load job openings.');
  });

  it('says there are no open positions when the list is empty', async () => {
    renderJobs('/browse-positions', [listMock({ items: [] })]);
    expect(await screen.findByText(/There are no open positions right now/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('says nothing matches when a search finds no job', async () => {
    renderJobs('/browse-positions?q=astronaut', [listMock({ items: [], search: 'astronaut' })]);
    expect(await screen.findByText('No open positions match “astronaut”. Try another word.')).toBeInTheDocument();
  });

  it('appends the next page when Load more is pressed, and hides the button once all are shown', async () => {
    const firstPage = Array.from({ length: 12 }, (_, index) => cardJob(index + 1));
    const user = setupUser();
    renderJobs('/browse-positions', [
      listMock({ items: firstPage, total: 13 }),
      listMock({ items: [cardJob(13)], total: 13, offset: 12 }),
    ]);

    expect(await screen.findAllByRole('link', { name: /^Position|Payroll/ })).toHaveLength(12);
    expect(screen.getByText('Showing 12 of 13 open positions')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more' }));

    expect(await screen.findByRole('heading', { name: 'Position 13' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /^Position|Payroll/ })).toHaveLength(13);
    expect(screen.getByRole('heading', { name: 'Position 1' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });
  it('says "more available" instead of a number while a search’s matches are uncounted, and the count once all are in', async () => {
    const firstPage = Array.from({ length: 12 }, (_, index) => cardJob(index + 1));
    const user = setupUser();
    renderJobs('/browse-positions?q=manager', [
      // The server found a 13th match among the newest jobs and stopped: total is a lower bound.
      listMock({ items: firstPage, total: 13, totalIsExact: false, search: 'manager' }),
      listMock({ items: [cardJob(13)], total: 13, totalIsExact: true, search: 'manager', offset: 12 }),
    ]);
    expect(await screen.findByText('Showing 12 open positions, more available')).toBeInTheDocument();
    expect(screen.queryByText(/of 13/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more' }));

    expect(await screen.findByText('Showing 13 of 13 open positions')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });
});

describe('browse positions: search', () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  it('puts the search in the URL and queries with it once typing pauses', async () => {
    jest.useFakeTimers();
    const user = setupUser({ advanceTimers: jest.advanceTimersByTime });
    const { router } = renderJobs('/browse-positions', [
      listMock({ items: [cardJob(1), cardJob(2)], delay: 0 }),
      listMock({ items: [cardJob(3, { title: 'Payroll Nurse' })], search: 'nurse', delay: 0 }),
    ]);
    await act(() => jest.advanceTimersByTimeAsync(10));
    expect(await screen.findAllByRole('link', { name: /^Position|Payroll/ })).toHaveLength(2);

    await user.type(screen.getByRole('searchbox', { name: 'Search positions' }), 'nurse');
    await act(() => jest.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS - 50));
    expect(router.state.location.search).toBe('');

    await act(() => jest.advanceTimersByTimeAsync(100));
    expect(router.state.location.search).toBe('?q=nurse');
    expect(await screen.findByRole('heading', { name: 'Payroll Nurse' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /^Position|Payroll/ })).toHaveLength(1);
  });

  it('runs the search from a shared URL and shows it in the box', async () => {
    renderJobs('/browse-positions?q=design', [
      listMock({ items: [cardJob(4, { title: 'Learning Designer' })], search: 'design' }),
    ]);
    expect(await screen.findByRole('heading', { name: 'Learning Designer' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search positions' })).toHaveValue('design');
  });

  it('drops q from the URL when the box is cleared', async () => {
    jest.useFakeTimers();
    const user = setupUser({ advanceTimers: jest.advanceTimersByTime });
    const { router } = renderJobs('/browse-positions?q=design', [
      listMock({ items: [cardJob(4)], search: 'design', delay: 0 }),
      listMock({ items: [cardJob(5)], delay: 0 }),
    ]);
    await act(() => jest.advanceTimersByTimeAsync(10));
    await user.clear(await screen.findByRole('searchbox', { name: 'Search positions' }));
    await act(() => jest.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS + 10));

    expect(router.state.location.search).toBe('');
    expect(await screen.findByRole('heading', { name: 'Position 5' })).toBeInTheDocument();
  });
});

describe('browse positions: a page of the list in the URL (the server’s static list links ?page=)', () => {
  const page = (from: number) => Array.from({ length: 12 }, (_, index) => cardJob(from + index));

  it('opens ?page=3 with the first three pages, as if "Load more" had been pressed twice', async () => {
    renderJobs('/browse-positions?page=3', [
      listMock({ items: page(1), total: 40 }),
      listMock({ items: page(13), total: 40, offset: 12 }),
      listMock({ items: page(25), total: 40, offset: 24 }),
    ]);
    expect(await screen.findByText('Showing 36 of 40 open positions')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /^Position/ })).toHaveLength(36);
    expect(screen.getByRole('heading', { name: 'Position 36' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Load more' })).toBeEnabled();
  });

  it('stops at the end of the list for a page past it', async () => {
    renderJobs('/browse-positions?page=9', [
      listMock({ items: page(1), total: 13 }),
      listMock({ items: [cardJob(13)], total: 13, offset: 12 }),
    ]);
    expect(await screen.findByText('Showing 13 of 13 open positions')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('reads a page that is no whole number as the first', async () => {
    renderJobs('/browse-positions?page=2.5', [listMock({ items: page(1), total: 13 })]);
    expect(await screen.findByText('Showing 12 of 13 open positions')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Load more' })).toBeEnabled();
  });

  it('drops ?page= from the URL when a filter changes: the new list starts on its first page', async () => {
    const user = setupUser();
    const facets = { ...NO_FACETS, location: [{ value: 'Pune', count: 1, countIsExact: true }] };
    const { router } = renderJobs('/browse-positions?page=2', [
      listMock({ items: page(1), total: 13, facets }),
      listMock({ items: [cardJob(13)], total: 13, offset: 12 }),
      listMock({ items: [cardJob(1)], filters: { location: 'Pune' }, facets }),
    ]);
    expect(await screen.findByText('Showing 13 of 13 open positions')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Location' }), 'Pune (1)');
    expect(router.state.location.search).toBe('?location=Pune');
    expect(await screen.findByText('Showing 1 of 1 open position')).toBeInTheDocument();
  });
});
